import { processingService } from '../worker/applicants/processing.service'
import type { Services } from '../worker/context'
import { IngestMessageSchema } from '../worker/contracts/queue'
import { WebhookMessageSchema } from '../worker/contracts/webhooks'
import { webhookDeliveryService } from '../worker/integrations/webhook-delivery.service'
import { searchReindexService } from '../worker/search/search-reindex.service'
import { taskRepo } from '../worker/tasks/failed-task.repo'

/**
 * Messages that used up their retries land here and become failed tasks (admin screen), where
 * they can be recovered, re-run or removed (ADR 0021). Recording is idempotent, so a redelivered dead letter is harmless.
 */
export async function consumeDeadLetterBatch(batch: MessageBatch<unknown>, services: Services) {
  const tasks = taskRepo(services.db.platform())
  for (const msg of batch.messages) {
    const webhook = WebhookMessageSchema.safeParse(msg.body)
    if (webhook.success) {
      // A webhook delivery whose consumer kept failing: its log says so, and the admin screen lists it.
      await webhookDeliveryService(services, webhook.data.tenantId).deadLetter(webhook.data)
      await tasks.recordFailure(
        {
          tenantId: webhook.data.tenantId,
          userId: null,
          queue: batch.queue.replace(/-dlq$/, ''),
          message: msg.body,
          errorType: 'UNKNOWN_ERROR',
          errorMessage: 'Processing failed after every retry',
          attempts: msg.attempts,
          idempotencyKey: webhook.data.idempotencyKey,
        },
        services.now(),
      )
      msg.ack()
      continue
    }
    const parsed = IngestMessageSchema.safeParse(msg.body)
    const message = parsed.success ? parsed.data : null
    // The user must see the failure too, not only the admin screen.
    if (message?.kind === 'document.process') await processingService(services).deadLetter(message)
    // The admin who started a search index rebuild sees it fail instead of waiting for ever.
    if (message?.kind === 'search.reindex') await searchReindexService(services).deadLetter(message)
    await tasks.recordFailure(
      {
        tenantId: message?.tenantId ?? null,
        userId: message?.userId ?? null,
        queue: batch.queue.replace(/-dlq$/, ''),
        message: msg.body,
        errorType: message ? 'UNKNOWN_ERROR' : 'VALIDATION_FAILED',
        errorMessage: 'Processing failed after every retry',
        attempts: msg.attempts,
        idempotencyKey: message?.idempotencyKey ?? `invalid:${msg.id}`,
      },
      services.now(),
    )
    msg.ack()
  }
}
