import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { applicantsKey } from '../../api/applicants'
import { jobsKey } from '../../api/jobs'
import {
  type ApplicantMatchItem,
  assignApplicantToJob,
  matchApplicantWithAll,
  matchesKey,
  matchQueries,
  unassignApplicantFromJob,
} from '../../api/matches'
import { type EntitySuggestion, searchQueries } from '../../api/search'
import { useCreateMutation } from '../../api/use-create-mutation'
import { LoadMoreButton } from '../../components/data-table/load-more-footer'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { StatusBadge } from '../jobs/jobs-table'
import { useScoreOverview } from '../organization/use-score-overview'
import { EntityCombobox } from '../search/entity-combobox'
import { AreaScores, fitReportHref, Knockouts, PendingNotice, ScoreBadge } from './match-parts'

function useInvalidate(organizationId: string | null) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) }),
      queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
      queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) }),
    ])
}

/** "Assign to a job": any open position of the organization, found by typing its title (job-autocomplete). */
function AssignToJob({ applicantId, organizationId }: { applicantId: string; organizationId: string | null }) {
  const [job, setJob] = useState<EntitySuggestion | null>(null)
  // The picker starts empty again after each assignment.
  const [round, setRound] = useState(0)
  const invalidate = useInvalidate(organizationId)
  const mutation = useCreateMutation({
    mutationFn: (chosen: EntitySuggestion, key) => assignApplicantToJob(applicantId, chosen.id, key),
    onSuccess: (_, chosen) => {
      setJob(null)
      setRound((n) => n + 1)
      notify('success', { title: m.matches_assign_job_done({ title: chosen.title }) })
    },
    onError: (error) => notify('error', { title: m.matches_assign_failed(), description: errorMessage(error) }),
    onSettled: invalidate,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (job && !mutation.isPending) mutation.mutate(job)
  }
  return (
    <form className="inline-form" onSubmit={submit}>
      <EntityCombobox
        key={round}
        id={`assign-job-${applicantId}`}
        label={m.matches_assign_to_job()}
        value={job}
        onChange={setJob}
        suggestions={(text) => searchQueries.jobs(organizationId, text, 'OPEN')}
      />
      <button type="submit" className="button" disabled={!job} aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.common_saving() : m.matches_assign()}
      </button>
    </form>
  )
}

function PositionRow({
  item,
  applicantId,
  organizationId,
  canAssign,
}: {
  item: ApplicantMatchItem
  applicantId: string
  organizationId: string | null
  canAssign: boolean
}) {
  const invalidate = useInvalidate(organizationId)
  const showScores = useScoreOverview()
  // Assigning creates a link (keyed against double clicks); unassigning is a delete and needs no key.
  const mutation = useCreateMutation({
    mutationFn: (_, key) =>
      item.assigned
        ? unassignApplicantFromJob(applicantId, item.jobId)
        : assignApplicantToJob(applicantId, item.jobId, key),
    onSuccess: () =>
      notify('success', {
        title: item.assigned
          ? m.matches_unassign_job_done({ title: item.title })
          : m.matches_assign_job_done({ title: item.title }),
      }),
    onError: () => notify('error', { title: m.matches_assign_failed() }),
    onSettled: invalidate,
  })
  return (
    <tr data-knockout={item.knockout || undefined}>
      <th scope="row">
        <Link to="/jobs/$jobId" params={{ jobId: item.jobId }}>
          {item.title}
        </Link>
        <span className="cell-note">
          <StatusBadge status={item.status} />
        </span>
      </th>
      {showScores ? (
        <td className="numeric">
          <ScoreBadge score={item.score} knockout={item.knockout} />
        </td>
      ) : null}
      <td>
        <Knockouts knockouts={item.knockouts} />
      </td>
      {showScores ? (
        <td>
          <AreaScores areas={item.areas} />
        </td>
      ) : null}
      <td>
        <div className="button-row">
          <Link
            to="/jobs/$jobId"
            params={{ jobId: item.jobId }}
            search={{ tab: 'matches', applicantId }}
            className="button button-small"
            aria-label={m.matches_view_job_match_for({ title: item.title })}
          >
            {m.matches_view_job_match()}
          </Link>
          <a
            className="button button-small"
            href={fitReportHref(applicantId, item.jobId)}
            aria-label={m.matches_fit_report_for({ name: item.title })}
          >
            {m.matches_fit_report()}
          </a>
          {canAssign ? (
            <button
              type="button"
              className="button button-small"
              aria-label={
                item.assigned
                  ? m.matches_unassign_from({ title: item.title })
                  : m.matches_assign_to({ title: item.title })
              }
              aria-disabled={mutation.isPending || undefined}
              onClick={() => !mutation.isPending && mutation.mutate()}
            >
              {item.assigned ? m.matches_unassign() : m.matches_assign()}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  )
}

function PositionsTable({
  items,
  label,
  applicantId,
  organizationId,
  canAssign,
}: {
  items: readonly ApplicantMatchItem[]
  label: string
  applicantId: string
  organizationId: string | null
  canAssign: boolean
}) {
  const showScores = useScoreOverview()
  return (
    <div className="table-scroll">
      <table className="data-table match-table" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{m.matches_column_job()}</th>
            {showScores ? (
              <th scope="col" className="numeric">
                {m.matches_column_score()}
              </th>
            ) : null}
            <th scope="col">{m.matches_column_knockout()}</th>
            {showScores ? <th scope="col">{m.matches_column_areas()}</th> : null}
            <th scope="col">{m.matches_column_actions()}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <PositionRow
              key={item.jobId}
              item={item}
              applicantId={applicantId}
              organizationId={organizationId}
              canAssign={canAssign}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The applicant's side of matching (spec §2 applicant detail): assigned jobs, "Find open positions"
 * (the applicant's matches by score, 'N positions left' while matching runs), assign to a job, match
 * with all, and links to each job's match.
 */
export function ApplicantMatches({
  applicantId,
  organizationId,
  matchingOption,
  canAssign,
  canMatchWithAll,
  canReadJobs,
}: {
  applicantId: string
  organizationId: string | null
  matchingOption: 'ALL' | 'ASSIGNED_ONLY'
  canAssign: boolean
  canMatchWithAll: boolean
  canReadJobs: boolean
}) {
  const [showPositions, setShowPositions] = useState(false)
  const query = useInfiniteQuery({ ...matchQueries.forApplicant(organizationId, applicantId), enabled: canReadJobs })
  const invalidate = useInvalidate(organizationId)
  const matchAll = useCreateMutation({
    mutationFn: (_, key) => matchApplicantWithAll(applicantId, key),
    onSuccess: () => {
      setShowPositions(true)
      notify('success', { title: m.matches_match_with_all_done() })
    },
    onError: () => notify('error', { title: m.matches_match_with_all_failed() }),
    onSettled: invalidate,
  })
  if (!canReadJobs) return null
  const items = query.data?.pages.flatMap((page) => page.items) ?? []
  const pending = query.data?.pages[0]?.matching.pending ?? 0
  const assigned = items.filter((item) => item.assigned)

  return (
    <>
      <section className="card" aria-labelledby="applicant-assigned-heading">
        <h2 id="applicant-assigned-heading" className="card-title">
          {m.matches_applicant_assigned_jobs()}
        </h2>
        {query.isError ? (
          <ErrorNotice message={m.matches_load_failed()} onRetry={() => void query.refetch()} />
        ) : assigned.length === 0 ? (
          <p className="empty">{m.matches_applicant_assigned_empty()}</p>
        ) : (
          <ul className="plain-list">
            {assigned.map((item) => (
              <li key={item.jobId}>
                <Link to="/jobs/$jobId" params={{ jobId: item.jobId }} search={{ tab: 'matches', applicantId }}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {canAssign ? <AssignToJob applicantId={applicantId} organizationId={organizationId} /> : null}
      </section>
      <section className="card card-wide" aria-labelledby="applicant-positions-heading">
        <h2 id="applicant-positions-heading" className="card-title">
          {m.matches_applicant_positions()}
        </h2>
        {pending > 0 ? <PendingNotice text={m.matches_positions_pending({ count: formatCount(pending) })} /> : null}
        <div className="button-row">
          <button
            type="button"
            className="button"
            aria-expanded={showPositions}
            aria-controls="applicant-positions"
            onClick={() => setShowPositions(!showPositions)}
          >
            {showPositions ? m.matches_hide_positions() : m.matches_find_positions()}
          </button>
          {canMatchWithAll && matchingOption === 'ASSIGNED_ONLY' ? (
            <button
              type="button"
              className="button"
              aria-disabled={matchAll.isPending || undefined}
              onClick={() => !matchAll.isPending && matchAll.mutate()}
            >
              {matchAll.isPending ? m.common_saving() : m.matches_match_with_all()}
            </button>
          ) : null}
        </div>
        <div id="applicant-positions" hidden={!showPositions}>
          {showPositions ? (
            query.data === undefined ? (
              <div className="skeleton-group" role="status">
                <span className="visually-hidden">{m.common_loading()}</span>
                <span className="skeleton skeleton-row" aria-hidden="true" />
              </div>
            ) : items.length === 0 ? (
              <p className="empty">{m.matches_applicant_no_positions()}</p>
            ) : (
              <>
                <PositionsTable
                  items={items}
                  label={m.matches_applicant_positions()}
                  applicantId={applicantId}
                  organizationId={organizationId}
                  canAssign={canAssign}
                />
                {query.hasNextPage ? (
                  <div className="load-more">
                    <LoadMoreButton query={query} label={m.jobs_load_more()} />
                  </div>
                ) : null}
              </>
            )
          ) : null}
        </div>
      </section>
    </>
  )
}
