/**
 * Encoding detection for plain text and HTML: BOM → UTF-16 without BOM → (mostly) valid UTF-8 →
 * the best-scoring legacy single-byte code page. Only TextDecoder('utf-8' | 'utf-16le') is used:
 * those are the encodings every runtime (workerd included) supports.
 */

import { decodeSingleByte, type SingleByteEncoding } from './code-pages'

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | SingleByteEncoding

export interface DecodedText {
  text: string
  encoding: TextEncoding
  /** True when some bytes could not be decoded and were replaced. */
  lossy: boolean
}

const SAMPLE_BYTES = 256 * 1024

export function decodeText(bytes: Uint8Array, declared?: TextEncoding): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return decodeUtf8(bytes.subarray(3))
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: decodeUtf16(bytes.subarray(2), 'le'), encoding: 'utf-16le', lossy: false }
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: decodeUtf16(bytes.subarray(2), 'be'), encoding: 'utf-16be', lossy: false }
  const utf16 = guessUtf16(bytes)
  if (utf16)
    return { text: decodeUtf16(bytes, utf16), encoding: utf16 === 'le' ? 'utf-16le' : 'utf-16be', lossy: false }

  const utf8 = scanUtf8(bytes)
  // Mostly valid UTF-8 with a few stray bytes is still UTF-8 (decoding it as cp1252 would garble every accent).
  if (utf8.invalid === 0 || (utf8.multiByte > 0 && utf8.multiByte >= 4 * utf8.invalid)) return decodeUtf8(bytes)
  if (declared && declared !== 'utf-8' && declared !== 'utf-16le' && declared !== 'utf-16be') {
    return { text: decodeSingleByte(bytes, declared), encoding: declared, lossy: false }
  }
  const encoding = guessSingleByte(bytes.subarray(0, SAMPLE_BYTES))
  return { text: decodeSingleByte(bytes, encoding), encoding, lossy: false }
}

function decodeUtf8(bytes: Uint8Array): DecodedText {
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(bytes)
  return { text, encoding: 'utf-8', lossy: text.includes('\uFFFD') }
}

function decodeUtf16(bytes: Uint8Array, order: 'le' | 'be'): string {
  const even = bytes.subarray(0, bytes.length - (bytes.length % 2))
  if (order === 'le') return new TextDecoder('utf-16le', { fatal: false, ignoreBOM: true }).decode(even)
  const swapped = new Uint8Array(even.length)
  for (let i = 0; i < even.length; i += 2) {
    swapped[i] = even[i + 1]!
    swapped[i + 1] = even[i]!
  }
  return new TextDecoder('utf-16le', { fatal: false, ignoreBOM: true }).decode(swapped)
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b)
}

/** UTF-16 without a BOM: mostly-Latin text has a zero in every other byte. */
export function guessUtf16(bytes: Uint8Array): 'le' | 'be' | null {
  const n = Math.min(bytes.length, 4096) & ~1
  if (n < 4) return null
  let evenZeros = 0
  let oddZeros = 0
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros++
    if (bytes[i + 1] === 0) oddZeros++
  }
  const pairs = n / 2
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'le'
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'be'
  return null
}

/** Counts well-formed multi-byte sequences and invalid bytes (overlongs and surrogates count as invalid). */
export function scanUtf8(bytes: Uint8Array): { multiByte: number; invalid: number } {
  let multiByte = 0
  let invalid = 0
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    if (b < 0x80) {
      i++
      continue
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1
    if (need < 0 || i + need >= bytes.length) {
      invalid++
      i++
      continue
    }
    let ok = true
    for (let k = 1; k <= need; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) ok = false
    const b1 = bytes[i + 1] ?? 0
    if (ok && b === 0xe0 && b1 < 0xa0) ok = false
    if (ok && b === 0xed && b1 >= 0xa0) ok = false
    if (ok && b === 0xf0 && b1 < 0x90) ok = false
    if (ok && b === 0xf4 && b1 >= 0x90) ok = false
    if (ok) {
      multiByte++
      i += need + 1
    } else {
      invalid++
      i++
    }
  }
  return { multiByte, invalid }
}

// Letters of the languages we parse (en, de, fr, es, it, nl, pl, pt) score high; other Latin letters a
// little; symbols wedged inside a word (³, ¹, ±, ¶ …: what Polish looks like in the wrong code page) lose.
const TARGET_LETTERS = new Set('àáâãäçèéêëìíîïñòóôõöùúûüýÿœßÀÁÂÃÄÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŒąćęłńśźżĄĆĘŁŃŚŹŻ')
const COMMON_PUNCTUATION = new Set('€–—‘’‚“”„•…«»°©®™§·\u00a0')
const CANDIDATES: SingleByteEncoding[] = ['windows-1252', 'windows-1250', 'iso-8859-2']

function guessSingleByte(sample: Uint8Array): SingleByteEncoding {
  let best: SingleByteEncoding = 'windows-1252'
  let bestScore = Number.NEGATIVE_INFINITY
  for (const encoding of CANDIDATES) {
    const score = scoreText(decodeSingleByte(sample, encoding))
    // Strictly greater: ties keep windows-1252, the most common legacy encoding.
    if (score > bestScore) {
      best = encoding
      bestScore = score
    }
  }
  return best
}

export function scoreText(text: string): number {
  let score = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) continue
    const ch = text[i]!
    if (code <= 0x9f) score -= 10
    else if (TARGET_LETTERS.has(ch)) score += 3
    else if (COMMON_PUNCTUATION.has(ch)) score += 1
    else if (/\p{L}/u.test(ch)) score += 1
    else if (isLetter(text[i - 1]) || isLetter(text[i + 1])) {
      // '¿Qué' and '¡Hola' start a word in Spanish: only penalise these inside a word.
      if ((ch === '¿' || ch === '¡') && !isLetter(text[i - 1])) continue
      score -= 2
    }
  }
  return score
}

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && /\p{L}/u.test(ch)
}
