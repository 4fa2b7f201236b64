/**
 * Where a page draws its images: the current transformation matrix at each `Do` of a page's content
 * stream (and of Form XObjects, two levels deep), read by a small tokenizer that knows only what it
 * needs (q, Q, cm, Do) and skips everything else, strings and inline images included. pdf.js would
 * answer the same through its operator list, but building that list decodes every image first.
 *
 * Used by pdf-scan.ts for two things: whether an image covers the page (a scanned page of a mixed
 * PDF), and which way it must be turned so that OCR sees it upright (`orientation`).
 */

/** A PDF matrix [a b c d e f]: (x, y) → (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = readonly [number, number, number, number, number, number]

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0]

export interface Placement {
  /** The XObject's resource name, as written after the slash. */
  name: string
  /** The CTM when it was drawn: maps the image's unit square (row 0 at y = 1) into page space. */
  matrix: Matrix
}

/** Bounds for hostile content streams (the caller caps their size too): steps, q nesting, placements kept. */
const MAX_TOKENS = 2_000_000
const MAX_DEPTH = 64
const MAX_PLACEMENTS = 1_000

/** `m` applied first, then `n` (PDF's row-vector convention: m × n). */
export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ]
}

/** Every `Do` of a content stream with the CTM in force (starting from `start`), in drawing order. */
export function placements(content: Uint8Array, start: Matrix = IDENTITY): Placement[] {
  const found: Placement[] = []
  const stack: Matrix[] = []
  let ctm = start
  const operands: (number | string)[] = []
  let tokens = 0
  let at = 0
  const n = content.length
  while (at < n && tokens++ < MAX_TOKENS) {
    const c = content[at]!
    if (isSpace(c)) {
      at++
      continue
    }
    if (c === 0x25 /* % */) {
      while (at < n && content[at] !== 0x0a && content[at] !== 0x0d) at++
      continue
    }
    if (c === 0x28 /* ( */) {
      at = skipString(content, at)
      operands.push('')
      continue
    }
    if (c === 0x3c /* < */) {
      if (content[at + 1] === 0x3c)
        at += 2 // dictionary open: its contents are tokens like any other
      else {
        const end = content.indexOf(0x3e, at)
        at = end < 0 ? n : end + 1
        operands.push('')
      }
      continue
    }
    if (c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d) {
      at++ // > ] [ { }: arrays and dictionaries only matter to operators we ignore
      continue
    }
    if (c === 0x2f /* / */) {
      const end = tokenEnd(content, at + 1)
      operands.push(`/${latin1(content.subarray(at + 1, end))}`)
      at = end
      continue
    }
    const end = tokenEnd(content, at + 1)
    const word = latin1(content.subarray(at, end))
    at = end
    const value = Number(word)
    if (word !== '' && Number.isFinite(value) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) {
      operands.push(value)
      if (operands.length > 16) operands.shift()
      continue
    }
    if (word === 'q') {
      if (stack.length < MAX_DEPTH) stack.push(ctm)
    } else if (word === 'Q') {
      ctm = stack.pop() ?? ctm
    } else if (word === 'cm') {
      const m = operands.slice(-6)
      if (m.length === 6 && m.every((v) => typeof v === 'number')) ctm = multiply(m as unknown as Matrix, ctm)
    } else if (word === 'Do') {
      const target = operands[operands.length - 1]
      if (typeof target === 'string' && target.startsWith('/') && found.length < MAX_PLACEMENTS) {
        found.push({ name: target.slice(1), matrix: ctm })
      }
    } else if (word === 'BI') {
      at = skipInlineImage(content, at)
    }
    operands.length = 0
  }
  return found
}

// ——— Orientation ———

/** A direction on the screen (y grows downwards), as the reader sees the page. */
export type Direction = 'right' | 'left' | 'down' | 'up'

/** Where the image's pixel rows (`across`, left to right) and columns (`down`, top to bottom) point on screen. */
export interface Orientation {
  across: Direction
  down: Direction
}

export const UPRIGHT: Orientation = { across: 'right', down: 'down' }

/**
 * A page's /Rotate as pdf.js reads it: a multiple of 90, else 0 (so 45 or 1e9 turn nothing).
 * Returned in 0, 90, 180, 270 (clockwise, as the PDF states it).
 */
export function pageRotation(value: number | undefined): 0 | 90 | 180 | 270 {
  if (typeof value !== 'number' || !Number.isInteger(value) || value % 90 !== 0) return 0
  return (((value % 360) + 360) % 360) as 0 | 90 | 180 | 270
}

/**
 * How the image's stored pixels appear to the reader: the placement matrix (null when unknown: as
 * drawn upright) turned by the page's /Rotate. A placement skewed by a few degrees snaps to the
 * nearest quarter turn; a mirrored placement is kept as a mirror (OCR gets what the reader sees).
 */
export function orientation(matrix: Matrix | null, rotate: 0 | 90 | 180 | 270): Orientation {
  const [a, b, c, d] = matrix ?? IDENTITY
  // In page space (y up): the image's x axis is (a, b); its rows run top to bottom along -(c, d).
  const o = { across: screenDirection(a, b, rotate), down: screenDirection(-c, -d, rotate) }
  // A degenerate matrix (both axes along one screen axis) says nothing usable: read it as drawn.
  const horizontal = (d: Direction) => d === 'right' || d === 'left'
  return horizontal(o.across) === horizontal(o.down) ? UPRIGHT : o
}

export function isUpright(o: Orientation): boolean {
  return o.across === 'right' && o.down === 'down'
}

function screenDirection(x: number, y: number, rotate: number): Direction {
  // /Rotate turns the page clockwise for display; then y flips (screen y grows downwards).
  const r = (rotate * Math.PI) / 180
  const rx = x * Math.cos(r) + y * Math.sin(r)
  const ry = -(-x * Math.sin(r) + y * Math.cos(r))
  if (Math.abs(rx) >= Math.abs(ry)) return rx >= 0 ? 'right' : 'left'
  return ry >= 0 ? 'down' : 'up'
}

/** Area the matrix gives the unit square (|det|), for "does this image cover the page". */
export function placedArea(m: Matrix): number {
  return Math.abs(m[0] * m[3] - m[1] * m[2])
}

// ——— Tokenizer helpers ———

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00
}

function isDelimiter(c: number): boolean {
  return c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d
}

function tokenEnd(content: Uint8Array, from: number): number {
  let at = from
  while (at < content.length) {
    const c = content[at]!
    if (isSpace(c) || isDelimiter(c) || c === 0x2f || c === 0x25) break
    at++
  }
  return at
}

/** A literal string with nested parentheses and backslash escapes; returns the index after it. */
function skipString(content: Uint8Array, from: number): number {
  let depth = 0
  for (let at = from; at < content.length; at++) {
    const c = content[at]!
    if (c === 0x5c /* \ */) at++
    else if (c === 0x28) depth++
    else if (c === 0x29 && --depth === 0) return at + 1
  }
  return content.length
}

/** BI … ID <binary> EI: the data ends at an "EI" between white space (the common heuristic). */
function skipInlineImage(content: Uint8Array, from: number): number {
  let at = from
  // The dictionary part: up to the ID operator.
  while (
    at + 1 < content.length &&
    !(content[at] === 0x49 && content[at + 1] === 0x44 && isSpace(content[at + 2] ?? 0x20))
  )
    at++
  for (at += 3; at + 1 < content.length; at++) {
    if (
      content[at] === 0x45 &&
      content[at + 1] === 0x49 &&
      isSpace(content[at - 1]!) &&
      (at + 2 >= content.length || isSpace(content[at + 2]!))
    ) {
      return at + 2
    }
  }
  return content.length
}

function latin1(bytes: Uint8Array): string {
  return bytes.length > 256 ? '' : String.fromCharCode(...bytes)
}
