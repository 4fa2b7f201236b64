import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { applicantQueries, applicantsKey, deleteApplicants } from '../../api/applicants'
import { BulkDeleteDialog } from '../../components/data-table/bulk-delete-dialog'
import { FirstPageStatus } from '../../components/data-table/first-page-status'
import { LoadMoreFooter } from '../../components/data-table/load-more-footer'
import { BulkToolbar, SelectAllCell, SelectRowCell } from '../../components/data-table/selection-cells'
import { useBulkSelection } from '../../components/data-table/use-bulk-selection'
import { notify } from '../../components/toast/toaster'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { BulkApplicantsClient } from '../clients/bulk-applicants-client'
import { applicantName } from './applicant-name'
import { formatDate, PROCESSING_STATE_LABELS } from './labels'

/** Spec §2 applicants list: name, tagline, created date, applications count, Open to all. */
export function ApplicantsTable({
  organizationId,
  canCreate,
  canDelete,
  canAssignClient = false,
  skill,
  labelledBy,
}: {
  organizationId: string | null
  canCreate: boolean
  canDelete: boolean
  /** Agencies with APPLICANT_CREATE and CLIENT_READ: the client column and bulk client assignment. */
  canAssignClient?: boolean
  /** The dashboard's drill-down: only applicants with this skill key. */
  skill?: string
  labelledBy: string
}) {
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(applicantQueries.list(organizationId, skill))
  const selectable = canDelete || canAssignClient
  const [confirmOpen, setConfirmOpen] = useState(false)

  const rows = query.data?.pages.flatMap((page) => page.items) ?? []
  const selection = useBulkSelection(rows.map((row) => row.id))
  const { selectedIds } = selection

  const deletion = useMutation({
    mutationFn: (ids: string[]) => deleteApplicants(ids),
    onSuccess: (_, ids) => {
      selection.clear()
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
    return <FirstPageStatus query={query} failed={m.applicants_load_failed()} />
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

  return (
    <>
      {selectable ? (
        <BulkToolbar status={m.applicants_selected({ count: formatCount(selectedIds.length) })}>
          {canAssignClient ? (
            <BulkApplicantsClient
              organizationId={organizationId}
              selectedIds={selectedIds}
              onDone={() => selection.clear()}
            />
          ) : null}
          {canDelete ? (
            <button
              type="button"
              className="button button-danger-outline"
              disabled={selectedIds.length === 0}
              onClick={() => setConfirmOpen(true)}
            >
              {m.applicants_delete_selected()}
            </button>
          ) : null}
        </BulkToolbar>
      ) : null}
      <div className="table-scroll">
        <table className="data-table applicants-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              {selectable ? <SelectAllCell selection={selection} label={m.applicants_select_all()} /> : null}
              <th scope="col">{m.applicants_column_name()}</th>
              <th scope="col">{m.applicants_column_tagline()}</th>
              <th scope="col">{m.applicants_column_created()}</th>
              <th scope="col" className="numeric">
                {m.applicants_column_applications()}
              </th>
              <th scope="col">{m.applicants_column_open_to_all()}</th>
              <th scope="col">{m.applicants_column_state()}</th>
              {canAssignClient ? <th scope="col">{m.clients_column_client()}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-selected={selection.isSelected(row.id) || undefined}>
                {selectable ? (
                  <SelectRowCell
                    selection={selection}
                    id={row.id}
                    label={m.applicants_select_one({ name: applicantName(row.name, row.filename) })}
                  />
                ) : null}
                <th scope="row">
                  <Link to="/applicants/$applicantId" params={{ applicantId: row.id }}>
                    {applicantName(row.name, row.filename)}
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
                {canAssignClient ? <td>{row.client?.name ?? ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreFooter
        query={query}
        shown={m.applicants_shown({ count: formatCount(rows.length) })}
        failed={m.applicants_load_failed()}
        loadMore={m.applicants_load_more()}
      />
      <BulkDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        deletion={deletion}
        ids={selectedIds}
        title={m.applicants_delete_title({ count: formatCount(selectedIds.length) })}
        description={m.applicants_delete_description()}
      />
    </>
  )
}
