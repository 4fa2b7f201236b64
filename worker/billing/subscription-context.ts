import type { Services } from '../context'
import type { Plan } from '../contracts/billing-plans'
import { seatsAllowed } from '../contracts/plan-gating'
import { AppError } from '../lib/app-error'
import { tenantInvitesRepo } from '../team/invites.repo'
import { entitlementsRepo } from './entitlements.repo'
import { capsOf, type Entitlements, planGate } from './entitlements.service'
import { plansRepo } from './plans.repo'
import { isPaid } from './subscription-rules'
import { subscriptionsRepo } from './subscriptions.repo'

export type SubscriptionContext = ReturnType<typeof subscriptionContext>

/**
 * What every part of one organization's subscription works with: its repositories, the billing URL,
 * fresh entitlements, and the checks that checkout and plan changes share.
 */
export function subscriptionContext(services: Services, tenantId: string) {
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

  /** The paid subscription in force, or SUBSCRIPTION_NOT_FOUND. */
  async function live() {
    const e = await fresh()
    if (!isPaid(e) || !e.subscription) throw new AppError('SUBSCRIPTION_NOT_FOUND')
    return { e, sub: e.subscription }
  }

  return {
    services,
    tenantId,
    db,
    repo,
    plans,
    billingUrl,
    fresh,
    activePlan,
    checkSeats,
    usedSeats,
    carryoversFrom,
    live,
  }
}
