import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { appsKey, type CreatedApiKey, createApiKey } from '../../api/integrations'
import { DialogForm } from '../../components/form-dialog'
import { TextField } from '../../components/text-field'
import { m } from '../../paraglide/messages'
import { ShownOnceDialog } from './shown-once'

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
  const [problems, setProblems] = useState<{ name?: string }>({})
  // Not an Idempotency-Key create: a replay would need the token in the server's ledger (ADR 0035).
  const mutation = useMutation({
    mutationFn: () => createApiKey(appId, name.trim()),
    onSuccess: async (key) => {
      onCreated(key)
      await queryClient.invalidateQueries({ queryKey: appsKey(organizationId) })
    },
  })
  return (
    <DialogForm
      mutation={mutation}
      check={() => ({ name: name.trim() ? undefined : m.integrations_name_required() })}
      onProblems={setProblems}
      onValid={() => mutation.mutate()}
      submitLabel={m.integrations_create_key_submit()}
      pendingLabel={m.common_saving()}
    >
      <TextField
        id="api-key-name"
        label={m.integrations_create_key_name()}
        value={name}
        maxLength={100}
        autoComplete="off"
        error={problems.name}
        onChange={(event) => setName(event.target.value)}
      />
    </DialogForm>
  )
}

/** "Create API key": a name, then the full token shown once with a copy button. */
export function CreateKeyDialog({ appId, organizationId }: { appId: string; organizationId: string | null }) {
  return (
    <ShownOnceDialog<CreatedApiKey>
      openLabel={m.integrations_create_key_open()}
      title={m.integrations_create_key_title()}
      description={m.integrations_create_key_description()}
      initialFocusId="api-key-name"
      secret={(created) => ({
        id: 'api-key-token',
        label: m.integrations_key_token_label(),
        value: created.token,
        warning: m.integrations_key_token_warning(),
        copyLabel: m.integrations_key_copy(),
        copied: m.integrations_key_copied(),
        copyFailed: m.integrations_key_copy_failed(),
      })}
    >
      {(onCreated) => <KeyNameForm appId={appId} organizationId={organizationId} onCreated={onCreated} />}
    </ShownOnceDialog>
  )
}
