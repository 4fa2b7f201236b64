import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import { checkoutSessions, meterEvents, organizations, quotaCarryovers, subscriptions } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'
import type { SubscriptionRow } from './entitlements.repo'

export type CheckoutRow = typeof checkoutSessions.$inferSelect
type OrgBilling = Pick<typeof organizations.$inferInsert, 'planName' | 'subscriptionStatus'>
export type NewSubscription = Omit<typeof subscriptions.$inferInsert, 'id' | 'tenantId' | 'createdAt' | 'updatedAt'>

/** Subscriptions, checkouts, carried-over quota and meter events of one tenant. */
export function subscriptionsRepo(db: Database, tenantId: string) {
  const own = (id: string) => and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.id, id))
  return {
    async createCheckout(row: Omit<typeof checkoutSessions.$inferInsert, 'tenantId'>) {
      await db.insert(checkoutSessions).values({ ...row, tenantId })
    },

    async setCheckoutProviderSession(id: string, providerSessionId: string | null) {
      await db
        .update(checkoutSessions)
        .set({ providerSessionId })
        .where(and(eq(checkoutSessions.tenantId, tenantId), eq(checkoutSessions.id, id)))
    },

    async checkout(id: string): Promise<CheckoutRow | null> {
      const rows = await db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.tenantId, tenantId), eq(checkoutSessions.id, id)))
        .limit(1)
      return rows[0] ?? null
    },

    /**
     * Completes an open checkout into a subscription, and the organization's plan and status, in one
     * batch; only the request whose update took the checkout writes anything (a second is a no-op).
     */
    async completeCheckout(
      checkoutId: string,
      subscription: NewSubscription,
      organization: OrgBilling,
      carryovers: { feature: (typeof quotaCarryovers.$inferInsert)['feature']; amount: number; expiresAt: number }[],
      now: number,
    ): Promise<boolean> {
      const taken = await db
        .update(checkoutSessions)
        .set({ status: 'COMPLETED', completedAt: now })
        .where(
          and(
            eq(checkoutSessions.tenantId, tenantId),
            eq(checkoutSessions.id, checkoutId),
            eq(checkoutSessions.status, 'OPEN'),
          ),
        )
        .returning({ id: checkoutSessions.id })
      if (taken.length === 0) return false
      await this.startSubscription(subscription, organization, carryovers, now)
      return true
    },

    /** A new subscription row (a plan change creates one, spec §4) with carried-over quota, in one batch. */
    async startSubscription(
      subscription: NewSubscription,
      organization: OrgBilling,
      carryovers: { feature: (typeof quotaCarryovers.$inferInsert)['feature']; amount: number; expiresAt: number }[],
      now: number,
    ) {
      const id = newId(now)
      await db.batch([
        db.insert(subscriptions).values({ ...subscription, id, tenantId, createdAt: now, updatedAt: now }),
        db
          .update(organizations)
          .set({ ...organization, updatedAt: now })
          .where(eq(organizations.id, tenantId)),
        ...carryovers
          .filter((c) => c.amount > 0)
          .map((c) => db.insert(quotaCarryovers).values({ id: newId(now), tenantId, createdAt: now, ...c })),
      ])
      return id
    },

    async update(id: string, fields: Partial<NewSubscription>, now: number) {
      await db
        .update(subscriptions)
        .set({ ...fields, updatedAt: now })
        .where(own(id))
    },

    /** Takes a waiting plan change (one caller wins): the subscription ends as EXPIRED. */
    async takeUpcomingPlan(id: string, planId: string, now: number): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'EXPIRED', upcomingPlanId: null, updatedAt: now })
        .where(and(own(id), eq(subscriptions.upcomingPlanId, planId)))
        .returning({ id: subscriptions.id })
      return rows.length > 0
    },

    async setOrganization(organization: OrgBilling, now: number) {
      await db
        .update(organizations)
        .set({ ...organization, updatedAt: now })
        .where(eq(organizations.id, tenantId))
    },

    async findByProviderId(provider: SubscriptionRow['provider'], providerSubscriptionId: string) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.tenantId, tenantId),
            eq(subscriptions.provider, provider),
            eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
          ),
        )
        .orderBy(desc(subscriptions.createdAt))
        .limit(1)
      return rows[0] ?? null
    },

    /** One meter event per key; false when the key was recorded before. */
    async recordMeterEvent(event: {
      meter: (typeof meterEvents.$inferInsert)['meter']
      quantity: number
      idempotencyKey: string
      occurredAt: number
    }): Promise<boolean> {
      const rows = await db
        .insert(meterEvents)
        .values({ id: newId(event.occurredAt), tenantId, ...event })
        .onConflictDoNothing()
        .returning({ id: meterEvents.id })
      return rows.length > 0
    },

    async markMeterReported(idempotencyKey: string, now: number) {
      await db
        .update(meterEvents)
        .set({ reportedAt: now })
        .where(and(eq(meterEvents.tenantId, tenantId), eq(meterEvents.idempotencyKey, idempotencyKey)))
    },

    /** Meter events recorded before `before` that the provider has not confirmed. */
    async unreportedMeterEvents(before: number) {
      return db
        .select({
          meter: meterEvents.meter,
          quantity: meterEvents.quantity,
          occurredAt: meterEvents.occurredAt,
          idempotencyKey: meterEvents.idempotencyKey,
        })
        .from(meterEvents)
        .where(
          and(eq(meterEvents.tenantId, tenantId), isNull(meterEvents.reportedAt), lt(meterEvents.createdAt, before)),
        )
        .orderBy(asc(meterEvents.occurredAt))
        .limit(100)
    },

    async meteredSince(meter: (typeof meterEvents.$inferInsert)['meter'], since: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`coalesce(sum(${meterEvents.quantity}), 0)` })
        .from(meterEvents)
        .where(
          and(eq(meterEvents.tenantId, tenantId), eq(meterEvents.meter, meter), gte(meterEvents.occurredAt, since)),
        )
      return Number(rows[0]?.n ?? 0)
    },
  }
}
