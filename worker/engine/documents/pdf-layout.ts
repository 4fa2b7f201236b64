/**
 * Reading order for one PDF page from positioned text items (pure; no pdf.js types).
 *
 * Steps: drop whitespace items (remembering them as word breaks) → column regions and reading order
 * (pdf-columns.ts) → words joined by their gaps ('\t' for wide gaps, e.g. a right-aligned date) →
 * lines joined, with a blank line where the vertical gap is well above the usual line pitch.
 */

import { readBlock } from './pdf-columns'
import type { Line, PositionedText } from './pdf-lines'
import { median } from './pdf-lines'

export type { PositionedText } from './pdf-lines'

export function layoutPage(items: PositionedText[]): string {
  const visible: PositionedText[] = []
  let pendingSpace = false
  for (const it of items) {
    if (it.str.trim() === '') {
      // Some generators draw the space between two words as its own narrow item: keep it as a flag.
      pendingSpace = it.str.length > 0
      continue
    }
    if (!Number.isFinite(it.x) || !Number.isFinite(it.y)) continue
    visible.push({
      ...it,
      fontSize: it.fontSize > 0 ? it.fontSize : 10,
      width: itemWidth(it),
      spaceBefore: pendingSpace,
    })
    pendingSpace = false
  }
  return blocksToText(readBlock(visible))
}

function itemWidth(it: PositionedText): number {
  if (it.width > 0 && Number.isFinite(it.width)) return it.width
  return it.str.length * (it.fontSize > 0 ? it.fontSize : 10) * 0.5
}

function lineText(line: Line): string {
  let text = ''
  let end = Number.NEGATIVE_INFINITY
  for (const it of line.items) {
    const gap = it.x - end
    if (text && gap > it.fontSize * 2.5) text += '\t'
    else if (text && (gap > it.fontSize * 0.15 || it.spaceBefore) && !/\s$/.test(text) && !/^\s/.test(it.str)) {
      text += ' '
    }
    text += it.str
    end = Math.max(end, it.x + it.width)
  }
  return text
}

/**
 * Lines → text. A vertical jump well above the usual line pitch (a paragraph or section gap), or a jump
 * back up (the next column starts), becomes a blank line: section detection downstream uses them.
 */
function blocksToText(lines: Line[]): string {
  const drops: number[] = []
  for (let i = 1; i < lines.length; i++) {
    const drop = lines[i - 1]!.y - lines[i]!.y
    if (drop > 0) drops.push(drop)
  }
  const pitch = drops.length ? median(drops) : 0
  const out: string[] = []
  let previous: Line | null = null
  for (const line of lines) {
    if (previous) {
      const drop = previous.y - line.y
      const paragraphGap = Math.max(previous.fontSize, line.fontSize) * 1.8
      if (drop > Math.max(paragraphGap, pitch * 1.4) || drop < -previous.fontSize) out.push('')
    }
    out.push(lineText(line))
    previous = line
  }
  return out.join('\n')
}
