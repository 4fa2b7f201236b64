import { z } from 'zod'

/**
 * Messages on the ingestion queue. Delivery is at-least-once: every message carries an idempotency
 * key and consumers record it, so a redelivery changes nothing.
 */
const Base = z.object({
  idempotencyKey: z.string().min(1).max(200),
  tenantId: z.string(),
  userId: z.string().nullable(),
})

export const IngestMessageSchema = z.discriminatedUnion('kind', [
  /** Extract, parse and store one uploaded CV. `version` is the document's processing run. */
  Base.extend({ kind: z.literal('document.process'), documentId: z.string(), version: z.number().int().positive() }),
  /**
   * Rebuild a tenant's full-text search documents from its applicants, jobs and clients, in batches.
   * `run` is the rebuild run (search_reindex_runs) the message continues; without it the consumer
   * starts a run itself unless one is under way. A message of an older run does nothing.
   */
  Base.extend({ kind: z.literal('search.reindex'), run: z.number().int().positive().optional() }),
  /** Plan a job's matching run: split its applicants (by id) into batches and queue them all at once. */
  Base.extend({ kind: z.literal('match.job'), jobId: z.string(), run: z.number().int().positive() }),
  /**
   * Score one job against the applicants with ids in (after, upTo]. `run` is the job's matching run:
   * a batch of an outdated run does nothing (ADR 0014).
   */
  Base.extend({
    kind: z.literal('match.job.batch'),
    jobId: z.string(),
    run: z.number().int().positive(),
    batch: z.number().int().nonnegative(),
    after: z.string().nullable(),
    upTo: z.string(),
  }),
  /** Score one applicant against every open job of the tenant it may be matched with. */
  Base.extend({ kind: z.literal('match.applicant'), applicantId: z.string(), run: z.number().int().positive() }),
  /** One step of syncing one connected mailbox (ADR 0040); `userId` is the mailbox's owner. */
  Base.extend({ kind: z.literal('mail.sync'), accountId: z.string() }),
])
export type IngestMessage = z.infer<typeof IngestMessageSchema>

/**
 * The producer's end of the contract (consumers parse too): every message goes through this before
 * `send`/`sendBatch`, so a malformed one fails where it is made, with the zod issues, instead of
 * reaching the dead-letter queue as a "does not parse" failure long after the request that sent it.
 * A ZodError here is a bug of the sender: the request answers 500 INTERNAL and is logged.
 */
export function queueMessage(body: unknown): IngestMessage {
  return IngestMessageSchema.parse(body)
}
