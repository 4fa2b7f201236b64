import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { appsKey, type CreatedApiKey, createApiKey } from '../../api/integrations'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'

/** The full token, once: a read-only field to select, a copy button and the warning that it will not come back. */
function TokenShownOnce({ created }: { created: CreatedApiKey }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token)
      notify('success', { title: m.integrations_key_copied() })
    } catch {
      notify('error', { title: m.integrations_key_copy_failed() })
    }
  }
  return (
    <div className="form">
      <p className="form-alert" role="alert">
        {m.integrations_key_token_warning()}
      </p>
      <div className="field">
        <label htmlFor="api-key-token">{m.integrations_key_token_label()}</label>
        <input
          id="api-key-token"
          className="token-field"
          readOnly
          value={created.token}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {m.integrations_key_copy()}
        </button>
        <Dialog.CloseTrigger className="button button-primary">{m.integrations_key_done()}</Dialog.CloseTrigger>
      </div>
    </div>
  )
}

function KeyNameForm({
  appId,
  organizationId,
  onCreated,
}: {
  appId: string
  organizationId: string | null
  onCreated: (key: CreatedApiKey) => void
}) {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  // Not an Idempotency-Key create: a replay would need the token in the server's ledger (ADR 0035).
  const mutation = useMutation({
    mutationFn: () => createApiKey(appId, name.trim()),
    onSuccess: async (key) => {
      onCreated(key)
      await queryClient.invalidateQueries({ queryKey: appsKey(organizationId) })
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    if (!name.trim()) {
      showErrorsAndFocus(event.currentTarget, () => setError(m.integrations_name_required()))
      return
    }
    setError(undefined)
    mutation.mutate()
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        id="api-key-name"
        label={m.integrations_create_key_name()}
        value={name}
        maxLength={100}
        autoComplete="off"
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.integrations_create_key_submit()}
        </button>
      </div>
    </form>
  )
}

/** "Create API key": a name, then the full token shown once with a copy button. */
export function CreateKeyDialog({ appId, organizationId }: { appId: string; organizationId: string | null }) {
  const [open, setOpen] = useState(false)
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open)
        // Closing forgets the token: it is never shown again.
        if (!details.open) setCreated(null)
      }}
      initialFocusEl={() => document.getElementById('api-key-name')}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-primary">{m.integrations_create_key_open()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{m.integrations_create_key_title()}</Dialog.Title>
            {created ? (
              <TokenShownOnce created={created} />
            ) : (
              <>
                <Dialog.Description>{m.integrations_create_key_description()}</Dialog.Description>
                <KeyNameForm
                  appId={appId}
                  organizationId={organizationId}
                  onCreated={(key) => {
                    setCreated(key)
                    // The token field takes focus once it is shown.
                    requestAnimationFrame(() => document.getElementById('api-key-token')?.focus())
                  }}
                />
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
