import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { billingCron } from '../../../worker/billing/billing-cron'
import type { SubscriptionDetails } from '../../../worker/contracts/billing'
import { newId } from '../../../worker/lib/ids'
import { createServices } from '../../../worker/middleware/services'
import { json, post } from '../jobs/support'
import { createApplicant } from '../support/factories'
import { call } from '../support/http'
import { TEST_PRICES } from './stripe-prices'
import {
  deliver,
  details,
  double,
  ownedOrganization,
  payAtStripe,
  requests,
  seatPlan,
  stripeCall,
  stripeEnv,
} from './stripe-support'
import { createPlan, feature, subscribe } from './support'

const DAY = 24 * 60 * 60_000

/** Moves the organization's subscription rows back in time: their period is over. */
async function endPeriod(tenantId: string) {
  await env.DB.prepare(
    `UPDATE subscriptions SET current_period_start = current_period_start - ?1,
       current_period_end = ?2 - 1000 WHERE tenant_id = ?3`,
  )
    .bind(40 * DAY, Date.now(), tenantId)
    .run()
}

const organizationBilling = (tenantId: string) =>
  env.DB.prepare('SELECT plan_name, subscription_status FROM organizations WHERE id = ?').bind(tenantId).first()

const rowsOf = (tenantId: string) =>
  env.DB.prepare('SELECT plan_id, status, upcoming_plan_id FROM subscriptions WHERE tenant_id = ? ORDER BY created_at')
    .bind(tenantId)
    .all<{ plan_id: string; status: string; upcoming_plan_id: string | null }>()
    .then((r) => r.results)

describe('billing cron: local provider', () => {
  it('ends a cancelled subscription at its period end; the organization is prompted to subscribe', async () => {
    const { org, session } = await ownedOrganization()
    const planId = await seatPlan()
    await subscribe(org.id, planId, { seats: 2 })
    await env.DB.prepare("UPDATE organizations SET subscription_status = 'ACTIVE' WHERE id = ?").bind(org.id).run()
    await json(await post('/api/billing/cancel-subscription', session))
    await endPeriod(org.id)

    await billingCron(createServices(env), Date.now())
    expect(await rowsOf(org.id)).toMatchObject([{ plan_id: planId, status: 'CANCELED' }])
    expect(await organizationBilling(org.id)).toEqual({ plan_name: 'basic', subscription_status: 'CANCELED' })
    const d = await json<SubscriptionDetails>(await call('/api/billing/subscription-details', { session }))
    expect(d).toMatchObject({ active: false, planName: 'basic', organizationStatus: 'CANCELED', status: 'CANCELED' })
    // Subscribing again is open.
    const checkout = await call('/api/billing/create-checkout-session', {
      method: 'POST',
      session,
      json: { planId, seats: 2 },
    })
    expect(checkout.status).toBe(201)
  })

  it('applies a waiting plan change when the period renews', async () => {
    const { org, session } = await ownedOrganization()
    const planA = await seatPlan()
    const planB = await seatPlan(TEST_PRICES.proSeat, 5000)
    await subscribe(org.id, planA, { seats: 2 })
    await env.DB.prepare('UPDATE subscriptions SET plan_changed_at = ? WHERE tenant_id = ?')
      .bind(Date.now(), org.id)
      .run()
    const change = await json<{ planChange: string }>(
      await post('/api/billing/change-plan', session, { planId: planB }),
    )
    expect(change.planChange).toBe('next_period')
    await endPeriod(org.id)

    const outcome = await billingCron(createServices(env), Date.now())
    expect(outcome.settled).toBeGreaterThanOrEqual(1)
    expect(await rowsOf(org.id)).toMatchObject([
      { plan_id: planA, status: 'EXPIRED', upcoming_plan_id: null },
      { plan_id: planB, status: 'ACTIVE' },
    ])
    // A second run finds nothing to do for this organization.
    await billingCron(createServices(env), Date.now())
    expect(await rowsOf(org.id)).toHaveLength(2)
  })
})

describe('billing cron: Stripe', () => {
  it('applies a waiting plan change at the renewal it reads from Stripe, without proration', async () => {
    const { org, session } = await ownedOrganization()
    const planA = await seatPlan()
    const planB = await seatPlan(TEST_PRICES.proSeat, 5000)
    const paid = await payAtStripe(session, planA, 2)
    await deliver(paid.events[1])
    await env.DB.prepare('UPDATE subscriptions SET plan_changed_at = ? WHERE tenant_id = ?')
      .bind(Date.now(), org.id)
      .run()
    const change = await json<{ planChange: string }>(
      await stripeCall('/api/billing/change-plan', { method: 'POST', session, json: { planId: planB } }),
    )
    expect(change.planChange).toBe('next_period')

    // Stripe renews; its webhook is lost. The cron finds the period over and re-reads the subscription.
    await double(`/__double/subscriptions/${paid.subscription.id}/renew`, 'POST')
    await env.DB.prepare('UPDATE subscriptions SET current_period_end = ? WHERE tenant_id = ?')
      .bind(Date.now() - 1000, org.id)
      .run()
    await billingCron(createServices(stripeEnv), Date.now())

    expect(await rowsOf(org.id)).toMatchObject([
      { plan_id: planA, status: 'EXPIRED' },
      { plan_id: planB, status: 'ACTIVE' },
    ])
    const write = (await requests()).find(
      (r) => r.path === `/v1/subscriptions/${paid.subscription.id}` && r.idempotencyKey?.startsWith('plan-change:'),
    )
    expect(write?.params.proration_behavior).toBe('none')
    const state = await double<{ items: { data: { price: { id: string }; quantity: number }[] } }>(
      `/__double/subscriptions/${paid.subscription.id}`,
    )
    expect(state.items.data.map((i) => [i.price.id, i.quantity])).toEqual([[TEST_PRICES.proSeat, 2]])
    expect(await details(session)).toMatchObject({ planId: planB, provider: 'stripe', status: 'ACTIVE' })
  })

  it("reports the cloud plan's stored documents once a month and retries a failed meter report", async () => {
    const { org, session } = await ownedOrganization()
    const planId = await createPlan([feature({ feature: 'CV_UPLOAD' })], {
      name: 'cloud',
      planType: 'FIXED_PRICE',
      cloudPricePerIngestedDocCents: 10,
      cloudPricePerStoredDocMonthCents: 1,
      providerVariantId: `${TEST_PRICES.cloudIngested},${TEST_PRICES.cloudStored}`,
    })
    const paid = await payAtStripe(session, planId, null)
    await deliver(paid.events[1])
    await createApplicant(org.id)
    await createApplicant(org.id)
    await createApplicant(org.id)
    // An ingested document whose report did not reach Stripe (recorded, never marked reported).
    const lost = `ingest:${newId()}`
    await env.DB.prepare(
      `INSERT INTO meter_events (id, tenant_id, meter, quantity, idempotency_key, occurred_at, created_at)
       VALUES (?, ?, 'INGESTED_DOCUMENTS', 1, ?, ?, ?)`,
    )
      .bind(newId(), org.id, lost, Date.now() - DAY, Date.now() - DAY)
      .run()

    await billingCron(createServices(stripeEnv), Date.now())
    await billingCron(createServices(stripeEnv), Date.now())

    const month = new Date().toISOString().slice(0, 7)
    const metered =
      await double<{ identifier: string; event_name: string; payload: Record<string, string> }[]>(
        '/__double/meter_events',
      )
    expect(metered.filter((e) => e.identifier === `stored:${org.id}:${month}`)).toEqual([
      expect.objectContaining({
        event_name: 'shortlist_stored_documents',
        payload: { stripe_customer_id: paid.subscription.customer, value: '3' },
      }),
    ])
    expect(metered.filter((e) => e.identifier === lost)).toHaveLength(1)
    const unreported = await env.DB.prepare(
      'SELECT count(*) AS n FROM meter_events WHERE tenant_id = ? AND reported_at IS NULL',
    )
      .bind(org.id)
      .first<{ n: number }>()
    expect(unreported?.n).toBe(0)
  })
})
