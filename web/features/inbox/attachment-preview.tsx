import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { attachmentPreview } from '../../api/inbox'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

const IN_BROWSER = new Set(['pdf', 'png', 'jpeg', 'txt'])

/**
 * A preview of a supported attachment: PDF in the browser's viewer, pictures, plain text. Word and
 * PowerPoint files have no preview in a browser (they can be imported and read as CVs).
 */
export function AttachmentPreview({ attachment }: { attachment: { id: string; filename: string; kind: string } }) {
  const previewable = IN_BROWSER.has(attachment.kind)
  const blob = useQuery({
    queryKey: ['inbox-preview', attachment.id],
    queryFn: ({ signal }) => attachmentPreview(attachment.id, signal),
    enabled: previewable,
    staleTime: 5 * 60_000,
    retry: false,
  })
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!blob.data) return
    const objectUrl = URL.createObjectURL(blob.data)
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [blob.data])

  if (!previewable) return <p className="muted">{m.inbox_no_preview()}</p>
  if (blob.isError) {
    return (
      <p role="alert">
        {attachment.kind === 'pdf' ? m.inbox_pdf_failed() : m.inbox_preview_failed()} {errorMessage(blob.error)}
      </p>
    )
  }
  if (!url)
    return (
      <p role="status" className="muted">
        …
      </p>
    )
  const title = m.inbox_preview({ filename: attachment.filename })
  if (attachment.kind === 'png' || attachment.kind === 'jpeg') {
    return <img className="inbox-preview-image" src={url} alt={title} />
  }
  // PDFs open in the browser's own viewer (which a sandboxed frame would block); text is sandboxed.
  return attachment.kind === 'pdf' ? (
    <iframe className="inbox-preview-frame" src={url} title={title} />
  ) : (
    <iframe className="inbox-preview-frame" src={url} title={title} sandbox="" />
  )
}
