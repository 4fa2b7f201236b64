/** Positioned PDF text items and their grouping into baseline lines (shared by pdf-layout and pdf-columns). */

export interface PositionedText {
  str: string
  /** Left edge and baseline in PDF user space (y grows upwards). */
  x: number
  y: number
  width: number
  fontSize: number
  /** Set by layoutPage: a whitespace-only item came right before this one in the content stream. */
  spaceBefore?: boolean
}

export interface Line {
  y: number
  fontSize: number
  /** Left to right. */
  items: PositionedText[]
}

/** Baseline grouping, top to bottom; items within a line left to right. */
export function groupLines(items: PositionedText[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: Line[] = []
  for (const it of sorted) {
    const line = lines[lines.length - 1]
    if (line && Math.abs(line.y - it.y) <= Math.min(line.fontSize, it.fontSize) * 0.5) {
      line.items.push(it)
      line.fontSize = Math.max(line.fontSize, it.fontSize)
    } else {
      lines.push({ y: it.y, fontSize: it.fontSize, items: [it] })
    }
  }
  for (const line of lines) line.items.sort((a, b) => a.x - b.x)
  return lines
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 10
}

/** Horizontal extent of some lines. */
export function widthOf(lines: Line[]): number {
  let from = Number.POSITIVE_INFINITY
  let to = Number.NEGATIVE_INFINITY
  for (const l of lines) {
    for (const it of l.items) {
      from = Math.min(from, it.x)
      to = Math.max(to, it.x + it.width)
    }
  }
  return to - from
}
