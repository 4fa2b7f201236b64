/**
 * The format and pixel size of a PNG or JPEG, read from its header alone (never by decoding pixels,
 * never from a file name or a declared Content-Type). Pure: it runs in the Worker and in Node.
 *
 * Hostile input answers null instead of throwing: a wrong magic, a truncated header, a PNG IHDR with
 * a bad CRC or bad fields, a JPEG whose segments run past the end or that reaches its image data
 * before any frame header, and sizes of zero or above the PNG limit of 2^31 - 1.
 */

export type ImageFormat = 'png' | 'jpeg'

export interface ImageSize {
  format: ImageFormat
  contentType: 'image/png' | 'image/jpeg'
  width: number
  height: number
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PNG_BIT_DEPTHS = new Set([1, 2, 4, 8, 16])
const PNG_COLOR_TYPES = new Set([0, 2, 3, 4, 6])
/** PNG (ISO 15948) caps both sides at 2^31 - 1; JPEG's 16-bit fields cannot exceed 65535. */
const PNG_MAX_SIDE = 0x7fffffff

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
const u32 = (b: Uint8Array, at: number) =>
  (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0

/** A PNG opens with its signature and an IHDR chunk of 13 bytes whose CRC and fields are valid. */
function png(b: Uint8Array): ImageSize | null {
  if (b.length < 33 || !PNG_SIGNATURE.every((v, i) => b[i] === v)) return null
  if (u32(b, 8) !== 13 || String.fromCharCode(b[12] ?? 0, b[13] ?? 0, b[14] ?? 0, b[15] ?? 0) !== 'IHDR') return null
  if (crc32(b.subarray(12, 29)) !== u32(b, 29)) return null
  const width = u32(b, 16)
  const height = u32(b, 20)
  if (width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) return null
  if (!PNG_BIT_DEPTHS.has(b[24] ?? -1) || !PNG_COLOR_TYPES.has(b[25] ?? -1)) return null
  return { format: 'png', contentType: 'image/png', width, height }
}

/** Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames. */
function isStartOfFrame(marker: number) {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
}

/** A JPEG opens with SOI and reaches a SOFn segment through well-formed segments. */
function jpeg(b: Uint8Array): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null
  let at = 2
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null
    while (at < b.length && b[at] === 0xff) at++ // fill bytes before the marker
    const marker = b[at] ?? 0
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at++ // markers without a length
      continue
    }
    // End of image, a second SOI or the start of the scan before any frame header: nothing to read.
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return null
    const length = u16(b, at + 1)
    if (length < 2 || at + 1 + length > b.length) return null
    if (isStartOfFrame(marker)) {
      if (length < 8) return null
      return { format: 'jpeg', contentType: 'image/jpeg', height: u16(b, at + 4), width: u16(b, at + 6) }
    }
    at += 1 + length
  }
  return null
}

/** The image's format and size, or null when the bytes are not a readable PNG or JPEG or have no area. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const found = png(bytes) ?? jpeg(bytes)
  if (!found || found.width < 1 || found.height < 1) return null
  return found
}
