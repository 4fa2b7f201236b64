import { createFileRoute, useRouter } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { AgencyOnlyNotice } from '../../../features/clients/agency-only'
import { ClientWizardButton } from '../../../features/clients/client-wizard'
import { ClientsList } from '../../../features/clients/clients-list'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/clients/')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['CLIENT_READ'] }),
  component: ClientsPage,
})

function ClientsPage() {
  const user = useSessionUser()
  const router = useRouter()
  useDocumentTitle(m.clients_title())
  const organizationId = user?.organizationId ?? null
  return (
    <>
      <div className="page-header">
        <h1 id="clients-heading">{m.clients_title()}</h1>
        {user?.organization?.isAgency && hasAllPermissions(user.permissions, ['CLIENT_CREATE']) ? (
          <ClientWizardButton
            organizationId={organizationId}
            onSaved={(client) => void router.navigate({ to: '/clients/$clientId', params: { clientId: client.id } })}
          />
        ) : null}
      </div>
      {user?.organization?.isAgency ? (
        <ClientsList organizationId={organizationId} labelledBy="clients-heading" />
      ) : (
        <AgencyOnlyNotice />
      )}
    </>
  )
}
