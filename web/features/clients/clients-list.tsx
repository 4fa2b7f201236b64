import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { clientQueries } from '../../api/clients'
import { ErrorNotice } from '../../components/page-status'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { HIRE_TYPE_LABELS, PRIVACY_LABELS } from './labels'

/** Spec §2 Clients list: name, address, hire type, privacy and how many jobs each client has. */
export function ClientsList({ organizationId, labelledBy }: { organizationId: string | null; labelledBy: string }) {
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const query = useQuery(clientQueries.list(organizationId, search))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch(typed.trim())
  }
  const filters = (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet known to every browser and test DOM
    <form className="filters-form" role="search" onSubmit={submit}>
      <div className="field">
        <label htmlFor="clients-search">{m.clients_search_label()}</label>
        <input id="clients-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <button type="submit" className="button">
        {m.clients_search_submit()}
      </button>
    </form>
  )
  if (query.isPending)
    return (
      <>
        {filters}
        <p role="status" className="muted">
          {m.common_loading()}
        </p>
      </>
    )
  if (query.isError)
    return (
      <>
        {filters}
        <ErrorNotice message={m.clients_load_failed()} onRetry={() => void query.refetch()} />
      </>
    )
  const items = query.data.items
  return (
    <>
      {filters}
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{search ? m.clients_empty_filtered() : m.clients_empty()}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby={labelledBy}>
            <thead>
              <tr>
                <th scope="col">{m.clients_field_name()}</th>
                <th scope="col">{m.clients_field_address()}</th>
                <th scope="col">{m.clients_field_hire_type()}</th>
                <th scope="col">{m.clients_field_privacy()}</th>
                <th scope="col" className="numeric">
                  {m.clients_column_jobs()}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to="/clients/$clientId" params={{ clientId: c.id }}>
                      {c.name}
                    </Link>
                  </th>
                  <td>{c.address ?? ''}</td>
                  <td>{c.hireType ? HIRE_TYPE_LABELS[c.hireType]() : m.clients_not_set()}</td>
                  <td>{c.privacy ? PRIVACY_LABELS[c.privacy]() : m.clients_not_set()}</td>
                  <td className="numeric">{formatCount(c.jobsCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
