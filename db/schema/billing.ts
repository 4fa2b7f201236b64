import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import {
  BILLING_PROVIDERS,
  FEATURE_KINDS,
  INTERVALS,
  PAYMENT_SUBSCRIPTION_STATUSES,
  PLAN_NAMES,
  PLAN_TYPES,
  QUOTA_PERIODS,
  SEAT_RULES,
} from '../../worker/contracts/enums'
import { bool, createdAt, enumCheck, id, json, timestamp, updatedAt } from './columns'
import { users } from './identity'
import { tenantRef } from './tenant-scope'

/** A cap per billing period and/or in total; null means no cap of that kind. */
export type LimitPair = { perPeriod: number | null; total: number | null }
/** Basic-plan limits of spec §9 on applicants and opened jobs. */
export type BasicLimits = { applicants: LimitPair; jobs: LimitPair }

/** A plan offered by the platform (admin "billing plans"). Not tenant-scoped. */
export const subscriptionPlans = sqliteTable(
  'subscription_plans',
  {
    id: id(),
    name: text('name', { enum: PLAN_NAMES }).notNull(),
    displayName: text('display_name').notNull(),
    planType: text('plan_type', { enum: PLAN_TYPES }).notNull(),
    interval: text('interval', { enum: INTERVALS }).notNull().default('MONTHLY'),
    seatRule: text('seat_rule', { enum: SEAT_RULES }).notNull().default('ANY'),
    minSeats: integer('min_seats'),
    maxSeats: integer('max_seats'),
    pricePerSeatCents: integer('price_per_seat_cents').notNull().default(0),
    priceCents: integer('price_cents').notNull().default(0),
    cloudPricePerIngestedDocCents: integer('cloud_price_per_ingested_doc_cents'),
    cloudPricePerStoredDocMonthCents: integer('cloud_price_per_stored_doc_month_cents'),
    basicLimits: json<BasicLimits>('basic_limits'),
    /** The payment provider's price/variant this plan is sold as (null for the free plan). */
    providerVariantId: text('provider_variant_id'),
    active: bool('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_plans_name_idx').on(t.name, t.interval),
    enumCheck('subscription_plans_name_ck', t.name, PLAN_NAMES),
    enumCheck('subscription_plans_plan_type_ck', t.planType, PLAN_TYPES),
    enumCheck('subscription_plans_interval_ck', t.interval, INTERVALS),
    enumCheck('subscription_plans_seat_rule_ck', t.seatRule, SEAT_RULES),
  ],
)

/** A feature of a plan with its quota (null quota = unlimited, spec §6 feature gating). */
export const planFeatures = sqliteTable(
  'plan_features',
  {
    id: id(),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'cascade' }),
    feature: text('feature', { enum: FEATURE_KINDS }).notNull(),
    enabled: bool('enabled').notNull().default(true),
    quota: integer('quota'),
    /** The quota is multiplied by the subscription's seats. */
    perSeat: bool('per_seat').notNull().default(false),
    hardLimit: integer('hard_limit'),
    quotaPeriod: text('quota_period', { enum: QUOTA_PERIODS }).notNull().default('PERIOD'),
  },
  (t) => [
    uniqueIndex('plan_features_plan_feature_uq').on(t.planId, t.feature),
    enumCheck('plan_features_feature_ck', t.feature, FEATURE_KINDS),
    enumCheck('plan_features_quota_period_ck', t.quotaPeriod, QUOTA_PERIODS),
  ],
)

/** A tenant's subscription. A plan change creates a new row (spec §4); the newest row is current. */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: id(),
    tenantId: tenantRef(),
    /** No cascade: a plan that has subscriptions is deactivated, not deleted. */
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    status: text('status', { enum: PAYMENT_SUBSCRIPTION_STATUSES }).notNull(),
    interval: text('interval', { enum: INTERVALS }).notNull().default('MONTHLY'),
    seats: integer('seats'),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull().default('local'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The payment provider's customer (Stripe `cus_…`), for its portal and meter events. */
    providerCustomerId: text('provider_customer_id'),
    currentPeriodStart: timestamp('current_period_start').notNull(),
    currentPeriodEnd: timestamp('current_period_end').notNull(),
    cancelAtPeriodEnd: bool('cancel_at_period_end').notNull().default(false),
    /** A plan change waiting for the next period (one change per period). */
    upcomingPlanId: text('upcoming_plan_id').references(() => subscriptionPlans.id, { onDelete: 'set null' }),
    planChangedAt: timestamp('plan_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('subscriptions_tenant_status_idx').on(t.tenantId, t.status),
    // Webhooks find the subscription by the provider's id.
    index('subscriptions_provider_subscription_idx').on(t.provider, t.providerSubscriptionId),
    enumCheck('subscriptions_status_ck', t.status, PAYMENT_SUBSCRIPTION_STATUSES),
    enumCheck('subscriptions_interval_ck', t.interval, INTERVALS),
    enumCheck('subscriptions_provider_ck', t.provider, BILLING_PROVIDERS),
  ],
)

/** Metered use of a feature; the idempotency key makes a retried charge count once. */
export const usageRecords = sqliteTable(
  'usage_records',
  {
    id: id(),
    tenantId: tenantRef(),
    feature: text('feature', { enum: FEATURE_KINDS }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    periodStart: timestamp('period_start').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('usage_records_idempotency_key_uq').on(t.idempotencyKey),
    index('usage_records_tenant_feature_period_idx').on(t.tenantId, t.feature, t.periodStart),
    enumCheck('usage_records_feature_ck', t.feature, FEATURE_KINDS),
  ],
)

/** Unused quota carried into the next period after a plan change; it expires after one period. */
export const quotaCarryovers = sqliteTable(
  'quota_carryovers',
  {
    id: id(),
    tenantId: tenantRef(),
    feature: text('feature', { enum: FEATURE_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quota_carryovers_tenant_feature_expires_idx').on(t.tenantId, t.feature, t.expiresAt),
    enumCheck('quota_carryovers_feature_ck', t.feature, FEATURE_KINDS),
    check('quota_carryovers_amount_ck', sql`${t.amount} >= 0`),
  ],
)

export const CHECKOUT_STATUSES = ['OPEN', 'COMPLETED', 'EXPIRED'] as const

/** A checkout started by the owner: completed by the local checkout page or the provider's webhook. */
export const checkoutSessions = sqliteTable(
  'checkout_sessions',
  {
    id: id(),
    tenantId: tenantRef(),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    seats: integer('seats'),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    providerSessionId: text('provider_session_id'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('OPEN'),
    /** Who started it; a deleted user leaves no id behind. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at').notNull(),
    completedAt: timestamp('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('checkout_sessions_tenant_idx').on(t.tenantId, t.createdAt),
    index('checkout_sessions_provider_idx').on(t.provider, t.providerSessionId),
    enumCheck('checkout_sessions_status_ck', t.status, CHECKOUT_STATUSES),
    enumCheck('checkout_sessions_provider_ck', t.provider, BILLING_PROVIDERS),
  ],
)

export const METERS = ['INGESTED_DOCUMENTS', 'STORED_DOCUMENTS'] as const

/** Metered usage of the cloud plan, one row per idempotency key; `reportedAt` once the provider has it. */
export const meterEvents = sqliteTable(
  'meter_events',
  {
    id: id(),
    tenantId: tenantRef(),
    meter: text('meter', { enum: METERS }).notNull(),
    quantity: integer('quantity').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    occurredAt: timestamp('occurred_at').notNull(),
    reportedAt: timestamp('reported_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('meter_events_idempotency_key_uq').on(t.idempotencyKey),
    index('meter_events_tenant_meter_idx').on(t.tenantId, t.meter, t.occurredAt),
    enumCheck('meter_events_meter_ck', t.meter, METERS),
  ],
)

/** Provider webhook events already applied: a redelivered event id is answered without effect. */
export const billingWebhookEvents = sqliteTable(
  'billing_webhook_events',
  {
    id: id(),
    provider: text('provider', { enum: BILLING_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('billing_webhook_events_provider_event_uq').on(t.provider, t.eventId),
    enumCheck('billing_webhook_events_provider_ck', t.provider, BILLING_PROVIDERS),
  ],
)
