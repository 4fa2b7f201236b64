import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { consumeWebhookBatch } from '../../../queues/webhook.consumer'
import type { WebhookMessage } from '../../../worker/contracts/webhooks'
import { loadConfig } from '../../../worker/env'
import { webhooksRepo } from '../../../worker/integrations/webhooks.repo'
import { newId } from '../../../worker/lib/ids'
import { createServices } from '../../../worker/middleware/services'
import { json } from '../jobs/support'
import { call, type Session } from '../support/http'

/** Shared setup of the webhook tests (webhooks-*.test.ts): endpoints, logged deliveries, the queue consumer. */

export type Webhook = { id: string; url: string; events: string[]; active: boolean; secretExcerpt: string }
export type Delivery = {
  id: string
  eventId: string
  eventType: string
  status: string
  attempts: number
  responseStatus: number | null
  durationMs: number | null
  lastError: string | null
  nextRetryAt: number | null
  lastAttemptAt: number | null
  replayOf: string | null
}

/**
 * A local address that answers 404 (the OpenID double of the Worker tests): a delivery that the real
 * queue consumer sends there fails and waits for its retry, while the tests hand deliveries to the
 * consumer themselves.
 */
export const UNREACHABLE = `${new URL(loadConfig(env).GOOGLE_ISSUER).origin}/hooks`

export async function createWebhook(session: Session, body: Record<string, unknown> = {}) {
  const res = await call('/api/webhooks', {
    method: 'POST',
    session,
    json: { url: UNREACHABLE, events: ['applicant.processed', 'job.status_changed'], ...body },
  })
  return json<Webhook & { secret: string }>(res, 201)
}

/** A logged delivery written as the emitter writes it, but not queued: the test hands it to the consumer. */
export async function loggedDelivery(tenantId: string, endpointId: string) {
  const id = newId()
  const body = JSON.stringify({
    id: `evt_${id}`,
    type: 'applicant.processed',
    createdAt: Date.now(),
    organizationId: tenantId,
    data: { applicantId: 'a1', documentId: 'd1', name: 'Jonas Feldmann' },
  })
  await webhooksRepo(createServices(env).db.forTenant(tenantId), tenantId).insertDeliveries(
    [{ id, endpointId, eventId: `evt_${id}`, eventType: 'applicant.processed', body }],
    Date.now(),
  )
  return { id, body }
}

/** One delivery of the webhook queue to its consumer, with `fetcher` standing in for the network. */
export async function consume(
  message: WebhookMessage,
  attempts: number,
  fetcher: (r: Request) => Promise<Response>,
  services = createServices(env),
) {
  const batch = createMessageBatch('shortlist-webhooks', [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts, body: message },
  ])
  const ctx = createExecutionContext()
  await consumeWebhookBatch(batch, services, fetcher)
  return getQueueResult(batch, ctx)
}

export const message = (tenantId: string, deliveryId: string): WebhookMessage => ({
  kind: 'webhook.deliver',
  idempotencyKey: `webhook:${deliveryId}`,
  tenantId,
  deliveryId,
})

export async function deliveriesOf(session: Session, webhookId: string) {
  return json<Delivery[]>(await call(`/api/webhooks/${webhookId}/deliveries`, { session }))
}
