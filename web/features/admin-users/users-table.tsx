import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { type AdminUserSummary, adminUserQueries } from '../../api/admin-users'
import { FirstPageStatus } from '../../components/data-table/first-page-status'
import { LoadMoreFooter } from '../../components/data-table/load-more-footer'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDateTime, USER_STATUS_LABELS } from './labels'

export function UserStatusBadge({ status }: { status: AdminUserSummary['status'] }) {
  return (
    <span className="badge" data-status={status.toLowerCase()}>
      {USER_STATUS_LABELS[status]()}
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
        <label htmlFor="admin-users-search">{m.admin_users_search()}</label>
        <input id="admin-users-search" type="search" value={value} onChange={(event) => setValue(event.target.value)} />
      </div>
      <button type="submit" className="button">
        {m.admin_users_search_submit()}
      </button>
    </form>
  )
}

/** Every account of the platform: name, email, status, two-factor, organizations, last activity. */
export function UsersTable({
  search,
  onSearchChange,
  labelledBy,
}: {
  search?: string
  onSearchChange: (search: string | undefined) => void
  labelledBy: string
}) {
  const query = useInfiniteQuery(adminUserQueries.list(search))
  const rows = query.data?.pages.flatMap((page) => page.users) ?? []
  const form = <SearchForm search={search} onChange={onSearchChange} />

  if (query.data === undefined) {
    return (
      <>
        {form}
        <FirstPageStatus query={query} failed={m.admin_users_load_failed()} />
      </>
    )
  }

  if (rows.length === 0) {
    return (
      <>
        {form}
        <div className="empty-state">
          <p>{search ? m.admin_users_empty_filtered() : m.admin_users_empty()}</p>
        </div>
      </>
    )
  }

  return (
    <>
      {form}
      <div className="table-scroll">
        <table className="data-table admin-users-table" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{m.admin_users_column_name()}</th>
              <th scope="col">{m.admin_users_column_email()}</th>
              <th scope="col">{m.admin_users_column_status()}</th>
              <th scope="col">{m.admin_users_column_tfa()}</th>
              <th scope="col" className="numeric">
                {m.admin_users_column_organizations()}
              </th>
              <th scope="col">{m.admin_users_column_last_active()}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to="/admin/users/$userId" params={{ userId: row.id }}>
                    {row.name || row.email}
                  </Link>
                </th>
                <td>{row.email}</td>
                <td>
                  <UserStatusBadge status={row.status} />
                </td>
                <td>{row.tfaEnabled ? m.admin_users_tfa_on() : m.admin_users_tfa_off()}</td>
                <td className="numeric">{formatCount(row.organizations)}</td>
                <td>
                  {row.lastActiveAt === null ? (
                    <span className="muted">{m.admin_users_never_active()}</span>
                  ) : (
                    formatDateTime(row.lastActiveAt)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMoreFooter
        query={query}
        shown={m.admin_users_shown({ count: formatCount(rows.length) })}
        failed={m.admin_users_load_failed()}
        loadMore={m.admin_users_load_more()}
      />
    </>
  )
}
