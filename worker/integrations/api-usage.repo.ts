import { and, eq, sql } from 'drizzle-orm'
import { apiKeys, apiKeyUsage, usageRecords } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

/**
 * Usage of the public API (ADR 0035): one `API_ACCESS` usage record per request for the tenant's plan
 * quota (billing enforces it), the key's count for the day, and the key's last use, in one batch.
 */
export function apiUsageRepo(db: Database, tenantId: string) {
  return {
    async recordApiAccessUsage(usage: {
      apiKeyId: string
      requestId: string
      periodStart: number
      day: number
      at: number
    }) {
      await db.batch([
        // Counted, not yet refused: the plan's API_ACCESS quota reads these rows (a repeat does nothing).
        db
          .insert(usageRecords)
          .values({
            id: newId(usage.at),
            tenantId,
            feature: 'API_ACCESS',
            quantity: 1,
            periodStart: usage.periodStart,
            idempotencyKey: `api_access:${usage.apiKeyId}:${usage.requestId}`,
            createdAt: usage.at,
          })
          .onConflictDoNothing(),
        db
          .insert(apiKeyUsage)
          .values({ tenantId, apiKeyId: usage.apiKeyId, day: usage.day, count: 1 })
          .onConflictDoUpdate({
            target: [apiKeyUsage.apiKeyId, apiKeyUsage.day],
            set: { count: sql`${apiKeyUsage.count} + 1` },
          }),
        db
          .update(apiKeys)
          .set({ lastUsedAt: usage.at })
          .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.id, usage.apiKeyId))),
      ])
    },

    /** Requests of one key per UTC day, newest first. */
    async countsOfKey(apiKeyId: string) {
      return db
        .select({ day: apiKeyUsage.day, count: apiKeyUsage.count })
        .from(apiKeyUsage)
        .where(and(eq(apiKeyUsage.tenantId, tenantId), eq(apiKeyUsage.apiKeyId, apiKeyId)))
    },
  }
}
