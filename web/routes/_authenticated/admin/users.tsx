import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { adminUserQueries } from '../../../api/admin-users'
import { lazySchema } from '../../../api/lazy-schema'
import { guardRoute } from '../../../auth/guard'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { UsersTable } from '../../../features/admin-users/users-table'
import { m } from '../../../paraglide/messages'

// A broken or hand-edited URL falls back to the unfiltered list instead of an error page.
const usersSearchSchema = lazySchema(() =>
  z.object({
    search: z.string().trim().max(200).optional().catch(undefined),
  }),
)

/** Platform admin (spec §2 Admin screens): every account, across all organizations. */
export const Route = createFileRoute('/_authenticated/admin/users')({
  validateSearch: usersSearchSchema,
  beforeLoad: guardRoute({ mode: 'Admin' }),
  loaderDeps: ({ search }) => ({ search: search.search }),
  // Only warms the cache: the table shows its own skeleton and error state.
  loader: ({ context, deps }) => void context.queryClient.prefetchInfiniteQuery(adminUserQueries.list(deps.search)),
  component: AdminUsersPage,
})

function AdminUsersPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  useDocumentTitle(m.admin_users_title())
  return (
    <>
      <h1 id="admin-users-heading">{m.admin_users_title()}</h1>
      <p className="tagline">{m.admin_users_intro()}</p>
      <UsersTable
        search={search.search}
        onSearchChange={(value) => void navigate({ search: { search: value }, replace: true })}
        labelledBy="admin-users-heading"
      />
    </>
  )
}
