import { m } from '../../paraglide/messages'

/**
 * A horizontal bar chart of a skill list, drawn beside its table by skill-tables.tsx. It is one image for
 * assistive technology (role img: its rows are presentational), named and pointing at the table that
 * lists the same figures, so a screen reader reads numbers from the table, never from shapes. Colours
 * (the palette's primary and text): bars #1f5fbf and last week's marker #1b1f24 on white both pass
 * WCAG 1.4.11 (≥ 3:1; 6.1:1 and 16.6:1).
 *
 * HTML rows rather than an SVG (ADR 0050 addendum): an SVG scaled to its card scaled its labels with it,
 * 27 px on a desktop card and 9 px on a phone; rows keep the page's type size at every width, cut a long
 * label where the column ends (the full name stays as its tooltip) and need no text measuring. Each row
 * has a fixed height, so the chart's box is known before its first layout.
 */
export interface ChartBar {
  label: string
  value: number
  /** Last week's value, drawn as a marker line. */
  previous?: number | null
}

/** A value's share of the chart's largest figure, in percent; nothing below zero. */
export function barPercent(value: number, max: number): number {
  return (Math.max(0, value) / max) * 100
}

export function SkillBarChart({ bars, unit, describedBy }: { bars: ChartBar[]; unit: string; describedBy: string }) {
  const max = Math.max(1, ...bars.map((b) => Math.max(b.value, b.previous ?? 0)))
  return (
    <div
      className="skill-chart"
      role="img"
      aria-label={m.dashboard_chart_label({ unit })}
      aria-describedby={describedBy}
    >
      {bars.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positional; two skills may share a name
        <div className="skill-chart-row" key={i}>
          <span className="skill-chart-label" title={b.label}>
            {b.label}
          </span>
          <span className="skill-chart-track">
            <span className="skill-chart-bar" style={{ width: `${barPercent(b.value, max)}%` }} />
            {b.previous != null ? (
              <span className="skill-chart-marker" style={{ insetInlineStart: `${barPercent(b.previous, max)}%` }} />
            ) : null}
          </span>
        </div>
      ))}
    </div>
  )
}
