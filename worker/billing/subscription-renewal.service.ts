import type { SubscriptionRow } from './entitlements.repo'
import { currentPeriod, type Entitlements } from './entitlements.service'
import type { SubscriptionContext } from './subscription-context'
import { isMetered, refOf, subscriptionFields } from './subscription-rules'

/** A new period: a local subscription renews by itself, and a plan change that waited for it applies. */
export function subscriptionRenewal(ctx: SubscriptionContext) {
  const { services, repo, plans } = ctx

  /**
   * A plan change that waited for the next period takes effect with it: the provider moves the
   * subscription to the plan's price without proration (the new period is billed at the new price)
   * and a new subscription row starts. Only the caller whose conditional update took the waiting
   * change does this, so the cron and a webhook never both apply it.
   */
  async function applyWaitingPlanChange(sub: SubscriptionRow, period: { start: number; end: number }) {
    const planId = sub.upcomingPlanId
    const plan = planId ? await plans.get(planId) : null
    const now = services.now()
    if (!planId || !plan || !(await repo.takeUpcomingPlan(sub.id, planId, now))) return false
    try {
      if (sub.provider === services.billing.name) {
        await services.billing.changePlan(
          refOf(sub),
          { providerVariantId: plan.providerVariantId, seats: sub.seats, metered: isMetered(plan), prorate: false },
          `plan-change:${sub.id}:${period.start}`,
        )
      }
    } catch (err) {
      // The change waits for the next run.
      await repo.update(sub.id, { status: sub.status, upcomingPlanId: planId }, now)
      throw err
    }
    const fields = subscriptionFields(plan, sub.seats, period.start, sub.provider)
    await repo.startSubscription(
      {
        ...fields,
        providerSubscriptionId: sub.provider === 'local' ? fields.providerSubscriptionId : sub.providerSubscriptionId,
        providerCustomerId: sub.providerCustomerId,
        currentPeriodEnd: period.end,
        planChangedAt: period.start,
      },
      { planName: plan.name, subscriptionStatus: 'ACTIVE' },
      [],
      now,
    )
    return true
  }

  /** A local subscription past its period end renews (with a waiting plan change applied). */
  async function renewIfDue(e: Entitlements) {
    const sub = e.subscription
    const now = services.now()
    if (sub?.provider !== 'local' || now < sub.currentPeriodEnd) return false
    const period = currentPeriod(sub, now)
    if (!period) return false
    if (sub.upcomingPlanId && (await applyWaitingPlanChange(sub, period))) return true
    await repo.update(sub.id, { currentPeriodStart: period.start, currentPeriodEnd: period.end }, now)
    return true
  }

  return { applyWaitingPlanChange, renewIfDue }
}
