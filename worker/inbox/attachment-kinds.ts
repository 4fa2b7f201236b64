import type { ATTACHMENT_KINDS } from '../contracts/inbox'

export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number]

/**
 * Spec §5 Mail rules: PDF, Word (.doc, .docx), PowerPoint (.pptx), plain text, PNG and JPEG. At sync
 * this decides from the name and the declared type which attachments to list; the bytes decide again
 * when one is previewed or imported (engine/documents sniffFormat), since senders mislabel files.
 */
const BY_EXTENSION: Record<string, AttachmentKind> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  pptx: 'pptx',
  txt: 'txt',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
}
const BY_TYPE: Record<string, AttachmentKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'text/plain': 'txt',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
}

export function attachmentKind(filename: string, contentType: string): AttachmentKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(filename.trim())?.[1]?.toLowerCase()
  if (ext && ext in BY_EXTENSION) return BY_EXTENSION[ext] ?? null
  // No extension, or a generic one: trust the declared type when it names a supported format.
  if (!ext || ext === 'bin') return BY_TYPE[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? null
  return null
}

/** The type a preview is served with, from the format the bytes were sniffed as. */
export const PREVIEW_TYPES: Record<AttachmentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpeg: 'image/jpeg',
}
