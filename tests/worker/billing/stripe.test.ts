import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { subscriptionsService } from '../../../worker/billing/subscriptions.service'
import type { SubscriptionDetails } from '../../../worker/contracts/billing'
import { newId } from '../../../worker/lib/ids'
import { createServices } from '../../../worker/middleware/services'
import { errorCode, json } from '../jobs/support'
import { TEST_PRICES } from './stripe-prices'
import {
  deliver,
  delivery,
  details,
  double,
  ownedOrganization,
  payAtStripe,
  requests,
  STRIPE,
  seatPlan,
  startCheckout,
  stripeApi,
  stripeCall,
  stripeEnv,
  subscriptionRows,
} from './stripe-support'
import { createPlan, feature } from './support'

/**
 * The Stripe provider against the Stripe double (tests/doubles/stripe.ts), which the Worker reaches
 * over real HTTP through the `stripe` package (helpers in stripe-support.ts).
 */
describe('Stripe checkout', () => {
  it('creates a subscription-mode Checkout session with the plan price, seats and an idempotency key', async () => {
    const { org, session } = await ownedOrganization()
    const planId = await seatPlan()
    const { key, checkout } = await startCheckout(session, planId, 3)
    expect(checkout.url.startsWith(`${STRIPE}/c/pay/cs_test_`)).toBe(true)

    const created = (await requests()).filter(
      (r) => r.path === '/v1/checkout/sessions' && r.params.client_reference_id === checkout.sessionId,
    )
    expect(created).toHaveLength(1)
    const [req] = created
    expect(req?.method).toBe('POST')
    expect(req?.contentType).toContain('application/x-www-form-urlencoded')
    expect(req?.idempotencyKey).toBe(`checkout:${checkout.sessionId}:${key}`)
    expect(req?.params).toMatchObject({
      mode: 'subscription',
      line_items: [{ price: TEST_PRICES.seat, quantity: '3' }],
      metadata: { tenant_id: org.id, checkout_id: checkout.sessionId },
      subscription_data: { metadata: { tenant_id: org.id, checkout_id: checkout.sessionId } },
    })
    expect(String(req?.params.success_url)).toContain('section=billing')

    // The same Idempotency-Key again answers the first checkout: no second session at Stripe.
    const again = await stripeCall('/api/billing/create-checkout-session', {
      method: 'POST',
      session,
      json: { planId, seats: 3 },
      headers: { 'Idempotency-Key': key },
    })
    expect(await json(again, 201)).toEqual(checkout)
    expect((await requests()).filter((r) => r.params.client_reference_id === checkout.sessionId)).toHaveLength(1)
  })

  it('sells the cloud plan as metered prices without a quantity', async () => {
    const { session } = await ownedOrganization()
    const planId = await createPlan([feature({ feature: 'CV_UPLOAD' })], {
      name: 'cloud',
      planType: 'FIXED_PRICE',
      cloudPricePerIngestedDocCents: 10,
      cloudPricePerStoredDocMonthCents: 1,
      providerVariantId: `${TEST_PRICES.cloudIngested},${TEST_PRICES.cloudStored}`,
    })
    const { checkout } = await startCheckout(session, planId, null)
    const req = (await requests()).find((r) => r.params.client_reference_id === checkout.sessionId)
    expect(req?.params.line_items).toEqual([{ price: TEST_PRICES.cloudIngested }, { price: TEST_PRICES.cloudStored }])
  })
})

describe('Stripe webhooks', () => {
  it('activates the subscription from checkout.session.completed with Stripe period, seats and ids', async () => {
    const { org, session } = await ownedOrganization()
    const planId = await seatPlan()
    const paid = await payAtStripe(session, planId, 3)
    const res = await deliver(paid.events[1])
    expect(await json(res)).toEqual({ received: true, outcome: 'applied' })

    const d = await details(session)
    expect(d).toMatchObject({
      active: true,
      planId,
      seats: 3,
      status: 'ACTIVE',
      provider: 'stripe',
      paymentProviderSubscriptionId: paid.subscription.id,
      cancelAtPeriodEnd: false,
    })
    // The period is Stripe's (on the subscription's items), not one the app made up.
    const stripeSub = await double<{ items: { data: { current_period_start: number; current_period_end: number }[] } }>(
      `/__double/subscriptions/${paid.subscription.id}`,
    )
    const item = stripeSub.items.data[0]
    expect(d.currentPeriodStart).toBe((item?.current_period_start ?? 0) * 1000)
    expect(d.currentPeriodEnd).toBe((item?.current_period_end ?? 0) * 1000)
    const row = await env.DB.prepare('SELECT provider_customer_id FROM subscriptions WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ provider_customer_id: string }>()
    expect(row?.provider_customer_id).toBe(paid.subscription.customer)
    const org2 = await env.DB.prepare('SELECT subscription_status, plan_name FROM organizations WHERE id = ?')
      .bind(org.id)
      .first()
    expect(org2).toEqual({ subscription_status: 'ACTIVE', plan_name: 'standard' })
  })

  it('applies a redelivered event once', async () => {
    const { org, session } = await ownedOrganization()
    const paid = await payAtStripe(session, await seatPlan(), 2)
    expect(await json(await deliver(paid.events[1]))).toEqual({ received: true, outcome: 'applied' })
    expect(await json(await deliver(paid.events[1]))).toEqual({ received: true, outcome: 'duplicate' })
    // The subscription.created event of the same payment converges on the same row.
    expect(await json(await deliver(paid.events[0]))).toEqual({ received: true, outcome: 'applied' })
    expect(await subscriptionRows(org.id)).toHaveLength(1)
    const taken = await env.DB.prepare('SELECT count(*) AS n FROM billing_webhook_events WHERE event_id = ?')
      .bind(paid.events[1])
      .first<{ n: number }>()
    expect(taken?.n).toBe(1)
  })

  it("ends in Stripe's current state when the update arrives before the creation", async () => {
    const { org, session } = await ownedOrganization()
    const paid = await payAtStripe(session, await seatPlan(), 2)
    // The customer cancels in Stripe's portal before any webhook reached us.
    await stripeApi(`/v1/subscriptions/${paid.subscription.id}`, { cancel_at_period_end: 'true' })
    const events = await double<{ id: string; type: string }[]>('/__double/events')
    const update = events.filter((e) => e.type === 'customer.subscription.updated').pop()
    expect(update).toBeDefined()

    expect(await json(await deliver(update?.id ?? ''))).toMatchObject({ outcome: 'applied' })
    // The older events say "not cancelling"; Stripe's current state says otherwise, and wins.
    await deliver(paid.events[0])
    await deliver(paid.events[1])
    expect(await subscriptionRows(org.id)).toEqual([{ status: 'ACTIVE', seats: 2, cancel_at_period_end: 1 }])
    const d = await details(session)
    expect(d).toMatchObject({ cancelAtPeriodEnd: true, renewsAt: null })
    expect(d.endsAt).toBe(d.currentPeriodEnd)
  })

  it('keeps the newer seats when an older subscription.updated arrives after a newer one', async () => {
    const { org, session } = await ownedOrganization()
    const paid = await payAtStripe(session, await seatPlan(), 2)
    await deliver(paid.events[1])
    const sub = await double<{ items: { data: { id: string }[] } }>(`/__double/subscriptions/${paid.subscription.id}`)
    const item = sub.items.data[0]?.id ?? ''
    await stripeApi(`/v1/subscriptions/${paid.subscription.id}`, { 'items[0][id]': item, 'items[0][quantity]': '5' })
    await stripeApi(`/v1/subscriptions/${paid.subscription.id}`, { 'items[0][id]': item, 'items[0][quantity]': '4' })
    const updates = (await double<{ id: string; type: string }[]>('/__double/events')).filter(
      (e) => e.type === 'customer.subscription.updated',
    )
    const [older, newer] = updates.slice(-2)
    await deliver(newer?.id ?? '')
    await deliver(older?.id ?? '')
    expect(await subscriptionRows(org.id)).toEqual([{ status: 'ACTIVE', seats: 4, cancel_at_period_end: 0 }])
  })

  it('refuses a stale timestamp, a tampered body and a missing signature with 400, applying nothing', async () => {
    const { org, session } = await ownedOrganization()
    const paid = await payAtStripe(session, await seatPlan(), 2)
    const eventId = paid.events[1]

    const stale = await delivery(eventId, Math.floor(Date.now() / 1000) - 10 * 60)
    const staleRes = await stripeCall('/api/billing/webhooks/stripe', {
      method: 'POST',
      body: stale.payload,
      headers: { 'Stripe-Signature': stale.signature },
    })
    expect(staleRes.status).toBe(400)
    expect(await errorCode(staleRes)).toBe('WEBHOOK_SIGNATURE_INVALID')

    const fresh = await delivery(eventId)
    const tampered = await stripeCall('/api/billing/webhooks/stripe', {
      method: 'POST',
      body: fresh.payload.replace(org.id, `${org.id}x`),
      headers: { 'Stripe-Signature': fresh.signature },
    })
    expect(tampered.status).toBe(400)
    expect(await errorCode(tampered)).toBe('WEBHOOK_SIGNATURE_INVALID')

    const unsigned = await stripeCall('/api/billing/webhooks/stripe', { method: 'POST', body: fresh.payload })
    expect(unsigned.status).toBe(400)
    expect(await errorCode(unsigned)).toBe('WEBHOOK_SIGNATURE_INVALID')

    expect(await subscriptionRows(org.id)).toEqual([])
    const taken = await env.DB.prepare('SELECT count(*) AS n FROM billing_webhook_events WHERE event_id = ?')
      .bind(eventId)
      .first<{ n: number }>()
    expect(taken?.n).toBe(0)
    // The genuine delivery still applies afterwards.
    expect(await json(await deliver(eventId))).toMatchObject({ outcome: 'applied' })
  })

  it('is not answered on a deployment with the local provider', async () => {
    const { exports } = await import('cloudflare:workers')
    const res = await exports.default.fetch(
      new Request('http://localhost:8787/api/billing/webhooks/stripe', { method: 'POST', body: '{}' }),
    )
    expect(res.status).toBe(404)
  })

  it('marks the organization cancelled when a cancelled subscription ends at the period end', async () => {
    const { org, session } = await ownedOrganization()
    const paid = await payAtStripe(session, await seatPlan(), 2)
    await deliver(paid.events[1])
    await json(await stripeCall('/api/billing/cancel-subscription', { method: 'POST', session }))
    const ended = await double<{ events: string[] }>(`/__double/subscriptions/${paid.subscription.id}/renew`, 'POST')
    expect(await json(await deliver(ended.events[0] ?? ''))).toMatchObject({ outcome: 'applied' })
    expect(await subscriptionRows(org.id)).toEqual([{ status: 'CANCELED', seats: 2, cancel_at_period_end: 1 }])
    const row = await env.DB.prepare('SELECT subscription_status, plan_name FROM organizations WHERE id = ?')
      .bind(org.id)
      .first()
    expect(row).toEqual({ subscription_status: 'CANCELED', plan_name: 'basic' })
    // The billing screen offers subscribing again: no live subscription, the Basic plan applies.
    expect(await details(session)).toMatchObject({ active: false, planName: 'basic', status: 'CANCELED' })
  })
})

describe('Stripe subscription changes', () => {
  async function subscribed(seats = 2) {
    const owned = await ownedOrganization()
    const paid = await payAtStripe(owned.session, await seatPlan(), seats)
    await deliver(paid.events[1])
    return { ...owned, paid }
  }

  const writesTo = async (subscriptionId: string) =>
    (await requests()).filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`)

  it('cancels at the period end and resumes, each with an idempotency key', async () => {
    const { session, paid } = await subscribed()
    const cancelled = await json<SubscriptionDetails>(
      await stripeCall('/api/billing/cancel-subscription', {
        method: 'POST',
        session,
        headers: { 'Idempotency-Key': 'cancel-1' },
      }),
    )
    expect(cancelled.cancelAtPeriodEnd).toBe(true)
    await json(
      await stripeCall('/api/billing/resume-subscription', {
        method: 'POST',
        session,
        headers: { 'Idempotency-Key': 'resume-1' },
      }),
    )
    const writes = await writesTo(paid.subscription.id)
    expect(writes.map((w) => [w.params.cancel_at_period_end, w.idempotencyKey?.split(':')[0]])).toEqual([
      ['true', 'cancel'],
      ['false', 'resume'],
    ])
    expect(writes.every((w) => w.idempotencyKey?.endsWith('-1'))).toBe(true)
    const state = await double<{ cancel_at_period_end: boolean }>(`/__double/subscriptions/${paid.subscription.id}`)
    expect(state.cancel_at_period_end).toBe(false)
  })

  it('changes seats with an immediate prorated invoice', async () => {
    const { session, paid } = await subscribed(2)
    const result = await json<{ chargedCents: number }>(
      await stripeCall('/api/billing/change-plan', { method: 'POST', session, json: { seats: 5 } }),
    )
    expect(result.chargedCents).toBeGreaterThan(0)
    const [write] = await writesTo(paid.subscription.id)
    expect(write?.params).toMatchObject({ items: [{ quantity: '5' }], proration_behavior: 'always_invoice' })
    expect(write?.idempotencyKey).toMatch(/^seats:/)
    const state = await double<{ items: { data: { quantity: number }[] } }>(
      `/__double/subscriptions/${paid.subscription.id}`,
    )
    expect(state.items.data[0]?.quantity).toBe(5)
  })

  it("changes the plan by replacing the subscription's price", async () => {
    const { session, paid } = await subscribed(2)
    const pro = await seatPlan(TEST_PRICES.proSeat, 5000)
    const result = await json<{ planChange: string }>(
      await stripeCall('/api/billing/change-plan', { method: 'POST', session, json: { planId: pro } }),
    )
    expect(result.planChange).toBe('now')
    const [write] = await writesTo(paid.subscription.id)
    expect(write?.params.proration_behavior).toBe('always_invoice')
    expect(write?.idempotencyKey).toMatch(/^plan:/)
    const state = await double<{ items: { data: { price: { id: string }; quantity: number }[] } }>(
      `/__double/subscriptions/${paid.subscription.id}`,
    )
    expect(state.items.data.map((i) => [i.price.id, i.quantity])).toEqual([[TEST_PRICES.proSeat, 2]])
  })

  it("opens Stripe's customer portal for managing and for the payment method", async () => {
    const { session, paid } = await subscribed()
    const urls = await json<{ manageUrl: string; updatePaymentMethodUrl: string }>(
      await stripeCall('/api/billing/subscription-urls', { method: 'POST', session }),
    )
    expect(urls.manageUrl.startsWith(`${STRIPE}/p/session/`)).toBe(true)
    expect(urls.updatePaymentMethodUrl).not.toBe(urls.manageUrl)
    const portal = (await requests()).filter(
      (r) => r.path === '/v1/billing_portal/sessions' && r.params.customer === paid.subscription.customer,
    )
    expect(portal.map((p) => (p.params.flow_data as { type?: string } | undefined)?.type ?? null)).toEqual([
      null,
      'payment_method_update',
    ])
    expect(portal.every((p) => p.idempotencyKey?.startsWith('portal:'))).toBe(true)
  })

  it('opens the portal with a configuration that cannot switch plans, created once and reused', async () => {
    const { session, paid } = await subscribed()
    for (let i = 0; i < 2; i++)
      await json(await stripeCall('/api/billing/subscription-urls', { method: 'POST', session }))
    const all = await requests()
    // Created once through the API, with a fixed idempotency key, and found by the next portal open.
    const creates = all.filter((r) => r.method === 'POST' && r.path === '/v1/billing_portal/configurations')
    expect(creates).toHaveLength(1)
    expect(creates[0]?.idempotencyKey).toBe('portal-configuration:shortlist-portal-v1')
    expect(creates[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/)
    expect(creates[0]?.params.features).toMatchObject({
      subscription_update: { enabled: 'false' },
      subscription_pause: { enabled: 'false' },
      subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
      payment_method_update: { enabled: 'true' },
    })
    expect(
      all.filter((r) => r.method === 'GET' && r.path === '/v1/billing_portal/configurations').length,
    ).toBeGreaterThan(1)
    // Every portal session of this customer names that configuration, not the account's default one.
    const sessions = all.filter(
      (r) => r.path === '/v1/billing_portal/sessions' && r.params.customer === paid.subscription.customer,
    )
    expect(sessions).toHaveLength(4)
    const ids = new Set(sessions.map((r) => r.params.configuration))
    expect(ids.size).toBe(1)
    const [id] = [...ids]
    const res = await fetch(`${STRIPE}/v1/billing_portal/configurations/${String(id)}`, {
      headers: { Authorization: `Bearer ${(env as unknown as { STRIPE_SECRET_KEY: string }).STRIPE_SECRET_KEY}` },
    })
    const configuration = (await res.json()) as {
      object: string
      is_default: boolean
      active: boolean
      features: { subscription_update: { enabled: boolean } }
    }
    expect(configuration).toMatchObject({
      object: 'billing_portal.configuration',
      is_default: false,
      active: true,
      features: { subscription_update: { enabled: false } },
    })
  })

  it('reports each ingested document of the cloud plan to its Billing meter once', async () => {
    const { org, session } = await ownedOrganization()
    const planId = await createPlan([feature({ feature: 'CV_UPLOAD' })], {
      name: 'cloud',
      planType: 'FIXED_PRICE',
      cloudPricePerIngestedDocCents: 10,
      providerVariantId: TEST_PRICES.cloudIngested,
    })
    const paid = await payAtStripe(session, planId, null)
    await deliver(paid.events[1])
    const services = createServices(stripeEnv)
    const documentId = newId()
    await subscriptionsService(services, org.id).recordIngestedDocument(documentId)
    await subscriptionsService(services, org.id).recordIngestedDocument(documentId)
    const meterEvents = (
      await double<{ identifier: string; event_name: string; payload: Record<string, string> }[]>(
        '/__double/meter_events',
      )
    ).filter((e) => e.identifier === `ingest:${documentId}`)
    expect(meterEvents).toEqual([
      expect.objectContaining({
        event_name: 'shortlist_ingested_documents',
        payload: { stripe_customer_id: paid.subscription.customer, value: '1' },
      }),
    ])
    const req = (await requests()).find(
      (r) => r.path === '/v1/billing/meter_events' && r.params.identifier === `ingest:${documentId}`,
    )
    expect(req?.idempotencyKey).toBe(`meter:ingest:${documentId}`)
    expect((await details(session)).metered?.ingestedDocuments).toBe(1)
  })

  it('keeps a meter event whose report failed for the cron to report again, without failing the ingestion', async () => {
    const { org, session } = await ownedOrganization()
    const planId = await createPlan([feature({ feature: 'CV_UPLOAD' })], {
      name: 'cloud',
      planType: 'FIXED_PRICE',
      cloudPricePerIngestedDocCents: 10,
      providerVariantId: TEST_PRICES.cloudIngested,
    })
    const paid = await payAtStripe(session, planId, null)
    await deliver(paid.events[1])
    // Stripe refuses the report (an unknown customer): the document is still ingested.
    await env.DB.prepare("UPDATE subscriptions SET provider_customer_id = 'cus_unknown' WHERE tenant_id = ?")
      .bind(org.id)
      .run()
    const documentId = newId()
    await subscriptionsService(createServices(stripeEnv), org.id).recordIngestedDocument(documentId)
    const pending = () =>
      env.DB.prepare('SELECT reported_at FROM meter_events WHERE idempotency_key = ?')
        .bind(`ingest:${documentId}`)
        .first<{ reported_at: number | null }>()
    expect(await pending()).toEqual({ reported_at: null })

    await env.DB.prepare('UPDATE subscriptions SET provider_customer_id = ? WHERE tenant_id = ?')
      .bind(paid.subscription.customer, org.id)
      .run()
    const retried = await subscriptionsService(createServices(stripeEnv), org.id).reportPendingMeterEvents(
      Date.now() + 1000,
    )
    expect(retried).toBe(1)
    expect((await pending())?.reported_at).toBeGreaterThan(0)
    const metered = await double<{ identifier: string }[]>('/__double/meter_events')
    expect(metered.filter((e) => e.identifier === `ingest:${documentId}`)).toHaveLength(1)
  })
})
