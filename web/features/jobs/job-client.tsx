import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { hasAllPermissions } from '../../../worker/contracts/permissions'
import { type ClientName, clientQueries, setJobClient, setJobsClient } from '../../api/clients'
import { type JobDetail, jobQueries, jobsKey } from '../../api/jobs'
import { useSessionUser } from '../../auth/use-session'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorCodeMessage, errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'

// Not imported from jobs-table, which imports this file: the reasons for refused jobs, once per code.
const refusalReasons = (refused: { code: string }[]) =>
  [...new Set(refused.map((r) => r.code))].map(errorCodeMessage).join(' ')

/**
 * Spec §3: only agencies have clients. Picking one also needs CLIENT_READ (the list) besides the
 * JOB_UPDATE the caller checked; without it the control stays hidden rather than failing.
 */
export function useCanSetClient(canUpdate: boolean): boolean {
  const user = useSessionUser()
  return (
    canUpdate && Boolean(user?.organization?.isAgency) && hasAllPermissions(user?.permissions ?? [], ['CLIENT_READ'])
  )
}

/** The select of the organization's clients; the empty value stands for "No client". */
function ClientSelect({
  id,
  clients,
  value,
  onChange,
}: {
  id: string
  clients: ClientName[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{m.jobs_client_label()}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{m.jobs_client_none()}</option>
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** "Set client" on the job's details tab (agencies with JOB_UPDATE and CLIENT_READ). */
export function JobClient({ job, organizationId }: { job: JobDetail; organizationId: string | null }) {
  const queryClient = useQueryClient()
  const clients = useQuery(clientQueries.all(organizationId))
  const current = job.client?.id ?? ''
  const [clientId, setClientId] = useState(current)
  const mutation = useMutation({
    mutationFn: (next: string) => setJobClient(job.id, next || null),
    onSuccess: async (updated) => {
      queryClient.setQueryData(jobQueries.detail(organizationId, job.id).queryKey, updated)
      notify(
        'success',
        updated.client
          ? { title: m.jobs_client_saved({ name: updated.client.name }) }
          : { title: m.jobs_client_removed() },
      )
      // The list shows the client column; the detail was just replaced with the server's answer.
      await queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) })
    },
    onError: (error) => notify('error', { title: m.jobs_client_failed(), description: errorMessage(error) }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (clientId !== current && !mutation.isPending) mutation.mutate(clientId)
  }
  if (clients.isPending) return <p className="muted">{m.jobs_client_loading()}</p>
  if (clients.isError) return <ErrorNotice message={m.jobs_client_load_failed()} onRetry={() => clients.refetch()} />
  // Nothing to pick and nothing to remove: say so instead of showing a select with one entry.
  if (clients.data.length === 0 && current === '') return <p className="muted">{m.jobs_client_empty()}</p>
  return (
    <form className="inline-form" onSubmit={submit}>
      <ClientSelect id={`job-client-${job.id}`} clients={clients.data} value={clientId} onChange={setClientId} />
      <button
        type="submit"
        className="button"
        disabled={clientId === current}
        aria-disabled={mutation.isPending || undefined}
      >
        {mutation.isPending ? m.common_saving() : m.jobs_client_save()}
      </button>
    </form>
  )
}

/** The jobs list's bulk "Set client": a dialog with the client select, applied to every selected job. */
export function BulkSetClient({
  organizationId,
  selectedIds,
  onRefused,
}: {
  organizationId: string | null
  selectedIds: string[]
  /** Keeps the refused jobs selected, as the bulk status change does. */
  onRefused: (ids: string[]) => void
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [clientId, setClientId] = useState('')
  const clients = useQuery({ ...clientQueries.all(organizationId), enabled: open })
  const mutation = useMutation({
    mutationFn: (next: string) => setJobsClient(selectedIds, next || null),
    onSuccess: (result) => {
      setOpen(false)
      if (result.updated.length > 0)
        notify('success', { title: m.jobs_bulk_client_done({ count: formatCount(result.updated.length) }) })
      if (result.refused.length > 0)
        notify('warning', {
          title: m.jobs_bulk_client_refused({ count: formatCount(result.refused.length) }),
          description: refusalReasons(result.refused),
        })
      onRefused(result.refused.map((r) => r.id))
    },
    onError: (error) => notify('error', { title: m.jobs_bulk_client_failed(), description: errorMessage(error) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!mutation.isPending) mutation.mutate(clientId)
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (mutation.isPending) return
        setOpen(details.open)
        if (details.open) setClientId('')
      }}
      initialFocusEl={() => document.getElementById('jobs-bulk-client')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button" disabled={selectedIds.length === 0}>
        {m.jobs_bulk_client_open()}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">
              {m.jobs_bulk_client_title({ count: formatCount(selectedIds.length) })}
            </Dialog.Title>
            <Dialog.Description>{m.jobs_bulk_client_description()}</Dialog.Description>
            <form onSubmit={submit}>
              {clients.isPending ? (
                <p className="muted">{m.jobs_client_loading()}</p>
              ) : clients.isError ? (
                <ErrorNotice message={m.jobs_client_load_failed()} onRetry={() => clients.refetch()} />
              ) : (
                <ClientSelect id="jobs-bulk-client" clients={clients.data} value={clientId} onChange={setClientId} />
              )}
              <div className="dialog-actions">
                <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
                <button
                  type="submit"
                  className="button button-primary"
                  disabled={!clients.isSuccess}
                  aria-disabled={mutation.isPending || undefined}
                >
                  {mutation.isPending ? m.common_saving() : m.jobs_bulk_client_apply()}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
