/**
 * Column regions on a PDF page. Lines are scanned top to bottom; a run of consecutive lines that all
 * leave the same vertical band free (a gutter in the middle of the page) and have text on both sides of
 * it is a column region, read left column first, then right (recursively: three columns). A line that
 * crosses the gutter (a full-width heading or paragraph) ends the run, so full-width text keeps its
 * place between column regions. Up to two lines at the top or bottom of a region that stand above or
 * below the side-by-side part (a heading like "Skills" over a two-column list) stay in front / behind.
 *
 * Not columns: a narrow side whose lines mostly sit on the same baselines as the other side is a
 * table (dates next to entries, labels next to values) and is read row by row.
 */

import { groupLines, type Line, median, type PositionedText, widthOf } from './pdf-lines'

interface Interval {
  from: number
  to: number
}

const MAX_DEPTH = 2
/** Above this many lines per block the quadratic scan is skipped (hostile or absurd pages). */
const MAX_LINES = 600
/** Page lines (which may merge both sides when baselines are close); each side needs 3 lines of its own. */
const MIN_REGION_LINES = 3

export function readBlock(items: PositionedText[], depth = 0): Line[] {
  const lines = groupLines(items)
  if (depth >= MAX_DEPTH || lines.length < MIN_REGION_LINES || lines.length > MAX_LINES) return lines

  let minX = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  for (const it of items) {
    minX = Math.min(minX, it.x)
    maxX = Math.max(maxX, it.x + it.width)
  }
  const span = maxX - minX
  if (!(span > 50)) return lines
  const fontSize = median(items.map((it) => it.fontSize))
  const minGap = Math.max(8, fontSize * 0.8)
  // The gutter must lie in the middle 70% of the block.
  const lo = minX + span * 0.15
  const hi = maxX - span * 0.15
  const free = lines.map((line) => freeIntervals(line, lo, hi, minGap))

  const out: Line[] = []
  let i = 0
  scan: while (i < lines.length) {
    // Longest runs first, then the widest gutter.
    const runs = gutterRuns(free, i, minGap)
      .filter((run) => run.end - i + 1 >= MIN_REGION_LINES)
      .sort((a, b) => b.end - a.end || b.gap.to - b.gap.from - (a.gap.to - a.gap.from))
    for (const run of runs) {
      const region = splitRegion(lines.slice(i, run.end + 1), run.gap, fontSize, depth)
      if (region) {
        out.push(...region)
        i = run.end + 1
        continue scan
      }
    }
    out.push(lines[i]!)
    i++
  }
  return out
}

/**
 * Every band that stays free from line `start` downwards, with the last line it stays free on. A band
 * that a later line narrows or splits (a word in the middle) continues as its remaining pieces.
 */
function gutterRuns(free: Interval[][], start: number, minGap: number): { gap: Interval; end: number }[] {
  const done: { gap: Interval; end: number }[] = []
  let alive = free[start]!
  for (let j = start; alive.length > 0; j++) {
    if (j + 1 >= free.length) {
      for (const gap of alive) done.push({ gap, end: j })
      break
    }
    const next: Interval[] = []
    for (const gap of alive) {
      const pieces = intersect([gap], free[j + 1]!, minGap)
      if (pieces.length === 0) done.push({ gap, end: j })
      for (const piece of pieces) {
        if (!next.some((n) => n.from === piece.from && n.to === piece.to)) next.push(piece)
      }
    }
    alive = next
  }
  return done
}

/** Gaps between a line's items inside [lo, hi], at least minGap wide. */
function freeIntervals(line: Line, lo: number, hi: number, minGap: number): Interval[] {
  const gaps: Interval[] = []
  let cursor = lo
  for (const it of line.items) {
    if (it.x > cursor) gaps.push({ from: cursor, to: Math.min(it.x, hi) })
    cursor = Math.max(cursor, it.x + it.width)
    if (cursor >= hi) break
  }
  if (cursor < hi) gaps.push({ from: cursor, to: hi })
  return gaps.filter((g) => g.to - g.from >= minGap)
}

function intersect(a: Interval[], b: Interval[], minGap: number): Interval[] {
  const out: Interval[] = []
  for (const x of a) {
    for (const y of b) {
      const from = Math.max(x.from, y.from)
      const to = Math.min(x.to, y.to)
      if (to - from >= minGap) out.push({ from, to })
    }
  }
  return out
}

function splitRegion(region: Line[], gap: Interval, fontSize: number, depth: number): Line[] | null {
  const items = region.flatMap((l) => l.items)
  const left = items.filter((it) => it.x + it.width <= gap.from + 1)
  const right = items.filter((it) => it.x >= gap.to - 1)
  if (left.length + right.length !== items.length || left.length < 3 || right.length < 3) return null
  const leftLines = groupLines(left)
  const rightLines = groupLines(right)
  if (leftLines.length < 3 || rightLines.length < 3) return null
  if (!sideBySide(leftLines, rightLines) || !hasLeftMargin(rightLines, fontSize) || isTable(leftLines, rightLines)) {
    return null
  }
  // A heading over both columns ("Skills" above a two-column list) sits above the other side's first
  // line and is set off from its own side by a larger gap than that side's line pitch.
  const tolerance = fontSize * 1.5
  const head = [
    ...edgeLines(leftLines, rightLines[0]!.y + tolerance, 'top'),
    ...edgeLines(rightLines, leftLines[0]!.y + tolerance, 'top'),
  ]
  const tail = [
    ...edgeLines(leftLines, rightLines[rightLines.length - 1]!.y - tolerance, 'bottom'),
    ...edgeLines(rightLines, leftLines[leftLines.length - 1]!.y - tolerance, 'bottom'),
  ]
  const edge = new Set([...head, ...tail].flatMap((l) => l.items))
  const inColumns = (it: PositionedText) => !edge.has(it)
  return [
    ...groupLines(head.flatMap((l) => l.items)),
    ...readBlock(left.filter(inColumns), depth + 1),
    ...readBlock(right.filter(inColumns), depth + 1),
    ...groupLines(tail.flatMap((l) => l.items)),
  ]
}

/** Up to two lines at one end of a side, beyond `limitY`, separated from the rest by a wider gap. */
function edgeLines(side: Line[], limitY: number, end: 'top' | 'bottom'): Line[] {
  const ordered = end === 'top' ? side : [...side].reverse()
  const beyond = (l: Line) => (end === 'top' ? l.y > limitY : l.y < limitY)
  let k = 0
  while (k < ordered.length && beyond(ordered[k]!)) k++
  if (k === 0 || k > 2 || k >= ordered.length - 1) return []
  const drops: number[] = []
  for (let i = 1; i < side.length; i++) drops.push(side[i - 1]!.y - side[i]!.y)
  const gap = Math.abs(ordered[k - 1]!.y - ordered[k]!.y)
  return gap > median(drops) * 1.3 ? ordered.slice(0, k) : []
}

/** The two sides overlap vertically for at least half of the shorter one. */
function sideBySide(left: Line[], right: Line[]): boolean {
  const extent = (lines: Line[]) => [lines[lines.length - 1]!.y, lines[0]!.y] as const
  const [lBottom, lTop] = extent(left)
  const [rBottom, rTop] = extent(right)
  const overlap = Math.min(lTop, rTop) - Math.max(lBottom, rBottom)
  return overlap >= 0.5 * Math.min(lTop - lBottom, rTop - rBottom)
}

/** A real right column has a left margin: most of its lines start near the same x. */
function hasLeftMargin(right: Line[], fontSize: number): boolean {
  const starts = right.map((l) => l.items[0]!.x)
  const margin = starts.reduce((a, b) => Math.min(a, b))
  return starts.filter((x) => x - margin <= Math.max(20, fontSize * 2)).length >= right.length * 0.6
}

/** The narrower side's lines mostly share baselines with the other side: a table, not columns. */
function isTable(left: Line[], right: Line[]): boolean {
  const [narrow, wide] = widthOf(left) <= widthOf(right) ? [left, right] : [right, left]
  const span = Math.max(widthOf(left), widthOf(right))
  const shared = narrow.filter((l) => wide.some((w) => Math.abs(w.y - l.y) <= 1.5)).length
  return shared >= narrow.length * 0.6 && widthOf(narrow) < span * 0.6
}
