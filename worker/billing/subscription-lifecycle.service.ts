import { AppError } from '../lib/app-error'
import type { SubscriptionContext } from './subscription-context'
import { subscriptionDetails } from './subscription-details.service'
import { isMetered, isPaid, refOf, subscriptionFields } from './subscription-rules'

/** What the owner does with a running subscription: portal, cancel, resume, seats and plan change. */
export function subscriptionLifecycle(ctx: SubscriptionContext) {
  const { services, repo } = ctx

  return {
    async subscriptionUrls(key: string) {
      const { sub } = await ctx.live()
      return services.billing.subscriptionUrls(refOf(sub), ctx.billingUrl, `portal:${sub.id}:${key}`)
    },

    /** Cancel: access stays until the period ends (spec §4). */
    async cancel(key: string) {
      const { sub } = await ctx.live()
      if (!sub.cancelAtPeriodEnd) {
        await services.billing.cancelAtPeriodEnd(refOf(sub), `cancel:${sub.id}:${key}`)
        await repo.update(sub.id, { cancelAtPeriodEnd: true }, services.now())
      }
      return subscriptionDetails(ctx)
    },

    async resume(key: string) {
      const e = await ctx.fresh()
      const sub = e.subscription
      if (!sub || !isPaid(e)) throw new AppError('SUBSCRIPTION_RESUME_FAILED')
      if (sub.cancelAtPeriodEnd) {
        await services.billing.resume(refOf(sub), `resume:${sub.id}:${key}`)
        await repo.update(sub.id, { cancelAtPeriodEnd: false }, services.now())
      }
      return subscriptionDetails(ctx)
    },

    /**
     * A plan change (once per period; a later one waits for the next period) and/or new seats (an
     * increase is charged at once for the rest of the period).
     */
    async changePlan(input: { planId?: string | undefined; seats?: number | undefined }, key: string) {
      const { e, sub } = await ctx.live()
      const now = services.now()
      const plan = input.planId && input.planId !== sub.planId ? await ctx.activePlan(input.planId) : null
      const target = plan ?? (await ctx.activePlan(sub.planId))
      const seats = input.seats !== undefined || plan ? ctx.checkSeats(target, input.seats ?? sub.seats) : sub.seats
      if (seats !== null && seats < (await ctx.usedSeats(now))) throw new AppError('SEATS_BELOW_MEMBERS')
      const waits = sub.planChangedAt !== null && sub.planChangedAt >= e.periodStart
      let chargedCents = 0
      if (seats !== sub.seats && seats !== null) {
        // A plan changed now takes its seats with it (one provider call below).
        if (!plan || waits) await services.billing.changeSeats(refOf(sub), seats, `seats:${sub.id}:${key}`)
        await repo.update(sub.id, { seats }, now)
        const added = seats - (sub.seats ?? 0)
        if (added > 0) {
          const left = Math.max(0, e.periodEnd - now) / Math.max(1, e.periodEnd - e.periodStart)
          chargedCents = Math.round(added * e.plan.pricePerSeatCents * left)
        }
      }
      if (!plan) return { planChange: 'none' as const, chargedCents }
      if (waits) {
        await repo.update(sub.id, { upcomingPlanId: plan.id }, now)
        return { planChange: 'next_period' as const, chargedCents }
      }
      await services.billing.changePlan(
        refOf(sub),
        { providerVariantId: plan.providerVariantId, seats, metered: isMetered(plan), prorate: true },
        `plan:${sub.id}:${key}`,
      )
      const fields = subscriptionFields(plan, seats, now, sub.provider)
      await repo.update(sub.id, { status: 'CANCELED', upcomingPlanId: null }, now)
      await repo.startSubscription(
        {
          ...fields,
          providerSubscriptionId: sub.provider === 'local' ? fields.providerSubscriptionId : sub.providerSubscriptionId,
          providerCustomerId: sub.providerCustomerId,
          planChangedAt: now,
        },
        { planName: plan.name, subscriptionStatus: 'ACTIVE' },
        await ctx.carryoversFrom(e, fields.currentPeriodEnd),
        now,
      )
      return { planChange: 'now' as const, chargedCents }
    },
  }
}
