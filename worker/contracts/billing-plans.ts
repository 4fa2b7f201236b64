import { z } from 'zod'
import { FEATURE_KINDS, INTERVALS, PLAN_NAMES, PLAN_TYPES, QUOTA_PERIODS, SEAT_RULES } from './enums'

/** Subscription plans as the platform admin keeps them (spec §3 Subscription plan, §7 admin plans). */

const Count = z.number().int().min(0).max(1_000_000_000)
const Cents = z.number().int().min(0).max(100_000_000)

export const PlanFeatureSchema = z.object({
  feature: z.enum(FEATURE_KINDS),
  enabled: z.boolean(),
  /** Per billing period or in total (quotaPeriod); null: unlimited. */
  quota: Count.nullable(),
  quotaPeriod: z.enum(QUOTA_PERIODS),
  /** The quota is multiplied by the subscription's seats. */
  perSeat: z.boolean(),
  /** A cap over the whole subscription; null: none. */
  hardLimit: Count.nullable(),
})
export type PlanFeature = z.infer<typeof PlanFeatureSchema>

const LimitPairSchema = z.object({ perPeriod: Count.nullable(), total: Count.nullable() })
/** The basic plan's caps on applicants and opened jobs, per period and in total (spec §9). */
export const BasicLimitsSchema = z.object({ applicants: LimitPairSchema, jobs: LimitPairSchema })

const PlanFieldsSchema = z.object({
  name: z.enum(PLAN_NAMES),
  displayName: z.string().trim().min(1, 'Name is required').max(100),
  planType: z.enum(PLAN_TYPES),
  interval: z.enum(INTERVALS),
  seatRule: z.enum(SEAT_RULES),
  minSeats: z.number().int().min(1).max(100_000).nullable(),
  maxSeats: z.number().int().min(1).max(100_000).nullable(),
  /** PER_SEAT plans: the price of one seat per interval. */
  pricePerSeatCents: Cents,
  /** FIXED_PRICE plans: the price per interval. */
  priceCents: Cents,
  cloudPricePerIngestedDocCents: Cents.nullable(),
  cloudPricePerStoredDocMonthCents: Cents.nullable(),
  basicLimits: BasicLimitsSchema.nullable(),
  /** The payment provider's price this plan is sold as (null: not sold through the provider). */
  providerVariantId: z.string().trim().min(1).max(200).nullable(),
  active: z.boolean(),
  /** One entry per feature kind at most; a kind left out is absent from the plan (remaining 0). */
  features: z.array(PlanFeatureSchema).max(FEATURE_KINDS.length),
})

/** The rules between fields, named by the field a person would correct. */
function checkPlan(plan: z.infer<typeof PlanFieldsSchema>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const needsMin = plan.seatRule === 'MIN' || plan.seatRule === 'RANGE'
  const needsMax = plan.seatRule === 'MAX' || plan.seatRule === 'RANGE'
  if (needsMin && plan.minSeats === null) issue('minSeats', 'This seat rule needs a minimum')
  if (needsMax && plan.maxSeats === null) issue('maxSeats', 'This seat rule needs a maximum')
  if (!needsMin && plan.minSeats !== null) issue('minSeats', 'Only the rules min and range have a minimum')
  if (!needsMax && plan.maxSeats !== null) issue('maxSeats', 'Only the rules max and range have a maximum')
  if (plan.minSeats !== null && plan.maxSeats !== null && plan.minSeats > plan.maxSeats) {
    issue('maxSeats', 'The maximum must not be below the minimum')
  }
  if (plan.planType === 'FIXED_PRICE' && plan.pricePerSeatCents !== 0) {
    issue('pricePerSeatCents', 'A fixed-price plan has no seat price')
  }
  const kinds = plan.features.map((f) => f.feature)
  if (new Set(kinds).size !== kinds.length) issue('features', 'Each feature may appear once')
  plan.features.forEach((f, i) => {
    if (f.hardLimit !== null && f.quota !== null && f.hardLimit < f.quota && f.quotaPeriod === 'TOTAL') {
      ctx.addIssue({ code: 'custom', path: ['features', i, 'hardLimit'], message: 'Below the total quota' })
    }
  })
}

/** A valid plan, for documentation and for tools that need one (the route sweeps). */
const EXAMPLE_PLAN: z.input<typeof PlanFieldsSchema> = {
  name: 'standard',
  displayName: 'Team',
  planType: 'PER_SEAT',
  interval: 'MONTHLY',
  seatRule: 'RANGE',
  minSeats: 3,
  maxSeats: 50,
  pricePerSeatCents: 2900,
  priceCents: 0,
  cloudPricePerIngestedDocCents: null,
  cloudPricePerStoredDocMonthCents: null,
  basicLimits: null,
  providerVariantId: null,
  active: true,
  features: [
    { feature: 'CV_UPLOAD', enabled: true, quota: 500, quotaPeriod: 'PERIOD', perSeat: true, hardLimit: null },
  ],
}

export const PlanRequestSchema = PlanFieldsSchema.superRefine(checkPlan).meta({ examples: [EXAMPLE_PLAN] })
export type PlanRequest = z.infer<typeof PlanRequestSchema>

export const PlanSchema = PlanFieldsSchema.extend({
  id: z.string(),
  /** Subscriptions on this plan: a plan in use is deactivated on delete, never removed. */
  subscriptions: z.number().int().min(0),
  createdAt: z.number(),
})
export type Plan = z.infer<typeof PlanSchema>

export const PlanListSchema = z.object({ plans: z.array(PlanSchema) })

export const PlanDeleteResultSchema = z.object({
  /** 'deleted': gone; 'deactivated': kept for its subscriptions, no longer offered. */
  outcome: z.enum(['deleted', 'deactivated']),
})

/** GET /admin/billing/features: the feature kinds a plan can carry, with their quota periods. */
export const PlanFeatureKindsSchema = z.object({
  features: z.array(z.object({ feature: z.enum(FEATURE_KINDS), periods: z.array(z.enum(QUOTA_PERIODS)) })),
})
