import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { applicantsKey } from '../../api/applicants'
import { clientQueries, setApplicantsClient } from '../../api/clients'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'

/** The applicants list's bulk "Assign client" (spec §2, agencies): a client select applied to every selected applicant. */
export function BulkApplicantsClient({
  organizationId,
  selectedIds,
  onDone,
}: {
  organizationId: string | null
  selectedIds: string[]
  onDone: () => void
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [clientId, setClientId] = useState('')
  const clients = useQuery({ ...clientQueries.all(organizationId), enabled: open })
  const mutation = useMutation({
    mutationFn: (next: string) => setApplicantsClient(selectedIds, next || null),
    onSuccess: (result) => {
      setOpen(false)
      if (result.updated.length > 0)
        notify('success', { title: m.clients_bulk_applicants_done({ count: formatCount(result.updated.length) }) })
      if (result.refused.length > 0)
        notify('warning', { title: m.clients_bulk_applicants_refused({ count: formatCount(result.refused.length) }) })
      onDone()
    },
    onError: (error) =>
      notify('error', { title: m.clients_bulk_applicants_failed(), description: errorMessage(error) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: applicantsKey(organizationId) }),
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
      initialFocusEl={() => document.getElementById('applicants-bulk-client')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button" disabled={selectedIds.length === 0}>
        {m.clients_bulk_applicants_open()}
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">
              {m.clients_bulk_applicants_title({ count: formatCount(selectedIds.length) })}
            </Dialog.Title>
            <Dialog.Description>{m.clients_bulk_applicants_description()}</Dialog.Description>
            <form onSubmit={submit}>
              {clients.isPending ? (
                <p className="muted">{m.jobs_client_loading()}</p>
              ) : clients.isError ? (
                <ErrorNotice message={m.clients_load_failed()} onRetry={() => clients.refetch()} />
              ) : (
                <div className="field">
                  <label htmlFor="applicants-bulk-client">{m.clients_column_client()}</label>
                  <select
                    id="applicants-bulk-client"
                    value={clientId}
                    onChange={(event) => setClientId(event.target.value)}
                  >
                    <option value="">{m.jobs_client_none()}</option>
                    {clients.data.map((client) => (
                      <option key={client.id} value={client.id}>
                        {client.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <div className="dialog-actions">
                <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
                <button
                  type="submit"
                  className="button button-primary"
                  disabled={!clients.isSuccess}
                  aria-disabled={mutation.isPending || undefined}
                >
                  {mutation.isPending ? m.common_saving() : m.clients_bulk_applicants_apply()}
                </button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
