import { z } from 'zod'
import { MAIL_PROVIDERS } from './enums'
import { EntityIdSchema } from './params'

/**
 * The inbox (spec §7 External mail account): connecting Gmail or Outlook, the synced mails with
 * supported attachments, previews, and importing attachments as CVs.
 */
export const MailTypeSchema = z.enum(MAIL_PROVIDERS)
export type MailType = z.infer<typeof MailTypeSchema>

/** POST /external-account/get-url. */
export const GetUrlRequestSchema = z.object({ type: MailTypeSchema })
export const GetUrlResponseSchema = z.object({ url: z.url() })

/** Spec §4 Connected account: connected, or its token expired (the user must connect it again). */
export const MAIL_ACCOUNT_STATES = ['CONNECTED', 'EXPIRED'] as const
export const ExternalAccountSchema = z.object({
  type: MailTypeSchema,
  email: z.string(),
  status: z.enum(MAIL_ACCOUNT_STATES),
  connectedAt: z.number(),
  lastSyncedAt: z.number().nullable(),
  /** The last "Sync now" (POST sync): the sync it asked for is done once `lastSyncedAt` passes it. */
  syncRequestedAt: z.number().nullable(),
})
export type ExternalAccount = z.infer<typeof ExternalAccountSchema>
/** GET /external-account: the current user's mailboxes in this organization, and what can be connected. */
export const ExternalAccountsResponseSchema = z.object({
  accounts: z.array(ExternalAccountSchema),
  available: z.array(MailTypeSchema),
})

/** DELETE /external-account/unlink?type=. */
export const UnlinkQuerySchema = z.object({ type: MailTypeSchema })

/**
 * POST /external-account/sync: queue a sync of the user's mailbox of this type now, instead of at the
 * next scheduled run (up to 15 minutes away). A second request within a minute answers 429
 * MAIL_SYNC_TOO_SOON with Retry-After, so repeated clicks do not flood the queue.
 */
export const SyncRequestSchema = z.object({ type: MailTypeSchema })
export const SyncResponseSchema = z.object({ requestedAt: z.number() })

export { EMAIL_FILTERS, type EmailFilter } from './enums'
export const EMAIL_PAGE_MAX = 100

export const EmailListQuerySchema = z.object({
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(EMAIL_PAGE_MAX).default(50),
})
export type EmailListQuery = z.infer<typeof EmailListQuerySchema>

export const EmailSummarySchema = z.object({
  id: z.string(),
  type: MailTypeSchema,
  fromName: z.string().nullable(),
  fromAddress: z.string(),
  subject: z.string().nullable(),
  receivedAt: z.number(),
  processed: z.boolean(),
  attachmentCount: z.number(),
  importedCount: z.number(),
})
export type EmailSummary = z.infer<typeof EmailSummarySchema>
export const EmailListResponseSchema = z.object({
  items: z.array(EmailSummarySchema),
  nextCursor: z.string().nullable(),
})

/** Document formats the inbox lists and previews (spec §5 Mail rules); decided by content on import. */
export const ATTACHMENT_KINDS = ['pdf', 'doc', 'docx', 'pptx', 'txt', 'png', 'jpeg'] as const
export const EmailAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  kind: z.enum(ATTACHMENT_KINDS),
  imported: z.boolean(),
  documentId: z.string().nullable(),
})
export const EmailDetailsSchema = EmailSummarySchema.extend({
  /** Sanitised HTML: no scripts, styles, forms or event handlers; remote images removed. */
  content: z.string(),
  attachments: z.array(EmailAttachmentSchema),
})
export type EmailDetails = z.infer<typeof EmailDetailsSchema>

/** GET /external-account/email-details?emailId=. */
export const EmailIdQuerySchema = z.object({ emailId: EntityIdSchema }).meta({ examples: [{ emailId: 'email-id' }] })
/** POST mark-as-processed / unmark-as-processed. */
export const EmailIdRequestSchema = z.object({ emailId: EntityIdSchema }).meta({ examples: [{ emailId: 'email-id' }] })
/** GET /external-account/attachment-details?attachmentId=: the bytes for the preview. */
export const AttachmentIdQuerySchema = z
  .object({ attachmentId: EntityIdSchema })
  .meta({ examples: [{ attachmentId: 'attachment-id' }] })
/** POST /external-account/import-attachment. */
export const ImportAttachmentRequestSchema = z
  .object({ attachmentId: EntityIdSchema })
  .meta({ examples: [{ attachmentId: 'attachment-id' }] })
export const ImportAttachmentResponseSchema = z.object({
  documentId: z.string(),
  /** QUEUED: sent to the ingestion pipeline now; ALREADY_IMPORTED: an earlier import holds it. */
  status: z.enum(['QUEUED', 'ALREADY_IMPORTED']),
})
export const UnlinkResponseSchema = z.object({ disconnected: z.literal(true) })
export const ProcessedResponseSchema = z.object({ processed: z.boolean() })
