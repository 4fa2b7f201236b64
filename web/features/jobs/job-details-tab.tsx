import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { deleteJob, type JobDetail, jobQueries, jobsKey, updateJob } from '../../api/jobs'
import { matchesKey } from '../../api/matches'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { formatDate } from '../applicants/labels'
import { PendingNotice } from '../matches/match-parts'
import { JobClient, useCanSetClient } from './job-client'
import { JobForm, type JobFormResult } from './job-form'
import { draftOf } from './job-form-schema'
import { JobRecruiters } from './job-recruiters'
import { JobStatusActions } from './job-status-actions'
import { StatusBadge } from './jobs-table'

function Facts({ job }: { job: JobDetail }) {
  const facts: [string, React.ReactNode][] = [
    [m.jobs_column_status(), <StatusBadge key="status" status={job.status} />],
    [m.jobs_column_client(), job.client?.name ?? <span className="muted">{m.jobs_no_client()}</span>],
    [m.jobs_author(), job.author?.name ?? <span className="muted">{m.jobs_unknown()}</span>],
    [m.jobs_column_created(), formatDate(job.createdAt)],
    [
      m.jobs_counts_label(),
      m.jobs_counts({
        assigned: formatCount(job.counts.assigned),
        matched: formatCount(job.counts.matched),
        knockouts: formatCount(job.counts.knockouts),
      }),
    ],
  ]
  return (
    <>
      <dl className="summary-list">
        {facts.map(([label, value]) => (
          <div key={label} className="summary-pair">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.matching.pending > 0 ? (
        <PendingNotice text={m.matches_pending({ count: formatCount(job.matching.pending) })} />
      ) : null}
    </>
  )
}

function DeleteJobButton({ job, organizationId }: { job: JobDetail; organizationId: string | null }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: () => deleteJob(job.id),
    onSuccess: async () => {
      setOpen(false)
      notify('success', { title: m.jobs_deleted_one({ title: job.title }) })
      await router.navigate({ to: '/jobs' })
      queryClient.removeQueries({ queryKey: jobQueries.detail(organizationId, job.id).queryKey })
      await queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) })
    },
    onError: () => {
      setOpen(false)
      notify('error', { title: m.jobs_delete_failed() })
    },
  })
  return (
    <>
      <button type="button" className="button button-danger-outline" onClick={() => setOpen(true)}>
        {m.jobs_delete()}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!mutation.isPending) setOpen(next)
        }}
        title={m.jobs_delete_one_title({ title: job.title })}
        description={m.jobs_delete_description()}
        confirmLabel={mutation.isPending ? m.common_deleting() : m.common_delete()}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  )
}

/** The details tab: facts, status, the edit form, the hiring team, delete. */
export function JobDetailsTab({
  job,
  organizationId,
  canUpdate,
  canDelete,
}: {
  job: JobDetail
  organizationId: string | null
  canUpdate: boolean
  canDelete: boolean
}) {
  const queryClient = useQueryClient()
  const editable = canUpdate && job.status !== 'CLOSED' && job.status !== 'CANCELLED'
  const canSetClient = useCanSetClient(canUpdate)
  const mutation = useMutation({
    mutationFn: (result: JobFormResult) => updateJob(job.id, result),
    onSuccess: async (updated) => {
      queryClient.setQueryData(jobQueries.detail(organizationId, job.id).queryKey, updated)
      notify('success', { title: m.jobs_saved() })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) }),
      ])
    },
  })
  return (
    <div className="detail-grid job-detail-grid">
      <section className="card" aria-labelledby="job-facts-heading">
        <h2 id="job-facts-heading" className="card-title">
          {m.jobs_overview()}
        </h2>
        <Facts job={job} />
        {canSetClient ? (
          // A client changed elsewhere (the list's bulk action, a refetch) resets the select.
          <JobClient key={job.client?.id ?? ''} job={job} organizationId={organizationId} />
        ) : null}
        {canUpdate ? <JobStatusActions job={job} organizationId={organizationId} /> : null}
      </section>
      <section className="card job-edit-card" aria-labelledby="job-edit-heading">
        <h2 id="job-edit-heading" className="card-title">
          {editable ? m.jobs_edit() : m.jobs_description_heading()}
        </h2>
        <JobForm
          // A saved or refetched job starts the form afresh from the server's values.
          key={job.updatedAt}
          idPrefix="job-edit"
          initial={{
            title: job.title,
            description: job.description,
            requirements: job.requirements.map(draftOf),
            matchingOption: job.matchingOption,
          }}
          disabled={!editable}
          pending={mutation.isPending}
          failure={mutation.isError ? `${m.jobs_update_failed()} ${errorMessage(mutation.error)}` : null}
          submitLabel={m.common_save()}
          onSubmit={(result) => mutation.mutate(result)}
        />
      </section>
      <section className="card" aria-labelledby="job-recruiters-heading">
        <h2 id="job-recruiters-heading" className="card-title">
          {m.jobs_recruiters()}
        </h2>
        <JobRecruiters job={job} organizationId={organizationId} canUpdate={canUpdate} />
      </section>
      {canDelete ? (
        <div className="button-row job-detail-actions">
          <DeleteJobButton job={job} organizationId={organizationId} />
        </div>
      ) : null}
    </div>
  )
}
