import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../../worker/contracts/applicants'

/** Why a file is refused before anything is sent. */
export type RefusalReason = 'unsupported' | 'too_large' | 'empty'

/** The accept attribute of the file input: spec §5 document upload formats. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',')

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase()
}

/** The client-side check (the server checks again, and decides the real type from the bytes). */
export function checkFile(file: { name: string; size: number }): RefusalReason | null {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'unsupported'
  if (file.size === 0) return 'empty'
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large'
  return null
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** Browsers leave File.type empty for some formats (.doc on Linux, …): fall back to the extension. */
export function contentTypeOf(file: { name: string; type: string }): string {
  return file.type || CONTENT_TYPES[extensionOf(file.name)] || 'application/octet-stream'
}
