import type { IngestMessage } from '../../contracts/queue'

/**
 * The producer side of the ingestion queue (ADR 0016). Services send contract-typed messages through
 * `services.queue`; the adapter checks each against its contract before it leaves, so a consumer never
 * sees a message its producer could not have meant.
 */
export interface JobQueue {
  /** `delaySeconds` holds the message back (a provider's Retry-After); Queues allow up to 12 hours. */
  send(message: IngestMessage, options?: { delaySeconds?: number }): Promise<void>
  /** At most SEND_BATCH messages per call (a Queues limit; callers cut longer lists). */
  sendBatch(messages: IngestMessage[]): Promise<void>
}
