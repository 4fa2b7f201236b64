import type { z } from 'zod'
import { MATCH_AREAS } from '../../../worker/contracts/enums'
import type { AreaScoreSchema, FailedRequirementSchema } from '../../../worker/contracts/jobs'
import { numberFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { AREA_LABELS, formatRequirement, type MatchArea } from '../jobs/labels'

type AreaScore = z.infer<typeof AreaScoreSchema>
type FailedRequirement = z.infer<typeof FailedRequirementSchema>

/** The fit report page belongs to the fit-report feature; this only links to it. */
export const fitReportHref = (applicantId: string, jobId: string) =>
  `/applicants/${encodeURIComponent(applicantId)}/fit-report?jobId=${encodeURIComponent(jobId)}`

export const formatScore = (score: number) => numberFormat(getLocale(), { maximumFractionDigits: 0 }).format(score)

export function ScoreBadge({ score, knockout }: { score: number; knockout: boolean }) {
  return (
    <span className="score" data-knockout={knockout || undefined}>
      {formatScore(score)}
    </span>
  )
}

/** The eight area scores of a pair; neutral areas (nothing to measure against) are marked as such. */
export function AreaScores({ areas }: { areas: Partial<Record<MatchArea, AreaScore>> }) {
  return (
    <dl className="area-scores">
      {MATCH_AREAS.map((area) => {
        const value = areas[area]
        return (
          <div key={area} className="area-score" data-neutral={value?.neutral || undefined}>
            <dt>{AREA_LABELS[area]()}</dt>
            <dd>
              {value ? formatScore(value.score) : '–'}
              {value?.neutral ? <span className="visually-hidden"> ({m.matches_area_neutral()})</span> : null}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

/** Knockouts are shown with the requirement that failed, never hidden (issue 5). */
export function Knockouts({ knockouts }: { knockouts: readonly FailedRequirement[] }) {
  if (knockouts.length === 0) return <span className="muted">{m.matches_no_knockout()}</span>
  return (
    <ul className="plain-list knockouts">
      {knockouts.map((k) => {
        const text = formatRequirement(k)
        return (
          <li key={text} className="knockout">
            {m.matches_knockout_failed({ requirement: text })}
          </li>
        )
      })}
    </ul>
  )
}

export function PendingNotice({ text }: { text: string }) {
  return (
    <p className="notice matching-pending" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  )
}
