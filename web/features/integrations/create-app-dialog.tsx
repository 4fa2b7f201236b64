import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { API_SCOPES, type ApiScope } from '../../../worker/contracts/integrations'
import { type App, appsKey, createApp } from '../../api/integrations'
import { useCreateMutation } from '../../api/use-create-mutation'
import { CheckboxGroup } from '../../components/checkbox-group'
import { DialogForm, FormDialog } from '../../components/form-dialog'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
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
  return (
    <DialogForm<Problems>
      mutation={mutation}
      check={() => ({
        name: name.trim() ? undefined : m.integrations_name_required(),
        permissions: chosen.size > 0 ? undefined : m.integrations_permissions_required(),
      })}
      onProblems={setProblems}
      onValid={() => mutation.mutate()}
      submitLabel={m.integrations_create_app_submit()}
      pendingLabel={m.common_saving()}
    >
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
      <CheckboxGroup
        id="app-permissions"
        legend={m.integrations_field_permissions()}
        name="permissions"
        options={grantable}
        label={scopeLabel}
        picked={chosen}
        onChange={setChosen}
        error={problems.permissions}
      />
    </DialogForm>
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
  const grantable = API_SCOPES.filter((scope) => held.includes(scope))
  return (
    <FormDialog
      openLabel={m.integrations_create_app_open()}
      title={m.integrations_create_app_title()}
      description={m.integrations_create_app_description()}
      initialFocusId="app-name"
    >
      {(close) =>
        grantable.length === 0 ? (
          <p>{m.integrations_no_permissions_to_grant()}</p>
        ) : (
          <CreateAppForm
            organizationId={organizationId}
            grantable={grantable}
            onCreated={(app) => {
              close()
              onCreated(app)
            }}
          />
        )
      }
    </FormDialog>
  )
}
