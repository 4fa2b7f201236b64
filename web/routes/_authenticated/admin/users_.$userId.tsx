import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { adminUserQueries } from '../../../api/admin-users'
import { ApiError } from '../../../api/client'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { UserDetail } from '../../../features/admin-users/user-detail'
import { m } from '../../../paraglide/messages'

/** One account for the platform admin: memberships, permission preset, two-factor, deletion. */
export const Route = createFileRoute('/_authenticated/admin/users_/$userId')({
  beforeLoad: guardRoute({ mode: 'Admin' }),
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(adminUserQueries.detail(params.userId)),
  component: AdminUserPage,
})

function BackLink() {
  return (
    <p className="breadcrumb">
      <Link to="/admin/users">{m.admin_users_back()}</Link>
    </p>
  )
}

function AdminUserPage() {
  const { userId } = Route.useParams()
  const me = useSessionUser()
  const permissions = me?.permissions ?? []
  const query = useQuery(adminUserQueries.detail(userId))
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const title = query.data ? query.data.name || query.data.email : notFound ? m.admin_users_not_found() : null
  useDocumentTitle(title ?? m.admin_users_user_title())

  if (query.data === undefined) {
    return (
      <>
        <BackLink />
        <h1>{notFound ? m.admin_users_not_found() : m.admin_users_user_title()}</h1>
        {notFound ? null : query.isError ? (
          <ErrorNotice message={m.admin_users_load_user_failed()} onRetry={() => void query.refetch()} />
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
      <UserDetail
        user={query.data}
        abilities={{
          canUpdate: hasAllPermissions(permissions, ['ADMIN_UPDATE']),
          canDelete: hasAllPermissions(permissions, ['ADMIN_DELETE']),
          own: me?.id === query.data.id,
        }}
      />
    </>
  )
}
