import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type JobDetail, jobQueries, jobsKey } from '../../api/jobs'
import { LoadMoreButton } from '../../components/data-table/load-more-footer'
import { SelectRowCell } from '../../components/data-table/selection-cells'
import { useBulkSelection } from '../../components/data-table/use-bulk-selection'
import { ErrorNotice } from '../../components/page-status'
import { m } from '../../paraglide/messages'
import { applicantName } from '../applicants/applicant-name'
import { useScoreOverview } from '../organization/use-score-overview'
import { SelectAllMatchesCell, SelectionToolbar, useAssign } from './assign-toolbar'
import { formatScore } from './match-parts'

/** Assigned or unassigned applicants of the job, with bulk assign or unassign. */
export function AssignmentList({
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
  const rows = query.data?.pages.flatMap((page) => page.items) ?? []
  const selection = useBulkSelection(rows.map((row) => row.id))
  const { selectedIds } = selection
  const mutation = useAssign(job.id, organizationId, selection.clear)
  const queryClient = useQueryClient()
  const showScores = useScoreOverview()
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
              {canUpdate ? <SelectAllMatchesCell selection={selection} rowCount={rows.length} /> : null}
              <th scope="col">{m.matches_column_applicant()}</th>
              {showScores ? (
                <th scope="col" className="numeric">
                  {m.matches_column_score()}
                </th>
              ) : null}
              <th scope="col">{m.matches_column_knockout()}</th>
              {canUpdate ? <th scope="col">{m.matches_column_actions()}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-selected={selection.isSelected(row.id) || undefined}>
                {canUpdate ? (
                  <SelectRowCell
                    selection={selection}
                    id={row.id}
                    label={m.matches_select_one({ name: applicantName(row.name) })}
                  />
                ) : null}
                <th scope="row">
                  <Link to="/applicants/$applicantId" params={{ applicantId: row.id }}>
                    {applicantName(row.name)}
                  </Link>
                </th>
                {showScores ? (
                  <td className="numeric">
                    {row.score === null ? (
                      <span className="muted">{m.matches_not_scored()}</span>
                    ) : (
                      formatScore(row.score)
                    )}
                  </td>
                ) : null}
                <td>{row.knockout === null ? '–' : row.knockout ? m.matches_knockout() : m.matches_no_knockout()}</td>
                {canUpdate ? (
                  <td>
                    <button
                      type="button"
                      className="button button-small"
                      aria-label={
                        assigned
                          ? m.matches_unassign_one({ name: applicantName(row.name) })
                          : m.matches_assign_one({ name: applicantName(row.name) })
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
          <LoadMoreButton query={query} label={m.jobs_load_more()} />
        </div>
      ) : null}
    </>
  )
}
