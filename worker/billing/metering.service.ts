import { logEvent } from '../lib/log'
import { organizationRepo } from '../tenants/organization.repo'
import type { SubscriptionRow } from './entitlements.repo'
import type { SubscriptionContext } from './subscription-context'
import { refOf } from './subscription-rules'

/** The cloud plan's meters: ingested documents, stored documents per month, and retried reports. */
export function metering(ctx: SubscriptionContext) {
  const { services, tenantId, repo } = ctx

  /**
   * Reports a recorded meter event to the provider. A failure (the provider is down) must not fail the
   * work that was metered: the event stays unreported and the cron reports it again (same key).
   */
  async function report(sub: SubscriptionRow, usage: Parameters<typeof services.billing.reportUsage>[1]) {
    try {
      await services.billing.reportUsage(refOf(sub), usage)
      await repo.markMeterReported(usage.idempotencyKey, services.now())
    } catch (err) {
      logEvent(
        'warn',
        'billing_meter_report_failed',
        { tenantId, idempotencyKey: usage.idempotencyKey, error: err instanceof Error ? err.message : String(err) },
        services.config.LOG_LEVEL,
      )
    }
  }

  return {
    /**
     * The cloud plan's stored-documents meter: once per calendar month (UTC) the number of stored
     * documents, under a key of the month, so a second cron run of the month reports nothing.
     */
    async recordStoredDocuments(): Promise<boolean> {
      const e = await ctx.fresh()
      if (!e.subscription || e.plan.cloudPricePerStoredDocMonthCents === null) return false
      const now = services.now()
      const month = new Date(now).toISOString().slice(0, 7)
      const stored = (await organizationRepo(services.db.platform()).counts(tenantId, now)).applicants
      const key = `stored:${tenantId}:${month}`
      const usage = { meter: 'STORED_DOCUMENTS' as const, quantity: stored, occurredAt: now, idempotencyKey: key }
      if (!(await repo.recordMeterEvent(usage))) return false
      await report(e.subscription, usage)
      return true
    },

    /** Meter events whose report failed (the provider was down) are reported again, once each. */
    async reportPendingMeterEvents(olderThan: number) {
      const e = await ctx.fresh()
      if (!e.subscription) return 0
      const pending = await repo.unreportedMeterEvents(olderThan)
      for (const event of pending) {
        await services.billing.reportUsage(refOf(e.subscription), event)
        await repo.markMeterReported(event.idempotencyKey, services.now())
      }
      return pending.length
    },

    /** The cloud plan's meter: one ingested document, reported once per document. */
    async recordIngestedDocument(documentId: string) {
      const e = await ctx.fresh()
      if (!e.subscription || e.plan.cloudPricePerIngestedDocCents === null) return
      const now = services.now()
      const key = `ingest:${documentId}`
      const usage = { meter: 'INGESTED_DOCUMENTS' as const, quantity: 1, occurredAt: now, idempotencyKey: key }
      if (!(await repo.recordMeterEvent(usage))) return
      await report(e.subscription, usage)
    },
  }
}
