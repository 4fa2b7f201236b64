import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { type ApplicantListItem, applicantQueries, applicantsKey, deleteApplicants } from '../../api/applicants'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { formatDate, PROCESSING_STATE_LABELS } from './labels'

const formatCount = (value: number) => new Intl.NumberFormat(getLocale()).format(value)

function SelectAll({
  rows,
  selected,
  onChange,
}: {
  rows: readonly ApplicantListItem[]
  selected: ReadonlySet<string>
  onChange: (next: Set<string>) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  const count = rows.filter((row) => selected.has(row.id)).length
  const all = rows.length > 0 && count === rows.length
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = count > 0 && !all
  }, [count, all])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={m.applicants_select_all()}
      checked={all}
      onChange={() => onChange(all ? new Set() : new Set(rows.map((row) => row.id)))}
    />
  )
}

function TableSkeleton() {
  return (
    <div className="skeleton-group" role="status">
      <span className="visually-hidden">{m.common_loading()}</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <span key={row} className="skeleton skeleton-row" aria-hidden="true" />
      ))}
    </div>
  )
}

/** Spec §2 applicants list: name, tagline, created date, applications count, Open to all. */
export function ApplicantsTable({
  organizationId,
  canCreate,
  canDelete,
  labelledBy,
}: {
  organizationId: string | null
  canCreate: boolean
  canDelete: boolean
  labelledBy: string
}) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(applicantQueries.list(organizationId))
  const [selection, setSelection] = useState<Set<string>>(() => new Set())
  const [confirmOpen, setConfirmOpen] = useState(false)

  const rows = query.data?.pages.flatMap((page) => page.items) ?? []
  // Rows deleted elsewhere drop out of the selection once the list no longer has them.
  const selectedIds = rows.filter((row) => selection.has(row.id)).map((row) => row.id)

  const deletion = useMutation({
    mutationFn: (ids: string[]) => deleteApplicants(ids),
    onSuccess: (_, ids) => {
      setSelection(new Set())
      notify('success', { title: m.applicants_deleted({ count: formatCount(ids.length) }) })
    },
    onError: () => notify('error', { title: m.applicants_delete_failed() }),
    onSettled: () => {
      setConfirmOpen(false)
      // Also after a failure: earlier chunks may have been deleted.
      void queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) })
    },
  })

  if (query.data === undefined) {
    return query.isError ? (
      <ErrorNotice message={m.applicants_load_failed()} onRetry={() => void query.refetch()} />
    ) : (
      <TableSkeleton />
    )
  }

  if (rows.length === 0) {
    return (
      <div className="empty-state">
        <p>{m.applicants_empty()}</p>
        {canCreate ? (
          <Link to="/applicants/upload" className="button">
            {m.applicants_empty_action()}
          </Link>
        ) : null}
      </div>
    )
  }

  const toggle = (id: string) => {
    const next = new Set(selection)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setSelection(next)
  }

  return (
    <>
      {canDelete ? (
        <div className="toolbar">
          <p className="toolbar-status" role="status">
            {m.applicants_selected({ count: formatCount(selectedIds.length) })}
          </p>
          <button
            type="button"
            className="button button-danger-outline"
            disabled={selectedIds.length === 0}
            onClick={() => setConfirmOpen(true)}
          >
            {m.applicants_delete_selected()}
          </button>
        </div>
      ) : null}
      <div className="table-scroll">
        <table className="data-table applicants-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              {canDelete ? (
                <td className="select-cell">
                  <SelectAll rows={rows} selected={selection} onChange={setSelection} />
                </td>
              ) : null}
              <th scope="col">{m.applicants_column_name()}</th>
              <th scope="col">{m.applicants_column_tagline()}</th>
              <th scope="col">{m.applicants_column_created()}</th>
              <th scope="col" className="numeric">
                {m.applicants_column_applications()}
              </th>
              <th scope="col">{m.applicants_column_open_to_all()}</th>
              <th scope="col">{m.applicants_column_state()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-selected={selection.has(row.id) || undefined}>
                {canDelete ? (
                  <td className="select-cell">
                    <input
                      type="checkbox"
                      aria-label={m.applicants_select_one({ name: row.name })}
                      checked={selection.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                ) : null}
                <th scope="row">
                  <Link to="/applicants/$applicantId" params={{ applicantId: row.id }}>
                    {row.name}
                  </Link>
                </th>
                <td>{row.tagline ?? ''}</td>
                <td>{formatDate(row.createdAt)}</td>
                <td className="numeric">{formatCount(row.applicationsCount)}</td>
                <td>{row.openToAll ? m.common_yes() : m.common_no()}</td>
                <td>
                  <span className="badge" data-status={row.processingState.toLowerCase()}>
                    {PROCESSING_STATE_LABELS[row.processingState]()}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="load-more">
        <p className="table-note" role="status">
          {m.applicants_shown({ count: formatCount(rows.length) })}
        </p>
        {query.isFetchNextPageError ? (
          <ErrorNotice message={m.applicants_load_failed()} onRetry={() => void query.fetchNextPage()} />
        ) : query.hasNextPage ? (
          <button
            type="button"
            className="button"
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (!query.isFetchingNextPage) void query.fetchNextPage()
            }}
          >
            {query.isFetchingNextPage ? m.common_loading() : m.applicants_load_more()}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!deletion.isPending) setConfirmOpen(open)
        }}
        title={m.applicants_delete_title({ count: formatCount(selectedIds.length) })}
        description={m.applicants_delete_description()}
        confirmLabel={deletion.isPending ? m.common_deleting() : m.common_delete()}
        pending={deletion.isPending}
        onConfirm={() => deletion.mutate(selectedIds)}
      />
    </>
  )
}
