import { planGate } from '../billing/entitlements.service'
import type { Services } from '../context'
import type { WebhookEventData, WebhookEventType, WebhookPayload } from '../contracts/webhooks'
import { sha256Hex } from '../lib/crypto'
import { newId } from '../lib/ids'
import { logEvent } from '../lib/log'
import { webhooksRepo } from './webhooks.repo'

/**
 * The one way events leave Shortlist (ADR 0037): where something happens (ingestion, matching, a job's
 * status) the code calls `emit` with the event's type, a key that names the occurrence, and its data.
 * The key makes the event id, so emitting the same occurrence twice (a redelivered queue message)
 * delivers it once per endpoint. Emitting never fails the work that emits: an error is logged.
 */
export function webhookEmitter(services: Services, tenantId: string) {
  const repo = webhooksRepo(services.db.forTenant(tenantId), tenantId)

  return {
    /** `data` may be a function: what costs a query is read only when an endpoint is subscribed. */
    async emit<T extends WebhookEventType>(
      type: T,
      occurrence: string,
      data: WebhookEventData<T> | (() => Promise<WebhookEventData<T>>),
    ): Promise<void> {
      try {
        const endpoints = await repo.subscribedTo(type)
        if (endpoints.length === 0) return
        // An organization whose plan lost integrations keeps its endpoints but is sent nothing.
        if (!(await planGate(services, tenantId).hasFeature('INTEGRATIONS'))) return
        const at = services.now()
        const eventId = `evt_${(await sha256Hex(`${tenantId}:${type}:${occurrence}`)).slice(0, 32)}`
        const payload: WebhookPayload = {
          id: eventId,
          type,
          createdAt: at,
          organizationId: tenantId,
          data: typeof data === 'function' ? await data() : data,
        }
        const body = JSON.stringify(payload)
        const queued = await repo.insertDeliveries(
          endpoints.map((endpointId) => ({ id: newId(at), endpointId, eventId, eventType: type, body })),
          at,
        )
        await services.webhookQueue.sendBatch(
          queued.map((d) => ({
            kind: 'webhook.deliver' as const,
            idempotencyKey: `webhook:${d.id}`,
            tenantId,
            deliveryId: d.id,
          })),
        )
      } catch (err) {
        logEvent('error', 'webhook_emit_failed', {
          tenantId,
          type,
          error: err instanceof Error ? err.message : String(err),
        })
      }
    },
  }
}
