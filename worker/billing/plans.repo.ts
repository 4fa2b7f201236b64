import { asc, eq, inArray, sql } from 'drizzle-orm'
import { planFeatures, subscriptionPlans, subscriptions } from '../../db/schema'
import type { Plan, PlanFeature, PlanRequest } from '../contracts/billing-plans'
import { BasicLimitsSchema } from '../contracts/billing-plans'
import type { Database } from '../db/database'
import { qualified } from '../db/qualified'
import { newId } from '../lib/ids'
import { parseStored } from '../lib/stored-json'

type PlanRow = typeof subscriptionPlans.$inferSelect
type FeatureRow = typeof planFeatures.$inferSelect

// Qualified: inside the sub-select a bare "id" would name the subscription's own id.
const planId = qualified(subscriptionPlans, subscriptionPlans.id)
const subscriptionCount = sql<number>`(SELECT count(*) FROM subscriptions s WHERE s.plan_id = ${planId})`

function toPlan(row: PlanRow, features: FeatureRow[], subscriptionsOnPlan: number): Plan {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    planType: row.planType,
    interval: row.interval,
    seatRule: row.seatRule,
    minSeats: row.minSeats,
    maxSeats: row.maxSeats,
    pricePerSeatCents: row.pricePerSeatCents,
    priceCents: row.priceCents,
    cloudPricePerIngestedDocCents: row.cloudPricePerIngestedDocCents,
    cloudPricePerStoredDocMonthCents: row.cloudPricePerStoredDocMonthCents,
    basicLimits:
      row.basicLimits === null
        ? null
        : parseStored(BasicLimitsSchema, row.basicLimits, { table: 'subscription_plans', id: row.id }),
    providerVariantId: row.providerVariantId,
    active: row.active,
    features: features.map(
      (f): PlanFeature => ({
        feature: f.feature,
        enabled: f.enabled,
        quota: f.quota,
        quotaPeriod: f.quotaPeriod,
        perSeat: f.perSeat,
        hardLimit: f.hardLimit,
      }),
    ),
    subscriptions: Number(subscriptionsOnPlan),
    createdAt: row.createdAt,
  }
}

const planValues = (plan: PlanRequest) => ({
  name: plan.name,
  displayName: plan.displayName,
  planType: plan.planType,
  interval: plan.interval,
  seatRule: plan.seatRule,
  minSeats: plan.minSeats,
  maxSeats: plan.maxSeats,
  pricePerSeatCents: plan.pricePerSeatCents,
  priceCents: plan.priceCents,
  cloudPricePerIngestedDocCents: plan.cloudPricePerIngestedDocCents,
  cloudPricePerStoredDocMonthCents: plan.cloudPricePerStoredDocMonthCents,
  basicLimits: plan.basicLimits,
  providerVariantId: plan.providerVariantId,
  active: plan.active,
})

/**
 * The platform's subscription plans (not tenant data: plans are offered to every organization).
 * A plan and its features are written in one batch, so a plan is never seen half-saved.
 */
export function plansRepo(db: Database) {
  const featureRows = (planId: string, features: PlanFeature[], now: number) =>
    features.map((f) => ({ id: newId(now), planId, ...f }))

  async function withFeatures(rows: { plan: PlanRow; subscriptions: number }[]): Promise<Plan[]> {
    if (rows.length === 0) return []
    const features = await db
      .select()
      .from(planFeatures)
      .where(
        inArray(
          planFeatures.planId,
          rows.map((r) => r.plan.id),
        ),
      )
      .orderBy(asc(planFeatures.feature))
    return rows.map((r) =>
      toPlan(
        r.plan,
        features.filter((f) => f.planId === r.plan.id),
        r.subscriptions,
      ),
    )
  }

  return {
    async list(): Promise<Plan[]> {
      const rows = await db
        .select({ plan: subscriptionPlans, subscriptions: subscriptionCount })
        .from(subscriptionPlans)
        .orderBy(asc(subscriptionPlans.createdAt), asc(subscriptionPlans.id))
      return withFeatures(rows)
    },

    async get(id: string): Promise<Plan | null> {
      const rows = await db
        .select({ plan: subscriptionPlans, subscriptions: subscriptionCount })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, id))
      return (await withFeatures(rows))[0] ?? null
    },

    async create(plan: PlanRequest, now: number): Promise<string> {
      const id = newId(now)
      await db.batch([
        db.insert(subscriptionPlans).values({ id, ...planValues(plan), createdAt: now }),
        ...(plan.features.length > 0 ? [db.insert(planFeatures).values(featureRows(id, plan.features, now))] : []),
      ])
      return id
    },

    /**
     * Replaces the plan's fields and its whole feature list in one batch (D1 runs it as a transaction).
     * False when the plan does not exist; a plan deleted meanwhile fails the batch on its foreign key.
     */
    async update(id: string, plan: PlanRequest, now: number): Promise<boolean> {
      const exists = await db
        .select({ id: subscriptionPlans.id })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, id))
      if (exists.length === 0) return false
      await db.batch([
        db.update(subscriptionPlans).set(planValues(plan)).where(eq(subscriptionPlans.id, id)),
        db.delete(planFeatures).where(eq(planFeatures.planId, id)),
        ...(plan.features.length > 0 ? [db.insert(planFeatures).values(featureRows(id, plan.features, now))] : []),
      ])
      return true
    },

    /**
     * Deletes a plan nobody subscribes to; a plan with subscriptions is only deactivated (their
     * history points at it). The check and the delete are one statement, so a subscription that
     * arrives in between turns the delete into a deactivation rather than a broken reference.
     */
    async remove(id: string): Promise<'deleted' | 'deactivated' | null> {
      const deleted = await db
        .delete(subscriptionPlans)
        .where(
          sql`${subscriptionPlans.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${subscriptions} WHERE ${subscriptions.planId} = ${id})`,
        )
        .returning({ id: subscriptionPlans.id })
      if (deleted.length > 0) return 'deleted'
      const deactivated = await db
        .update(subscriptionPlans)
        .set({ active: false })
        .where(eq(subscriptionPlans.id, id))
        .returning({ id: subscriptionPlans.id })
      return deactivated.length > 0 ? 'deactivated' : null
    },
  }
}
