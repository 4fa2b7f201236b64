/**
 * Turns (and, for mirrored placements, flips) the decoded pixels of a scanned page so that OCR sees
 * the page as its reader does (pdf-placement.ts says how the stored pixels appear on screen).
 * Samples under 8 bits are widened to one byte per pixel first (grey scaled to 0–255, palette
 * indices kept), which keeps the copy loop simple; the PNG written from it is a few bytes per pixel
 * either way.
 */

import type { Orientation } from './pdf-placement'
import { type PngImage, rowBytes } from './png-encode'

const CHANNELS = { 0: 1, 2: 3, 3: 1 } as const

export function orientPng(image: PngImage, o: Orientation): PngImage {
  if (o.across === 'right' && o.down === 'down') return image
  const wide = image.bitDepth < 8 ? widen(image) : image
  const { width: w, height: h } = wide
  const bytesPerPixel = (CHANNELS[wide.colorType] * wide.bitDepth) / 8
  const sideways = o.across === 'up' || o.across === 'down'
  const outW = sideways ? h : w
  const outH = sideways ? w : h
  const out = new Uint8Array(outW * outH * bytesPerPixel)
  const src = wide.pixels
  for (let y = 0; y < h; y++) {
    const down = place(o.down, y, h)
    for (let x = 0; x < w; x++) {
      const across = place(o.across, x, w)
      // Each stored axis lands on one screen axis: horizontal directions give ox, vertical ones oy.
      const ox = sideways ? down : across
      const oy = sideways ? across : down
      const from = (y * w + x) * bytesPerPixel
      const to = (oy * outW + ox) * bytesPerPixel
      for (let k = 0; k < bytesPerPixel; k++) out[to + k] = src[from + k]!
    }
  }
  return { ...wide, width: outW, height: outH, pixels: out }
}

/** Position along the screen axis a stored axis points to: forwards (right, down) or backwards. */
function place(direction: Orientation['across'], i: number, size: number): number {
  return direction === 'right' || direction === 'down' ? i : size - 1 - i
}

/** 1, 2 or 4-bit samples (grey or palette, one channel) → one byte per pixel. */
function widen(image: PngImage): PngImage {
  const { width, height, bitDepth, colorType, pixels } = image
  const stride = rowBytes(width, 1, bitDepth)
  const max = (1 << bitDepth) - 1
  const scale = colorType === 0 ? 255 / max : 1
  const out = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = x * bitDepth
      const byte = pixels[y * stride + (bit >> 3)]!
      const value = (byte >> (8 - bitDepth - (bit & 7))) & max
      out[y * width + x] = Math.round(value * scale)
    }
  }
  return { ...image, bitDepth: 8, pixels: out }
}
