import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { JOB_STATUSES } from '../../../../worker/contracts/enums'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { jobQueries } from '../../../api/jobs'
import { lazySchema } from '../../../api/lazy-schema'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { SkillFilterNotice } from '../../../features/dashboard/skill-filter-notice'
import { CreateJobButton } from '../../../features/jobs/create-job-dialog'
import { JobsTable } from '../../../features/jobs/jobs-table'
import { m } from '../../../paraglide/messages'

// A broken or hand-edited URL falls back to the unfiltered list instead of an error page.
const jobsSearchSchema = lazySchema(() =>
  z.object({
    search: z.string().trim().max(200).optional().catch(undefined),
    status: z.enum(JOB_STATUSES).optional().catch(undefined),
    skill: z.string().trim().max(120).optional().catch(undefined),
    skillName: z.string().trim().max(120).optional().catch(undefined),
  }),
)

export const Route = createFileRoute('/_authenticated/jobs/')({
  validateSearch: jobsSearchSchema,
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['JOB_READ'] }),
  loaderDeps: ({ search }) => ({ search: search.search, status: search.status, skill: search.skill }),
  // Only warms the cache: the table shows its own skeleton and error state.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchInfiniteQuery(jobQueries.list(context.user?.organizationId ?? null, deps)),
  component: JobsPage,
})

function JobsPage() {
  const user = useSessionUser()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const permissions = user?.permissions ?? []
  useDocumentTitle(m.jobs_title())
  return (
    <>
      <div className="page-header">
        <h1 id="jobs-heading">{m.jobs_title()}</h1>
        {hasAllPermissions(permissions, ['JOB_CREATE']) ? (
          <CreateJobButton organizationId={user?.organizationId ?? null} />
        ) : null}
      </div>
      {search.skill ? (
        <SkillFilterNotice
          skill={search.skillName ?? search.skill}
          onClear={() =>
            void navigate({ search: { ...search, skill: undefined, skillName: undefined }, replace: true })
          }
        />
      ) : null}
      <JobsTable
        organizationId={user?.organizationId ?? null}
        filter={search}
        onFilterChange={(filter) => void navigate({ search: filter, replace: true })}
        canUpdate={hasAllPermissions(permissions, ['JOB_UPDATE'])}
        canDelete={hasAllPermissions(permissions, ['JOB_DELETE'])}
        labelledBy="jobs-heading"
      />
    </>
  )
}
