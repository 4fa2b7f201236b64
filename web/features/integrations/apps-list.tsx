import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { appQueries } from '../../api/integrations'
import { ErrorNotice } from '../../components/page-status'
import { formatCount } from '../../i18n/format-count'
import { formatList } from '../../i18n/format-list'
import { m } from '../../paraglide/messages'
import { APP_STATUS_LABELS, formatDate, scopeLabel } from './labels'

/** The organization's custom apps: name, permissions, status, keys and creation date. */
export function AppsList({ organizationId, labelledBy }: { organizationId: string | null; labelledBy: string }) {
  const query = useQuery(appQueries.list(organizationId))
  if (query.isPending)
    return (
      <p role="status" className="muted">
        {m.common_loading()}
      </p>
    )
  if (query.isError) return <ErrorNotice message={m.integrations_load_failed()} onRetry={() => void query.refetch()} />
  if (query.data.length === 0)
    return (
      <div className="empty-state">
        <p>{m.integrations_apps_empty()}</p>
      </div>
    )
  return (
    <div className="table-scroll">
      <table className="data-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{m.integrations_field_name()}</th>
            <th scope="col">{m.integrations_field_permissions()}</th>
            <th scope="col">{m.integrations_field_status()}</th>
            <th scope="col">{m.integrations_field_keys()}</th>
            <th scope="col">{m.integrations_field_created()}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((app) => (
            <tr key={app.id}>
              <th scope="row">
                <Link to="/organization/integrations/$appId" params={{ appId: app.id }}>
                  {app.name}
                </Link>
              </th>
              <td>{formatList(app.permissions.map(scopeLabel))}</td>
              <td>{APP_STATUS_LABELS[app.status]()}</td>
              <td>{formatCount(app.keyCount)}</td>
              <td>{formatDate(app.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
