import { planFeatures, subscriptionPlans, subscriptions } from '../../../db/schema'
import type { PlanFeature } from '../../../worker/contracts/billing-plans'
import { newId } from '../../../worker/lib/ids'
import { db } from '../support/factories'

const DAY = 24 * 60 * 60_000

export const feature = (f: Partial<PlanFeature> & Pick<PlanFeature, 'feature'>): PlanFeature => ({
  enabled: true,
  quota: null,
  quotaPeriod: 'PERIOD',
  perSeat: false,
  hardLimit: null,
  ...f,
})

/** A plan of the test's own (never the platform's Basic plan, which other tests may read). */
export async function createPlan(
  features: PlanFeature[],
  fields: Partial<typeof subscriptionPlans.$inferInsert> = {},
): Promise<string> {
  const id = newId()
  await db()
    .insert(subscriptionPlans)
    .values({
      id,
      name: 'standard',
      displayName: `Plan ${id.slice(-6)}`,
      planType: 'PER_SEAT',
      seatRule: 'ANY',
      pricePerSeatCents: 1500,
      ...fields,
    })
  for (const f of features)
    await db()
      .insert(planFeatures)
      .values({ id: newId(), planId: id, ...f })
  return id
}

/** Puts the organization on a plan with a live local subscription for the current period. */
export async function subscribe(
  tenantId: string,
  planId: string,
  options: { seats?: number | null; startedAt?: number } = {},
): Promise<string> {
  const now = Date.now()
  const start = options.startedAt ?? now - DAY
  const id = newId()
  await db()
    .insert(subscriptions)
    .values({
      id,
      tenantId,
      planId,
      status: 'ACTIVE',
      seats: options.seats ?? null,
      provider: 'local',
      currentPeriodStart: start,
      currentPeriodEnd: start + 30 * DAY,
      createdAt: start,
      updatedAt: start,
    })
  return id
}
