import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type EmailDetails, importAttachment, inboxKey, inboxQueries, setProcessed } from '../../api/inbox'
import { PagePending } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { AttachmentPreview } from './attachment-preview'
import { formatBytes, formatReceived } from './format'

/** A stricter policy inside the frame: no scripts, no remote loads (images were removed by the server). */
const FRAME_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'"
const frameDocument = (html: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}"><base target="_blank"></head><body>${html}</body></html>`

type Attachment = EmailDetails['attachments'][number]

/** Spec §2 Inbox mail: the selected mail with sender, date, content and attachments. */
export function MailView({ organizationId, emailId }: { organizationId: string | null; emailId: string }) {
  const queryClient = useQueryClient()
  const details = useQuery(inboxQueries.details(organizationId, emailId))
  const [preview, setPreview] = useState<Attachment | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKey(organizationId) })

  const processed = useMutation({
    mutationFn: (value: boolean) => setProcessed(emailId, value),
    onError: (error) => notify('error', { title: m.inbox_mark_failed(), description: errorMessage(error) }),
    onSettled: refresh,
  })
  const importing = useMutation({
    // One key per attachment: a second click on the same attachment imports nothing new.
    mutationFn: (a: Attachment) => importAttachment(a.id, `inbox-import:${a.id}`),
    // Its progress then shows in the upload-status panel like any upload.
    onSuccess: (_, a) => notify('success', { title: m.inbox_import_started({ filename: a.filename }) }),
    onError: (error) => notify('error', { title: m.inbox_import_failed(), description: errorMessage(error) }),
    onSettled: refresh,
  })

  if (details.isPending) return <PagePending />
  if (details.isError) return <p role="alert">{errorMessage(details.error)}</p>
  const mail = details.data
  return (
    <article className="card inbox-mail" aria-labelledby="inbox-mail-subject">
      <div className="page-header">
        <h2 id="inbox-mail-subject">{mail.subject ?? m.inbox_no_subject()}</h2>
        <div className="page-actions">
          <button
            type="button"
            className="button"
            disabled={processed.isPending}
            onClick={() => processed.mutate(!mail.processed)}
          >
            {mail.processed ? m.inbox_mark_unprocessed() : m.inbox_mark_processed()}
          </button>
        </div>
      </div>
      <dl className="inbox-mail-meta">
        <dt>{m.inbox_from()}</dt>
        <dd>{mail.fromName ? `${mail.fromName} <${mail.fromAddress}>` : mail.fromAddress}</dd>
        <dt>{m.inbox_received()}</dt>
        <dd>{formatReceived(mail.receivedAt)}</dd>
      </dl>
      <iframe
        className="inbox-mail-content"
        title={m.inbox_content_title()}
        sandbox=""
        srcDoc={frameDocument(mail.content)}
      />
      <h3>{m.inbox_attachments_heading()}</h3>
      <ul className="plain-list inbox-attachments">
        {mail.attachments.map((a) => (
          <li key={a.id}>
            <button type="button" className="link-button" onClick={() => setPreview(a)}>
              {m.inbox_preview({ filename: a.filename })}
            </button>{' '}
            <span className="muted">
              {m.inbox_attachment_meta({ kind: a.kind.toUpperCase(), size: formatBytes(a.sizeBytes) })}
            </span>{' '}
            {a.imported ? (
              <span className="badge">{m.inbox_imported()}</span>
            ) : (
              <button
                type="button"
                className="button"
                disabled={importing.isPending}
                onClick={() => importing.mutate(a)}
              >
                {m.inbox_import()}
              </button>
            )}
          </li>
        ))}
      </ul>
      {preview ? <AttachmentPreview key={preview.id} attachment={preview} /> : null}
    </article>
  )
}
