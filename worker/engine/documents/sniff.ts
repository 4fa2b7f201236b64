/**
 * Format detection from the bytes, never from the name.
 *
 * Order: the leading magic number wins (a file that starts with %PDF is a PDF even if a ZIP is glued to
 * its end; a JPEG with a ZIP appended is a JPEG) → ZIP: docx/pptx by the parts in its central directory
 * → OLE2: .doc only if the root storage holds a WordDocument stream → known foreign binaries → text:
 * HTML by its leading markup, else plain text. The file name only decides between "text" and "unknown
 * binary" when the bytes are borderline, and whether unknown binary bytes look like a damaged file of a
 * supported type (CORRUPTED_FILE) rather than some other format (UNSUPPORTED_FILE).
 */

import { CFB_SIGNATURE, openCompoundFile } from './cfb'
import { guessUtf16 } from './text-decode'
import { DocumentError, type DocumentErrorReason, type DocumentFormat } from './types'
import { LOCAL_SIGNATURE, readZipDirectory } from './zip-reader'

export type SniffVerdict = { format: DocumentFormat } | { format: null; reason: DocumentErrorReason; detail: string }

const SAMPLE = 64 * 1024
const SUPPORTED_EXTENSIONS = /\.(pdf|docx?|pptx|txt|text|html?|png|jpe?g)$/i
const TEXT_EXTENSIONS = /\.(txt|text|md|csv|html?)$/i

/** Binary formats we recognise and refuse (checked only after the supported magics). */
const FOREIGN_MAGIC: [string, number[]][] = [
  ['GIF', [0x47, 0x49, 0x46, 0x38]],
  ['executable (PE)', [0x4d, 0x5a]],
  ['executable (ELF)', [0x7f, 0x45, 0x4c, 0x46]],
  ['TIFF', [0x49, 0x49, 0x2a, 0x00]],
  ['TIFF', [0x4d, 0x4d, 0x00, 0x2a]],
  ['RIFF (WebP/AVI/WAV)', [0x52, 0x49, 0x46, 0x46]],
  ['gzip', [0x1f, 0x8b]],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf]],
  ['RAR', [0x52, 0x61, 0x72, 0x21]],
  ['bzip2', [0x42, 0x5a, 0x68]],
  ['xz', [0xfd, 0x37, 0x7a, 0x58]],
  ['WebAssembly', [0x00, 0x61, 0x73, 0x6d]],
  ['Mach-O', [0xcf, 0xfa, 0xed, 0xfe]],
  ['Java class', [0xca, 0xfe, 0xba, 0xbe]],
  ['BMP', [0x42, 0x4d]],
]

export function sniffFormat(bytes: Uint8Array, filename?: string): DocumentFormat | null {
  return sniffDetailed(bytes, filename).format
}

export function sniffDetailed(bytes: Uint8Array, filename?: string): SniffVerdict {
  if (bytes.length === 0) return refuse('empty', 'empty file')
  const refuseForeign = (what: string) => refuse('unsupported_format', what)

  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { format: 'pdf' } // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return sniffZip(bytes)
  if (startsWith(bytes, CFB_SIGNATURE)) return sniffCompoundFile(bytes)
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg' }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) || isIsoMedia(bytes)) return refuseForeign('image/media container')

  const text = textKind(bytes.subarray(0, SAMPLE), filename)
  if (text) return text

  for (const [what, magic] of FOREIGN_MAGIC) if (startsWith(bytes, magic)) return refuseForeign(what)
  if (filename && SUPPORTED_EXTENSIONS.test(filename)) return refuse('corrupted', 'unrecognisable content')
  return refuseForeign('unknown binary')
}

function refuse(reason: DocumentErrorReason, detail: string): SniffVerdict {
  return { format: null, reason, detail }
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b)
}

/** ISO base media (MP4, MOV, HEIC/AVIF photos): 'ftyp' at offset 4. */
function isIsoMedia(bytes: Uint8Array): boolean {
  return bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70
}

function sniffZip(bytes: Uint8Array): SniffVerdict {
  let names: string[]
  try {
    names = readZipDirectory(bytes).entries.map((e) => e.name)
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error
    // No usable central directory (truncated?): the local headers still tell what it was meant to be.
    names = localHeaderNames(bytes)
    const kind = ooxmlKind(names)
    return kind ? { format: kind } : refuse('zip_malformed', error.message)
  }
  const kind = ooxmlKind(names)
  return kind ? { format: kind } : refuse('unsupported_format', 'ZIP archive that is neither DOCX nor PPTX')
}

function ooxmlKind(names: string[]): 'docx' | 'pptx' | null {
  if (names.includes('word/document.xml')) return 'docx'
  if (names.includes('ppt/presentation.xml')) return 'pptx'
  return null
}

/** Names from the local file headers at the start of a ZIP (bounded walk). */
function localHeaderNames(bytes: Uint8Array): string[] {
  const names: string[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let at = 0
  while (names.length < 64 && at + 30 <= bytes.length && view.getUint32(at, true) === LOCAL_SIGNATURE) {
    const compressed = view.getUint32(at + 18, true)
    const nameLength = view.getUint16(at + 26, true)
    const extraLength = view.getUint16(at + 28, true)
    names.push(new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength)))
    // With a data descriptor (flag bit 3) the size is unknown here; stop rather than guess.
    if (view.getUint16(at + 6, true) & 0x0008) break
    at += 30 + nameLength + extraLength + compressed
  }
  return names
}

function sniffCompoundFile(bytes: Uint8Array): SniffVerdict {
  try {
    const streams = openCompoundFile(bytes).rootStreams
    if (streams.has('WordDocument')) return { format: 'doc' }
    // A password-protected DOCX/PPTX is an OLE2 file holding the encrypted package.
    if (streams.has('EncryptedPackage')) return refuse('encrypted', 'password-protected Office document')
    return refuse('unsupported_format', 'OLE2 file that is not a Word document (Excel, PowerPoint 97, Outlook…)')
  } catch (error) {
    if (error instanceof DocumentError) return refuse('corrupted', error.message)
    return refuse('corrupted', 'damaged OLE2 file')
  }
}

/** Text or HTML, or null for binary. Borderline samples count as text only with a text-like file name. */
function textKind(sample: Uint8Array, filename: string | undefined): SniffVerdict | null {
  const bom =
    startsWith(sample, [0xef, 0xbb, 0xbf]) || startsWith(sample, [0xff, 0xfe]) || startsWith(sample, [0xfe, 0xff])
  const utf16 = guessUtf16(sample)
  if (!bom && !utf16) {
    let control = 0
    for (const b of sample) {
      // A stray NUL in an export is tolerated like any control character; real binaries have far more.
      if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) control++
    }
    const ratio = control / sample.length
    const textName = filename !== undefined && TEXT_EXTENSIONS.test(filename)
    if (ratio > (textName ? 0.05 : 0.005)) return null
  }
  const head = leadingText(sample, utf16)
  if (/^<\?xml/i.test(head) && !/<html[\s>]/i.test(head.slice(0, 2048)))
    return refuse('unsupported_format', 'XML document')
  if (/^(\{\\rtf|%!PS)/.test(head)) return refuse('unsupported_format', 'RTF/PostScript document')
  if (/^<svg[\s>]/i.test(head)) return refuse('unsupported_format', 'SVG image')
  if (looksLikeHtml(head)) return { format: 'html' }
  return { format: 'txt' }
}

/** The first 4 KB as text (ASCII-compatible or UTF-16), BOM and leading whitespace removed. */
function leadingText(sample: Uint8Array, utf16: 'le' | 'be' | null): string {
  let bytes = sample.subarray(0, 4096)
  let order = utf16
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    order = bytes[0] === 0xff ? 'le' : 'be'
    bytes = bytes.subarray(2)
  } else if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    bytes = bytes.subarray(3)
  }
  let s = ''
  if (order) {
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      s += String.fromCharCode(order === 'le' ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!)
    }
  } else {
    for (const b of bytes) s += String.fromCharCode(b)
  }
  return s.trimStart()
}

/** WHATWG MIME sniffing's HTML signatures, plus XHTML and leading comments before <html>. */
function looksLikeHtml(head: string): boolean {
  const withoutComments = head.replace(/^(\s*<!--[\s\S]*?-->)+\s*/, '')
  if (/^<\?xml[\s\S]{0,2048}<html[\s>]/i.test(withoutComments)) return true
  return /^<(!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p)[\s>/]/i.test(
    withoutComments,
  )
}
