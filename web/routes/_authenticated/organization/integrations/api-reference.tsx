import { createFileRoute, Link } from '@tanstack/react-router'
import { guardRoute } from '../../../../auth/guard'
import { useDocumentTitle } from '../../../../components/layout/use-document-title'
import { ApiReference } from '../../../../features/integrations/api-reference'
import { m } from '../../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/organization/integrations/api-reference')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['INTEGRATIONS_READ'] }),
  component: ApiReferencePage,
})

function ApiReferencePage() {
  useDocumentTitle(m.api_reference_title())
  return (
    <>
      <p>
        <Link to="/organization/integrations">{m.integrations_back()}</Link>
      </p>
      <h1>{m.api_reference_title()}</h1>
      <ApiReference />
    </>
  )
}
