import type { Database } from '../db/database'

/** Each organization's newest subscription row only (a plan change leaves older rows behind). */
const NEWEST = `NOT EXISTS (SELECT 1 FROM subscriptions n WHERE n.tenant_id = s.tenant_id
  AND (n.created_at > s.created_at OR (n.created_at = s.created_at AND n.id > s.id)))`
const LIVE = `s.status IN ('ACTIVE', 'ON_TRIAL', 'PAST_DUE')`

/** What the billing cron looks for across organizations (platform-wide, read only). */
export function billingCronRepo(db: Database) {
  const d1 = db.$client
  return {
    /** Organizations whose current subscription's period has ended: renew, end or re-read it. */
    async periodEnded(now: number, limit = 200): Promise<string[]> {
      const rows = await d1
        .prepare(
          `SELECT s.tenant_id AS tenantId FROM subscriptions s
           WHERE ${LIVE} AND s.current_period_end <= ?1 AND ${NEWEST} LIMIT ?2`,
        )
        .bind(now, limit)
        .all<{ tenantId: string }>()
      return rows.results.map((r) => r.tenantId)
    },

    /** Organizations on a pay-per-document plan now. */
    async onMeteredPlans(limit = 1000): Promise<string[]> {
      const rows = await d1
        .prepare(
          `SELECT s.tenant_id AS tenantId FROM subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
           WHERE ${LIVE} AND ${NEWEST}
             AND (p.cloud_price_per_ingested_doc_cents IS NOT NULL OR p.cloud_price_per_stored_doc_month_cents IS NOT NULL)
           LIMIT ?1`,
        )
        .bind(limit)
        .all<{ tenantId: string }>()
      return rows.results.map((r) => r.tenantId)
    },
  }
}
