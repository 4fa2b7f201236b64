import { AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { m } from '../../paraglide/messages'
import { chartHeight, CHART_ROW as ROW, CHART_WIDTH as WIDTH } from './chart-geometry'

/**
 * A horizontal bar chart of a skill list (visx, loaded lazily by skill-tables.tsx). The SVG is one
 * image for assistive technology, named and pointing at the table that lists the same figures, so a
 * screen reader reads numbers from the table, never from shapes. Colours: bars #1d4ed8 and last
 * week's marker #111827 on white both pass WCAG 1.4.11 (≥ 3:1; 6.7:1 and 17:1), labels #111827 text.
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

export default function SkillBarChart({
  bars,
  unit,
  describedBy,
}: {
  bars: ChartBar[]
  unit: string
  describedBy: string
}) {
  const height = chartHeight(bars.length)
  const innerWidth = WIDTH - LABEL_WIDTH - 16
  const max = Math.max(1, ...bars.map((b) => Math.max(b.value, b.previous ?? 0)))
  const y = scaleBand({ domain: bars.map((b) => b.label), range: [0, bars.length * ROW], padding: 0.25 })
  const x = scaleLinear({ domain: [0, max], range: [0, innerWidth] })
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
      <Group left={LABEL_WIDTH} top={4}>
        <AxisLeft
          scale={y}
          hideTicks
          stroke={MARKER}
          // visx defaults to Arial: a second typeface in the page's first layouts (a font lookup each).
          tickLabelProps={{
            fill: MARKER,
            fontFamily: 'inherit',
            fontSize: 12,
            textAnchor: 'end',
            dy: '0.33em',
            dx: -4,
          }}
          tickFormat={(label) => (label.length > 20 ? `${label.slice(0, 19)}…` : label)}
        />
        {bars.map((b) => {
          const top = y(b.label) ?? 0
          const width = Math.max(0, x(Math.max(0, b.value)))
          return (
            <g key={b.label}>
              <Bar x={0} y={top} width={width} height={y.bandwidth()} fill={BAR} rx={2} />
              {b.previous != null ? (
                <line
                  x1={x(Math.max(0, b.previous))}
                  x2={x(Math.max(0, b.previous))}
                  y1={top - 2}
                  y2={top + y.bandwidth() + 2}
                  stroke={MARKER}
                  strokeWidth={2}
                  strokeDasharray="3 2"
                />
              ) : null}
            </g>
          )
        })}
      </Group>
    </svg>
  )
}
