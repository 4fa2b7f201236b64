import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { applicantQueries } from '../../../api/applicants'
import { lazySchema } from '../../../api/lazy-schema'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ApplicantsTable } from '../../../features/applicants/applicants-table'
import { SkillFilterNotice } from '../../../features/dashboard/skill-filter-notice'
import { m } from '../../../paraglide/messages'

// The dashboard's drill-down: a skill key, and its name for the notice. A broken URL shows everyone.
const applicantsSearchSchema = lazySchema(() =>
  z.object({
    skill: z.string().trim().max(120).optional().catch(undefined),
    skillName: z.string().trim().max(120).optional().catch(undefined),
  }),
)

export const Route = createFileRoute('/_authenticated/applicants/')({
  validateSearch: applicantsSearchSchema,
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['APPLICANT_READ'] }),
  loaderDeps: ({ search }) => ({ skill: search.skill }),
  // Only warms the cache: the table shows its own skeleton and error state.
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchInfiniteQuery(
      applicantQueries.list(context.user?.organizationId ?? null, deps.skill),
    ),
  component: ApplicantsPage,
})

function ApplicantsPage() {
  const user = useSessionUser()
  const permissions = user?.permissions ?? []
  const canCreate = hasAllPermissions(permissions, ['APPLICANT_CREATE'])
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  useDocumentTitle(m.applicants_title())
  return (
    <>
      <div className="page-header">
        <h1 id="applicants-heading">{m.applicants_title()}</h1>
        {canCreate ? (
          <Link to="/applicants/upload" className="button button-primary">
            {m.applicants_add_cv()}
          </Link>
        ) : null}
      </div>
      {search.skill ? (
        <SkillFilterNotice
          skill={search.skillName ?? search.skill}
          onClear={() => void navigate({ search: {}, replace: true })}
        />
      ) : null}
      <ApplicantsTable
        organizationId={user?.organizationId ?? null}
        skill={search.skill}
        canAssignClient={
          Boolean(user?.organization?.isAgency) && hasAllPermissions(permissions, ['APPLICANT_CREATE', 'CLIENT_READ'])
        }
        canCreate={canCreate}
        canDelete={hasAllPermissions(permissions, ['APPLICANT_DELETE'])}
        labelledBy="applicants-heading"
      />
    </>
  )
}
