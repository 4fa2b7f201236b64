/**
 * The skill chart's drawing size: the SVG is as wide as its card and keeps this aspect ratio (its
 * viewBox), so its height is known before layout.
 */
export const CHART_WIDTH = 480
export const CHART_ROW = 28

export function chartHeight(bars: number): number {
  return bars * CHART_ROW + 8
}

/** Where a band chart's rows sit: each row's top and the bars' common thickness. */
export interface Bands {
  top(index: number): number
  bandwidth: number
}

/**
 * `count` equal rows over [0, extent], with `padding` (a share of a row's step) between the rows and
 * the same padding before the first and after the last, centred: d3's band scale with
 * `padding(p)` and align 0.5, which the chart used before (through visx) and whose look it keeps.
 * Written out because the chart needs nothing else of d3 and the library cost the page's first load
 * its evaluation (ADR 0050).
 */
export function bands(count: number, extent: number, padding: number): Bands {
  const step = extent / Math.max(1, count - padding + padding * 2)
  const start = (extent - step * (count - padding)) / 2
  return { top: (index) => start + step * index, bandwidth: step * (1 - padding) }
}

/** A linear scale from [0, max] onto [0, length] (d3's scaleLinear without clamping). */
export function linear(max: number, length: number): (value: number) => number {
  return (value) => (value / max) * length
}

/**
 * A tick label of at most `max` characters: a longer one keeps `max - 1` and ends in an ellipsis
 * (the chart has no room to measure text, and measuring it cost a forced layout per word). Counts
 * code points, so a character outside the BMP is never cut in half.
 */
export function truncateLabel(label: string, max: number): string {
  // A string of at most `max` UTF-16 units has at most `max` code points: most labels stop here.
  if (label.length <= max) return label
  const chars = Array.from(label)
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : label
}
