import { type WebhookMessage, WebhookMessageSchema } from '../../contracts/webhooks'

/**
 * The producer side of the webhook queue (ADR 0037): one message per delivery attempt series. Messages
 * are checked against their contract before they leave, as the ingestion queue's are.
 */
export interface WebhookQueue {
  /** At most 100 messages per call (a Queues limit); the emitter sends one per subscribed endpoint. */
  sendBatch(messages: WebhookMessage[]): Promise<void>
}

export function cloudflareWebhookQueue(queue: Queue): WebhookQueue {
  return {
    async sendBatch(messages) {
      if (messages.length === 0) return
      await queue.sendBatch(messages.map((m) => ({ body: WebhookMessageSchema.parse(m) })))
    },
  }
}
