/**
 * A minimal PNG writer for page images taken out of scanned PDFs (pdf-scan.ts): unfiltered rows,
 * deflated with the platform's CompressionStream (Workers and Node alike, no dependency). The OCR
 * port takes PNG or JPEG only, so raw PDF pixels are wrapped here rather than decoded anywhere else.
 */

import { crc32 } from '../images/image-size'

export interface PngImage {
  width: number
  height: number
  /** PNG colour type: 0 grey, 2 RGB, 3 palette. */
  colorType: 0 | 2 | 3
  bitDepth: 1 | 2 | 4 | 8 | 16
  /** Packed samples, `rowBytes(...)` bytes per row, no filter bytes. */
  pixels: Uint8Array
  /** RGB triplets, for colour type 3. */
  palette?: Uint8Array
}

const CHANNELS = { 0: 1, 2: 3, 3: 1 } as const

export function rowBytes(width: number, channels: number, bitDepth: number): number {
  return Math.ceil((width * channels * bitDepth) / 8)
}

export async function encodePng(image: PngImage): Promise<Uint8Array> {
  const { width, height, colorType, bitDepth, pixels } = image
  const stride = rowBytes(width, CHANNELS[colorType], bitDepth)
  if (pixels.length < stride * height) throw new Error('png: fewer pixels than the image size')
  // Each row gets filter type 0 (none): scans compress well enough and encoding stays a copy.
  const raw = new Uint8Array((stride + 1) * height)
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  const ihdr = new Uint8Array(13)
  const view = new DataView(ihdr.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  ihdr.set([bitDepth, colorType, 0, 0, 0], 8)
  const chunks = [pngChunk('IHDR', ihdr)]
  if (colorType === 3) chunks.push(pngChunk('PLTE', image.palette ?? new Uint8Array(0)))
  chunks.push(pngChunk('IDAT', await deflate(raw)), pngChunk('IEND', new Uint8Array(0)))
  return concatBytes([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks])
}

/** zlib format ('deflate' in the Compression Streams standard), which is what IDAT holds. */
async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** One PNG chunk: length, type, data and the CRC over type and data (test fixtures build PNGs with it too). */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
