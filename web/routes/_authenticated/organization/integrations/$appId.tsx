import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../../worker/contracts/permissions'
import { appQueries } from '../../../../api/integrations'
import { guardRoute } from '../../../../auth/guard'
import { useSessionUser } from '../../../../auth/use-session'
import { useDocumentTitle } from '../../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../../components/page-status'
import { AppDetail } from '../../../../features/integrations/app-detail'
import { errorMessage } from '../../../../i18n/error-message'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/organization/integrations/$appId')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['INTEGRATIONS_READ'] }),
  component: AppPage,
})

function AppPage() {
  const { appId } = Route.useParams()
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const query = useQuery(appQueries.details(organizationId, appId))
  useDocumentTitle(query.data?.name ?? m.integrations_title())
  return (
    <>
      <p>
        <Link to="/organization/integrations">{m.integrations_back()}</Link>
      </p>
      {query.isPending ? (
        <p role="status" className="muted">
          {m.common_loading()}
        </p>
      ) : query.isError ? (
        <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <AppDetail
          app={query.data}
          organizationId={organizationId}
          canCreate={hasAllPermissions(user?.permissions ?? [], ['INTEGRATIONS_CREATE'])}
        />
      )}
    </>
  )
}
