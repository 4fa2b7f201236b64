import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { clientQueries } from '../../../api/clients'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { AgencyOnlyNotice } from '../../../features/clients/agency-only'
import { ClientDetail } from '../../../features/clients/client-detail'
import { errorMessage } from '../../../i18n/error-message'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/clients/$clientId')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['CLIENT_READ'] }),
  component: ClientPage,
})

function ClientPage() {
  const { clientId } = Route.useParams()
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const agency = Boolean(user?.organization?.isAgency)
  const query = useQuery({ ...clientQueries.detail(organizationId, clientId), enabled: agency })
  useDocumentTitle(query.data?.name ?? m.clients_title())
  const permissions = user?.permissions ?? []
  return (
    <>
      <p>
        <Link to="/clients">{m.clients_back()}</Link>
      </p>
      {!agency ? (
        <AgencyOnlyNotice />
      ) : query.isPending ? (
        <p role="status" className="muted">
          {m.common_loading()}
        </p>
      ) : query.isError ? (
        <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <ClientDetail
          client={query.data}
          organizationId={organizationId}
          canUpdate={hasAllPermissions(permissions, ['CLIENT_UPDATE'])}
          canDelete={hasAllPermissions(permissions, ['CLIENT_DELETE'])}
        />
      )}
    </>
  )
}
