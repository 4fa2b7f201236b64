import { and, eq, sql } from 'drizzle-orm'
import { apiKeys, apiKeyUsage } from '../../db/schema'
import { usageRepo } from '../billing/usage.repo'
import type { Database } from '../db/database'

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
        usageRepo(db, tenantId).recordStatement({
          feature: 'API_ACCESS',
          quantity: 1,
          periodStart: usage.periodStart,
          idempotencyKey: `api_access:${usage.apiKeyId}:${usage.requestId}`,
          at: usage.at,
        }),
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
