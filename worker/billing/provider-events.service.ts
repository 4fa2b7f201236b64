import type { ProviderSubscriptionState } from '../providers/billing/billing-provider'
import { checkoutService } from './checkout.service'
import { entitlementsRepo } from './entitlements.repo'
import type { SubscriptionContext } from './subscription-context'
import { subscriptionRenewal } from './subscription-renewal.service'
import { LIVE, organizationStatusOf } from './subscription-rules'

/**
 * The provider's word on a subscription (a webhook's re-read) and the cron's look at a period that
 * ended: both bring our row to the subscription's current state.
 */
export function providerEvents(ctx: SubscriptionContext) {
  const { services, tenantId, db, repo, plans } = ctx
  const renewal = subscriptionRenewal(ctx)

  /**
   * Writes the provider's current state of a subscription (re-read by the webhook): its status,
   * period, cancellation and seats. The first news of a paid checkout creates the subscription row
   * (whichever event arrives first); the organization's status follows its newest subscription.
   * False when the subscription is none of this organization's.
   */
  async function applyProviderState(state: ProviderSubscriptionState): Promise<boolean> {
    const provider = services.billing.name
    let row = await repo.findByProviderId(provider, state.id)
    if (!row) {
      const checkoutId = state.metadata.checkout_id
      const checkout = checkoutId ? await repo.checkout(checkoutId) : null
      if (checkout?.provider !== provider || !checkoutId) return false
      // Not paid (yet): a later event of the same subscription brings it in once it is.
      if (!LIVE.has(state.status)) return false
      await checkoutService(ctx).completeCheckout(checkoutId, {
        subscriptionId: state.id,
        customerId: state.customerId,
      })
      row = await repo.findByProviderId(provider, state.id)
      if (!row) return false
    }
    const now = services.now()
    const plan = await plans.get(row.planId)
    const renewed = state.currentPeriodStart > row.currentPeriodStart
    await repo.update(
      row.id,
      {
        status: state.status,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        currentPeriodStart: state.currentPeriodStart,
        currentPeriodEnd: state.currentPeriodEnd,
        seats: plan?.planType === 'PER_SEAT' && state.seats !== null ? state.seats : row.seats,
        providerCustomerId: state.customerId ?? row.providerCustomerId,
      },
      now,
    )
    // A new period began at the provider: a plan change that waited for it applies now.
    if (renewed && row.upcomingPlanId && LIVE.has(state.status)) {
      const period = { start: state.currentPeriodStart, end: state.currentPeriodEnd }
      if (await renewal.applyWaitingPlanChange({ ...row, status: state.status }, period)) return true
    }
    // An old subscription's late news must not change what a newer one decided.
    const latest = await entitlementsRepo(db, tenantId).latestSubscription()
    if (latest?.id === row.id) {
      const status = organizationStatusOf(state.status)
      await repo.setOrganization(
        {
          subscriptionStatus: status,
          ...(status === 'ACTIVE' && plan ? { planName: plan.name } : {}),
          ...(status === 'CANCELED' ? { planName: 'basic' as const } : {}),
        },
        now,
      )
    }
    return true
  }

  return {
    applyProviderState,

    /**
     * The cron's look at the current subscription: a local one renews or, cancelled, ends at its
     * period end (the organization then is CANCELED and is prompted to subscribe); a provider's one
     * past its period end is re-read, in case a webhook was lost.
     */
    async settle(): Promise<'renewed' | 'ended' | 'synced' | 'none'> {
      const latest = await entitlementsRepo(db, tenantId).latestSubscription()
      const now = services.now()
      if (!latest || !LIVE.has(latest.status) || now < latest.currentPeriodEnd) return 'none'
      if (latest.provider !== 'local') {
        // Only the deployment's own provider can be asked.
        if (!latest.providerSubscriptionId || latest.provider !== services.billing.name) return 'none'
        await applyProviderState(await services.billing.subscription(latest.providerSubscriptionId))
        return 'synced'
      }
      if (await renewal.renewIfDue(await ctx.fresh())) return 'renewed'
      if (!latest.cancelAtPeriodEnd) return 'none'
      await repo.update(latest.id, { status: 'CANCELED' }, now)
      await repo.setOrganization({ subscriptionStatus: 'CANCELED', planName: 'basic' }, now)
      return 'ended'
    },
  }
}
