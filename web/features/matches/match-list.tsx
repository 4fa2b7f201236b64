import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Fragment } from 'react'
import { type JobDetail, jobsKey } from '../../api/jobs'
import { matchQueries } from '../../api/matches'
import { LoadMoreButton } from '../../components/data-table/load-more-footer'
import { SelectRowCell } from '../../components/data-table/selection-cells'
import { useBulkSelection } from '../../components/data-table/use-bulk-selection'
import { ErrorNotice } from '../../components/page-status'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { applicantName } from '../applicants/applicant-name'
import { useScoreOverview } from '../organization/use-score-overview'
import { SelectAllMatchesCell, SelectionToolbar, useAssign } from './assign-toolbar'
import { AreaScores, fitReportHref, Knockouts, PendingNotice, ScoreBadge } from './match-parts'
import { MatchReasoningPanel } from './match-reasoning'
import { useMatchingSettled } from './use-matching-settled'

/** What the job's match views share: the job, the caller's rights and which reasoning is open. */
export interface JobMatchesProps {
  job: JobDetail
  organizationId: string | null
  canUpdate: boolean
  expanded: string | undefined
  onExpand: (applicantId: string | undefined) => void
}

/** Applicants of the job sorted by score, with area scores, knockouts and the reasoning on expand. */
export function MatchList({ job, organizationId, canUpdate, expanded, onExpand }: JobMatchesProps) {
  const query = useInfiniteQuery(matchQueries.forJob(organizationId, job.id))
  const rows = query.data?.pages.flatMap((page) => page.items) ?? []
  const selection = useBulkSelection(rows.map((row) => row.applicantId))
  const assign = useAssign(job.id, organizationId, selection.clear)
  const pending = query.data?.pages[0]?.matching.pending ?? 0
  const queryClient = useQueryClient()
  // The job's counts (details tab, jobs list) follow the finished run.
  useMatchingSettled(pending, () => void queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }))
  const { selectedIds } = selection
  const showScores = useScoreOverview()

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

  const columns = (canUpdate ? 1 : 0) + (showScores ? 6 : 4)
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
                  {canUpdate ? <SelectAllMatchesCell selection={selection} rowCount={rows.length} /> : null}
                  <th scope="col">{m.matches_column_applicant()}</th>
                  {showScores ? (
                    <th scope="col" className="numeric">
                      {m.matches_column_score()}
                    </th>
                  ) : null}
                  <th scope="col">{m.matches_column_knockout()}</th>
                  {showScores ? <th scope="col">{m.matches_column_areas()}</th> : null}
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
                        data-selected={selection.isSelected(row.applicantId) || undefined}
                      >
                        {canUpdate ? (
                          <SelectRowCell
                            selection={selection}
                            id={row.applicantId}
                            label={m.matches_select_one({ name: applicantName(row.name) })}
                          />
                        ) : null}
                        <th scope="row">
                          <Link to="/applicants/$applicantId" params={{ applicantId: row.applicantId }}>
                            {applicantName(row.name)}
                          </Link>
                          {row.tagline ? <span className="cell-note">{row.tagline}</span> : null}
                        </th>
                        {showScores ? (
                          <td className="numeric">
                            <ScoreBadge score={row.score} knockout={row.knockout} />
                          </td>
                        ) : null}
                        <td>
                          <Knockouts knockouts={row.knockouts} />
                        </td>
                        {showScores ? (
                          <td>
                            <AreaScores areas={row.areas} />
                          </td>
                        ) : null}
                        <td>
                          {row.assigned ? m.common_yes() : m.common_no()}
                          {canUpdate ? (
                            <button
                              type="button"
                              className="button button-small"
                              aria-label={
                                row.assigned
                                  ? m.matches_unassign_one({ name: applicantName(row.name) })
                                  : m.matches_assign_one({ name: applicantName(row.name) })
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
                                  ? m.matches_hide_reasoning({ name: applicantName(row.name) })
                                  : m.matches_show_reasoning({ name: applicantName(row.name) })
                              }
                              onClick={() => onExpand(open ? undefined : row.applicantId)}
                            >
                              {open ? m.matches_hide() : m.matches_reasoning()}
                            </button>
                            <a
                              className="button button-small"
                              href={fitReportHref(row.applicantId, job.id)}
                              aria-label={m.matches_fit_report_for({ name: applicantName(row.name) })}
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
        {query.hasNextPage ? <LoadMoreButton query={query} label={m.jobs_load_more()} /> : null}
      </div>
    </>
  )
}
