import type { Webhook } from '../../api/webhooks'
import { formatList } from '../../i18n/format-list'
import { m } from '../../paraglide/messages'
import { formatDate, WEBHOOK_EVENT_LABELS } from './labels'
import { WebhookActions } from './webhook-actions'
import { deliveryLogId } from './webhook-delivery-log'

/** The endpoints: URL, events, status, secret excerpt, creation date; the delivery log button and actions. */
export function WebhooksList({
  hooks,
  organizationId,
  canManage,
  labelledBy,
  shown,
  onShow,
}: {
  hooks: readonly Webhook[]
  organizationId: string | null
  canManage: boolean
  labelledBy: string
  /** The endpoint whose delivery log is open. */
  shown: string | null
  onShow: (hookId: string | null) => void
}) {
  return (
    <div className="table-scroll">
      <table className="data-table" aria-labelledby={labelledBy}>
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
          {hooks.map((hook) => (
            <tr key={hook.id}>
              <th scope="row">
                <code>{hook.url}</code>
              </th>
              <td>{formatList(hook.events.map((e) => WEBHOOK_EVENT_LABELS[e]()))}</td>
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
                  aria-controls={shown === hook.id ? deliveryLogId(hook.id) : undefined}
                  aria-label={m.webhooks_log_open_label({ url: hook.url })}
                  onClick={() => onShow(shown === hook.id ? null : hook.id)}
                >
                  {m.webhooks_log_open()}
                </button>{' '}
                {canManage ? <WebhookActions hook={hook} organizationId={organizationId} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
