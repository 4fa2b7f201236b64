import { useQuery } from '@tanstack/react-query'
import { MATCH_AREAS } from '../../../worker/contracts/enums'
import { matchQueries } from '../../api/matches'
import { ErrorNotice } from '../../components/page-status'
import { m } from '../../paraglide/messages'
import { AREA_LABELS, formatRequirement } from '../jobs/labels'
import { formatScore, Knockouts } from './match-parts'

/** The reasoning of one pair: the text, the knockouts, and per area its score, requirements and evidence. */
export function MatchReasoningPanel({
  organizationId,
  jobId,
  applicantId,
  id,
}: {
  organizationId: string | null
  jobId: string
  applicantId: string
  id: string
}) {
  const query = useQuery(matchQueries.reasoning(organizationId, jobId, applicantId))
  if (query.data === undefined) {
    return query.isError ? (
      <ErrorNotice message={m.matches_reasoning_load_failed()} onRetry={() => void query.refetch()} />
    ) : (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-line" aria-hidden="true" />
      </div>
    )
  }
  const reasoning = query.data
  return (
    <section className="match-reasoning" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="subheading">
        {m.matches_reasoning_title()}
      </h3>
      <p className="prose" lang={reasoning.language.slice(0, 2) || undefined}>
        {reasoning.reasoning}
      </p>
      {reasoning.knockout ? (
        <div className="knockout-box">
          <h4>{m.matches_knockout()}</h4>
          <Knockouts knockouts={reasoning.knockouts} />
        </div>
      ) : null}
      <h4>{m.matches_evidence()}</h4>
      <ul className="plain-list evidence-list">
        {MATCH_AREAS.map((area) => {
          const value = reasoning.areas[area]
          if (!value) return null
          return (
            <li key={area} className="evidence-area">
              <p className="evidence-head">
                <strong>{AREA_LABELS[area]()}</strong>{' '}
                {m.matches_area_score({ score: formatScore(value.score), weight: formatScore(value.weight) })}
                {value.neutral ? <span className="muted"> · {m.matches_area_neutral()}</span> : null}
              </p>
              {value.evidence.length === 0 ? (
                <p className="muted">{m.matches_evidence_none()}</p>
              ) : (
                <ul className="plain-list bullets">
                  {value.evidence.map((evidence, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the engine's order; facts may repeat
                    <li key={index}>
                      {evidence.requirement ? (
                        <span className="evidence-requirement" data-outcome={evidence.outcome ?? undefined}>
                          {formatRequirement(evidence.requirement)}
                          {evidence.requirement.mandatory ? ` (${m.matches_requirement_mandatory()})` : ''}
                          {evidence.outcome
                            ? `: ${evidence.outcome === 'match' ? m.matches_outcome_match() : m.matches_outcome_mismatch()}`
                            : ''}
                        </span>
                      ) : null}
                      {evidence.facts.length > 0 ? (
                        <span className="evidence-facts"> {evidence.facts.join(' · ')}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      {reasoning.reasoningModel ? (
        <p className="table-note">
          {m.matches_reasoning_written_by({
            model: reasoning.reasoningModel,
            version: reasoning.reasoningPromptVersion ?? '',
          })}
        </p>
      ) : null}
      <p className="table-note">{m.matches_model({ model: reasoning.model, version: reasoning.promptVersion })}</p>
    </section>
  )
}
