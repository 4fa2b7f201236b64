import type { SubscriptionDetails, SubscriptionFeature } from '../contracts/billing'
import { organizationRepo } from '../tenants/organization.repo'
import { entitlementsRepo } from './entitlements.repo'
import { capsOf, planGate } from './entitlements.service'
import type { SubscriptionContext } from './subscription-context'
import { subscriptionRenewal } from './subscription-renewal.service'
import { isMetered, priceOf } from './subscription-rules'

/**
 * GET /billing/subscription-details (spec §3 Subscription details): plan, usage per feature, seats,
 * period, status and the cloud plan's metered documents. A local subscription past its period end
 * renews first, so the screen never shows an ended period.
 */
export async function subscriptionDetails(ctx: SubscriptionContext): Promise<SubscriptionDetails> {
  const { services, tenantId, db, repo, plans } = ctx
  let e = await ctx.fresh()
  if (await subscriptionRenewal(ctx).renewIfDue(e)) e = await planGate(services, tenantId).entitlements()
  const now = services.now()
  const [usage, seatsUsed, counts] = await Promise.all([
    entitlementsRepo(db, tenantId).usageByFeature(e.periodStart, e.since),
    ctx.usedSeats(now),
    organizationRepo(services.db.platform()).counts(tenantId, now),
  ])
  const gate = planGate(services, tenantId)
  const seatLimit = await gate.seatLimit()
  const features: SubscriptionFeature[] = e.plan.features.map((f) => {
    const row = usage.find((u) => u.feature === f.feature)
    const caps = capsOf(e, f.feature)
    const periodUsed = Number(row?.used ?? 0)
    const totalUsed = f.feature === 'TEAM_MEMBERS' ? seatsUsed : Number(row?.totalUsed ?? 0)
    return {
      id: f.feature,
      enabled: f.enabled,
      quota: f.quotaPeriod === 'PERIOD' ? caps.periodCap : caps.totalCap,
      quotaPeriod: f.quotaPeriod,
      used: f.feature === 'TEAM_MEMBERS' ? seatsUsed : f.quotaPeriod === 'PERIOD' ? periodUsed : totalUsed,
      hardLimit: f.quotaPeriod === 'PERIOD' ? caps.totalCap : f.hardLimit,
      totalUsed,
    }
  })
  const sub = e.subscription
  const latest = e.latest
  const upcoming = sub?.upcomingPlanId ? await plans.get(sub.upcomingPlanId) : null
  const org = await organizationRepo(services.db.platform()).withOwner(tenantId)
  const ingestedDocuments = isMetered(e.plan) ? await repo.meteredSince('INGESTED_DOCUMENTS', e.periodStart) : 0
  return {
    active: sub !== null,
    planId: e.plan.id,
    planName: e.plan.name,
    planDisplayName: e.plan.displayName,
    planType: e.plan.planType,
    interval: e.plan.interval,
    features,
    seats: seatLimit,
    usedSeats: seatsUsed,
    paymentProviderSubscriptionId: sub?.providerSubscriptionId ?? null,
    provider: sub?.provider ?? latest?.provider ?? null,
    currentPeriodStart: e.periodStart,
    currentPeriodEnd: e.periodEnd,
    price: priceOf(e.plan, e.seats),
    tenantStatus: e.tenantStatus,
    organizationStatus: org?.organization.subscriptionStatus ?? 'INACTIVE',
    status: sub?.status ?? latest?.status ?? null,
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    renewsAt: sub && !sub.cancelAtPeriodEnd ? e.periodEnd : null,
    endsAt: sub?.cancelAtPeriodEnd ? e.periodEnd : null,
    upcomingPlan: upcoming ? { id: upcoming.id, displayName: upcoming.displayName } : null,
    canChangePlanNow: !sub?.planChangedAt || sub.planChangedAt < e.periodStart,
    metered: isMetered(e.plan)
      ? {
          ingestedDocuments,
          storedDocuments: counts.applicants,
          pricePerIngestedDocumentCents: e.plan.cloudPricePerIngestedDocCents,
          pricePerStoredDocumentMonthCents: e.plan.cloudPricePerStoredDocMonthCents,
          ingestedAmountCents: ingestedDocuments * (e.plan.cloudPricePerIngestedDocCents ?? 0),
        }
      : null,
  }
}
