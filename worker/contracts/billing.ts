import { z } from 'zod'
import {
  BILLING_PROVIDERS,
  FEATURE_KINDS,
  INTERVALS,
  ORGANIZATION_SUBSCRIPTION_STATUSES,
  PAYMENT_SUBSCRIPTION_STATUSES,
  PLAN_NAMES,
  PLAN_TYPES,
  TENANT_STATUSES,
} from './enums'

/** The organization's billing calls (spec §7 Billing, §3 Subscription details). */

const Limit = z.number().int().min(0).nullable()

export const SubscriptionFeatureSchema = z.object({
  id: z.enum(FEATURE_KINDS),
  enabled: z.boolean(),
  /** Per period or in total (quotaPeriod), null: unlimited. */
  quota: Limit,
  quotaPeriod: z.enum(['PERIOD', 'TOTAL']),
  used: z.number().int().min(0),
  hardLimit: Limit,
  totalUsed: z.number().int().min(0),
})
export type SubscriptionFeature = z.infer<typeof SubscriptionFeatureSchema>

export const SubscriptionDetailsSchema = z.object({
  /** A paid or free subscription is in force. */
  active: z.boolean(),
  planId: z.string().nullable(),
  planName: z.enum(PLAN_NAMES),
  planDisplayName: z.string(),
  planType: z.enum(PLAN_TYPES),
  interval: z.enum(INTERVALS),
  features: z.array(SubscriptionFeatureSchema),
  seats: z.number().int().nullable(),
  usedSeats: z.number().int().min(0),
  paymentProviderSubscriptionId: z.string().nullable(),
  provider: z.enum(BILLING_PROVIDERS).nullable(),
  currentPeriodStart: z.number(),
  currentPeriodEnd: z.number(),
  /** Cents per period: per seat × seats, or the fixed price. */
  price: z.number().int().min(0),
  tenantStatus: z.enum(TENANT_STATUSES),
  /** The organization's status (spec §3) and the payment subscription's. */
  organizationStatus: z.enum(ORGANIZATION_SUBSCRIPTION_STATUSES),
  status: z.enum(PAYMENT_SUBSCRIPTION_STATUSES).nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** The next renewal, or the end when cancelled. */
  renewsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  upcomingPlan: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  /** False once the plan was changed in this period (spec §4: once per period). */
  canChangePlanNow: z.boolean(),
  /** Cloud plan: documents ingested in this period and stored now, at the plan's prices (cents; null: not charged). */
  metered: z
    .object({
      ingestedDocuments: z.number().int().min(0),
      storedDocuments: z.number().int().min(0),
      pricePerIngestedDocumentCents: z.number().int().min(0).nullable(),
      pricePerStoredDocumentMonthCents: z.number().int().min(0).nullable(),
      /** Ingested documents × their price: what this period's ingestion costs so far. */
      ingestedAmountCents: z.number().int().min(0),
    })
    .nullable(),
})
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>

const Seats = z.number().int().min(1).max(100_000)

export const CreateCheckoutRequestSchema = z.object({
  planId: z.string().min(1).max(64),
  seats: Seats.nullable().optional(),
})
export const CheckoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() })

export const LocalCheckoutSchema = z.object({
  sessionId: z.string(),
  status: z.enum(['OPEN', 'COMPLETED', 'EXPIRED']),
  planDisplayName: z.string(),
  planType: z.enum(PLAN_TYPES),
  interval: z.enum(INTERVALS),
  seats: z.number().int().nullable(),
  priceCents: z.number().int(),
})
export type LocalCheckout = z.infer<typeof LocalCheckoutSchema>

export const SubscriptionUrlsSchema = z.object({ manageUrl: z.string(), updatePaymentMethodUrl: z.string() })

/** A plan change and/or a new seat count; a plan change waits for the next period after the first. */
export const ChangePlanRequestSchema = z
  .object({ planId: z.string().min(1).max(64).optional(), seats: Seats.optional() })
  .refine((v) => v.planId !== undefined || v.seats !== undefined, { message: 'Choose a plan or a number of seats' })
  .meta({ examples: [{ seats: 3 }] })
export const ChangePlanResultSchema = z.object({
  /** 'now': in force at once; 'next_period': waits (one change per period). */
  planChange: z.enum(['now', 'next_period', 'none']),
  /** Cents charged at once for added seats (prorated to the rest of the period). */
  chargedCents: z.number().int().min(0),
})
