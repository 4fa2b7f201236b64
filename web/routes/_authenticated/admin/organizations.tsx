import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { adminOrganizationQueries } from '../../../api/admin-tenants'
import { lazySchema } from '../../../api/lazy-schema'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { CreateOrganizationForm } from '../../../features/admin-organizations/create-organization-form'
import { OrganizationsTable } from '../../../features/admin-organizations/organizations-table'
import { m } from '../../../paraglide/messages'

// A broken or hand-edited URL falls back to the unfiltered list instead of an error page.
const organizationsSearchSchema = lazySchema(() =>
  z.object({
    search: z.string().trim().max(200).optional().catch(undefined),
  }),
)

/** Platform admin (spec §2 Admin screens): every organization of the platform. */
export const Route = createFileRoute('/_authenticated/admin/organizations')({
  validateSearch: organizationsSearchSchema,
  beforeLoad: guardRoute({ mode: 'Admin' }),
  loaderDeps: ({ search }) => ({ search: search.search }),
  // Only warms the cache: the table shows its own skeleton and error state.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchInfiniteQuery(adminOrganizationQueries.list(deps.search)),
  component: AdminOrganizationsPage,
})

function AdminOrganizationsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const me = useSessionUser()
  useDocumentTitle(m.admin_orgs_title())
  return (
    <>
      <h1 id="admin-orgs-heading">{m.admin_orgs_title()}</h1>
      <p className="tagline">{m.admin_orgs_intro()}</p>
      <OrganizationsTable
        search={search.search}
        onSearchChange={(value) => void navigate({ search: { search: value }, replace: true })}
        labelledBy="admin-orgs-heading"
      />
      {hasAllPermissions(me?.permissions ?? [], ['ADMIN_CREATE']) ? (
        <section className="card" aria-labelledby="admin-orgs-create-heading">
          <h2 id="admin-orgs-create-heading" className="card-title">
            {m.admin_orgs_create_heading()}
          </h2>
          <CreateOrganizationForm />
        </section>
      ) : null}
    </>
  )
}
