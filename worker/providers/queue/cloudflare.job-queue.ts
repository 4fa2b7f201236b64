import { IngestMessageSchema } from '../../contracts/queue'
import type { JobQueue } from './job-queue'

/**
 * The job queue on a Cloudflare Queues producer binding (INGEST_QUEUE). Every message is parsed with
 * its contract here, the one place messages are produced: an invalid one throws before anything is sent.
 */
export function cloudflareJobQueue(queue: Queue): JobQueue {
  return {
    async send(message) {
      await queue.send(IngestMessageSchema.parse(message))
    },

    async sendBatch(messages) {
      const bodies = messages.map((m) => ({ body: IngestMessageSchema.parse(m) }))
      await queue.sendBatch(bodies)
    },
  }
}
