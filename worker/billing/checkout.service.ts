import type { AuthState } from '../context'
import type { LocalCheckout } from '../contracts/billing'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import type { SubscriptionContext } from './subscription-context'
import { subscriptionDetails } from './subscription-details.service'
import { CHECKOUT_TTL_MS, isMetered, isPaid, priceOf, subscriptionFields } from './subscription-rules'

/** Subscribing: a checkout at the billing provider and its completion into a subscription. */
export function checkoutService(ctx: SubscriptionContext) {
  const { services, tenantId, repo, plans, billingUrl } = ctx

  /** Completes a checkout: the new subscription starts now; the previous plan's unused quota carries over. */
  async function completeCheckout(id: string, provider: { subscriptionId?: string; customerId?: string | null } = {}) {
    const checkout = await repo.checkout(id)
    if (!checkout) throw new AppError('CHECKOUT_NOT_FOUND')
    // The provider's word that it took the payment holds even when it arrives after our link expired.
    if (!provider.subscriptionId && services.now() > checkout.expiresAt) throw new AppError('CHECKOUT_NOT_FOUND')
    if (checkout.provider !== (provider.subscriptionId ? 'stripe' : 'local')) throw new AppError('CHECKOUT_NOT_FOUND')
    if (checkout.status === 'COMPLETED') return subscriptionDetails(ctx)
    const plan = await plans.get(checkout.planId)
    if (!plan) throw new AppError('SUBSCRIPTION_CREATE_FAILED')
    const now = services.now()
    const e = await ctx.fresh()
    const fields = subscriptionFields(plan, checkout.seats, now, checkout.provider)
    await repo.completeCheckout(
      id,
      {
        ...fields,
        providerSubscriptionId: provider.subscriptionId ?? fields.providerSubscriptionId,
        providerCustomerId: provider.customerId ?? null,
      },
      { planName: plan.name, subscriptionStatus: 'ACTIVE' },
      await ctx.carryoversFrom(e, fields.currentPeriodEnd),
      now,
    )
    return subscriptionDetails(ctx)
  }

  return {
    /** POST /billing/create-checkout-session: a checkout of the chosen plan at the billing provider. */
    async createCheckout(auth: AuthState, input: { planId: string; seats?: number | null | undefined }, key: string) {
      const plan = await ctx.activePlan(input.planId)
      const seats = ctx.checkSeats(plan, input.seats)
      const e = await ctx.fresh()
      if (isPaid(e)) throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE')
      const now = services.now()
      const checkoutId = newId(now)
      await repo.createCheckout({
        id: checkoutId,
        planId: plan.id,
        seats,
        provider: services.billing.name,
        createdBy: auth.user.id,
        expiresAt: now + CHECKOUT_TTL_MS,
        createdAt: now,
      })
      try {
        const result = await services.billing.createCheckout({
          checkoutId,
          tenantId,
          providerVariantId: plan.providerVariantId,
          seats,
          metered: isMetered(plan),
          customerEmail: auth.user.email,
          customerId: e.latest?.providerCustomerId ?? null,
          successUrl: `${billingUrl}&checkout=success`,
          cancelUrl: `${billingUrl}&checkout=cancelled`,
          idempotencyKey: `checkout:${checkoutId}:${key}`,
        })
        await repo.setCheckoutProviderSession(checkoutId, result.providerSessionId)
        return { sessionId: checkoutId, url: result.url }
      } catch (err) {
        if (err instanceof AppError) throw err
        throw new AppError('SUBSCRIPTION_CREATE_FAILED')
      }
    },

    /** The local provider's checkout page reads what it is about to subscribe to. */
    async localCheckout(id: string): Promise<LocalCheckout> {
      const checkout = await repo.checkout(id)
      if (checkout?.provider !== 'local') throw new AppError('CHECKOUT_NOT_FOUND')
      const plan = await plans.get(checkout.planId)
      if (!plan) throw new AppError('CHECKOUT_NOT_FOUND')
      const expired = checkout.status === 'OPEN' && services.now() > checkout.expiresAt
      return {
        sessionId: checkout.id,
        status: expired ? 'EXPIRED' : checkout.status,
        planDisplayName: plan.displayName,
        planType: plan.planType,
        interval: plan.interval,
        seats: checkout.seats,
        priceCents: priceOf(plan, checkout.seats),
      }
    },

    completeCheckout,
  }
}
