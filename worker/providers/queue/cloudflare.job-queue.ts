import { IngestMessageSchema } from '../../contracts/queue'
import type { JobQueue } from './job-queue'

/**
 * The job queue on a Cloudflare Queues producer binding (INGEST_QUEUE). Every message is parsed with
 * its contract here, the one place messages are produced: an invalid one throws before anything is sent.
 */
export function cloudflareJobQueue(queue: Queue): JobQueue {
  return {
    async send(message, options) {
      const body = IngestMessageSchema.parse(message)
      await (options?.delaySeconds ? queue.send(body, { delaySeconds: options.delaySeconds }) : queue.send(body))
    },

    async sendBatch(messages) {
      const bodies = messages.map((m) => ({ body: IngestMessageSchema.parse(m) }))
      await queue.sendBatch(bodies)
    },
  }
}
