import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { JobStatus } from '../../../worker/contracts/enums'
import { type JobDetail, jobQueries, jobsKey, setJobStatus } from '../../api/jobs'
import { matchesKey } from '../../api/matches'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { JOB_STATUS_LABELS } from './labels'

/**
 * The transitions of spec §4 the server allows (worker/jobs/status.ts): a draft opens (starts
 * matching) or is cancelled; an open job closes or is cancelled. Closed and cancelled are final.
 */
export const NEXT_STATUSES: Record<JobStatus, readonly JobStatus[]> = {
  DRAFT: ['OPEN', 'CANCELLED'],
  OPEN: ['CLOSED', 'CANCELLED'],
  CLOSED: [],
  CANCELLED: [],
}

const ACTION_LABELS: Record<JobStatus, () => string> = {
  DRAFT: () => m.jobs_status_draft(),
  OPEN: () => m.jobs_action_open(),
  CLOSED: () => m.jobs_action_close(),
  CANCELLED: () => m.jobs_action_cancel(),
}

/** Status buttons; closing and cancelling cannot be undone, so they ask first. */
export function JobStatusActions({ job, organizationId }: { job: JobDetail; organizationId: string | null }) {
  const queryClient = useQueryClient()
  const [confirm, setConfirm] = useState<JobStatus | null>(null)
  const mutation = useMutation({
    mutationFn: (status: JobStatus) => setJobStatus(job.id, status),
    onSuccess: async (updated) => {
      setConfirm(null)
      queryClient.setQueryData(jobQueries.detail(organizationId, job.id).queryKey, updated)
      notify('success', { title: m.jobs_status_changed({ status: JOB_STATUS_LABELS[updated.status]() }) })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
        queryClient.invalidateQueries({ queryKey: matchesKey(organizationId) }),
      ])
    },
    onError: () => setConfirm(null),
  })
  const next = NEXT_STATUSES[job.status]
  if (next.length === 0)
    return <p className="notice">{m.jobs_status_final({ status: JOB_STATUS_LABELS[job.status]() })}</p>

  return (
    <div className="status-actions">
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      {job.status === 'DRAFT' ? <p className="field-hint">{m.jobs_open_hint()}</p> : null}
      <div className="button-row">
        {next.map((status) => (
          <button
            key={status}
            type="button"
            className={status === 'OPEN' ? 'button button-primary' : 'button button-danger-outline'}
            aria-disabled={mutation.isPending || undefined}
            onClick={() => {
              if (mutation.isPending) return
              if (status === 'OPEN') mutation.mutate(status)
              else setConfirm(status)
            }}
          >
            {mutation.isPending && mutation.variables === status ? m.common_saving() : ACTION_LABELS[status]()}
          </button>
        ))}
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open && !mutation.isPending) setConfirm(null)
        }}
        title={
          confirm === 'CLOSED' ? m.jobs_close_title({ title: job.title }) : m.jobs_cancel_title({ title: job.title })
        }
        description={m.jobs_final_description()}
        confirmLabel={mutation.isPending ? m.common_saving() : confirm ? ACTION_LABELS[confirm]() : ''}
        pending={mutation.isPending}
        onConfirm={() => {
          if (confirm) mutation.mutate(confirm)
        }}
      />
    </div>
  )
}
