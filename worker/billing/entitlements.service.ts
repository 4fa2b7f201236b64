import type { Services } from '../context'
import type { Plan, PlanFeature } from '../contracts/billing-plans'
import type { FeatureKind, TenantStatus } from '../contracts/enums'
import type { ErrorCode } from '../contracts/errors'
import { BASIC_PLAN, PERIOD_MS } from '../contracts/plan-constants'
import { effectiveQuota } from '../contracts/plan-gating'
import { AppError } from '../lib/app-error'
import { organizationRepo } from '../tenants/organization.repo'
import { basicPlanRepo, entitlementsRepo, type MeteredFeature, type SubscriptionRow } from './entitlements.repo'
import { plansRepo } from './plans.repo'

/** Payment statuses under which the subscription's plan applies (spec §3). */
const LIVE_STATUSES = new Set<SubscriptionRow['status']>(['ACTIVE', 'ON_TRIAL', 'PAST_DUE'])

export type PlanView = Omit<Plan, 'id' | 'subscriptions' | 'createdAt'> & { id: string | null }

export interface Entitlements {
  tenantStatus: TenantStatus
  plan: PlanView
  /** The subscription whose plan applies now; null: none, the Basic plan applies. */
  subscription: SubscriptionRow | null
  /** The newest subscription row, live or not (what the billing screen reports). */
  latest: SubscriptionRow | null
  periodStart: number
  periodEnd: number
  /** Usage counts toward total caps from here on. */
  since: number
  seats: number | null
  carriedOver: Partial<Record<FeatureKind, number>>
}

export interface Caps {
  periodCap: number | null
  totalCap: number | null
}

const minOf = (...values: (number | null | undefined)[]) => {
  const set = values.filter((v): v is number => typeof v === 'number')
  return set.length === 0 ? null : Math.min(...set)
}

const monthStart = (t: number) => {
  const d = new Date(t)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
}

/**
 * The period a subscription is in at `now`. A local subscription that is not cancelled renews by
 * itself (the local provider has no clock of its own); Stripe's periods come from its webhooks.
 */
export function currentPeriod(sub: SubscriptionRow, now: number): { start: number; end: number } | null {
  if (now < sub.currentPeriodEnd) return { start: sub.currentPeriodStart, end: sub.currentPeriodEnd }
  if (sub.provider !== 'local' || sub.cancelAtPeriodEnd || sub.status !== 'ACTIVE') return null
  const length = Math.max(1, sub.currentPeriodEnd - sub.currentPeriodStart) || PERIOD_MS[sub.interval]
  const passed = Math.floor((now - sub.currentPeriodEnd) / length) + 1
  const start = sub.currentPeriodStart + passed * length
  return { start, end: start + length }
}

/** Which metered feature an action draws on, and the Basic plan's extra caps that apply to it. */
export type GatedAction = 'applicants' | 'jobs'
const FEATURE_OF: Record<GatedAction, MeteredFeature> = { applicants: 'CV_UPLOAD', jobs: 'JOB_POSTING' }
const LIMIT_ERRORS: Record<GatedAction, { period: ErrorCode; total: ErrorCode }> = {
  applicants: { period: 'PLAN_LIMIT_APPLICANTS_PERIOD', total: 'PLAN_LIMIT_APPLICANTS_TOTAL' },
  jobs: { period: 'PLAN_LIMIT_JOBS_PERIOD', total: 'PLAN_LIMIT_JOBS_TOTAL' },
}

/** The caps of one feature under these entitlements (spec §6; null: unlimited). */
export function capsOf(e: Entitlements, feature: FeatureKind): Caps {
  if (e.tenantStatus === 'SPECIAL') return { periodCap: null, totalCap: null }
  const f: PlanFeature | undefined = e.plan.features.find((x) => x.feature === feature)
  if (!f?.enabled) return { periodCap: 0, totalCap: 0 }
  const quota = effectiveQuota(f, e.seats, e.carriedOver[feature] ?? 0)
  const basic =
    feature === 'CV_UPLOAD'
      ? e.plan.basicLimits?.applicants
      : feature === 'JOB_POSTING'
        ? e.plan.basicLimits?.jobs
        : undefined
  return {
    periodCap: minOf(f.quotaPeriod === 'PERIOD' ? quota : undefined, basic?.perPeriod),
    totalCap: minOf(f.hardLimit, f.quotaPeriod === 'TOTAL' ? quota : undefined, basic?.total),
  }
}

/**
 * Plan gating at the moment of use (spec §4, §6, §9): what the organization's plan allows, and
 * race-free claims of metered units (a conditional insert per unit, entitlements.repo).
 */
export function planGate(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const repo = entitlementsRepo(db, tenantId)
  let cached: Promise<Entitlements> | null = null

  async function load(): Promise<Entitlements> {
    const now = services.now()
    const platform = services.db.platform()
    const [org, latest, carry] = await Promise.all([
      organizationRepo(platform).withOwner(tenantId),
      repo.latestSubscription(),
      repo.carriedOver(now),
    ])
    const tenantStatus = org?.organization.status ?? 'STANDARD'
    const carriedOver = Object.fromEntries(carry.map((c) => [c.feature, Number(c.amount)]))
    const period = latest && LIVE_STATUSES.has(latest.status) ? currentPeriod(latest, now) : null
    const plans = plansRepo(platform)
    if (latest && period) {
      const plan = await plans.get(latest.planId)
      if (plan) {
        return {
          tenantStatus,
          plan,
          subscription: latest,
          latest,
          periodStart: period.start,
          periodEnd: period.end,
          since: latest.createdAt,
          seats: latest.seats,
          carriedOver,
        }
      }
    }
    const basicId = await basicPlanRepo(platform).id()
    const stored = basicId ? await plans.get(basicId) : null
    const start = monthStart(now)
    const next = new Date(start)
    next.setUTCMonth(next.getUTCMonth() + 1)
    return {
      tenantStatus,
      plan: stored ?? { ...BASIC_PLAN, id: null, providerVariantId: null, active: true },
      subscription: null,
      latest,
      periodStart: start,
      periodEnd: next.getTime(),
      since: 0,
      seats: null,
      carriedOver,
    }
  }

  const entitlements = () => {
    cached ??= load()
    return cached
  }

  async function limitError(action: GatedAction): Promise<AppError> {
    const e = await entitlements()
    const caps = capsOf(e, FEATURE_OF[action])
    const usage = await repo.usage(FEATURE_OF[action], e.periodStart, e.since)
    const periodFull = caps.periodCap !== null && usage.used >= caps.periodCap
    const totalFull = caps.totalCap !== null && usage.totalUsed >= caps.totalCap
    return new AppError(totalFull && !periodFull ? LIMIT_ERRORS[action].total : LIMIT_ERRORS[action].period)
  }

  return {
    entitlements,
    limitError,

    /** Claims one unit per key, in order; false where the plan's caps refused it. */
    async claim(action: GatedAction, keys: string[]): Promise<boolean[]> {
      const e = await entitlements()
      const feature = FEATURE_OF[action]
      const caps = capsOf(e, feature)
      return repo.claim(
        keys.map((idempotencyKey) => ({
          feature,
          idempotencyKey,
          periodStart: e.periodStart,
          since: e.since,
          ...caps,
        })),
        services.now(),
      )
    },

    /** Claims one unit or throws the plan-limit error (per period or in total). */
    async claimOne(action: GatedAction, key: string) {
      const [taken] = await this.claim(action, [key])
      if (!taken) throw await limitError(action)
    },

    /** Refuses when nothing is left of the action's caps (for steps that use no unit themselves). */
    async requireRoom(action: GatedAction) {
      const e = await entitlements()
      const caps = capsOf(e, FEATURE_OF[action])
      if (caps.periodCap === null && caps.totalCap === null) return
      const usage = await repo.usage(FEATURE_OF[action], e.periodStart, e.since)
      if (
        (caps.periodCap !== null && usage.used >= caps.periodCap) ||
        (caps.totalCap !== null && usage.totalUsed >= caps.totalCap)
      ) {
        throw await limitError(action)
      }
    },

    release: (keys: string[]) => repo.release(keys),

    /**
     * Refuses when the plan does not include the feature (spec §6: available only if enabled). Apps,
     * keys and webhooks need INTEGRATIONS; keys and the public API also API_ACCESS (ADR 0037).
     */
    async requireFeature(feature: 'INTEGRATIONS' | 'API_ACCESS') {
      const e = await entitlements()
      if (e.tenantStatus === 'SPECIAL') return
      if (!e.plan.features.find((f) => f.feature === feature)?.enabled) {
        throw new AppError(feature === 'INTEGRATIONS' ? 'PLAN_FEATURE_INTEGRATIONS' : 'PLAN_FEATURE_API_ACCESS')
      }
    },

    /** Whether the plan includes the feature, without throwing (the webhook emitter asks). */
    async hasFeature(feature: 'INTEGRATIONS' | 'API_ACCESS') {
      const e = await entitlements()
      return e.tenantStatus === 'SPECIAL' || e.plan.features.some((f) => f.feature === feature && f.enabled)
    },

    /**
     * A public API request needs API_ACCESS in the plan and room in its quota. Each answered request
     * records one unit afterwards (api-key middleware, ADR 0035); a request already under way when the
     * last unit goes may still finish, so the quota can be passed by the requests in flight.
     */
    async requireApiRoom() {
      await this.requireFeature('API_ACCESS')
      const e = await entitlements()
      const caps = capsOf(e, 'API_ACCESS')
      if (caps.periodCap === null && caps.totalCap === null) return
      const usage = await repo.usage('API_ACCESS', e.periodStart, e.since)
      if (caps.totalCap !== null && usage.totalUsed >= caps.totalCap) throw new AppError('PLAN_LIMIT_API_ACCESS_TOTAL')
      if (caps.periodCap !== null && usage.used >= caps.periodCap) throw new AppError('PLAN_LIMIT_API_ACCESS_PERIOD')
    },

    /** How many members (with pending invitations) the plan allows; null: no limit. */
    async seatLimit(): Promise<number | null> {
      const e = await entitlements()
      if (e.tenantStatus === 'SPECIAL') return null
      if (e.seats !== null) return e.seats
      const members = e.plan.features.find((f) => f.feature === 'TEAM_MEMBERS')
      if (!members) return null
      if (!members.enabled) return 1
      return minOf(members.quota, members.hardLimit)
    },
  }
}
