import { createFileRoute, Link, useRouter } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../../worker/contracts/permissions'
import { appQueries } from '../../../../api/integrations'
import { guardRoute } from '../../../../auth/guard'
import { useSessionUser } from '../../../../auth/use-session'
import { useDocumentTitle } from '../../../../components/layout/use-document-title'
import { AppsList } from '../../../../features/integrations/apps-list'
import { CreateAppDialog } from '../../../../features/integrations/create-app-dialog'
import { WebhooksSection } from '../../../../features/integrations/webhooks-section'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/organization/integrations/')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['INTEGRATIONS_READ'] }),
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(appQueries.list(context.user?.organizationId ?? null)),
  component: IntegrationsPage,
})

function IntegrationsPage() {
  const user = useSessionUser()
  const router = useRouter()
  useDocumentTitle(m.integrations_title())
  const organizationId = user?.organizationId ?? null
  const permissions = user?.permissions ?? []
  return (
    <>
      <div className="page-header">
        <h1 id="integrations-heading">{m.integrations_title()}</h1>
        {hasAllPermissions(permissions, ['INTEGRATIONS_CREATE']) ? (
          <CreateAppDialog
            organizationId={organizationId}
            held={permissions}
            onCreated={(app) =>
              void router.navigate({ to: '/organization/integrations/$appId', params: { appId: app.id } })
            }
          />
        ) : null}
      </div>
      <p className="tagline">
        {m.integrations_intro()}{' '}
        <Link to="/organization/integrations/api-reference">{m.integrations_api_reference()}</Link>
      </p>
      <AppsList organizationId={organizationId} labelledBy="integrations-heading" />
      <WebhooksSection
        organizationId={organizationId}
        canManage={hasAllPermissions(permissions, ['INTEGRATIONS_CREATE'])}
      />
    </>
  )
}
