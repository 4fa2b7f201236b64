import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { adminOrganizationQueries } from '../../../api/admin-tenants'
import { ApiError } from '../../../api/client'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { OrganizationDetail } from '../../../features/admin-organizations/organization-detail'
import { ReindexPanel } from '../../../features/admin-search/reindex-panel'
import { m } from '../../../paraglide/messages'

/** One organization for the platform admin: settings and status, members, invites, join, deletion. */
export const Route = createFileRoute('/_authenticated/admin/organizations_/$organizationId')({
  beforeLoad: guardRoute({ mode: 'Admin' }),
  loader: ({ context, params }) =>
    void context.queryClient.prefetchQuery(adminOrganizationQueries.detail(params.organizationId)),
  component: AdminOrganizationPage,
})

function BackLink() {
  return (
    <p className="breadcrumb">
      <Link to="/admin/organizations">{m.admin_orgs_back()}</Link>
    </p>
  )
}

function AdminOrganizationPage() {
  const { organizationId } = Route.useParams()
  const me = useSessionUser()
  const permissions = me?.permissions ?? []
  const query = useQuery(adminOrganizationQueries.detail(organizationId))
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const title = query.data ? query.data.name : notFound ? m.admin_orgs_not_found() : null
  useDocumentTitle(title ?? m.admin_orgs_organization_title())

  if (query.data === undefined) {
    return (
      <>
        <BackLink />
        <h1>{notFound ? m.admin_orgs_not_found() : m.admin_orgs_organization_title()}</h1>
        {notFound ? null : query.isError ? (
          <ErrorNotice message={m.admin_orgs_load_organization_failed()} onRetry={() => void query.refetch()} />
        ) : (
          <div className="skeleton-group" role="status">
            <span className="visually-hidden">{m.common_loading()}</span>
            <span className="skeleton skeleton-value" aria-hidden="true" />
            <span className="skeleton skeleton-line" aria-hidden="true" />
          </div>
        )}
      </>
    )
  }

  return (
    <>
      <BackLink />
      <h1>{title}</h1>
      <OrganizationDetail
        organization={query.data}
        abilities={{
          canUpdate: hasAllPermissions(permissions, ['ADMIN_UPDATE']),
          canCreate: hasAllPermissions(permissions, ['ADMIN_CREATE']),
          canDelete: hasAllPermissions(permissions, ['ADMIN_DELETE']),
        }}
        searchIndexPanel={
          hasAllPermissions(permissions, ['ADMIN_UPDATE']) ? (
            <ReindexPanel organizationId={query.data.id} organizationName={query.data.name} />
          ) : null
        }
      />
    </>
  )
}
