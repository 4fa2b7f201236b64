import { z } from 'zod'

/** The request header of draft-ietf-httpapi-idempotency-key-header and the answer's replay marker. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/** A key is 1–255 printable ASCII characters (a UUID from the SPA; any opaque string from API clients). */
export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x20-\x7e]+$/)

export const IDEMPOTENCY_STATES = ['IN_PROGRESS', 'DONE'] as const

/** The headers a replay repeats; cookies and anything else the first answer set are never stored. */
export const REPLAYED_HEADERS = ['content-type', 'content-disposition', 'cache-control'] as const

/** A finished first answer as stored, parsed when read back. */
export const StoredResponseSchema = z.object({
  status: z.number().int().min(200).max(499),
  headers: z.partialRecord(z.enum(REPLAYED_HEADERS), z.string()),
  body: z.base64(),
})
export type StoredResponse = z.infer<typeof StoredResponseSchema>
