import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { type Client, clientQueries, clientsKey, deleteClient } from '../../api/clients'
import { jobsKey } from '../../api/jobs'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { ClientWizardButton } from './client-wizard'
import { HIRE_TYPE_LABELS, PRIVACY_LABELS } from './labels'

/** Spec §2 client detail: every field, edit through the wizard, delete (its jobs stay). */
export function ClientDetail({
  client,
  organizationId,
  canUpdate,
  canDelete,
}: {
  client: Client
  organizationId: string | null
  canUpdate: boolean
  canDelete: boolean
}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [confirmOpen, setConfirmOpen] = useState(false)
  const deletion = useMutation({
    mutationFn: () => deleteClient(client.id),
    onSuccess: async () => {
      notify('success', { title: m.clients_deleted({ name: client.name }) })
      await queryClient.invalidateQueries({ queryKey: clientsKey(organizationId) })
      await queryClient.invalidateQueries({ queryKey: jobsKey(organizationId) })
      await router.navigate({ to: '/clients' })
    },
    onError: (error) => notify('error', { title: m.clients_delete_failed(), description: errorMessage(error) }),
    onSettled: () => setConfirmOpen(false),
  })
  const rows: [string, string | null][] = [
    [m.clients_field_address(), client.address],
    [m.clients_field_brand_language(), client.brandLanguage],
    [m.clients_field_culture(), client.culture],
    [m.clients_field_info(), client.info],
    [m.clients_field_hire_type(), client.hireType ? HIRE_TYPE_LABELS[client.hireType]() : null],
    [m.clients_field_privacy(), client.privacy ? PRIVACY_LABELS[client.privacy]() : null],
    [m.clients_column_jobs(), formatCount(client.jobsCount)],
  ]
  return (
    <>
      <div className="page-header">
        <h1>{client.name}</h1>
        <div className="page-actions">
          {canUpdate ? (
            <ClientWizardButton
              organizationId={organizationId}
              client={client}
              onSaved={(saved) =>
                queryClient.setQueryData(clientQueries.detail(organizationId, client.id).queryKey, saved)
              }
            />
          ) : null}
          {canDelete ? (
            <button type="button" className="button button-danger-outline" onClick={() => setConfirmOpen(true)}>
              {m.clients_delete()}
            </button>
          ) : null}
        </div>
      </div>
      <section className="card">
        <dl className="detail-list">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className="preserve-lines">{value ?? m.clients_not_set()}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(next) => {
          if (!deletion.isPending) setConfirmOpen(next)
        }}
        title={m.clients_delete_title({ name: client.name })}
        description={m.clients_delete_description()}
        confirmLabel={deletion.isPending ? m.common_deleting() : m.common_delete()}
        pending={deletion.isPending}
        onConfirm={() => deletion.mutate()}
      />
    </>
  )
}
