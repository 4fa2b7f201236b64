import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type JobDetail, jobQueries, jobsKey, setJobWeights, type Weights } from '../../api/jobs'
import { matchesKey } from '../../api/matches'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { WeightsEditor } from './weights-editor'

/** The job's attribute weights; an open job is matched again with them. */
export function JobWeightsTab({
  job,
  organizationId,
  canUpdate,
  canSeeDefaults,
}: {
  job: JobDetail
  organizationId: string | null
  canUpdate: boolean
  canSeeDefaults: boolean
}) {
  const queryClient = useQueryClient()
  const detailKey = jobQueries.detail(organizationId, job.id).queryKey
  const mutation = useMutation({
    mutationFn: (weights: Weights) => setJobWeights(job.id, { weights }),
    onSuccess: async (result) => {
      queryClient.setQueryData(detailKey, (old: JobDetail | undefined) => (old ? { ...old, weights: result } : old))
      notify('success', { title: m.jobs_weights_saved() })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: detailKey }),
        queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
      ])
    },
    onError: () => notify('error', { title: m.jobs_weights_failed() }),
  })
  const final = job.status === 'CLOSED' || job.status === 'CANCELLED'
  return (
    <section className="card" aria-labelledby="job-weights-heading">
      <h2 id="job-weights-heading" className="card-title">
        {m.jobs_weights_heading()}
      </h2>
      <WeightsEditor
        // Saved weights from the server reset the sliders.
        key={JSON.stringify(job.weights.weights)}
        idPrefix="job-weight"
        saved={job.weights.weights}
        isSet={job.weights.isSet}
        notSetNote={m.jobs_weights_not_set()}
        disabled={!canUpdate || final}
        pending={mutation.isPending}
        failure={mutation.isError ? m.jobs_weights_failed() : null}
        onSave={(weights) => mutation.mutate(weights)}
      />
      {canSeeDefaults ? (
        <p className="table-note">
          <Link to="/organization/attribute-weights">{m.jobs_weights_org_link()}</Link>
        </p>
      ) : null}
    </section>
  )
}
