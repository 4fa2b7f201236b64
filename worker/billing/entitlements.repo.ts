import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { quotaCarryovers, subscriptionPlans, subscriptions, usageRecords } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

export type SubscriptionRow = typeof subscriptions.$inferSelect
export type MeteredFeature = (typeof usageRecords.$inferInsert)['feature']

/** One unit of a feature to claim against the caps that hold now (null: no cap of that kind). */
export interface Claim {
  feature: MeteredFeature
  idempotencyKey: string
  /** Usage counts toward the period cap from here on. */
  periodStart: number
  /** Usage counts toward the total cap from here on (the subscription's start, 0 for Basic). */
  since: number
  periodCap: number | null
  totalCap: number | null
}

/**
 * One statement per claim: the usage row is written only while what is used stays below both caps.
 * SQLite runs each statement alone, so two requests can never both take the last unit (no
 * read-then-write). A repeated key writes nothing.
 */
const CLAIM_SQL = `INSERT INTO usage_records (id, tenant_id, feature, quantity, period_start, idempotency_key, created_at)
SELECT ?1, ?2, ?3, 1, ?4, ?5, ?6
WHERE (?7 IS NULL OR (SELECT coalesce(sum(quantity), 0) FROM usage_records
                      WHERE tenant_id = ?2 AND feature = ?3 AND period_start >= ?4) < ?7)
  AND (?8 IS NULL OR (SELECT coalesce(sum(quantity), 0) FROM usage_records
                      WHERE tenant_id = ?2 AND feature = ?3 AND created_at >= ?9) < ?8)
ON CONFLICT (idempotency_key) DO NOTHING`

/** What the plan gating of one tenant reads and writes: its subscriptions, usage and carried-over quota. */
export function entitlementsRepo(db: Database, tenantId: string) {
  return {
    /** The newest subscription row (a plan change adds a row). */
    async latestSubscription(): Promise<SubscriptionRow | null> {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.tenantId, tenantId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(1)
      return rows[0] ?? null
    },

    /** Units used since `periodStart` and since `since`. */
    async usage(feature: MeteredFeature, periodStart: number, since: number) {
      const rows = await db
        .select({
          used: sql<number>`coalesce(sum(CASE WHEN ${usageRecords.periodStart} >= ${periodStart} THEN ${usageRecords.quantity} ELSE 0 END), 0)`,
          totalUsed: sql<number>`coalesce(sum(CASE WHEN ${usageRecords.createdAt} >= ${since} THEN ${usageRecords.quantity} ELSE 0 END), 0)`,
        })
        .from(usageRecords)
        .where(and(eq(usageRecords.tenantId, tenantId), eq(usageRecords.feature, feature)))
      return { used: Number(rows[0]?.used ?? 0), totalUsed: Number(rows[0]?.totalUsed ?? 0) }
    },

    /** Every feature's usage at once, for the billing screen. */
    async usageByFeature(periodStart: number, since: number) {
      return db
        .select({
          feature: usageRecords.feature,
          used: sql<number>`coalesce(sum(CASE WHEN ${usageRecords.periodStart} >= ${periodStart} THEN ${usageRecords.quantity} ELSE 0 END), 0)`,
          totalUsed: sql<number>`coalesce(sum(CASE WHEN ${usageRecords.createdAt} >= ${since} THEN ${usageRecords.quantity} ELSE 0 END), 0)`,
        })
        .from(usageRecords)
        .where(eq(usageRecords.tenantId, tenantId))
        .groupBy(usageRecords.feature)
    },

    /**
     * Claims each unit in order in one D1 batch (one round trip, one transaction); true where the
     * unit was taken now or by an earlier run of the same key, false where a cap refused it.
     */
    async claim(claims: Claim[], now: number): Promise<boolean[]> {
      if (claims.length === 0) return []
      const d1 = db.$client
      const results = await d1.batch(
        claims.map((c) =>
          d1
            .prepare(CLAIM_SQL)
            .bind(
              newId(now),
              tenantId,
              c.feature,
              c.periodStart,
              c.idempotencyKey,
              now,
              c.periodCap,
              c.totalCap,
              c.since,
            ),
        ),
      )
      const taken = results.map((r) => (r.meta.changes ?? 0) > 0)
      const refused = claims.filter((_, i) => !taken[i]).map((c) => c.idempotencyKey)
      if (refused.length === 0) return taken
      // A repeat of a claim that went through before is not a refusal.
      const earlier = new Set(await this.existingKeys(refused))
      return claims.map((c, i) => taken[i] === true || earlier.has(c.idempotencyKey))
    },

    async existingKeys(keys: string[]): Promise<string[]> {
      const rows = await db
        .select({ key: usageRecords.idempotencyKey })
        .from(usageRecords)
        .where(and(eq(usageRecords.tenantId, tenantId), sql`${usageRecords.idempotencyKey} IN ${keys}`))
      return rows.map((r) => r.key)
    },

    /** Gives a unit back (its work failed for good, or it was never used). */
    async release(idempotencyKeys: string[]) {
      if (idempotencyKeys.length === 0) return
      await db
        .delete(usageRecords)
        .where(and(eq(usageRecords.tenantId, tenantId), sql`${usageRecords.idempotencyKey} IN ${idempotencyKeys}`))
    },

    /** Unused quota carried over from the previous plan, still valid at `now`. */
    async carriedOver(now: number) {
      return db
        .select({ feature: quotaCarryovers.feature, amount: sql<number>`sum(${quotaCarryovers.amount})` })
        .from(quotaCarryovers)
        .where(and(eq(quotaCarryovers.tenantId, tenantId), gt(quotaCarryovers.expiresAt, now)))
        .groupBy(quotaCarryovers.feature)
    },
  }
}

/** The platform's Basic plan (the newest active one), if one is stored. */
export function basicPlanRepo(db: Database) {
  return {
    async id(): Promise<string | null> {
      const rows = await db
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.name, 'basic'), eq(subscriptionPlans.active, true)))
        .orderBy(desc(subscriptionPlans.createdAt))
        .limit(1)
      return rows[0]?.id ?? null
    },
  }
}
