import { createFileRoute, Link } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { applicantQueries } from '../../../api/applicants'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ApplicantsTable } from '../../../features/applicants/applicants-table'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/applicants/')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['APPLICANT_READ'] }),
  // Only warms the cache: the table shows its own skeleton and error state.
  loader: ({ context }) =>
    void context.queryClient.prefetchInfiniteQuery(applicantQueries.list(context.user?.organizationId ?? null)),
  component: ApplicantsPage,
})

function ApplicantsPage() {
  const user = useSessionUser()
  const permissions = user?.permissions ?? []
  const canCreate = hasAllPermissions(permissions, ['APPLICANT_CREATE'])
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
      <ApplicantsTable
        organizationId={user?.organizationId ?? null}
        canCreate={canCreate}
        canDelete={hasAllPermissions(permissions, ['APPLICANT_DELETE'])}
        labelledBy="applicants-heading"
      />
    </>
  )
}
