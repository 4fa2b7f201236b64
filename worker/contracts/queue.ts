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
  /** Rebuild a tenant's full-text search documents from its applicants, jobs and clients. */
  Base.extend({ kind: z.literal('search.reindex') }),
])
export type IngestMessage = z.infer<typeof IngestMessageSchema>
