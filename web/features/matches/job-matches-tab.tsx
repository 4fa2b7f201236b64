import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Fragment, useState } from 'react'
import { assignApplicants, type JobDetail, jobQueries, jobsKey } from '../../api/jobs'
import { matchesKey, matchQueries } from '../../api/matches'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { AreaScores, formatScore, Knockouts, PendingNotice, ScoreBadge } from './match-parts'
import { MatchReasoningPanel } from './match-reasoning'

const formatCount = (value: number) => new Intl.NumberFormat(getLocale()).format(value)

export type MatchView = 'matches' | 'assigned' | 'unassigned'
const VIEWS: { value: MatchView; label: () => string }[] = [
  { value: 'matches', label: () => m.matches_view_all() },
  { value: 'assigned', label: () => m.matches_view_assigned() },
  { value: 'unassigned', label: () => m.matches_view_unassigned() },
]

/** The fit report page belongs to the fit-report feature; this only links to it. */
export const fitReportHref = (applicantId: string, jobId: string) =>
  `/applicants/${encodeURIComponent(applicantId)}/fit-report?jobId=${encodeURIComponent(jobId)}`

function useAssign(jobId: string, organizationId: string | null, onDone: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { assign?: string[]; unassign?: string[] }) => assignApplicants(jobId, change),
    onSuccess: (result) => {
      onDone()
      notify('success', {
        title: m.matches_assign_done({
          assigned: formatCount(result.assigned),
          unassigned: formatCount(result.unassigned),
        }),
      })
    },
    onError: () => notify('error', { title: m.matches_assign_failed() }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
      ]),
  })
}

function SelectionToolbar({
  count,
  canUpdate,
  pending,
  onAssign,
  onUnassign,
}: {
  count: number
  canUpdate: boolean
  pending: boolean
  onAssign?: () => void
  onUnassign?: () => void
}) {
  if (!canUpdate) return null
  return (
    <div className="toolbar">
      <p className="toolbar-status" role="status">
        {m.matches_selected({ count: formatCount(count) })}
      </p>
      <div className="button-row">
        {onAssign ? (
          <button
            type="button"
            className="button"
            disabled={count === 0}
            aria-disabled={pending || undefined}
            onClick={() => !pending && onAssign()}
          >
            {m.matches_assign_selected()}
          </button>
        ) : null}
        {onUnassign ? (
          <button
            type="button"
            className="button"
            disabled={count === 0}
            aria-disabled={pending || undefined}
            onClick={() => !pending && onUnassign()}
          >
            {m.matches_unassign_selected()}
          </button>
        ) : null}
      </div>
    </div>
  )
}

function toggled(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set)
  if (next.has(id)) next.delete(id)
  else next.add(id)
  return next
}

/** Applicants of the job sorted by score, with area scores, knockouts and the reasoning on expand. */
function MatchList({
  job,
  organizationId,
  canUpdate,
  expanded,
  onExpand,
}: {
  job: JobDetail
  organizationId: string | null
  canUpdate: boolean
  expanded: string | undefined
  onExpand: (applicantId: string | undefined) => void
}) {
  const query = useInfiniteQuery(matchQueries.forJob(organizationId, job.id))
  const [selection, setSelection] = useState<Set<string>>(() => new Set())
  const assign = useAssign(job.id, organizationId, () => setSelection(new Set()))
  const rows = query.data?.pages.flatMap((page) => page.items) ?? []
  const pending = query.data?.pages[0]?.matching.pending ?? 0
  const selectedIds = rows.filter((row) => selection.has(row.applicantId)).map((row) => row.applicantId)

  if (query.data === undefined) {
    return query.isError ? (
      <ErrorNotice message={m.matches_load_failed()} onRetry={() => void query.refetch()} />
    ) : (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-row" aria-hidden="true" />
      </div>
    )
  }

  const columns = (canUpdate ? 1 : 0) + 6
  return (
    <>
      {pending > 0 ? <PendingNotice text={m.matches_pending({ count: formatCount(pending) })} /> : null}
      {rows.length === 0 ? (
        <p className="empty-state">{job.status === 'OPEN' ? m.matches_empty() : m.matches_empty_not_open()}</p>
      ) : (
        <>
          <SelectionToolbar
            count={selectedIds.length}
            canUpdate={canUpdate}
            pending={assign.isPending}
            onAssign={() => assign.mutate({ assign: selectedIds })}
            onUnassign={() => assign.mutate({ unassign: selectedIds })}
          />
          <div className="table-scroll">
            <table className="data-table match-table" aria-label={m.matches_table_label()}>
              <thead>
                <tr>
                  {canUpdate ? (
                    <td className="select-cell">
                      <input
                        type="checkbox"
                        aria-label={m.matches_select_all()}
                        checked={rows.length > 0 && selectedIds.length === rows.length}
                        onChange={() =>
                          setSelection(
                            selectedIds.length === rows.length ? new Set() : new Set(rows.map((r) => r.applicantId)),
                          )
                        }
                      />
                    </td>
                  ) : null}
                  <th scope="col">{m.matches_column_applicant()}</th>
                  <th scope="col" className="numeric">
                    {m.matches_column_score()}
                  </th>
                  <th scope="col">{m.matches_column_knockout()}</th>
                  <th scope="col">{m.matches_column_areas()}</th>
                  <th scope="col">{m.matches_column_assigned()}</th>
                  <th scope="col">{m.matches_column_actions()}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => {
                  const open = expanded === row.applicantId
                  const panelId = `match-reasoning-${row.applicantId}`
                  return (
                    <Fragment key={row.applicantId}>
                      <tr
                        data-knockout={row.knockout || undefined}
                        data-selected={selection.has(row.applicantId) || undefined}
                      >
                        {canUpdate ? (
                          <td className="select-cell">
                            <input
                              type="checkbox"
                              aria-label={m.matches_select_one({ name: row.name })}
                              checked={selection.has(row.applicantId)}
                              onChange={() => setSelection(toggled(selection, row.applicantId))}
                            />
                          </td>
                        ) : null}
                        <th scope="row">
                          <Link to="/applicants/$applicantId" params={{ applicantId: row.applicantId }}>
                            {row.name}
                          </Link>
                          {row.tagline ? <span className="cell-note">{row.tagline}</span> : null}
                        </th>
                        <td className="numeric">
                          <ScoreBadge score={row.score} knockout={row.knockout} />
                        </td>
                        <td>
                          <Knockouts knockouts={row.knockouts} />
                        </td>
                        <td>
                          <AreaScores areas={row.areas} />
                        </td>
                        <td>
                          {row.assigned ? m.common_yes() : m.common_no()}
                          {canUpdate ? (
                            <button
                              type="button"
                              className="button button-small"
                              aria-label={
                                row.assigned
                                  ? m.matches_unassign_one({ name: row.name })
                                  : m.matches_assign_one({ name: row.name })
                              }
                              aria-disabled={assign.isPending || undefined}
                              onClick={() => {
                                if (assign.isPending) return
                                assign.mutate(
                                  row.assigned ? { unassign: [row.applicantId] } : { assign: [row.applicantId] },
                                )
                              }}
                            >
                              {row.assigned ? m.matches_unassign() : m.matches_assign()}
                            </button>
                          ) : null}
                        </td>
                        <td>
                          <div className="button-row">
                            <button
                              type="button"
                              className="button button-small"
                              aria-expanded={open}
                              aria-controls={open ? panelId : undefined}
                              aria-label={
                                open
                                  ? m.matches_hide_reasoning({ name: row.name })
                                  : m.matches_show_reasoning({ name: row.name })
                              }
                              onClick={() => onExpand(open ? undefined : row.applicantId)}
                            >
                              {open ? m.matches_hide() : m.matches_reasoning()}
                            </button>
                            <a
                              className="button button-small"
                              href={fitReportHref(row.applicantId, job.id)}
                              aria-label={m.matches_fit_report_for({ name: row.name })}
                            >
                              {m.matches_fit_report()}
                            </a>
                          </div>
                        </td>
                      </tr>
                      {open ? (
                        <tr className="reasoning-row">
                          <td colSpan={columns} id={panelId}>
                            <MatchReasoningPanel
                              id={panelId}
                              organizationId={organizationId}
                              jobId={job.id}
                              applicantId={row.applicantId}
                            />
                          </td>
                        </tr>
                      ) : null}
                    </Fragment>
                  )
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      <div className="load-more">
        <p className="table-note" role="status">
          {m.matches_shown({ count: formatCount(rows.length) })}
        </p>
        {query.hasNextPage ? (
          <button
            type="button"
            className="button"
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage()
            }}
          >
            {query.isFetchingNextPage ? m.common_loading() : m.jobs_load_more()}
          </button>
        ) : null}
      </div>
    </>
  )
}

/** Assigned or unassigned applicants of the job, with bulk assign or unassign. */
function AssignmentList({
  job,
  organizationId,
  canUpdate,
  assigned,
}: {
  job: JobDetail
  organizationId: string | null
  canUpdate: boolean
  assigned: boolean
}) {
  const query = useInfiniteQuery(jobQueries.applicants(organizationId, job.id, assigned))
  const [selection, setSelection] = useState<Set<string>>(() => new Set())
  const mutation = useAssign(job.id, organizationId, () => setSelection(new Set()))
  const queryClient = useQueryClient()
  const rows = query.data?.pages.flatMap((page) => page.items) ?? []
  const selectedIds = rows.filter((row) => selection.has(row.id)).map((row) => row.id)
  const change = (ids: string[]) =>
    mutation.mutate(assigned ? { unassign: ids } : { assign: ids }, {
      onSettled: () => void queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
    })

  if (query.data === undefined) {
    return query.isError ? (
      <ErrorNotice message={m.matches_load_failed()} onRetry={() => void query.refetch()} />
    ) : (
      <div className="skeleton-group" role="status">
        <span className="visually-hidden">{m.common_loading()}</span>
        <span className="skeleton skeleton-row" aria-hidden="true" />
      </div>
    )
  }
  if (rows.length === 0)
    return <p className="empty-state">{assigned ? m.matches_assigned_empty() : m.matches_unassigned_empty()}</p>

  return (
    <>
      <SelectionToolbar
        count={selectedIds.length}
        canUpdate={canUpdate}
        pending={mutation.isPending}
        onAssign={assigned ? undefined : () => change(selectedIds)}
        onUnassign={assigned ? () => change(selectedIds) : undefined}
      />
      <div className="table-scroll">
        <table className="data-table" aria-label={assigned ? m.matches_view_assigned() : m.matches_view_unassigned()}>
          <thead>
            <tr>
              {canUpdate ? (
                <td className="select-cell">
                  <input
                    type="checkbox"
                    aria-label={m.matches_select_all()}
                    checked={selectedIds.length === rows.length}
                    onChange={() =>
                      setSelection(selectedIds.length === rows.length ? new Set() : new Set(rows.map((r) => r.id)))
                    }
                  />
                </td>
              ) : null}
              <th scope="col">{m.matches_column_applicant()}</th>
              <th scope="col" className="numeric">
                {m.matches_column_score()}
              </th>
              <th scope="col">{m.matches_column_knockout()}</th>
              {canUpdate ? <th scope="col">{m.matches_column_actions()}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-selected={selection.has(row.id) || undefined}>
                {canUpdate ? (
                  <td className="select-cell">
                    <input
                      type="checkbox"
                      aria-label={m.matches_select_one({ name: row.name })}
                      checked={selection.has(row.id)}
                      onChange={() => setSelection(toggled(selection, row.id))}
                    />
                  </td>
                ) : null}
                <th scope="row">
                  <Link to="/applicants/$applicantId" params={{ applicantId: row.id }}>
                    {row.name}
                  </Link>
                </th>
                <td className="numeric">
                  {row.score === null ? (
                    <span className="muted">{m.matches_not_scored()}</span>
                  ) : (
                    formatScore(row.score)
                  )}
                </td>
                <td>{row.knockout === null ? '–' : row.knockout ? m.matches_knockout() : m.matches_no_knockout()}</td>
                {canUpdate ? (
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={
                        assigned ? m.matches_unassign_one({ name: row.name }) : m.matches_assign_one({ name: row.name })
                      }
                      aria-disabled={mutation.isPending || undefined}
                      onClick={() => !mutation.isPending && change([row.id])}
                    >
                      {assigned ? m.matches_unassign() : m.matches_assign()}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {query.hasNextPage ? (
        <div className="load-more">
          <button
            type="button"
            className="button"
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage()
            }}
          >
            {query.isFetchingNextPage ? m.common_loading() : m.jobs_load_more()}
          </button>
        </div>
      ) : null}
    </>
  )
}

/** The match reasoning tab: matches by score, and the assigned and unassigned lists. */
export function JobMatchesTab({
  job,
  organizationId,
  canUpdate,
  expanded,
  onExpand,
}: {
  job: JobDetail
  organizationId: string | null
  canUpdate: boolean
  expanded: string | undefined
  onExpand: (applicantId: string | undefined) => void
}) {
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
