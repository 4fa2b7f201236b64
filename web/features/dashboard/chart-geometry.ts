/**
 * The skill chart's drawing size, shared by the lazily loaded chart and the placeholder shown while
 * it loads. The SVG is as wide as its card and keeps this aspect ratio, so a placeholder with the same
 * ratio takes exactly the chart's space and nothing below moves when the chart arrives (layout shift).
 */
export const CHART_WIDTH = 480
export const CHART_ROW = 28

export function chartHeight(bars: number): number {
  return bars * CHART_ROW + 8
}

export function chartAspectRatio(bars: number): string {
  return `${CHART_WIDTH} / ${chartHeight(bars)}`
}
