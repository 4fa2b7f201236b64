import { ingestionService } from '../applicants/ingestion.service'
import type { AuthState, Services } from '../context'
import { MAX_UPLOAD_BYTES } from '../contracts/applicants'
import type { EmailDetails, EmailFilter, EmailSummary } from '../contracts/inbox'
import { sniffFormat } from '../engine/documents'
import { AppError } from '../lib/app-error'
import { type AttachmentKind, attachmentKind, PREVIEW_TYPES } from './attachment-kinds'
import { emailsRepo } from './emails.repo'
import { mailAccountsRepo } from './mail-accounts.repo'
import { mailboxSession } from './mailbox-session'
import { withProviderErrors } from './provider-errors'

const encodeCursor = (row: { receivedAt: number; id: string }) => `${row.receivedAt}:${row.id}`
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null
  const match = /^(\d{1,15}):([A-Za-z0-9_-]{1,64})$/.exec(cursor)
  if (!match) throw new AppError('VALIDATION_FAILED', [{ path: 'cursor', message: 'Not a valid cursor' }])
  return { receivedAt: Number(match[1]), id: match[2] as string }
}

/** Formats the sniffer may answer with that the inbox supports (html is a document format, not a CV file). */
const SUPPORTED = new Set<string>(['pdf', 'doc', 'docx', 'pptx', 'txt', 'png', 'jpeg'])

/**
 * The inbox of the current user in the current organization (spec §2 Inbox mail): lists, one mail,
 * attachment previews, importing an attachment as CV through the ingestion pipeline, processed flags.
 * A mailbox is private to its owner: another member, like another organization, gets 404.
 */
export function inboxService(services: Services, auth: AuthState, tenantId: string) {
  const emails = emailsRepo(services.db.forTenant(tenantId), tenantId)
  const accounts = mailAccountsRepo(services.db.forTenant(tenantId), tenantId)
  const userId = auth.user.id

  /** The attachment's bytes from the provider, checked by content: only supported formats leave. */
  async function fetchAttachment(attachmentId: string) {
    const found = await emails.attachment(userId, attachmentId)
    if (!found) throw new AppError('ATTACHMENT_NOT_FOUND')
    const account = await accounts.get(found.email.accountId)
    if (!account) throw new AppError('ATTACHMENT_NOT_FOUND')
    if (account.status !== 'CONNECTED') throw new AppError('MAIL_ACCOUNT_EXPIRED')
    const session = mailboxSession(services, account)
    const bytes = await withProviderErrors({ accountId: account.id }, () =>
      session.call((token) =>
        session.provider.attachmentBytes(token, found.email.providerMessageId, found.attachment.providerAttachmentId),
      ),
    )
    if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
    const format = sniffFormat(bytes, found.attachment.filename)
    if (!format || !SUPPORTED.has(format)) throw new AppError('ATTACHMENT_UNSUPPORTED')
    return { ...found, bytes, kind: format as AttachmentKind }
  }

  return {
    async list(filter: EmailFilter, query: { cursor?: string | undefined; limit: number }) {
      const rows = await emails.list(userId, filter, decodeCursor(query.cursor), query.limit + 1)
      const page = rows.slice(0, query.limit)
      const items: EmailSummary[] = page.map((r) => ({
        id: r.id,
        type: r.provider,
        fromName: r.fromName,
        fromAddress: r.fromAddress,
        subject: r.subject,
        receivedAt: r.receivedAt,
        processed: r.processed,
        attachmentCount: Number(r.attachmentCount),
        importedCount: Number(r.importedCount),
      }))
      const last = page.at(-1)
      return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null }
    },

    async details(emailId: string): Promise<EmailDetails> {
      const found = await emails.get(userId, emailId)
      if (!found) throw new AppError('EMAIL_NOT_FOUND')
      const attachments = await emails.attachmentsOf(emailId)
      const e = found.email
      return {
        id: e.id,
        type: found.provider,
        fromName: e.fromName,
        fromAddress: e.fromAddress,
        subject: e.subject,
        receivedAt: e.receivedAt,
        processed: e.processed,
        attachmentCount: Number(found.attachmentCount),
        importedCount: Number(found.importedCount),
        content: e.content ?? '',
        attachments: attachments.flatMap((a) => {
          const kind = attachmentKind(a.filename, a.contentType)
          return kind
            ? [
                {
                  id: a.id,
                  filename: a.filename,
                  contentType: a.contentType,
                  sizeBytes: a.sizeBytes,
                  kind,
                  imported: a.imported,
                  documentId: a.documentId,
                },
              ]
            : []
        }),
      }
    },

    /** The preview's bytes, typed by what they are (not by what the sender declared). */
    async preview(attachmentId: string) {
      const { bytes, kind, attachment } = await fetchAttachment(attachmentId)
      return { bytes, contentType: PREVIEW_TYPES[kind], filename: attachment.filename }
    },

    /**
     * Imports an attachment as a CV: the same steps as an upload (announce, store, queue) so parsing,
     * duplicate detection and matching follow. An attachment is imported once: a second import answers
     * with the first one's document instead of making a second applicant.
     */
    async importAttachment(attachmentId: string) {
      const found = await emails.attachment(userId, attachmentId)
      if (!found) throw new AppError('ATTACHMENT_NOT_FOUND')
      if (found.attachment.documentId) {
        return { documentId: found.attachment.documentId, status: 'ALREADY_IMPORTED' as const }
      }
      if (!(await emails.claimImport(attachmentId))) {
        const again = await emails.attachment(userId, attachmentId)
        if (again?.attachment.documentId) {
          return { documentId: again.attachment.documentId, status: 'ALREADY_IMPORTED' as const }
        }
        throw new AppError('CONFLICT', undefined, 'This attachment is being imported')
      }
      try {
        const { bytes, kind } = await fetchAttachment(attachmentId)
        const ingestion = ingestionService(services, auth, tenantId)
        const [target] = await ingestion.requestUploads([
          { filename: found.attachment.filename, size: bytes.byteLength, contentType: PREVIEW_TYPES[kind] },
        ])
        if (!target) throw new AppError('INTERNAL')
        await ingestion.receiveUpload(target.documentId, bytes)
        await emails.setImportedDocument(attachmentId, target.documentId)
        await ingestion.startProcessing([target.documentId])
        return { documentId: target.documentId, status: 'QUEUED' as const }
      } catch (err) {
        await emails.releaseImport(attachmentId)
        throw err
      }
    },

    async setProcessed(emailId: string, processed: boolean) {
      if (!(await emails.setProcessed(userId, emailId, processed))) throw new AppError('EMAIL_NOT_FOUND')
      return { processed }
    },
  }
}
