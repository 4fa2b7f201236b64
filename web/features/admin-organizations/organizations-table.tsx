import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import type { TenantStatus } from '../../../worker/contracts/enums'
import { adminOrganizationQueries } from '../../api/admin-tenants'
import { FirstPageStatus } from '../../components/data-table/first-page-status'
import { LoadMoreFooter } from '../../components/data-table/load-more-footer'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDate } from '../applicants/labels'
import { TENANT_KIND_LABELS, TENANT_STATUS_LABELS } from './labels'

export function TenantStatusBadge({ status }: { status: TenantStatus }) {
  return (
    <span className="badge" data-status={status.toLowerCase()}>
      {TENANT_STATUS_LABELS[status]()}
    </span>
  )
}

/** The search lives in the URL, so a filtered list can be shared and survives reloads. */
function SearchForm({ search, onChange }: { search?: string; onChange: (search: string | undefined) => void }) {
  const [value, setValue] = useState(search ?? '')
  useEffect(() => setValue(search ?? ''), [search])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange(value.trim() || undefined)
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser and test DOM
    <form className="filters-form" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="admin-orgs-search">{m.admin_orgs_search()}</label>
        <input id="admin-orgs-search" type="search" value={value} onChange={(event) => setValue(event.target.value)} />
      </div>
      <button type="submit" className="button">
        {m.admin_orgs_search_submit()}
      </button>
    </form>
  )
}

/** Every organization of the platform: status, kind, plan, owner, size, creation date. */
export function OrganizationsTable({
  search,
  onSearchChange,
  labelledBy,
}: {
  search?: string
  onSearchChange: (search: string | undefined) => void
  labelledBy: string
}) {
  const query = useInfiniteQuery(adminOrganizationQueries.list(search))
  const rows = query.data?.pages.flatMap((page) => page.organizations) ?? []
  const form = <SearchForm search={search} onChange={onSearchChange} />

  if (query.data === undefined) {
    return (
      <>
        {form}
        <FirstPageStatus query={query} failed={m.admin_orgs_load_failed()} />
      </>
    )
  }

  if (rows.length === 0) {
    return (
      <>
        {form}
        <div className="empty-state">
          <p>{search ? m.admin_orgs_empty_filtered() : m.admin_orgs_empty()}</p>
        </div>
      </>
    )
  }

  return (
    <>
      {form}
      <div className="table-scroll">
        <table className="data-table admin-organizations-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{m.admin_orgs_column_name()}</th>
              <th scope="col">{m.admin_orgs_column_status()}</th>
              <th scope="col">{m.admin_orgs_column_kind()}</th>
              <th scope="col">{m.admin_orgs_column_plan()}</th>
              <th scope="col">{m.admin_orgs_column_owner()}</th>
              <th scope="col" className="numeric">
                {m.admin_orgs_column_members()}
              </th>
              <th scope="col" className="numeric">
                {m.admin_orgs_column_applicants()}
              </th>
              <th scope="col" className="numeric">
                {m.admin_orgs_column_jobs()}
              </th>
              <th scope="col">{m.admin_orgs_column_created()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to="/admin/organizations/$organizationId" params={{ organizationId: row.id }}>
                    {row.name}
                  </Link>
                </th>
                <td>
                  <TenantStatusBadge status={row.status} />
                </td>
                <td>
                  {TENANT_KIND_LABELS[row.kind]()}
                  {row.isAgency ? ` · ${m.admin_orgs_agency()}` : ''}
                </td>
                <td>{row.planName}</td>
                <td>
                  {row.owner ? (
                    row.owner.name || row.owner.email
                  ) : (
                    <span className="muted">{m.admin_orgs_no_owner()}</span>
                  )}
                </td>
                <td className="numeric">{formatCount(row.counts.members)}</td>
                <td className="numeric">{formatCount(row.counts.applicants)}</td>
                <td className="numeric">{formatCount(row.counts.jobs)}</td>
                <td>{formatDate(row.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreFooter
        query={query}
        shown={m.admin_orgs_shown({ count: formatCount(rows.length) })}
        failed={m.admin_orgs_load_failed()}
        loadMore={m.admin_orgs_load_more()}
      />
    </>
  )
}
