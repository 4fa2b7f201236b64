import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { tenantQueries } from '../../../api/tenant'
import { guardRoute } from '../../../auth/guard'
import { useSession } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { GeneralForm } from '../../../features/organization/general-form'
import { LanguageSection } from '../../../features/organization/language-section'
import { LogoUpload } from '../../../features/organization/logo-upload'
import { OrganizationFacts } from '../../../features/organization/organization-facts'
import { ScoreOverviewSwitch } from '../../../features/organization/score-overview-switch'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/organization/general')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['ORGANIZATION_READ'] }),
  // Only warms the cache: the page shows its own skeleton and error state.
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(tenantQueries.current(context.user?.organizationId ?? null)),
  component: OrganizationGeneralPage,
})

/** Organization > General (spec §2): general information, language, score overview, facts, branding. */
function OrganizationGeneralPage() {
  const session = useSession()
  const user = session.status === 'authenticated' ? session.user : null
  const organizationId = user?.organizationId ?? null
  const query = useQuery(tenantQueries.current(organizationId))
  const canUpdate = hasAllPermissions(user?.permissions ?? [], ['ORGANIZATION_UPDATE'])
  useDocumentTitle(m.org_general_title())

  const tenant = query.data
  return (
    <>
      <h1>{m.org_general_title()}</h1>
      {!canUpdate ? <p className="notice">{m.org_read_only()}</p> : null}
      {tenant === undefined ? (
        query.isError ? (
          <ErrorNotice message={m.org_load_failed()} onRetry={() => void query.refetch()} />
        ) : (
          <div className="skeleton-group" role="status">
            <span className="visually-hidden">{m.common_loading()}</span>
            <span className="skeleton skeleton-line" aria-hidden="true" />
          </div>
        )
      ) : (
        <>
          <section className="card" aria-labelledby="org-general-heading">
            <h2 id="org-general-heading" className="card-title">
              {m.org_general_section()}
            </h2>
            {/* Keyed by what the server last answered: a save elsewhere (another tab) resets the form. */}
            <GeneralForm key={`${tenant.id}:${tenant.name}:${tenant.isAgency}`} tenant={tenant} canUpdate={canUpdate} />
          </section>
          <section className="card" aria-labelledby="org-language-heading">
            <h2 id="org-language-heading" className="card-title">
              {m.org_language_section()}
            </h2>
            <LanguageSection tenant={tenant} canUpdate={canUpdate} />
          </section>
          <section className="card" aria-labelledby="org-scores-heading">
            <h2 id="org-scores-heading" className="card-title">
              {m.org_scores_section()}
            </h2>
            <ScoreOverviewSwitch tenant={tenant} canUpdate={canUpdate} />
          </section>
          <section className="card" aria-labelledby="org-facts-heading">
            <h2 id="org-facts-heading" className="card-title">
              {m.org_facts_section()}
            </h2>
            <OrganizationFacts tenant={tenant} />
          </section>
          <section className="card" aria-labelledby="org-branding-heading">
            <h2 id="org-branding-heading" className="card-title">
              {m.org_branding_section()}
            </h2>
            {session.status === 'authenticated' ? (
              <LogoUpload tenant={tenant} canUpdate={canUpdate} csrfToken={session.csrfToken} />
            ) : null}
          </section>
        </>
      )}
    </>
  )
}
