import type { Plan } from '../contracts/billing-plans'
import { PERIOD_MS } from '../contracts/plan-constants'
import { newId } from '../lib/ids'
import type { ProviderSubscriptionRef } from '../providers/billing/billing-provider'
import type { SubscriptionRow } from './entitlements.repo'
import type { Entitlements } from './entitlements.service'

/** Pure rules of subscriptions shared by checkout, lifecycle, provider events and metering. */

/** A checkout link works this long. */
export const CHECKOUT_TTL_MS = 24 * 60 * 60_000

export const refOf = (s: SubscriptionRow): ProviderSubscriptionRef => ({
  providerSubscriptionId: s.providerSubscriptionId,
  providerCustomerId: s.providerCustomerId,
})

export const priceOf = (plan: Pick<Plan, 'planType' | 'pricePerSeatCents' | 'priceCents'>, seats: number | null) =>
  plan.planType === 'PER_SEAT' ? plan.pricePerSeatCents * (seats ?? 1) : plan.priceCents

/** The cloud plan and its like: paid per document through metered prices, not per seat. */
export const isMetered = (plan: Pick<Plan, 'cloudPricePerIngestedDocCents' | 'cloudPricePerStoredDocMonthCents'>) =>
  plan.cloudPricePerIngestedDocCents !== null || plan.cloudPricePerStoredDocMonthCents !== null

/** Payment statuses under which the plan applies (as entitlements.service reads them). */
export const LIVE = new Set<SubscriptionRow['status']>(['ACTIVE', 'ON_TRIAL', 'PAST_DUE'])

/** The organization's status (spec §3) for its subscription's payment status. */
export function organizationStatusOf(status: SubscriptionRow['status']): 'ACTIVE' | 'CANCELED' | 'INACTIVE' {
  if (LIVE.has(status)) return 'ACTIVE'
  if (status === 'CANCELED' || status === 'EXPIRED') return 'CANCELED'
  return 'INACTIVE'
}

/** A paid subscription (anything but the free Basic plan). */
export const isPaid = (e: Entitlements) => e.subscription !== null && e.plan.name !== 'basic'

/** The row of a subscription to `plan` starting at `start`, for one period of the plan. */
export function subscriptionFields(
  plan: Plan,
  seats: number | null,
  start: number,
  provider: SubscriptionRow['provider'],
) {
  return {
    planId: plan.id,
    status: 'ACTIVE' as const,
    interval: plan.interval,
    seats,
    provider,
    providerSubscriptionId: provider === 'local' ? `local_${newId(start)}` : null,
    currentPeriodStart: start,
    currentPeriodEnd: start + PERIOD_MS[plan.interval],
    cancelAtPeriodEnd: false,
  }
}
