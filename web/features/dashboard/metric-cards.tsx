import { useQuery } from '@tanstack/react-query'
import { metricsQueries } from '../../api/metrics'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { QueryCard } from './query-card'
import {
  averageChange,
  formatNumber,
  formatSigned,
  formatSignedPercent,
  type WeekChange,
  weekChange,
} from './week-change'

type Trend = 'up' | 'down' | 'flat'
const trendOf = (delta: number): Trend => (delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat')

/** "+3 (+30 %) versus last week"; the sign and words carry the meaning, colour only repeats it. */
function ChangeLine({ change, unit }: { change: WeekChange | null; unit: 'count' | 'points' }) {
  const locale = getLocale()
  let text: string
  if (change === null) text = m.dashboard_change_unavailable()
  else if (trendOf(change.delta) === 'flat') text = m.dashboard_change_none()
  else {
    const delta = formatSigned(change.delta, locale)
    const amount = unit === 'points' ? m.dashboard_points({ value: delta }) : delta
    text =
      change.ratio === null
        ? m.dashboard_change({ change: amount })
        : m.dashboard_change_with_percent({ change: amount, percent: formatSignedPercent(change.ratio, locale) })
  }
  return (
    <p className="metric-change" data-trend={change ? trendOf(change.delta) : 'flat'}>
      {text}
    </p>
  )
}

/** Last week's figure itself, beside the change (null: no snapshot from a week ago yet). */
function LastWeekLine({ value }: { value: number | null }) {
  if (value === null) return null
  return <p className="metric-detail">{m.dashboard_last_week_value({ value: formatNumber(value, getLocale()) })}</p>
}

export function ApplicantsCard({ organizationId }: { organizationId: string | null }) {
  const query = useQuery(metricsQueries.applicants(organizationId))
  return (
    <QueryCard id="metric-applicants" title={m.dashboard_applicants_title()} query={query} bodyClassName="metric-body">
      {(data) => (
        <>
          <p className="metric-value">{formatNumber(data.total, getLocale())}</p>
          <LastWeekLine value={data.lastWeek} />
          <ChangeLine change={data.lastWeek === null ? null : weekChange(data.total, data.lastWeek)} unit="count" />
        </>
      )}
    </QueryCard>
  )
}

export function OpenPositionsCard({ organizationId }: { organizationId: string | null }) {
  const query = useQuery(metricsQueries.jobs(organizationId))
  return (
    <QueryCard id="metric-jobs" title={m.dashboard_jobs_title()} query={query} bodyClassName="metric-body">
      {(data) => (
        <>
          <p className="metric-value">{formatNumber(data.open, getLocale())}</p>
          <LastWeekLine value={data.lastWeek} />
          <ChangeLine change={data.lastWeek === null ? null : weekChange(data.open, data.lastWeek)} unit="count" />
        </>
      )}
    </QueryCard>
  )
}

export function AverageScoreCard({ organizationId }: { organizationId: string | null }) {
  const query = useQuery(metricsQueries.averageScore(organizationId))
  return (
    <QueryCard id="metric-score" title={m.dashboard_score_title()} query={query} bodyClassName="metric-body">
      {(data) =>
        data.average === null ? (
          <>
            <p className="metric-value" aria-hidden="true">
              —
            </p>
            <p className="metric-detail">{m.dashboard_score_empty()}</p>
          </>
        ) : (
          <>
            <p className="metric-value">{formatNumber(data.average, getLocale())}</p>
            <p className="metric-detail">{m.dashboard_score_count({ count: formatNumber(data.count, getLocale()) })}</p>
            <ChangeLine change={averageChange(data.average, data.lastWeek)} unit="points" />
          </>
        )
      }
    </QueryCard>
  )
}
