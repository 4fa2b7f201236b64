/**
 * The Europass SkillsPassport XML that the Europass editor embeds in the PDFs it writes (an embedded
 * file attachment, usually "attachment.xml"). The parser prefers its fields to the text layer
 * (parsing/europass-xml.ts); this module only finds it and hands it over as a bounded string.
 *
 * Hostile files: pdf.js decodes an attachment in one go and has no output cap, so before asking it
 * for any content the raw bytes are scanned for embedded-file streams and each one is inflated here
 * with a streaming cap (fflate, small input steps). A file whose embedded streams are over the cap,
 * undecodable, more numerous than ATTACHMENT_LIMITS allow, or fewer than the attachments pdf.js
 * lists (an untyped stream we could not measure) is left to the text layer, with a warning.
 * The XML itself is never parsed here with an entity-expanding parser: only its root name is read
 * (xml-scan.ts, which leaves DTD entities unexpanded).
 */

import { Unzlib } from 'fflate'
import type { getDocumentProxy } from 'unpdf'
import { scanXml } from './xml-scan'

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>

export const ATTACHMENT_LIMITS = Object.freeze({
  /** A Europass PDF carries one attachment; a few more are tolerated. */
  maxAttachments: 8,
  /** Decoded size of one embedded file; a Europass XML is 5–60 KB (a photo inside it included). */
  maxBytes: 2 * 1024 * 1024,
})

/** Root element names of the Europass XML: SkillsPassport (v3), "Europass", and "learnerinfo" (V1.x/V2.0). */
const EUROPASS_ROOTS = new Set(['SkillsPassport', 'Europass', 'learnerinfo'])

const STREAM_TYPE_RE = /\/Type\s*\/EmbeddedFile\b/g

/**
 * The Europass XML embedded in the PDF, or null (none, not Europass, or refused: see `warnings`).
 * `bytes` are the PDF's own bytes, read for the size check only.
 */
export async function europassXmlAttachment(
  doc: PdfDocument,
  bytes: Uint8Array,
  warnings: string[],
): Promise<string | null> {
  // Cheap gate: nearly every PDF has no embedded file and costs nothing more.
  if (!containsAscii(bytes, '/EmbeddedFile')) return null
  const raw = latin1(bytes)
  const measured = measureEmbeddedStreams(raw, bytes)
  if (measured === 'refused') {
    warnings.push('pdf: embedded files ignored (too large, too many or undecodable)')
    return null
  }
  const listed = await doc.getAttachments().catch(() => null)
  if (!listed || listed.size === 0) return null
  if (listed.size > ATTACHMENT_LIMITS.maxAttachments || listed.size > measured) {
    warnings.push('pdf: embedded files ignored (too many, or not all of them could be measured)')
    return null
  }
  for (const [id, info] of listed) {
    const name = String((info as { filename?: unknown }).filename ?? id)
    if (!/\.xml$/i.test(name)) continue
    const content = await doc.getAttachmentContent(id).catch(() => null)
    if (!(content instanceof Uint8Array) || content.byteLength > ATTACHMENT_LIMITS.maxBytes) continue
    const xml = new TextDecoder('utf-8').decode(content)
    if (EUROPASS_ROOTS.has(rootName(xml))) return xml
  }
  return null
}

/** Name of the first element, without a namespace prefix ('' when there is none). */
export function rootName(xml: string): string {
  let root = ''
  scanXml(xml, {
    open(name) {
      if (!root) root = name.replace(/^[^:]*:/, '')
    },
    close() {},
    text() {},
  })
  return root
}

/**
 * Count of embedded-file streams whose decoded size is within the cap, or 'refused' when one is not
 * (or there are too many). Streams without a filter are as large as their bytes in the file.
 */
function measureEmbeddedStreams(raw: string, bytes: Uint8Array): number | 'refused' {
  let count = 0
  for (const m of raw.matchAll(STREAM_TYPE_RE)) {
    if (++count > ATTACHMENT_LIMITS.maxAttachments) return 'refused'
    const dictEnd = raw.indexOf('stream', m.index)
    const objEnd = raw.indexOf('endobj', m.index)
    if (dictEnd < 0 || (objEnd >= 0 && objEnd < dictEnd)) return 'refused'
    const dict = raw.slice(raw.lastIndexOf('<<', m.index), dictEnd)
    let start = dictEnd + 'stream'.length
    if (raw[start] === '\r') start++
    if (raw[start] === '\n') start++
    const end = raw.indexOf('endstream', start)
    if (end < 0) return 'refused'
    const data = bytes.subarray(start, end)
    const filters = [...dict.matchAll(/\/(\w+Decode)\b/g)].map((f) => f[1])
    if (filters.length === 0) {
      if (data.byteLength > ATTACHMENT_LIMITS.maxBytes + 2) return 'refused'
    } else if (filters.length !== 1 || filters[0] !== 'FlateDecode' || !inflatesWithin(data)) {
      return 'refused'
    }
  }
  return count
}

/** Inflates zlib data in small steps and gives up as soon as the output passes the cap. */
function inflatesWithin(data: Uint8Array): boolean {
  let total = 0
  const unzlib = new Unzlib((chunk) => {
    total += chunk.byteLength
  })
  const STEP = 1024
  try {
    for (let i = 0; i < data.byteLength; i += STEP) {
      unzlib.push(data.subarray(i, i + STEP), i + STEP >= data.byteLength)
      if (total > ATTACHMENT_LIMITS.maxBytes) return false
    }
  } catch {
    // Damaged data (or a checksum that does not match): nothing pdf.js should be asked to decode.
    return false
  }
  return total <= ATTACHMENT_LIMITS.maxBytes
}

function containsAscii(bytes: Uint8Array, needle: string): boolean {
  const first = needle.charCodeAt(0)
  for (let i = bytes.indexOf(first); i >= 0; i = bytes.indexOf(first, i + 1)) {
    let k = 1
    while (k < needle.length && bytes[i + k] === needle.charCodeAt(k)) k++
    if (k === needle.length) return true
  }
  return false
}

function latin1(bytes: Uint8Array): string {
  // Chunked: String.fromCharCode with a spread of a 20 MiB array would overflow the stack.
  let out = ''
  for (let i = 0; i < bytes.byteLength; i += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return out
}
