import { and, eq, sql } from 'drizzle-orm'
import { idempotencyKeys } from '../../db/schema'
import type { StoredResponse } from '../contracts/idempotency'
import type { Database } from '../db/database'

export interface IdempotencyClaim {
  scope: string
  key: string
  tenantId: string | null
  method: string
  path: string
  fingerprint: string
  owner: string
  now: number
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect

/** The Idempotency-Key ledger (`idempotency_keys`, a platform table; ADR 0018). */
export function idempotencyRepo(db: Database) {
  const byKey = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  const ownedBy = (scope: string, key: string, owner: string) =>
    and(byKey(scope, key), eq(idempotencyKeys.owner, owner))

  return {
    /**
     * Claims the key in one statement, so two requests that arrive at once cannot both win. A row
     * older than `expiredBefore` counts as absent; an IN_PROGRESS claim older than `staleBefore` for the
     * same request is taken over (its Worker died before it could finish or release it). True when won.
     */
    async claim(claim: IdempotencyClaim, cutoffs: { expiredBefore: number; staleBefore: number }): Promise<boolean> {
      const { scope, key, now, ...request } = claim
      // Everything but the key itself is (re)written: a taken-over or expired row starts afresh.
      const fresh = {
        ...request,
        state: 'IN_PROGRESS' as const,
        claimedAt: now,
        createdAt: now,
        status: null,
        headers: null,
        body: null,
      }
      const won = await db
        .insert(idempotencyKeys)
        .values({ scope, key, ...fresh })
        .onConflictDoUpdate({
          target: [idempotencyKeys.scope, idempotencyKeys.key],
          set: fresh,
          setWhere: sql`${idempotencyKeys.createdAt} <= ${cutoffs.expiredBefore}
            OR (${idempotencyKeys.state} = 'IN_PROGRESS' AND ${idempotencyKeys.claimedAt} <= ${cutoffs.staleBefore}
                AND ${idempotencyKeys.fingerprint} = ${claim.fingerprint})`,
        })
        .returning({ owner: idempotencyKeys.owner })
      return won.length === 1
    },

    async find(scope: string, key: string): Promise<IdempotencyRow | undefined> {
      const rows = await db.select().from(idempotencyKeys).where(byKey(scope, key))
      return rows[0]
    },

    /** Stores the first answer; a claim taken over meanwhile (stale) is left to its new owner. */
    async complete(scope: string, key: string, owner: string, response: StoredResponse) {
      await db
        .update(idempotencyKeys)
        .set({ state: 'DONE', status: response.status, headers: response.headers, body: response.body })
        .where(and(ownedBy(scope, key, owner), eq(idempotencyKeys.state, 'IN_PROGRESS')))
    },

    /** Gives the key back (a 5xx or a thrown error), so a retry runs the request again. */
    async release(scope: string, key: string, owner: string) {
      await db.delete(idempotencyKeys).where(and(ownedBy(scope, key, owner), eq(idempotencyKeys.state, 'IN_PROGRESS')))
    },
  }
}
