import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import {
  type FailedTask,
  failedTaskQueries,
  failedTasksKey,
  recoverAllFailedTasks,
  recoverFailedTask,
  removeFailedTask,
  rerunFailedTask,
} from '../../api/failed-tasks'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { FirstPageStatus } from '../../components/data-table/first-page-status'
import { LoadMoreFooter } from '../../components/data-table/load-more-footer'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDateTime } from '../admin-users/labels'
import { uploadErrorLabel } from '../upload-status/upload-error-label'
import { TASK_STATUS_LABELS, taskSubject } from './labels'

export interface TaskAbilities {
  canUpdate: boolean
  canDelete: boolean
}

/** A name, or "deleted" when the row it named is gone, or nothing when the task names none. */
function Named({ value }: { value: { name: string | null } | null }): ReactNode {
  if (!value) return <span className="muted">{m.admin_tasks_none()}</span>
  return value.name ?? <span className="muted">{m.admin_tasks_deleted()}</span>
}

function Principal({ principal }: { principal: FailedTask['principal'] }) {
  if (!principal) return <span className="muted">{m.admin_tasks_none()}</span>
  if (principal.name === null && principal.email === null)
    return <span className="muted">{m.admin_tasks_deleted()}</span>
  return (
    <>
      {principal.name}
      {principal.email ? <span className="muted cell-secondary">{principal.email}</span> : null}
    </>
  )
}

function StatusBadge({ status }: { status: FailedTask['status'] }) {
  return (
    <span className="badge" data-status={status.toLowerCase()}>
      {TASK_STATUS_LABELS[status]()}
    </span>
  )
}

/** Recover, re-run and remove for one row; every failure shows the spec's message on the row's page. */
function RowActions({
  task,
  abilities,
  onError,
}: {
  task: FailedTask
  abilities: TaskAbilities
  onError: (error: unknown) => void
}) {
  const queryClient = useQueryClient()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const subject = taskSubject(task)
  const refresh = () => queryClient.invalidateQueries({ queryKey: failedTasksKey })
  const requeue = useMutation({
    mutationFn: (mode: 'recover' | 'rerun') =>
      mode === 'recover' ? recoverFailedTask(task.id) : rerunFailedTask(task.id),
    onSuccess: () => notify('success', { title: m.admin_tasks_requeued() }),
    onError,
    onSettled: refresh,
  })
  const removal = useMutation({
    mutationFn: () => removeFailedTask(task.id),
    onSuccess: () => notify('success', { title: m.admin_tasks_removed() }),
    onError,
    onSettled: () => {
      setConfirmOpen(false)
      return refresh()
    },
  })
  // A task back on the queue can only be watched until the consumer has run it.
  const busy = task.status !== 'FAILED' || requeue.isPending || removal.isPending
  return (
    <div className="button-row">
      {abilities.canUpdate ? (
        <>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            aria-label={m.admin_tasks_recover_row({ subject })}
            onClick={() => requeue.mutate('recover')}
          >
            {m.admin_tasks_recover()}
          </button>
          <button
            type="button"
            className="button button-small"
            disabled={busy}
            aria-label={m.admin_tasks_rerun_row({ subject })}
            onClick={() => requeue.mutate('rerun')}
          >
            {m.admin_tasks_rerun()}
          </button>
        </>
      ) : null}
      {abilities.canDelete ? (
        <>
          <button
            type="button"
            className="button button-small button-danger"
            disabled={busy}
            aria-label={m.admin_tasks_remove_row({ subject })}
            onClick={() => setConfirmOpen(true)}
          >
            {m.admin_tasks_remove()}
          </button>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={(open) => {
              if (!removal.isPending) setConfirmOpen(open)
            }}
            title={m.admin_tasks_remove_title()}
            description={m.admin_tasks_remove_description({ subject })}
            confirmLabel={removal.isPending ? m.admin_tasks_removing() : m.admin_tasks_remove()}
            pending={removal.isPending}
            onConfirm={() => removal.mutate()}
          />
        </>
      ) : null}
    </div>
  )
}

/** Calls of one "Recover all" at most: tasks that fail again at once must not keep it going for ever. */
const RECOVER_ALL_ROUNDS = 20

/** Recovers every failed task, a share per call, until a call recovers none or none remain. */
async function recoverAll() {
  let recovered = 0
  let refused = 0
  for (let round = 0; round < RECOVER_ALL_ROUNDS; round++) {
    const result = await recoverAllFailedTasks()
    recovered += result.recovered
    refused = result.refused
    if (result.recovered === 0 || result.remaining === 0) break
  }
  return { recovered, refused }
}

/** Spec §2 admin "failed tasks": every organization's failed queue tasks, with live status while queued. */
export function FailedTasksTable({ labelledBy, abilities }: { labelledBy: string; abilities: TaskAbilities }) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(failedTaskQueries.list())
  const [actionError, setActionError] = useState<string | null>(null)
  const rows = query.data?.pages.flatMap((page) => page.tasks) ?? []
  const all = useMutation({
    mutationFn: recoverAll,
    onMutate: () => setActionError(null),
    onSuccess: (result) =>
      notify('success', {
        title: m.admin_tasks_recover_all_done({
          recovered: formatCount(result.recovered),
          refused: formatCount(result.refused),
        }),
      }),
    onError: (error) => setActionError(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedTasksKey }),
  })
  const onRowError = (error: unknown) => setActionError(errorMessage(error))

  if (query.data === undefined) return <FirstPageStatus query={query} failed={m.admin_tasks_load_failed()} />
  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <p>{m.admin_tasks_empty()}</p>
      </div>
    )
  }

  const anyFailed = rows.some((t) => t.status === 'FAILED')
  return (
    <>
      {actionError ? <ErrorNotice message={actionError} /> : null}
      {abilities.canUpdate ? (
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            disabled={!anyFailed || all.isPending}
            onClick={() => all.mutate()}
          >
            {all.isPending ? m.admin_tasks_recovering_all() : m.admin_tasks_recover_all()}
          </button>
        </div>
      ) : null}
      {rows.some((t) => t.status === 'RECOVERING') ? (
        <p className="muted" role="status">
          {m.admin_tasks_live()}
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="data-table admin-tasks-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{m.admin_tasks_column_applicant()}</th>
              <th scope="col">{m.admin_tasks_column_job()}</th>
              <th scope="col">{m.admin_tasks_column_organization()}</th>
              <th scope="col">{m.admin_tasks_column_principal()}</th>
              <th scope="col">{m.admin_tasks_column_status()}</th>
              <th scope="col">{m.admin_tasks_column_error()}</th>
              <th scope="col">{m.admin_tasks_column_created()}</th>
              <th scope="col">{m.admin_tasks_column_updated()}</th>
              {abilities.canUpdate || abilities.canDelete ? (
                <th scope="col">{m.admin_tasks_column_actions()}</th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((task) => (
              <tr key={task.id} data-status={task.status.toLowerCase()}>
                <th scope="row">{taskSubject(task)}</th>
                <td>
                  <Named value={task.job ? { name: task.job.title } : null} />
                </td>
                <td>
                  <Named value={task.organization} />
                </td>
                <td>
                  <Principal principal={task.principal} />
                </td>
                <td>
                  <StatusBadge status={task.status} />
                </td>
                <td>
                  {uploadErrorLabel(task.errorType)}
                  {task.errorMessage ? <span className="muted cell-secondary">{task.errorMessage}</span> : null}
                  <span className="muted cell-secondary">
                    {m.admin_tasks_attempts({ count: formatCount(task.attempts) })}
                  </span>
                </td>
                <td>{formatDateTime(task.createdAt)}</td>
                <td>{formatDateTime(task.updatedAt)}</td>
                {abilities.canUpdate || abilities.canDelete ? (
                  <td>
                    <RowActions task={task} abilities={abilities} onError={onRowError} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreFooter
        query={query}
        shown={m.admin_tasks_shown({ count: formatCount(rows.length) })}
        failed={m.admin_tasks_load_failed()}
        loadMore={m.admin_tasks_load_more()}
      />
    </>
  )
}
