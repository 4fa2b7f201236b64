import { useState } from 'react'
import { m } from '../../paraglide/messages'
import { AssignmentList } from './assignment-list'
import { type JobMatchesProps, MatchList } from './match-list'

export type MatchView = 'matches' | 'assigned' | 'unassigned'
const VIEWS: { value: MatchView; label: () => string }[] = [
  { value: 'matches', label: () => m.matches_view_all() },
  { value: 'assigned', label: () => m.matches_view_assigned() },
  { value: 'unassigned', label: () => m.matches_view_unassigned() },
]

/** The match reasoning tab: matches by score, and the assigned and unassigned lists. */
export function JobMatchesTab({ job, organizationId, canUpdate, expanded, onExpand }: JobMatchesProps) {
  const [view, setView] = useState<MatchView>('matches')
  return (
    <section className="card" aria-labelledby="job-matches-heading">
      <h2 id="job-matches-heading" className="card-title">
        {m.matches_heading()}
      </h2>
      <fieldset className="segmented">
        <legend className="visually-hidden">{m.matches_view_label()}</legend>
        {VIEWS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button button-small"
            aria-pressed={view === option.value}
            onClick={() => setView(option.value)}
          >
            {option.label()}
          </button>
        ))}
      </fieldset>
      {view === 'matches' ? (
        <MatchList
          job={job}
          organizationId={organizationId}
          canUpdate={canUpdate}
          expanded={expanded}
          onExpand={onExpand}
        />
      ) : (
        <AssignmentList
          key={view}
          job={job}
          organizationId={organizationId}
          canUpdate={canUpdate}
          assigned={view === 'assigned'}
        />
      )}
    </section>
  )
}
