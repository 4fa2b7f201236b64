import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { replayDelivery, type Webhook, type WebhookDelivery, webhookQueries } from '../../api/webhooks'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { DELIVERY_STATUS_LABELS, formatTime, WEBHOOK_EVENT_LABELS } from './labels'

/** The id of an endpoint's delivery log section, for the button that shows it (aria-controls). */
export const deliveryLogId = (hookId: string) => `webhook-log-section-${hookId}`

function DeliveryRow({
  delivery: d,
  canManage,
  replaying,
  onReplay,
}: {
  delivery: WebhookDelivery
  canManage: boolean
  replaying: boolean
  onReplay: () => void
}) {
  return (
    <tr>
      <th scope="row">
        {formatTime(d.createdAt)}
        {d.replayOf ? ` ${m.webhooks_replay_marker()}` : ''}
      </th>
      <td>{WEBHOOK_EVENT_LABELS[d.eventType]()}</td>
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
              event: WEBHOOK_EVENT_LABELS[d.eventType](),
              time: formatTime(d.createdAt),
            })}
            aria-disabled={replaying || undefined}
            onClick={onReplay}
          >
            {m.webhooks_replay()}
          </button>
        </td>
      ) : null}
    </tr>
  )
}

/** The newest deliveries of one endpoint: status, attempts, answer, duration, next retry; replay. */
export function WebhookDeliveryLog({
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
    <section id={deliveryLogId(hook.id)} aria-labelledby={headingId} className="webhook-log">
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
                <DeliveryRow
                  key={d.id}
                  delivery={d}
                  canManage={canManage}
                  replaying={replay.isPending}
                  onReplay={() => replay.mutate(d.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
