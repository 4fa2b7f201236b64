import type { Services } from '../context'
import { logEvent } from '../lib/log'
import { billingCronRepo } from './billing-cron.repo'
import { subscriptionsService } from './subscriptions.service'

/** A meter report younger than this may still be on its way; older unreported ones are retried. */
const REPORT_GRACE_MS = 10 * 60_000

/**
 * The billing part of the cron (worker/index.ts `scheduled`): subscriptions past their period end
 * renew (with a waiting plan change), end when cancelled (the organization becomes CANCELED) or are
 * re-read from the provider; pay-per-document plans report the month's stored documents once and
 * retry meter reports that failed. One organization's failure does not stop the others.
 */
export async function billingCron(services: Services, now: number) {
  const repo = billingCronRepo(services.db.platform())
  const outcome = { settled: 0, storedReported: 0, retried: 0, failed: 0 }
  const each = async (tenantIds: string[], work: (tenantId: string) => Promise<void>) => {
    for (const tenantId of tenantIds) {
      try {
        await work(tenantId)
      } catch (err) {
        outcome.failed++
        logEvent(
          'warn',
          'billing_cron_failed',
          { tenantId, error: err instanceof Error ? err.message : String(err) },
          services.config.LOG_LEVEL,
        )
      }
    }
  }
  await each(await repo.periodEnded(now), async (tenantId) => {
    if ((await subscriptionsService(services, tenantId).settle()) !== 'none') outcome.settled++
  })
  await each(await repo.onMeteredPlans(), async (tenantId) => {
    const subscriptions = subscriptionsService(services, tenantId)
    if (await subscriptions.recordStoredDocuments()) outcome.storedReported++
    outcome.retried += await subscriptions.reportPendingMeterEvents(now - REPORT_GRACE_MS)
  })
  return outcome
}
