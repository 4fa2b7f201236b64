import { lt, sql } from 'drizzle-orm'
import { idempotencyKeys, oneTimeTokens, processedMessages, rateLimits, sessions } from '../db/schema'
import type { Database } from './db/database'

/** Expiry of platform rows, for the cron (worker/housekeeping.ts). */
export function housekeepingRepo(db: Database) {
  return {
    /** Drops expired or idle sessions, old tokens, rate-limit windows, processed queue messages and
     * Idempotency-Key answers past their lifetime in one batch. */
    async dropExpired(cutoffs: {
      now: number
      idleCutoff: number
      tokens: number
      rateLimits: number
      messages: number
      idempotencyKeys: number
    }) {
      await db.batch([
        db
          .delete(sessions)
          .where(sql`${sessions.expiresAt} <= ${cutoffs.now} OR ${sessions.lastSeenAt} <= ${cutoffs.idleCutoff}`),
        db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, cutoffs.tokens)),
        db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoffs.rateLimits)),
        db.delete(processedMessages).where(lt(processedMessages.processedAt, cutoffs.messages)),
        db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoffs.idempotencyKeys)),
      ])
    },
  }
}
