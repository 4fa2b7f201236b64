/** MIME types by the format decided from the bytes; anything else is served as opaque bytes. */
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
}

/**
 * The original upload, as an attachment with nosniff. Only a PDF may be shown inline (for the preview),
 * and then in a sandbox with no scripts; HTML, SVG and unknown formats are never served inline.
 */
export function documentDownloadResponse(
  document: { filename: string; format: string | null },
  object: { body: ReadableStream<Uint8Array> },
  inline: boolean,
): Response {
  const format = document.format ?? 'unknown'
  const showInline = inline && format === 'pdf'
  const safeName = document.filename.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 150) || 'document'
  const headers = new Headers({
    'Content-Type': MIME[format] ?? 'application/octet-stream',
    'Content-Disposition': `${showInline ? 'inline' : 'attachment'}; filename="${safeName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(document.filename)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, no-store',
  })
  return new Response(object.body, { headers })
}
