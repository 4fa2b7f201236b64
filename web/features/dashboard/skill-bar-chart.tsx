import { m } from '../../paraglide/messages'
import { bands, chartHeight, linear, CHART_ROW as ROW, truncateLabel, CHART_WIDTH as WIDTH } from './chart-geometry'

/**
 * A horizontal bar chart of a skill list (plain SVG, drawn beside its table by skill-tables.tsx). The SVG is one
 * image for assistive technology, named and pointing at the table that lists the same figures, so a
 * screen reader reads numbers from the table, never from shapes. Colours: bars #1d4ed8 and last
 * week's marker #111827 on white both pass WCAG 1.4.11 (≥ 3:1; 6.7:1 and 17:1), labels #111827 text.
 *
 * Drawn by hand rather than with a chart library (ADR 0050 addendum): a band and a linear scale are a
 * few lines, and visx's text component measured every word of every label (a forced layout each) and
 * parsed CSS calc() strings on the page's first load. Labels are cut by character count instead of
 * measured width; a cut label carries its full name as a tooltip.
 */
export interface ChartBar {
  label: string
  value: number
  /** Last week's value, drawn as a marker line. */
  previous?: number | null
}

const BAR = '#1d4ed8'
const MARKER = '#111827'
const LABEL_WIDTH = 140
/** Labels longer than this are cut: what fits in LABEL_WIDTH at 12px even in wide letters ("Customer relationsh…" at 20 ran past the left edge). */
const LABEL_CHARS = 17
/** The labels' right edge, left of the axis (visx's tick length 8 and the labels' dx of 4). */
const LABEL_X = -12

export function SkillBarChart({ bars, unit, describedBy }: { bars: ChartBar[]; unit: string; describedBy: string }) {
  const height = chartHeight(bars.length)
  const innerWidth = WIDTH - LABEL_WIDTH - 16
  const max = Math.max(1, ...bars.map((b) => Math.max(b.value, b.previous ?? 0)))
  const rows = bars.length * ROW
  const y = bands(bars.length, rows, 0.25)
  const x = linear(max, innerWidth)
  const title = m.dashboard_chart_label({ unit })
  return (
    <svg
      className="skill-chart"
      role="img"
      aria-label={title}
      aria-describedby={describedBy}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width="100%"
      preserveAspectRatio="xMinYMin meet"
    >
      <title>{title}</title>
      <g transform={`translate(${LABEL_WIDTH}, 4)`}>
        {/* No font family: the labels inherit the page's typeface (a second one costs a font lookup). */}
        <g fill={MARKER} fontSize={12} textAnchor="end">
          {bars.map((b, i) => {
            const label = truncateLabel(b.label, LABEL_CHARS)
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positional; two skills may share a name
              <text key={i} x={LABEL_X} y={y.top(i) + y.bandwidth / 2} dy="0.33em">
                {label !== b.label ? <title>{b.label}</title> : null}
                {label}
              </text>
            )
          })}
        </g>
        {/* The axis: a line along the rows, half a pixel down as visx drew it, crisp. */}
        <line x1={0} x2={0} y1={0.5} y2={rows + 0.5} stroke={MARKER} strokeWidth={1} shapeRendering="crispEdges" />
        {bars.map((b, i) => {
          const top = y.top(i)
          const width = Math.max(0, x(Math.max(0, b.value)))
          const previous = b.previous != null ? x(Math.max(0, b.previous)) : null
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above
            <g key={i}>
              <rect x={0} y={top} width={width} height={y.bandwidth} fill={BAR} rx={2} />
              {previous !== null ? (
                <line
                  x1={previous}
                  x2={previous}
                  y1={top - 2}
                  y2={top + y.bandwidth + 2}
                  stroke={MARKER}
                  strokeWidth={2}
                  strokeDasharray="3 2"
                />
              ) : null}
            </g>
          )
        })}
      </g>
    </svg>
  )
}
