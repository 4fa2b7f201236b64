import { Dialog, Portal } from '@ark-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { API_SCOPES, type ApiScope } from '../../../worker/contracts/integrations'
import { type App, appsKey, createApp } from '../../api/integrations'
import { useCreateMutation } from '../../api/use-create-mutation'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { scopeLabel } from './labels'

interface Problems {
  name?: string
  permissions?: string
}

function CreateAppForm({
  organizationId,
  grantable,
  onCreated,
}: {
  organizationId: string | null
  grantable: readonly ApiScope[]
  onCreated: (app: App) => void
}) {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [chosen, setChosen] = useState<ReadonlySet<ApiScope>>(new Set())
  const [problems, setProblems] = useState<Problems>({})
  const mutation = useCreateMutation({
    mutationFn: (_, key) =>
      createApp({ name: name.trim(), description: description.trim() || null, permissions: [...chosen] }, key),
    onSuccess: async (app) => {
      notify('success', { title: m.integrations_app_created({ name: app.name }) })
      await queryClient.invalidateQueries({ queryKey: appsKey(organizationId) })
      onCreated(app)
    },
  })
  const toggle = (scope: ApiScope, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(scope)
    else next.delete(scope)
    setChosen(next)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const found: Problems = {
      ...(name.trim() ? {} : { name: m.integrations_name_required() }),
      ...(chosen.size > 0 ? {} : { permissions: m.integrations_permissions_required() }),
    }
    if (found.name || found.permissions) {
      showErrorsAndFocus(event.currentTarget, () => setProblems(found))
      return
    }
    setProblems({})
    mutation.mutate()
  }
  return (
    <form className="form" noValidate onSubmit={submit}>
      <div className="form-alert" role="alert">
        {mutation.isError ? <p>{errorMessage(mutation.error)}</p> : null}
      </div>
      <TextField
        id="app-name"
        label={m.integrations_field_name()}
        value={name}
        maxLength={100}
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="field">
        <label htmlFor="app-description">{m.integrations_field_description()}</label>
        <textarea
          id="app-description"
          rows={2}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <fieldset
        className="radio-group permission-group"
        aria-invalid={problems.permissions ? true : undefined}
        aria-describedby={problems.permissions ? 'app-permissions-error' : undefined}
      >
        <legend>{m.integrations_field_permissions()}</legend>
        {grantable.map((scope) => (
          <label key={scope} className="checkbox-field">
            <input
              type="checkbox"
              name="permissions"
              checked={chosen.has(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
            />
            {scopeLabel(scope)}
          </label>
        ))}
        {problems.permissions ? (
          <p id="app-permissions-error" className="field-error">
            {problems.permissions}
          </p>
        ) : null}
      </fieldset>
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.integrations_create_app_submit()}
        </button>
      </div>
    </form>
  )
}

/** "Create app": name, description and the permissions of its keys, limited to the creator's own. */
export function CreateAppDialog({
  organizationId,
  held,
  onCreated,
}: {
  organizationId: string | null
  /** The session's permissions: only these may be granted (the server checks too). */
  held: readonly string[]
  onCreated: (app: App) => void
}) {
  const [open, setOpen] = useState(false)
  const grantable = API_SCOPES.filter((scope) => held.includes(scope))
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      initialFocusEl={() => document.getElementById('app-name')}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-primary">{m.integrations_create_app_open()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{m.integrations_create_app_title()}</Dialog.Title>
            <Dialog.Description>{m.integrations_create_app_description()}</Dialog.Description>
            {grantable.length === 0 ? (
              <p>{m.integrations_no_permissions_to_grant()}</p>
            ) : (
              <CreateAppForm
                organizationId={organizationId}
                grantable={grantable}
                onCreated={(app) => {
                  setOpen(false)
                  onCreated(app)
                }}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
