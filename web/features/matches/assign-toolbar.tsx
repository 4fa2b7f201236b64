import { useMutation, useQueryClient } from '@tanstack/react-query'
import { assignApplicants, jobsKey } from '../../api/jobs'
import { matchesKey } from '../../api/matches'
import type { BulkSelection } from '../../components/data-table/use-bulk-selection'
import { notify } from '../../components/toast/toaster'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'

/** Assign or unassign applicants of one job; refreshes matches and job counts either way. */
export function useAssign(jobId: string, organizationId: string | null, onDone: () => void) {
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

/** Selected count and the bulk buttons; only people who may update the job see it. */
export function SelectionToolbar({
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

/** The select-all cell of the match tables: checked when every shown row is selected. */
export function SelectAllMatchesCell({ selection, rowCount }: { selection: BulkSelection; rowCount: number }) {
  const all = rowCount > 0 && selection.selectedIds.length === rowCount
  return (
    <td className="select-cell">
      <input
        type="checkbox"
        aria-label={m.matches_select_all()}
        checked={all}
        onChange={() => (all ? selection.clear() : selection.select(selection.ids))}
      />
    </td>
  )
}
