import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { WEBHOOK_EVENT_TYPES } from '../../../worker/contracts/webhooks'
import { type CreatedWebhook, createWebhook, type WebhookEventType, webhooksKey } from '../../api/webhooks'
import { CheckboxGroup } from '../../components/checkbox-group'
import { DialogForm } from '../../components/form-dialog'
import { TextField } from '../../components/text-field'
import { m } from '../../paraglide/messages'
import { WEBHOOK_EVENT_LABELS } from './labels'
import { ShownOnceDialog } from './shown-once'

interface Problems {
  url?: string
  events?: string
}

function urlProblem(url: string): string | undefined {
  const trimmed = url.trim()
  if (!trimmed) return m.webhooks_url_required()
  if (!URL.canParse(trimmed) || !['http:', 'https:'].includes(new URL(trimmed).protocol))
    return m.webhooks_url_invalid()
  return undefined
}

function AddWebhookForm({
  organizationId,
  onCreated,
}: {
  organizationId: string | null
  onCreated: (created: CreatedWebhook) => void
}) {
  const queryClient = useQueryClient()
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<ReadonlySet<WebhookEventType>>(new Set(['applicant.processed']))
  const [problems, setProblems] = useState<Problems>({})
  // Not an Idempotency-Key create: a replay would need the secret in the server's ledger (ADR 0037).
  const mutation = useMutation({
    mutationFn: () => createWebhook({ url: url.trim(), description: null, events: [...events] }),
    onSuccess: async (created) => {
      onCreated(created)
      await queryClient.invalidateQueries({ queryKey: webhooksKey(organizationId) })
    },
  })
  return (
    <DialogForm<Problems>
      mutation={mutation}
      check={() => ({
        url: urlProblem(url),
        events: events.size === 0 ? m.webhooks_events_required() : undefined,
      })}
      onProblems={setProblems}
      onValid={() => mutation.mutate()}
      submitLabel={m.webhooks_add_submit()}
      pendingLabel={m.common_saving()}
    >
      <TextField
        id="webhook-url"
        label={m.webhooks_field_url()}
        value={url}
        type="url"
        inputMode="url"
        maxLength={2000}
        autoComplete="off"
        placeholder="https://"
        error={problems.url}
        onChange={(event) => setUrl(event.target.value)}
      />
      <CheckboxGroup
        id="webhook-events"
        legend={m.webhooks_field_events()}
        name="events"
        options={WEBHOOK_EVENT_TYPES}
        label={(type) => WEBHOOK_EVENT_LABELS[type]()}
        picked={events}
        onChange={setEvents}
        error={problems.events}
      />
    </DialogForm>
  )
}

/** "Add endpoint": a URL and events, then the signing secret shown once. */
export function AddWebhookDialog({ organizationId }: { organizationId: string | null }) {
  return (
    <ShownOnceDialog<CreatedWebhook>
      openLabel={m.webhooks_add_open()}
      title={m.webhooks_add_title()}
      description={m.webhooks_add_description()}
      initialFocusId="webhook-url"
      secret={(created) => ({
        id: 'webhook-secret',
        label: m.webhooks_secret_label(),
        value: created.secret,
        warning: m.webhooks_secret_warning(),
        copyLabel: m.webhooks_secret_copy(),
        copied: m.webhooks_secret_copied(),
        copyFailed: m.webhooks_secret_copy_failed(),
      })}
    >
      {(onCreated) => <AddWebhookForm organizationId={organizationId} onCreated={onCreated} />}
    </ShownOnceDialog>
  )
}
