import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { hasAllPermissions } from '../../../../worker/contracts/permissions'
import { jobQueries, setTenantWeights, type Weights } from '../../../api/jobs'
import { guardRoute } from '../../../auth/guard'
import { useSessionUser } from '../../../auth/use-session'
import { useDocumentTitle } from '../../../components/layout/use-document-title'
import { ErrorNotice } from '../../../components/page-status'
import { notify } from '../../../components/toast/toaster'
import { WeightsEditor } from '../../../features/jobs/weights-editor'
import { errorMessage } from '../../../i18n/error-message'
import { m } from '../../../paraglide/messages'

export const Route = createFileRoute('/_authenticated/organization/attribute-weights')({
  beforeLoad: guardRoute({ mode: 'Authenticated', requiredPermissions: ['ORGANIZATION_READ'] }),
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(jobQueries.tenantWeights(context.user?.organizationId ?? null)),
  component: OrganizationWeightsPage,
})

/** The organization's default attribute weights (spec §2): only jobs created afterwards copy them. */
function OrganizationWeightsPage() {
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const queryClient = useQueryClient()
  const query = useQuery(jobQueries.tenantWeights(organizationId))
  const mutation = useMutation({
    mutationFn: (weights: Weights) => setTenantWeights({ weights }),
    onSuccess: (result) => {
      queryClient.setQueryData(jobQueries.tenantWeights(organizationId).queryKey, result)
      notify('success', { title: m.jobs_weights_saved() })
    },
    onError: () => notify('error', { title: m.jobs_weights_failed() }),
  })
  useDocumentTitle(m.jobs_weights_org_title())
  return (
    <>
      <h1>{m.jobs_weights_org_title()}</h1>
      <p className="notice">{m.jobs_weights_org_note()}</p>
      <section className="card" aria-labelledby="org-weights-heading">
        <h2 id="org-weights-heading" className="card-title">
          {m.jobs_weights_heading()}
        </h2>
        {query.data ? (
          <WeightsEditor
            key={JSON.stringify(query.data.weights)}
            idPrefix="org-weight"
            saved={query.data.weights}
            isSet={query.data.isSet}
            notSetNote={m.jobs_weights_org_not_set()}
            disabled={!hasAllPermissions(user?.permissions ?? [], ['ORGANIZATION_UPDATE'])}
            pending={mutation.isPending}
            failure={mutation.isError ? m.jobs_weights_failed() : null}
            onSave={(weights) => mutation.mutate(weights)}
          />
        ) : query.isError ? (
          <ErrorNotice message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
        ) : (
          <div className="skeleton-group" role="status">
            <span className="visually-hidden">{m.common_loading()}</span>
            <span className="skeleton skeleton-line" aria-hidden="true" />
          </div>
        )}
      </section>
    </>
  )
}
