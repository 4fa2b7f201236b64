import { PICTURE_MAX_DIMENSION } from '../contracts/profile'

export interface PictureFormat {
  contentType: 'image/png' | 'image/jpeg'
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PNG_BIT_DEPTHS = new Set([1, 2, 4, 8, 16])
const PNG_COLOR_TYPES = new Set([0, 2, 3, 4, 6])

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function u16(b: Uint8Array, at: number) {
  return ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
}

function u32(b: Uint8Array, at: number) {
  return (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0
}

/** A PNG must open with its signature and a well-formed IHDR chunk (checked by its CRC). */
function png(b: Uint8Array): PictureFormat | null {
  if (b.length < 33 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null
  if (u32(b, 8) !== 13 || String.fromCharCode(...b.subarray(12, 16)) !== 'IHDR') return null
  if (crc32(b.subarray(12, 29)) !== u32(b, 29)) return null
  const width = u32(b, 16)
  const height = u32(b, 20)
  if (!PNG_BIT_DEPTHS.has(b[24] ?? -1) || !PNG_COLOR_TYPES.has(b[25] ?? -1)) return null
  return { contentType: 'image/png', width, height }
}

/** Start-of-frame markers carry the dimensions; C4 (DHT), C8 (JPG) and CC (DAC) are not frames. */
function isStartOfFrame(marker: number) {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

/** A JPEG must open with SOI and reach a start-of-frame segment through well-formed segments. */
function jpeg(b: Uint8Array): PictureFormat | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null
  let at = 2
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null
    while (b[at] === 0xff && at < b.length) at++ // fill bytes
    const marker = b[at] ?? 0
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at++ // segments without a length
      continue
    }
    // End of image or start of scan before any frame header: not a picture we can read.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return null
    const length = u16(b, at + 1)
    if (length < 2 || at + 1 + length > b.length) return null
    if (isStartOfFrame(marker)) {
      if (length < 8) return null
      return { contentType: 'image/jpeg', height: u16(b, at + 4), width: u16(b, at + 6) }
    }
    at += 1 + length
  }
  return null
}

/**
 * What the bytes really are, judged by content alone (never by a name or a Content-Type): a JPEG or
 * PNG with a header we can parse and sane dimensions, or null.
 */
export function sniffPicture(bytes: Uint8Array): PictureFormat | null {
  const found = png(bytes) ?? jpeg(bytes)
  if (!found) return null
  const { width, height } = found
  if (width < 1 || height < 1 || width > PICTURE_MAX_DIMENSION || height > PICTURE_MAX_DIMENSION) return null
  return found
}
