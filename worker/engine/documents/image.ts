/**
 * PNG/JPEG: read the dimensions from the header (never decode pixels), refuse images above
 * maxImagePixels, check the file structure is complete, then hand the bytes to the OCR callback.
 * Without a callback the image is refused with 'ocr_unavailable': in production the caller passes
 * Workers AI; nothing is silently dropped.
 */

import { cleanOcrText } from './ocr-text'
import { DocumentError, type DocumentLimits, type OcrFunction, type RawExtraction } from './types'

export interface ImageInfo {
  width: number
  height: number
  /** False when the file stops before its end marker (PNG IEND, JPEG EOI). */
  complete: boolean
}

const corrupted = (detail: string) => new DocumentError('corrupted', `The image is damaged: ${detail}.`)

/** Refuses oversized or damaged images from their headers alone. */
export function checkImage(bytes: Uint8Array, format: 'png' | 'jpeg', limits: DocumentLimits): ImageInfo {
  const info = format === 'png' ? readPng(bytes) : readJpeg(bytes)
  // Size first: a header claiming 50,000 × 50,000 is refused as too large even when nothing follows it.
  if (info.width * info.height > limits.maxImagePixels) {
    throw new DocumentError(
      'image_too_large',
      `The image is ${info.width}×${info.height} pixels (limit ${limits.maxImagePixels} pixels).`,
    )
  }
  if (!info.complete) throw corrupted(`truncated ${format.toUpperCase()}`)
  return info
}

/**
 * Runs the OCR callback. Its failures are NOT wrapped: an OCR outage is not a damaged file, and the
 * queue consumer must be able to retry it.
 */
export async function ocrImage(
  bytes: Uint8Array,
  format: 'png' | 'jpeg',
  ocr: OcrFunction | undefined,
): Promise<RawExtraction> {
  if (!ocr) throw new DocumentError('ocr_unavailable')
  // The OCR service gets its own copy: a transfer or detach on its side must not touch the caller's bytes.
  const text = await ocr(bytes.slice(), format)
  return {
    text: typeof text === 'string' ? cleanOcrText(text) : '',
    pageCount: null,
    warnings: ['ocr: text recognised from an image'],
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Walks the chunk list: IHDR first, an IEND at the end, no chunk running past the file. */
export function readPng(bytes: Uint8Array): ImageInfo {
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) throw corrupted('bad PNG signature')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 33 || type(bytes, 12) !== 'IHDR') throw corrupted('missing IHDR')
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  if (width === 0 || height === 0) throw corrupted('zero size')
  let at = 8
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at)
    const chunk = type(bytes, at + 4)
    at += 12 + length
    if (at > bytes.length) break
    if (chunk === 'IEND') return { width, height, complete: true }
  }
  return { width, height, complete: false }
}

function type(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!)
}

/** Walks the marker segments to the first SOFn frame header, then checks an end-of-image marker exists. */
export function readJpeg(bytes: Uint8Array): ImageInfo {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw corrupted('bad JPEG signature')
  let at = 2
  let info: ImageInfo | null = null
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw corrupted('bad JPEG marker')
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2
      continue
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    if (length < 2) throw corrupted('bad JPEG segment')
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame) {
      if (at + 9 > bytes.length) break
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!
      if (width === 0 || height === 0) throw corrupted('zero size')
      info = { width, height, complete: false }
    }
    if (marker === 0xda) break // start of scan: entropy-coded data follows
    at += 2 + length
  }
  if (!info) throw corrupted('no JPEG frame header')
  return { ...info, complete: hasEndOfImage(bytes, at) }
}

function hasEndOfImage(bytes: Uint8Array, from: number): boolean {
  for (let i = bytes.length - 2; i >= from; i--) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true
  }
  return false
}
