import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type ApiKey, type AppDetails, appsKey, deleteApiKey, setAppStatus } from '../../api/integrations'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatList } from '../../i18n/format-list'
import { m } from '../../paraglide/messages'
import { CreateKeyDialog } from './create-key-dialog'
import { APP_STATUS_LABELS, formatDate, scopeLabel } from './labels'

function DeleteKeyButton({
  appId,
  apiKey,
  organizationId,
}: {
  appId: string
  apiKey: ApiKey
  organizationId: string | null
}) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const mutation = useMutation({
    mutationFn: () => deleteApiKey(appId, apiKey.id),
    onSuccess: async () => {
      setOpen(false)
      notify('success', { title: m.integrations_key_deleted() })
      await queryClient.invalidateQueries({ queryKey: appsKey(organizationId) })
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  return (
    <>
      <button
        type="button"
        className="button button-danger"
        aria-label={m.integrations_key_delete_label({ name: apiKey.name })}
        onClick={() => setOpen(true)}
      >
        {m.common_delete()}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.integrations_key_delete_title()}
        description={m.integrations_key_delete_description({ name: apiKey.name })}
        confirmLabel={mutation.isPending ? m.common_deleting() : m.common_delete()}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
    </>
  )
}

/** One app: its permissions and status, and its API keys (excerpts only) with create and delete. */
export function AppDetail({
  app,
  organizationId,
  canCreate,
}: {
  app: AppDetails
  organizationId: string | null
  canCreate: boolean
}) {
  const queryClient = useQueryClient()
  const status = useMutation({
    mutationFn: () => setAppStatus(app.id, app.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE'),
    onSuccess: async () => {
      notify('success', { title: m.integrations_status_changed() })
      await queryClient.invalidateQueries({ queryKey: appsKey(organizationId) })
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  return (
    <>
      <div className="page-header">
        <h1 id="app-heading">{app.name}</h1>
        {canCreate ? (
          <button
            type="button"
            className="button"
            aria-disabled={status.isPending || undefined}
            onClick={() => status.mutate()}
          >
            {app.status === 'ACTIVE' ? m.integrations_deactivate() : m.integrations_activate()}
          </button>
        ) : null}
      </div>
      {app.description ? <p className="tagline">{app.description}</p> : null}
      <dl className="facts">
        <dt>{m.integrations_field_status()}</dt>
        <dd>{APP_STATUS_LABELS[app.status]()}</dd>
        <dt>{m.integrations_field_permissions()}</dt>
        <dd>{formatList(app.permissions.map(scopeLabel))}</dd>
        <dt>{m.integrations_field_created()}</dt>
        <dd>{formatDate(app.createdAt)}</dd>
      </dl>
      <p className="muted">{m.integrations_detail_intro()}</p>
      <section aria-labelledby="api-keys-heading">
        <div className="page-header">
          <h2 id="api-keys-heading">{m.integrations_keys_title()}</h2>
          {canCreate ? <CreateKeyDialog appId={app.id} organizationId={organizationId} /> : null}
        </div>
        {app.apiKeys.length === 0 ? (
          <div className="empty-state">
            <p>{m.integrations_keys_empty()}</p>
          </div>
        ) : (
          <div className="table-scroll">
            <table className="data-table" aria-labelledby="api-keys-heading">
              <thead>
                <tr>
                  <th scope="col">{m.integrations_field_name()}</th>
                  <th scope="col">{m.integrations_key_excerpt()}</th>
                  <th scope="col">{m.integrations_field_created()}</th>
                  <th scope="col">{m.integrations_key_last_used()}</th>
                  {canCreate ? (
                    <th scope="col">
                      <span className="visually-hidden">{m.common_delete()}</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {app.apiKeys.map((key) => (
                  <tr key={key.id}>
                    <th scope="row">{key.name}</th>
                    <td>
                      <code>{key.excerpt}</code>
                    </td>
                    <td>{formatDate(key.createdAt)}</td>
                    <td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : m.integrations_key_never_used()}</td>
                    {canCreate ? (
                      <td>
                        <DeleteKeyButton appId={app.id} apiKey={key} organizationId={organizationId} />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  )
}
