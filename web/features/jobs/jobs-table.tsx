import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { JOB_STATUSES, type JobStatus } from '../../../worker/contracts/enums'
import { type BulkResult, deleteJobs, type JobListFilter, jobQueries, jobsKey, setJobsStatus } from '../../api/jobs'
import { BulkDeleteDialog } from '../../components/data-table/bulk-delete-dialog'
import { FirstPageStatus } from '../../components/data-table/first-page-status'
import { LoadMoreFooter } from '../../components/data-table/load-more-footer'
import { BulkToolbar, SelectAllCell, SelectRowCell } from '../../components/data-table/selection-cells'
import { useBulkSelection } from '../../components/data-table/use-bulk-selection'
import { notify } from '../../components/toast/toaster'
import { errorCodeMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDate } from '../applicants/labels'
import { BulkSetClient, useCanSetClient } from './job-client'
import { JOB_STATUS_LABELS } from './labels'

export function StatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className="badge" data-status={status.toLowerCase()}>
      {JOB_STATUS_LABELS[status]()}
    </span>
  )
}

/** The server's reasons for refused jobs, in words, one per distinct code. */
export function refusalReasons(result: BulkResult): string {
  const codes = [...new Set(result.refused.map((r) => r.code))]
  return codes.map(errorCodeMessage).join(' ')
}

/** Search and status live in the URL, so a filtered list can be shared and survives reloads. */
function Filters({ filter, onChange }: { filter: JobListFilter; onChange: (filter: JobListFilter) => void }) {
  const [search, setSearch] = useState(filter.search ?? '')
  useEffect(() => setSearch(filter.search ?? ''), [filter.search])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ ...filter, search: search.trim() || undefined })
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser and test DOM
    <form className="filters-form" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="jobs-search">{m.jobs_search()}</label>
        <input id="jobs-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <button type="submit" className="button">
        {m.jobs_search_submit()}
      </button>
      <div className="field">
        <label htmlFor="jobs-status-filter">{m.jobs_status_filter()}</label>
        <select
          id="jobs-status-filter"
          value={filter.status ?? ''}
          onChange={(event) =>
            onChange({ ...filter, status: (event.target.value || undefined) as JobStatus | undefined })
          }
        >
          <option value="">{m.jobs_status_all()}</option>
          {JOB_STATUSES.map((status) => (
            <option key={status} value={status}>
              {JOB_STATUS_LABELS[status]()}
            </option>
          ))}
        </select>
      </div>
    </form>
  )
}

/** Spec §2 open positions list: title, status, client, assigned applicants, created date. */
export function JobsTable({
  organizationId,
  filter,
  onFilterChange,
  canUpdate,
  canDelete,
  labelledBy,
}: {
  organizationId: string | null
  filter: JobListFilter
  onFilterChange: (filter: JobListFilter) => void
  canUpdate: boolean
  canDelete: boolean
  labelledBy: string
}) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(jobQueries.list(organizationId, filter))
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [bulkStatus, setBulkStatus] = useState<JobStatus | ''>('')
  const selectable = canUpdate || canDelete
  const canSetClient = useCanSetClient(canUpdate)

  const rows = query.data?.pages.flatMap((page) => page.items) ?? []
  const selection = useBulkSelection(rows.map((row) => row.id))
  const { selectedIds } = selection

  const deletion = useMutation({
    mutationFn: (ids: string[]) => deleteJobs(ids),
    onSuccess: (deleted) => {
      selection.clear()
      notify('success', { title: m.jobs_deleted({ count: formatCount(deleted) }) })
    },
    onError: () => notify('error', { title: m.jobs_delete_failed() }),
    onSettled: () => {
      setConfirmOpen(false)
      void queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) })
    },
  })

  const statusChange = useMutation({
    mutationFn: ({ ids, status }: { ids: string[]; status: JobStatus }) => setJobsStatus(ids, status),
    onSuccess: (result) => {
      if (result.updated.length > 0)
        notify('success', { title: m.jobs_bulk_status_done({ count: formatCount(result.updated.length) }) })
      if (result.refused.length > 0)
        notify('warning', {
          title: m.jobs_bulk_status_refused({ count: formatCount(result.refused.length) }),
          description: refusalReasons(result),
        })
      selection.select(result.refused.map((r) => r.id))
    },
    onError: () => notify('error', { title: m.jobs_bulk_status_failed() }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
  })

  const filters = <Filters filter={filter} onChange={onFilterChange} />
  const filtered = Boolean(filter.search || filter.status || filter.skill)

  if (query.data === undefined) {
    return (
      <>
        {filters}
        <FirstPageStatus query={query} failed={m.jobs_load_failed()} />
      </>
    )
  }

  if (rows.length === 0) {
    return (
      <>
        {filters}
        <div className="empty-state">
          <p>{filtered ? m.jobs_empty_filtered() : m.jobs_empty()}</p>
        </div>
      </>
    )
  }

  return (
    <>
      {filters}
      {selectable ? (
        <BulkToolbar status={m.jobs_selected({ count: formatCount(selectedIds.length) })}>
          <div className="button-row">
            {canUpdate ? (
              <>
                <label htmlFor="jobs-bulk-status" className="visually-hidden">
                  {m.jobs_bulk_status_label()}
                </label>
                <select
                  id="jobs-bulk-status"
                  value={bulkStatus}
                  onChange={(event) => setBulkStatus(event.target.value as JobStatus | '')}
                >
                  <option value="">{m.jobs_bulk_status_choose()}</option>
                  {JOB_STATUSES.filter((status) => status !== 'DRAFT').map((status) => (
                    <option key={status} value={status}>
                      {JOB_STATUS_LABELS[status]()}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="button"
                  disabled={selectedIds.length === 0 || bulkStatus === ''}
                  aria-disabled={statusChange.isPending || undefined}
                  onClick={() => {
                    if (bulkStatus && !statusChange.isPending)
                      statusChange.mutate({ ids: selectedIds, status: bulkStatus })
                  }}
                >
                  {statusChange.isPending ? m.common_saving() : m.jobs_bulk_status_apply()}
                </button>
              </>
            ) : null}
            {canSetClient ? (
              <BulkSetClient
                organizationId={organizationId}
                selectedIds={selectedIds}
                onRefused={(ids) => selection.select(ids)}
              />
            ) : null}
            {canDelete ? (
              <button
                type="button"
                className="button button-danger-outline"
                disabled={selectedIds.length === 0}
                onClick={() => setConfirmOpen(true)}
              >
                {m.jobs_delete_selected()}
              </button>
            ) : null}
          </div>
        </BulkToolbar>
      ) : null}
      <div className="table-scroll">
        <table className="data-table jobs-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              {selectable ? <SelectAllCell selection={selection} label={m.jobs_select_all()} /> : null}
              <th scope="col">{m.jobs_column_title()}</th>
              <th scope="col">{m.jobs_column_status()}</th>
              <th scope="col">{m.jobs_column_client()}</th>
              <th scope="col" className="numeric">
                {m.jobs_column_assigned()}
              </th>
              <th scope="col">{m.jobs_column_created()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-selected={selection.isSelected(row.id) || undefined}>
                {selectable ? (
                  <SelectRowCell selection={selection} id={row.id} label={m.jobs_select_one({ title: row.title })} />
                ) : null}
                <th scope="row">
                  <Link to="/jobs/$jobId" params={{ jobId: row.id }}>
                    {row.title}
                  </Link>
                </th>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>{row.client?.name ?? <span className="muted">{m.jobs_no_client()}</span>}</td>
                <td className="numeric">{formatCount(row.assignedCount)}</td>
                <td>{formatDate(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreFooter
        query={query}
        shown={m.jobs_shown({ count: formatCount(rows.length) })}
        failed={m.jobs_load_failed()}
        loadMore={m.jobs_load_more()}
      />
      <BulkDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        deletion={deletion}
        ids={selectedIds}
        title={m.jobs_delete_title({ count: formatCount(selectedIds.length) })}
        description={m.jobs_delete_description()}
      />
    </>
  )
}
