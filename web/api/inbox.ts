import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  EmailDetailsSchema,
  type EmailFilter,
  EmailListResponseSchema,
  ExternalAccountsResponseSchema,
  GetUrlResponseSchema,
  ImportAttachmentResponseSchema,
  type MailType,
  ProcessedResponseSchema,
  SyncResponseSchema,
  UnlinkResponseSchema,
} from '../../worker/contracts/inbox'
import { api, idempotencyKey, parseJson, request } from './client'

export type { EmailDetails, EmailFilter, EmailSummary, ExternalAccount, MailType } from '../../worker/contracts/inbox'

// Keys carry the organization: switching organizations never shows the previous one's mails.
export const inboxKey = (organizationId: string | null) => ['inbox', organizationId] as const

const account = api['external-account']
/** Mails a page (the server allows up to 100); "Load more" asks for the next with the page's cursor. */
export const INBOX_PAGE_SIZE = 50

function listCall(filter: EmailFilter, cursor: string | null, signal: AbortSignal) {
  const init = { init: { signal } }
  const query = { limit: String(INBOX_PAGE_SIZE), ...(cursor ? { cursor } : {}) }
  switch (filter) {
    case 'ALL':
      return account.emails.$get({ query }, init)
    case 'PENDING':
      return account['pending-emails'].$get({ query }, init)
    case 'PROCESSED':
      return account['processed-emails'].$get({ query }, init)
    case 'WITH_IMPORTED':
      return account['emails-with-attachments'].$get({ query }, init)
  }
}

export const inboxQueries = {
  /** GET /api/external-account: the user's connected mailboxes and what can be connected. */
  accounts: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...inboxKey(organizationId), 'accounts'] as const,
      queryFn: ({ signal }) => parseJson(account.$get({}, { init: { signal } }), ExternalAccountsResponseSchema),
    }),
  /** The mails of one filter, newest first, page by page (`nextCursor`). */
  list: (organizationId: string | null, filter: EmailFilter) =>
    infiniteQueryOptions({
      queryKey: [...inboxKey(organizationId), 'list', filter] as const,
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) => parseJson(listCall(filter, pageParam, signal), EmailListResponseSchema),
      getNextPageParam: (lastPage) => lastPage.nextCursor,
      staleTime: 30_000,
    }),
  /** GET /api/external-account/email-details: one mail with its sanitised content and attachments. */
  details: (organizationId: string | null, emailId: string) =>
    queryOptions({
      queryKey: [...inboxKey(organizationId), 'details', emailId] as const,
      queryFn: ({ signal }) =>
        parseJson(account['email-details'].$get({ query: { emailId } }, { init: { signal } }), EmailDetailsSchema),
    }),
}

/** POST get-url: where to send the browser to connect the mailbox. */
export const connectUrl = (type: MailType) =>
  parseJson(account['get-url'].$post({ json: { type } }), GetUrlResponseSchema)

/** POST sync ("Sync now"): queues the mailbox's sync; 429 MAIL_SYNC_TOO_SOON within a minute of the last. */
export const syncNow = (type: MailType) => parseJson(account.sync.$post({ json: { type } }), SyncResponseSchema)

/** DELETE unlink: permanent, the synced mails go with it. */
export const disconnect = (type: MailType) =>
  parseJson(account.unlink.$delete({ query: { type } }), UnlinkResponseSchema)

/** POST import-attachment (Idempotency-Key: one click imports once). */
export const importAttachment = (attachmentId: string, key: string) =>
  parseJson(
    account['import-attachment'].$post({ json: { attachmentId } }, idempotencyKey(key)),
    ImportAttachmentResponseSchema,
  )

export const setProcessed = (emailId: string, processed: boolean) =>
  parseJson(
    processed
      ? account['mark-as-processed'].$post({ json: { emailId } })
      : account['unmark-as-processed'].$post({ json: { emailId } }),
    ProcessedResponseSchema,
  )

/** GET attachment-details: the preview's bytes (typed by the server from their content). */
export async function attachmentPreview(attachmentId: string, signal?: AbortSignal): Promise<Blob> {
  const res = await request(
    `/api/external-account/attachment-details?attachmentId=${encodeURIComponent(attachmentId)}`,
    {
      signal: signal ?? null,
    },
  )
  return res.blob()
}
