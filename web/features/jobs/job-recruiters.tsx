import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { type JobDetail, jobQueries, removeRecruiter } from '../../api/jobs'
import { addRecruiter, type TeamMemberName, teamQueries } from '../../api/team'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

type Props = { job: JobDetail; organizationId: string | null }

/** "Add recruiter": a member of the organization who is not on the job's hiring team yet. */
function AddRecruiter({ job, organizationId }: Props) {
  const queryClient = useQueryClient()
  const team = useQuery(teamQueries.names(organizationId))
  const [userId, setUserId] = useState('')
  const taken = new Set(job.recruiters.map((recruiter) => recruiter.id))
  const candidates = (team.data ?? []).filter((member) => !taken.has(member.id))
  const mutation = useMutation({
    mutationFn: (member: TeamMemberName) => addRecruiter(job.id, member.id),
    onSuccess: async (_, member) => {
      setUserId('')
      notify('success', { title: m.jobs_recruiter_added({ name: member.name }) })
      await queryClient.invalidateQueries({ queryKey: jobQueries.detail(organizationId, job.id).queryKey })
    },
    onError: (error) => notify('error', { title: m.jobs_recruiter_add_failed(), description: errorMessage(error) }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const member = candidates.find((candidate) => candidate.id === userId)
    if (member && !mutation.isPending) mutation.mutate(member)
  }
  if (team.isPending) return <p className="muted">{m.jobs_recruiter_team_loading()}</p>
  if (team.isError) return <ErrorNotice message={m.jobs_recruiter_team_failed()} onRetry={() => team.refetch()} />
  if (candidates.length === 0) return <p className="muted">{m.jobs_recruiter_all_added()}</p>
  const fieldId = `job-recruiter-${job.id}`
  return (
    <form className="inline-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={fieldId}>{m.jobs_recruiter_member()}</label>
        <select id={fieldId} value={userId} onChange={(event) => setUserId(event.target.value)}>
          <option value="">{m.jobs_recruiter_choose()}</option>
          {candidates.map((member) => (
            <option key={member.id} value={member.id}>
              {/* Two members may share a name; the email tells them apart. */}
              {member.name} ({member.email})
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={!userId} aria-disabled={mutation.isPending || undefined}>
        {mutation.isPending ? m.jobs_recruiter_adding() : m.jobs_recruiter_add()}
      </button>
    </form>
  )
}

/** The job's hiring team: listed for everyone, added and removed with JOB_UPDATE. */
export function JobRecruiters({ job, organizationId, canUpdate }: Props & { canUpdate: boolean }) {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (recruiter: { id: string; name: string }) => removeRecruiter(job.id, recruiter.id),
    onSuccess: async (_, recruiter) => {
      notify('success', { title: m.jobs_recruiter_removed({ name: recruiter.name }) })
      await queryClient.invalidateQueries({ queryKey: jobQueries.detail(organizationId, job.id).queryKey })
    },
    onError: () => notify('error', { title: m.jobs_recruiter_remove_failed() }),
  })
  return (
    <>
      {job.recruiters.length === 0 ? (
        <p className="empty">{m.jobs_recruiters_empty()}</p>
      ) : (
        <ul className="plain-list recruiter-list">
          {job.recruiters.map((recruiter) => (
            <li key={recruiter.id}>
              <span>
                {recruiter.name} <span className="muted">{recruiter.email}</span>
              </span>
              {canUpdate ? (
                <button
                  type="button"
                  className="button button-small"
                  aria-label={m.jobs_recruiter_remove({ name: recruiter.name })}
                  aria-disabled={mutation.isPending || undefined}
                  onClick={() => {
                    if (!mutation.isPending) mutation.mutate(recruiter)
                  }}
                >
                  {m.jobs_recruiter_remove_short()}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canUpdate ? <AddRecruiter job={job} organizationId={organizationId} /> : null}
    </>
  )
}
