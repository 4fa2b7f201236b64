/**
 * JPEG pages of a scanned PDF go to OCR as the bytes they are (no JPEG decoder in the Worker). When
 * the page shows them turned, the file gets an EXIF Orientation tag instead of rotated pixels: a
 * lossless 34-byte APP1 segment that image readers apply on decoding (the local tesseract.js reads
 * it, from the first 500 bytes, as a big-endian tag). Any EXIF block the camera or scanner left in
 * the stream is dropped: a PDF viewer ignores it, so it does not describe what the reader sees.
 */

import type { Orientation } from './pdf-placement'

/** EXIF orientation values by how the stored rows (`across`) and columns (`down`) appear. */
const EXIF_ORIENTATION: Record<string, number> = {
  'right down': 1,
  'left down': 2,
  'left up': 3,
  'right up': 4,
  'down right': 5,
  'down left': 6,
  'up left': 7,
  'up right': 8,
}

export function exifOrientation(o: Orientation): number {
  return EXIF_ORIENTATION[`${o.across} ${o.down}`] ?? 1
}

/** The JPEG with its orientation stated for `o`; unchanged when upright and without EXIF of its own. */
export function orientJpeg(jpeg: Uint8Array, o: Orientation): Uint8Array {
  const value = exifOrientation(o)
  const kept: Uint8Array[] = []
  let dropped = false
  // Marker segments between SOI and the start of scan; the entropy-coded rest is copied as is.
  let at = 2
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!
    if (marker === 0xda || marker === 0xd9) break
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!
    const end = at + 2 + length
    if (length < 2 || end > jpeg.length) break
    const isExif = marker === 0xe1 && ascii(jpeg, at + 4, 6) === 'Exif\0\0'
    if (isExif) dropped = true
    else kept.push(jpeg.subarray(at, end))
    at = end
  }
  if (value === 1 && !dropped) return jpeg
  // JFIF wants its APP0 right after SOI; the EXIF block goes after it.
  const head = kept[0]?.[1] === 0xe0 ? 1 : 0
  const segments = value === 1 ? kept : [...kept.slice(0, head), exifSegment(value), ...kept.slice(head)]
  const parts = [jpeg.subarray(0, 2), ...segments, jpeg.subarray(at)]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** APP1 "Exif": a big-endian TIFF header and one IFD entry, Orientation (0x0112, SHORT, 1). */
function exifSegment(value: number): Uint8Array {
  const app1 = [0xff, 0xe1, 0x00, 0x22] // marker, length 34
  const exif = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00] // "Exif\0\0"
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08] // "MM", 42, first IFD at 8
  const entry = [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, value, 0x00, 0x00]
  return Uint8Array.from([...app1, ...exif, ...tiff, 0x00, 0x01, ...entry, 0x00, 0x00, 0x00, 0x00])
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length))
}
