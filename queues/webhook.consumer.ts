import type { Services } from '../worker/context'
import { WebhookMessageSchema } from '../worker/contracts/webhooks'
import { webhookDeliveryService } from '../worker/integrations/webhook-delivery.service'
import { logEvent } from '../worker/lib/log'
import { taskRepo } from '../worker/tasks/failed-task.repo'
import { retryDelaySeconds } from './ingest.consumer'

/** The queue's name in wrangler.toml (the Worker's queue handler dispatches on it). */
export const WEBHOOK_QUEUE_NAME = 'shortlist-webhooks'

type Fetcher = (request: Request) => Promise<Response>

/**
 * The webhook queue (ADR 0037): each message is one attempt of one delivery. The delivery service
 * decides whether to retry and after how long (exponential back-off, `retry({ delaySeconds })`); an
 * error of our own (D1) retries with the ingest queue's back-off and ends in the dead-letter queue.
 * Deliveries go out together: they wait on other servers, not on this Worker's CPU.
 */
export async function consumeWebhookBatch(batch: MessageBatch<unknown>, services: Services, fetcher?: Fetcher) {
  await Promise.all(
    batch.messages.map(async (msg) => {
      const parsed = WebhookMessageSchema.safeParse(msg.body)
      if (!parsed.success) {
        await taskRepo(services.db.platform()).recordFailure(
          {
            tenantId: null,
            userId: null,
            queue: batch.queue,
            message: msg.body,
            errorType: 'VALIDATION_FAILED',
            errorMessage: 'The message does not match the queue contract',
            attempts: msg.attempts,
            idempotencyKey: `invalid:${msg.id}`,
          },
          services.now(),
        )
        msg.ack()
        return
      }
      const message = parsed.data
      try {
        const outcome = await webhookDeliveryService(services, message.tenantId, fetcher).deliver(message)
        if (outcome.done) msg.ack()
        else msg.retry({ delaySeconds: outcome.retryInSeconds })
      } catch (err) {
        logEvent('warn', 'queue_message_failed', {
          queue: batch.queue,
          kind: message.kind,
          idempotencyKey: message.idempotencyKey,
          attempts: msg.attempts,
          error: err instanceof Error ? err.message : String(err),
        })
        msg.retry({ delaySeconds: retryDelaySeconds(msg.attempts) })
      }
    }),
  )
}
