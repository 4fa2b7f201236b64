import type { AuthState, Services } from '../context'
import type { LocalCheckout, SubscriptionDetails, SubscriptionFeature } from '../contracts/billing'
import type { Plan } from '../contracts/billing-plans'
import { PERIOD_MS } from '../contracts/plan-constants'
import { seatsAllowed } from '../contracts/plan-gating'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { logEvent } from '../lib/log'
import type { ProviderSubscriptionRef, ProviderSubscriptionState } from '../providers/billing/billing-provider'
import { tenantInvitesRepo } from '../team/invites.repo'
import { organizationRepo } from '../tenants/organization.repo'
import type { SubscriptionRow } from './entitlements.repo'
import { entitlementsRepo } from './entitlements.repo'
import { capsOf, currentPeriod, type Entitlements, planGate } from './entitlements.service'
import { plansRepo } from './plans.repo'
import { subscriptionsRepo } from './subscriptions.repo'

/** A checkout link works this long. */
const CHECKOUT_TTL_MS = 24 * 60 * 60_000

const refOf = (s: SubscriptionRow): ProviderSubscriptionRef => ({
  providerSubscriptionId: s.providerSubscriptionId,
  providerCustomerId: s.providerCustomerId,
})

const priceOf = (plan: Pick<Plan, 'planType' | 'pricePerSeatCents' | 'priceCents'>, seats: number | null) =>
  plan.planType === 'PER_SEAT' ? plan.pricePerSeatCents * (seats ?? 1) : plan.priceCents

/** The cloud plan and its like: paid per document through metered prices, not per seat. */
const isMetered = (plan: Pick<Plan, 'cloudPricePerIngestedDocCents' | 'cloudPricePerStoredDocMonthCents'>) =>
  plan.cloudPricePerIngestedDocCents !== null || plan.cloudPricePerStoredDocMonthCents !== null

/** Payment statuses under which the plan applies (as entitlements.service reads them). */
const LIVE = new Set<SubscriptionRow['status']>(['ACTIVE', 'ON_TRIAL', 'PAST_DUE'])

/** The organization's status (spec §3) for its subscription's payment status. */
function organizationStatusOf(status: SubscriptionRow['status']): 'ACTIVE' | 'CANCELED' | 'INACTIVE' {
  if (LIVE.has(status)) return 'ACTIVE'
  if (status === 'CANCELED' || status === 'EXPIRED') return 'CANCELED'
  return 'INACTIVE'
}

/** A paid subscription (anything but the free Basic plan). */
const isPaid = (e: Entitlements) => e.subscription !== null && e.plan.name !== 'basic'

/**
 * The organization's subscription (spec §3, §4, §7 Billing): details with usage, checkout through the
 * billing provider, cancel and resume, plan and seat changes, metered usage of the cloud plan.
 */
export function subscriptionsService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = subscriptionsRepo(db, tenantId)
  const plans = plansRepo(services.db.platform())
  const billingUrl = new URL('/organization/billing?section=billing', services.config.APP_URL).toString()

  const fresh = () => planGate(services, tenantId).entitlements()

  async function activePlan(planId: string) {
    const plan = await plans.get(planId)
    if (!plan?.active) throw new AppError('PLAN_NOT_FOUND')
    return plan
  }

  function checkSeats(plan: Plan, seats: number | null | undefined): number | null {
    if (plan.planType !== 'PER_SEAT') return null
    const n = seats ?? plan.minSeats ?? 1
    if (!seatsAllowed(plan.seatRule, plan.minSeats, plan.maxSeats, n)) throw new AppError('SEATS_NOT_ALLOWED')
    return n
  }

  async function usedSeats(now: number) {
    return tenantInvitesRepo(db, tenantId).seatsInUse(now)
  }

  /** Unused quota of the period features moves to the next plan for one period (spec §4). */
  async function carryoversFrom(e: Entitlements, until: number) {
    if (!e.subscription) return []
    const usage = await entitlementsRepo(db, tenantId).usageByFeature(e.periodStart, e.since)
    return e.plan.features
      .filter(
        (f) => f.enabled && f.quotaPeriod === 'PERIOD' && (f.feature === 'CV_UPLOAD' || f.feature === 'JOB_POSTING'),
      )
      .map((f) => {
        const cap = capsOf(e, f.feature).periodCap
        const used = Number(usage.find((u) => u.feature === f.feature)?.used ?? 0)
        return { feature: f.feature, amount: cap === null ? 0 : Math.max(0, cap - used), expiresAt: until }
      })
  }

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

  function subscriptionFields(plan: Plan, seats: number | null, start: number, provider: SubscriptionRow['provider']) {
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

  async function live() {
    const e = await fresh()
    if (!isPaid(e) || !e.subscription) throw new AppError('SUBSCRIPTION_NOT_FOUND')
    return { e, sub: e.subscription }
  }

  return {
    async details(): Promise<SubscriptionDetails> {
      let e = await fresh()
      if (await renewIfDue(e)) e = await planGate(services, tenantId).entitlements()
      const now = services.now()
      const [usage, seatsUsed, counts] = await Promise.all([
        entitlementsRepo(db, tenantId).usageByFeature(e.periodStart, e.since),
        usedSeats(now),
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
    },

    /** POST /billing/create-checkout-session: a checkout of the chosen plan at the billing provider. */
    async createCheckout(auth: AuthState, input: { planId: string; seats?: number | null | undefined }, key: string) {
      const plan = await activePlan(input.planId)
      const seats = checkSeats(plan, input.seats)
      const e = await fresh()
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

    /** Completes a checkout: the new subscription starts now; the previous plan's unused quota carries over. */
    async completeCheckout(id: string, provider: { subscriptionId?: string; customerId?: string | null } = {}) {
      const checkout = await repo.checkout(id)
      if (!checkout) throw new AppError('CHECKOUT_NOT_FOUND')
      // The provider's word that it took the payment holds even when it arrives after our link expired.
      if (!provider.subscriptionId && services.now() > checkout.expiresAt) throw new AppError('CHECKOUT_NOT_FOUND')
      if (checkout.provider !== (provider.subscriptionId ? 'stripe' : 'local')) throw new AppError('CHECKOUT_NOT_FOUND')
      if (checkout.status === 'COMPLETED') return this.details()
      const plan = await plans.get(checkout.planId)
      if (!plan) throw new AppError('SUBSCRIPTION_CREATE_FAILED')
      const now = services.now()
      const e = await fresh()
      const fields = subscriptionFields(plan, checkout.seats, now, checkout.provider)
      await repo.completeCheckout(
        id,
        {
          ...fields,
          providerSubscriptionId: provider.subscriptionId ?? fields.providerSubscriptionId,
          providerCustomerId: provider.customerId ?? null,
        },
        { planName: plan.name, subscriptionStatus: 'ACTIVE' },
        await carryoversFrom(e, fields.currentPeriodEnd),
        now,
      )
      return this.details()
    },

    async subscriptionUrls(key: string) {
      const { sub } = await live()
      return services.billing.subscriptionUrls(refOf(sub), billingUrl, `portal:${sub.id}:${key}`)
    },

    /** Cancel: access stays until the period ends (spec §4). */
    async cancel(key: string) {
      const { sub } = await live()
      if (!sub.cancelAtPeriodEnd) {
        await services.billing.cancelAtPeriodEnd(refOf(sub), `cancel:${sub.id}:${key}`)
        await repo.update(sub.id, { cancelAtPeriodEnd: true }, services.now())
      }
      return this.details()
    },

    async resume(key: string) {
      const e = await fresh()
      const sub = e.subscription
      if (!sub || !isPaid(e)) throw new AppError('SUBSCRIPTION_RESUME_FAILED')
      if (sub.cancelAtPeriodEnd) {
        await services.billing.resume(refOf(sub), `resume:${sub.id}:${key}`)
        await repo.update(sub.id, { cancelAtPeriodEnd: false }, services.now())
      }
      return this.details()
    },

    /**
     * A plan change (once per period; a later one waits for the next period) and/or new seats (an
     * increase is charged at once for the rest of the period).
     */
    async changePlan(input: { planId?: string | undefined; seats?: number | undefined }, key: string) {
      const { e, sub } = await live()
      const now = services.now()
      const plan = input.planId && input.planId !== sub.planId ? await activePlan(input.planId) : null
      const target = plan ?? (await activePlan(sub.planId))
      const seats = input.seats !== undefined || plan ? checkSeats(target, input.seats ?? sub.seats) : sub.seats
      if (seats !== null && seats < (await usedSeats(now))) throw new AppError('SEATS_BELOW_MEMBERS')
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
        await carryoversFrom(e, fields.currentPeriodEnd),
        now,
      )
      return { planChange: 'now' as const, chargedCents }
    },

    /**
     * Writes the provider's current state of a subscription (re-read by the webhook): its status,
     * period, cancellation and seats. The first news of a paid checkout creates the subscription row
     * (whichever event arrives first); the organization's status follows its newest subscription.
     * False when the subscription is none of this organization's.
     */
    async applyProviderState(state: ProviderSubscriptionState): Promise<boolean> {
      const provider = services.billing.name
      let row = await repo.findByProviderId(provider, state.id)
      if (!row) {
        const checkoutId = state.metadata.checkout_id
        const checkout = checkoutId ? await repo.checkout(checkoutId) : null
        if (checkout?.provider !== provider || !checkoutId) return false
        // Not paid (yet): a later event of the same subscription brings it in once it is.
        if (!LIVE.has(state.status)) return false
        await this.completeCheckout(checkoutId, { subscriptionId: state.id, customerId: state.customerId })
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
        if (await applyWaitingPlanChange({ ...row, status: state.status }, period)) return true
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
    },

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
        await this.applyProviderState(await services.billing.subscription(latest.providerSubscriptionId))
        return 'synced'
      }
      if (await renewIfDue(await fresh())) return 'renewed'
      if (!latest.cancelAtPeriodEnd) return 'none'
      await repo.update(latest.id, { status: 'CANCELED' }, now)
      await repo.setOrganization({ subscriptionStatus: 'CANCELED', planName: 'basic' }, now)
      return 'ended'
    },

    /**
     * The cloud plan's stored-documents meter: once per calendar month (UTC) the number of stored
     * documents, under a key of the month, so a second cron run of the month reports nothing.
     */
    async recordStoredDocuments(): Promise<boolean> {
      const e = await fresh()
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
      const e = await fresh()
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
      const e = await fresh()
      if (!e.subscription || e.plan.cloudPricePerIngestedDocCents === null) return
      const now = services.now()
      const key = `ingest:${documentId}`
      const usage = { meter: 'INGESTED_DOCUMENTS' as const, quantity: 1, occurredAt: now, idempotencyKey: key }
      if (!(await repo.recordMeterEvent(usage))) return
      await report(e.subscription, usage)
    },
  }
}
