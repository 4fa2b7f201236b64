import { Dialog, Portal } from '@ark-ui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { WEBHOOK_EVENT_TYPES } from '../../../worker/contracts/webhooks'
import {
  type CreatedWebhook,
  createWebhook,
  deleteWebhook,
  replayDelivery,
  updateWebhook,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventType,
  webhookQueries,
  webhooksKey,
} from '../../api/webhooks'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { showErrorsAndFocus } from '../../components/focus-first-invalid'
import { ErrorNotice } from '../../components/page-status'
import { TextField } from '../../components/text-field'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatList } from '../../i18n/format-list'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'
import { formatDate } from './labels'

const EVENT_LABELS: Record<WebhookEventType, () => string> = {
  'applicant.processed': () => m.webhooks_event_applicant_processed(),
  'match.computed': () => m.webhooks_event_match_computed(),
  'job.status_changed': () => m.webhooks_event_job_status_changed(),
}

const DELIVERY_STATUS_LABELS: Record<WebhookDelivery['status'], () => string> = {
  PENDING: () => m.webhooks_delivery_pending(),
  RETRYING: () => m.webhooks_delivery_retrying(),
  SUCCEEDED: () => m.webhooks_delivery_succeeded(),
  FAILED: () => m.webhooks_delivery_failed(),
}

const formatTime = (epochMs: number) =>
  new Intl.DateTimeFormat(getLocale(), { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(epochMs))

/** The signing secret, once: a read-only field, a copy button and the warning that it will not come back. */
function SecretShownOnce({ created }: { created: CreatedWebhook }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret)
      notify('success', { title: m.webhooks_secret_copied() })
    } catch {
      notify('error', { title: m.webhooks_secret_copy_failed() })
    }
  }
  return (
    <div className="form">
      <p className="form-alert" role="alert">
        {m.webhooks_secret_warning()}
      </p>
      <div className="field">
        <label htmlFor="webhook-secret">{m.webhooks_secret_label()}</label>
        <input
          id="webhook-secret"
          className="token-field"
          readOnly
          value={created.secret}
          spellCheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="dialog-actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {m.webhooks_secret_copy()}
        </button>
        <Dialog.CloseTrigger className="button button-primary">{m.integrations_key_done()}</Dialog.CloseTrigger>
      </div>
    </div>
  )
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
  const [events, setEvents] = useState<Set<WebhookEventType>>(new Set(['applicant.processed']))
  const [problems, setProblems] = useState<{ url?: string; events?: string }>({})
  // Not an Idempotency-Key create: a replay would need the secret in the server's ledger (ADR 0037).
  const mutation = useMutation({
    mutationFn: () => createWebhook({ url: url.trim(), description: null, events: [...events] }),
    onSuccess: async (created) => {
      onCreated(created)
      await queryClient.invalidateQueries({ queryKey: webhooksKey(organizationId) })
    },
  })
  const toggle = (event: WebhookEventType, on: boolean) =>
    setEvents((current) => {
      const next = new Set(current)
      if (on) next.add(event)
      else next.delete(event)
      return next
    })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (mutation.isPending) return
    const found: typeof problems = {}
    const trimmed = url.trim()
    if (!trimmed) found.url = m.webhooks_url_required()
    else if (!URL.canParse(trimmed) || !['http:', 'https:'].includes(new URL(trimmed).protocol))
      found.url = m.webhooks_url_invalid()
    if (events.size === 0) found.events = m.webhooks_events_required()
    if (found.url || found.events) {
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
      <fieldset
        className="radio-group permission-group"
        aria-invalid={problems.events ? true : undefined}
        aria-describedby={problems.events ? 'webhook-events-error' : undefined}
      >
        <legend>{m.webhooks_field_events()}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="checkbox-field">
            <input
              type="checkbox"
              name="events"
              checked={events.has(type)}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {EVENT_LABELS[type]()}
          </label>
        ))}
        {problems.events ? (
          <p id="webhook-events-error" className="field-error">
            {problems.events}
          </p>
        ) : null}
      </fieldset>
      <div className="dialog-actions">
        <Dialog.CloseTrigger className="button">{m.common_cancel()}</Dialog.CloseTrigger>
        <button type="submit" className="button button-primary" aria-disabled={mutation.isPending || undefined}>
          {mutation.isPending ? m.common_saving() : m.webhooks_add_submit()}
        </button>
      </div>
    </form>
  )
}

/** "Add endpoint": a URL and events, then the signing secret shown once. */
function AddWebhookDialog({ organizationId }: { organizationId: string | null }) {
  const [open, setOpen] = useState(false)
  const [created, setCreated] = useState<CreatedWebhook | null>(null)
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open)
        // Closing forgets the secret: it is never shown again.
        if (!details.open) setCreated(null)
      }}
      initialFocusEl={() => document.getElementById('webhook-url')}
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger className="button button-primary">{m.webhooks_add_open()}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop className="dialog-backdrop" />
        <Dialog.Positioner className="dialog-positioner">
          <Dialog.Content className="dialog">
            <Dialog.Title className="dialog-title">{m.webhooks_add_title()}</Dialog.Title>
            {created ? (
              <SecretShownOnce created={created} />
            ) : (
              <>
                <Dialog.Description>{m.webhooks_add_description()}</Dialog.Description>
                <AddWebhookForm
                  organizationId={organizationId}
                  onCreated={(hook) => {
                    setCreated(hook)
                    requestAnimationFrame(() => document.getElementById('webhook-secret')?.focus())
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

function EndpointActions({ hook, organizationId }: { hook: Webhook; organizationId: string | null }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKey(organizationId) })
  const pause = useMutation({
    mutationFn: () => updateWebhook(hook.id, { active: !hook.active }),
    onSuccess: async () => {
      notify('success', { title: m.webhooks_updated() })
      await refresh()
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  const remove = useMutation({
    mutationFn: () => deleteWebhook(hook.id),
    onSuccess: async () => {
      setConfirming(false)
      notify('success', { title: m.webhooks_deleted() })
      await refresh()
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  return (
    <>
      <button
        type="button"
        className="button"
        aria-label={
          hook.active ? m.webhooks_pause_label({ url: hook.url }) : m.webhooks_resume_label({ url: hook.url })
        }
        aria-disabled={pause.isPending || undefined}
        onClick={() => pause.mutate()}
      >
        {hook.active ? m.webhooks_pause() : m.webhooks_resume()}
      </button>{' '}
      <button
        type="button"
        className="button button-danger"
        aria-label={m.webhooks_delete_label({ url: hook.url })}
        onClick={() => setConfirming(true)}
      >
        {m.common_delete()}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.webhooks_delete_title()}
        description={m.webhooks_delete_description({ url: hook.url })}
        confirmLabel={remove.isPending ? m.common_deleting() : m.common_delete()}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  )
}

/** The newest deliveries of one endpoint: status, attempts, answer, duration, next retry; replay. */
function DeliveryLog({
  hook,
  organizationId,
  canManage,
}: {
  hook: Webhook
  organizationId: string | null
  canManage: boolean
}) {
  const queryClient = useQueryClient()
  const query = useQuery(webhookQueries.deliveries(organizationId, hook.id))
  const replay = useMutation({
    mutationFn: (deliveryId: string) => replayDelivery(hook.id, deliveryId, crypto.randomUUID()),
    onSuccess: async () => {
      notify('success', { title: m.webhooks_replayed() })
      await queryClient.invalidateQueries({ queryKey: webhookQueries.deliveries(organizationId, hook.id).queryKey })
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  const headingId = `webhook-log-${hook.id}`
  return (
    <section id={`webhook-log-section-${hook.id}`} aria-labelledby={headingId} className="webhook-log">
      <div className="page-header">
        <h3 id={headingId}>{m.webhooks_log_for({ url: hook.url })}</h3>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {m.webhooks_log_refresh()}
        </button>
      </div>
      {query.isPending ? (
        <p role="status" className="muted">
          {m.common_loading()}
        </p>
      ) : query.isError ? (
        <ErrorNotice message={m.webhooks_log_load_failed()} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="muted">{m.webhooks_log_empty()}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{m.webhooks_col_time()}</th>
                <th scope="col">{m.webhooks_col_event()}</th>
                <th scope="col">{m.integrations_field_status()}</th>
                <th scope="col">{m.webhooks_col_attempts()}</th>
                <th scope="col">{m.webhooks_col_response()}</th>
                <th scope="col">{m.webhooks_col_duration()}</th>
                <th scope="col">{m.webhooks_col_next_retry()}</th>
                {canManage ? (
                  <th scope="col">
                    <span className="visually-hidden">{m.webhooks_replay()}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {query.data.map((d) => (
                <tr key={d.id}>
                  <th scope="row">
                    {formatTime(d.createdAt)}
                    {d.replayOf ? ` ${m.webhooks_replay_marker()}` : ''}
                  </th>
                  <td>{EVENT_LABELS[d.eventType]()}</td>
                  <td>
                    {DELIVERY_STATUS_LABELS[d.status]()}
                    {d.lastError && d.status !== 'SUCCEEDED' ? <span className="muted"> · {d.lastError}</span> : null}
                  </td>
                  <td>{d.attempts}</td>
                  <td>{d.responseStatus ?? m.webhooks_no_response()}</td>
                  <td>{d.durationMs === null ? '–' : m.webhooks_duration_ms({ ms: String(d.durationMs) })}</td>
                  <td>{d.nextRetryAt ? formatTime(d.nextRetryAt) : '–'}</td>
                  {canManage ? (
                    <td>
                      <button
                        type="button"
                        className="button"
                        aria-label={m.webhooks_replay_label({
                          event: EVENT_LABELS[d.eventType](),
                          time: formatTime(d.createdAt),
                        })}
                        aria-disabled={replay.isPending || undefined}
                        onClick={() => replay.mutate(d.id)}
                      >
                        {m.webhooks_replay()}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

/** Organization → Integrations: webhook endpoints, their events and delivery log (issue 18, ADR 0037). */
export function WebhooksSection({ organizationId, canManage }: { organizationId: string | null; canManage: boolean }) {
  const query = useQuery(webhookQueries.list(organizationId))
  const [shown, setShown] = useState<string | null>(null)
  const shownHook = query.data?.find((h) => h.id === shown) ?? null
  return (
    <section aria-labelledby="webhooks-heading">
      <div className="page-header">
        <h2 id="webhooks-heading">{m.webhooks_title()}</h2>
        {canManage ? <AddWebhookDialog organizationId={organizationId} /> : null}
      </div>
      <p className="muted">{m.webhooks_intro()}</p>
      {query.isPending ? (
        <p role="status" className="muted">
          {m.common_loading()}
        </p>
      ) : query.isError ? (
        <ErrorNotice message={m.webhooks_load_failed()} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="empty-state">
          <p>{m.webhooks_empty()}</p>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby="webhooks-heading">
            <thead>
              <tr>
                <th scope="col">{m.webhooks_field_url()}</th>
                <th scope="col">{m.webhooks_field_events()}</th>
                <th scope="col">{m.integrations_field_status()}</th>
                <th scope="col">{m.webhooks_secret_label()}</th>
                <th scope="col">{m.integrations_field_created()}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.webhooks_col_actions()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((hook) => (
                <tr key={hook.id}>
                  <th scope="row">
                    <code>{hook.url}</code>
                  </th>
                  <td>{formatList(hook.events.map((e) => EVENT_LABELS[e]()))}</td>
                  <td>{hook.active ? m.webhooks_status_active() : m.webhooks_status_paused()}</td>
                  <td>
                    <code>{hook.secretExcerpt}</code>
                  </td>
                  <td>{formatDate(hook.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      aria-expanded={shown === hook.id}
                      aria-controls={shown === hook.id ? `webhook-log-section-${hook.id}` : undefined}
                      aria-label={m.webhooks_log_open_label({ url: hook.url })}
                      onClick={() => setShown(shown === hook.id ? null : hook.id)}
                    >
                      {m.webhooks_log_open()}
                    </button>{' '}
                    {canManage ? <EndpointActions hook={hook} organizationId={organizationId} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shownHook ? <DeliveryLog hook={shownHook} organizationId={organizationId} canManage={canManage} /> : null}
    </section>
  )
}
