/** How long a key answers with its first result (the draft suggests 24 h; housekeeping drops it then). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3_600_000
/**
 * A claim still IN_PROGRESS after this long belongs to a Worker that died before it could store or
 * release it; a repeat of the same request may take it over. Longer than any create takes (an LLM fit
 * report included), so a slow first request is never run twice.
 */
export const IDEMPOTENCY_CLAIM_STALE_MS = 120_000
/** A repeat that arrives while the first still runs waits this long for its answer, then gets 409. */
export const IDEMPOTENCY_WAIT_MS = 10_000
/** Polling steps while waiting: short at first (most creates finish in tens of ms), then 250 ms. */
export const idempotencyPollDelay = (attempt: number) => Math.min(25 * 2 ** attempt, 250)
/** Larger answers are not stored (D1 holds at most 2 MB per value; base64 adds a third). */
export const IDEMPOTENCY_MAX_STORED_BYTES = 1_000_000
