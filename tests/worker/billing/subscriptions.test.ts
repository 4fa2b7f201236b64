import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { SubscriptionDetails } from '../../../worker/contracts/billing'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { newId } from '../../../worker/lib/ids'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from '../applicants/support'
import { errorCode, json, post } from '../jobs/support'
import { createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { createPlan, feature } from './support'

const text = (s: string) => new TextEncoder().encode(s)

/** An organization with its owner signed in (billing belongs to the owner) and one admin who is not. */
async function ownedOrganization() {
  const org = await createOrganization()
  const owner = await createUser({
    memberOf: [{ organizationId: org.id, permissions: [...PERMISSION_PRESETS.admin.organization] }],
  })
  await env.DB.prepare('UPDATE organizations SET owner_id = ? WHERE id = ?').bind(owner.id, org.id).run()
  const admin = await createUser({
    memberOf: [{ organizationId: org.id, permissions: [...PERMISSION_PRESETS.admin.organization] }],
  })
  return {
    org,
    session: await signIn(owner.email, owner.password),
    adminSession: await signIn(admin.email, admin.password),
  }
}

const perSeatPlan = () =>
  createPlan(
    [
      feature({ feature: 'CV_UPLOAD', quota: 50, perSeat: true }),
      feature({ feature: 'JOB_POSTING', quota: 10, perSeat: true }),
      feature({ feature: 'TEAM_MEMBERS' }),
    ],
    { planType: 'PER_SEAT', seatRule: 'RANGE', minSeats: 2, maxSeats: 10, pricePerSeatCents: 3000 },
  )

const details = async (session: Session) =>
  json<SubscriptionDetails>(await call('/api/billing/subscription-details', { session }))

/** Checkout and the local checkout page's completion, as the owner clicks through it. */
async function subscribeViaCheckout(session: Session, planId: string, seats: number | null) {
  const checkout = await json<{ sessionId: string; url: string }>(
    await call('/api/billing/create-checkout-session', {
      method: 'POST',
      session,
      json: { planId, seats },
      headers: { 'Idempotency-Key': `checkout-${newId()}` },
    }),
    201,
  )
  expect(new URL(checkout.url).pathname).toBe('/billing/checkout')
  const page = await json<{ status: string; seats: number | null }>(
    await call(`/api/billing/local-checkout/${checkout.sessionId}`, { session }),
  )
  expect(page).toMatchObject({ status: 'OPEN', seats })
  return json<SubscriptionDetails>(await post(`/api/billing/local-checkout/${checkout.sessionId}/complete`, session))
}

describe('subscription details', () => {
  it('shows the Basic plan with usage per feature when the organization has no subscription', async () => {
    const { session } = await ownedOrganization()
    const d = await details(session)
    expect(d).toMatchObject({ active: false, planName: 'basic', price: 0, status: null, organizationStatus: 'ACTIVE' })
    expect(d.features.find((f) => f.id === 'CV_UPLOAD')).toMatchObject({ quota: 100, used: 0, quotaPeriod: 'TOTAL' })
    expect(d.seats).toBe(5)
    expect(d.usedSeats).toBe(2)
  })

  it("is the owner's alone: another admin gets 403, a foreign session 401", async () => {
    const { adminSession } = await ownedOrganization()
    const res = await call('/api/billing/subscription-details', { session: adminSession })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
    expect((await call('/api/billing/subscription-details')).status).toBe(401)
    expect((await post('/api/billing/cancel-subscription', adminSession)).status).toBe(403)
  })
})

describe('subscribing with the local provider', () => {
  it('subscribes through the local checkout page, then cancels (access until the period end) and resumes', async () => {
    const { org, session } = await ownedOrganization()
    const planId = await perSeatPlan()
    const subscribed = await subscribeViaCheckout(session, planId, 3)
    expect(subscribed).toMatchObject({
      active: true,
      planId,
      seats: 3,
      price: 9000,
      status: 'ACTIVE',
      provider: 'local',
    })
    expect(subscribed.features.find((f) => f.id === 'CV_UPLOAD')).toMatchObject({ quota: 150 })
    const row = await env.DB.prepare('SELECT plan_name, subscription_status FROM organizations WHERE id = ?')
      .bind(org.id)
      .first()
    expect(row).toEqual({ plan_name: 'standard', subscription_status: 'ACTIVE' })

    const cancelled = await json<SubscriptionDetails>(await post('/api/billing/cancel-subscription', session))
    expect(cancelled).toMatchObject({ active: true, cancelAtPeriodEnd: true, renewsAt: null })
    expect(cancelled.endsAt).toBe(cancelled.currentPeriodEnd)
    const resumed = await json<SubscriptionDetails>(await post('/api/billing/resume-subscription', session))
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, endsAt: null, renewsAt: resumed.currentPeriodEnd })

    // A second checkout while subscribed is refused: plan and seats change through change-plan.
    const again = await call('/api/billing/create-checkout-session', {
      method: 'POST',
      session,
      json: { planId, seats: 3 },
    })
    expect(await errorCode(again)).toBe('SUBSCRIPTION_ALREADY_ACTIVE')
  })

  it('completes a checkout once, refuses seats outside the plan rule and foreign checkouts', async () => {
    const { session } = await ownedOrganization()
    const other = await ownedOrganization()
    const planId = await perSeatPlan()
    const bad = await call('/api/billing/create-checkout-session', {
      method: 'POST',
      session,
      json: { planId, seats: 11 },
    })
    expect(bad.status).toBe(400)
    expect(await errorCode(bad)).toBe('SEATS_NOT_ALLOWED')
    const checkout = await json<{ sessionId: string }>(
      await call('/api/billing/create-checkout-session', { method: 'POST', session, json: { planId, seats: 2 } }),
      201,
    )
    // Another organization's owner cannot read or complete it.
    const foreign = await post(`/api/billing/local-checkout/${checkout.sessionId}/complete`, other.session)
    expect(foreign.status).toBe(404)
    expect(await errorCode(foreign)).toBe('CHECKOUT_NOT_FOUND')
    await json(await post(`/api/billing/local-checkout/${checkout.sessionId}/complete`, session))
    await json(await post(`/api/billing/local-checkout/${checkout.sessionId}/complete`, session))
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM subscriptions WHERE plan_id = ? AND status = 'ACTIVE'")
      .bind(planId)
      .first<{ n: number }>()
    expect(rows?.n).toBe(1)
    const unknown = await call('/api/billing/create-checkout-session', {
      method: 'POST',
      session: other.session,
      json: { planId: newId() },
    })
    expect(await errorCode(unknown)).toBe('PLAN_NOT_FOUND')
  })

  it('charges added seats at once, changes the plan once per period and lets the next change wait', async () => {
    const { session } = await ownedOrganization()
    const planId = await perSeatPlan()
    await subscribeViaCheckout(session, planId, 2)
    const seats = await json<{ planChange: string; chargedCents: number }>(
      await post('/api/billing/change-plan', session, { seats: 4 }),
    )
    expect(seats.planChange).toBe('none')
    expect(seats.chargedCents).toBeGreaterThan(5900)
    expect(seats.chargedCents).toBeLessThanOrEqual(6000)
    expect((await details(session)).seats).toBe(4)

    const bigger = await perSeatPlan()
    expect(await json(await post('/api/billing/change-plan', session, { planId: bigger }))).toMatchObject({
      planChange: 'now',
    })
    const changed = await details(session)
    expect(changed).toMatchObject({ planId: bigger, seats: 4, canChangePlanNow: false })
    // The unused quota of the old plan carries over for one period: 4 × 50 CVs on top of 4 × 50.
    expect(changed.features.find((f) => f.id === 'CV_UPLOAD')?.quota).toBe(400)

    const third = await perSeatPlan()
    expect(await json(await post('/api/billing/change-plan', session, { planId: third }))).toMatchObject({
      planChange: 'next_period',
    })
    expect((await details(session)).upcomingPlan?.id).toBe(third)
  })

  it('refuses to cancel without a subscription and fewer seats than members', async () => {
    const { session } = await ownedOrganization()
    const none = await post('/api/billing/cancel-subscription', session)
    expect(none.status).toBe(404)
    expect(await errorCode(none)).toBe('SUBSCRIPTION_NOT_FOUND')
    expect(await errorCode(await post('/api/billing/resume-subscription', session))).toBe('SUBSCRIPTION_RESUME_FAILED')
    await subscribeViaCheckout(session, await perSeatPlan(), 3)
    for (let i = 0; i < 1; i++)
      await json(await post('/api/team', session, { email: `x${newId()}@example.com`, preset: 'user' }), 201)
    const fewer = await post('/api/billing/change-plan', session, { seats: 2 })
    expect(await errorCode(fewer)).toBe('SEATS_BELOW_MEMBERS')
  })
})

describe('cloud plan metering', () => {
  it('records one meter event per ingested document', async () => {
    const { org, session } = await ownedOrganization()
    const cloud = await createPlan([feature({ feature: 'CV_UPLOAD' })], {
      name: 'cloud',
      planType: 'FIXED_PRICE',
      pricePerSeatCents: 0,
      cloudPricePerIngestedDocCents: 25,
      cloudPricePerStoredDocMonthCents: 1,
    })
    await subscribeViaCheckout(session, cloud, null)
    const [id] = await uploadFiles(session, [{ name: 'cv.txt', bytes: text(SYNTHETIC_CV) }])
    expect(await waitForDocument(id!)).toMatchObject({ status: 'PROCESSED' })
    const events = await env.DB.prepare('SELECT meter, quantity, reported_at FROM meter_events WHERE tenant_id = ?')
      .bind(org.id)
      .all()
    expect(events.results).toEqual([{ meter: 'INGESTED_DOCUMENTS', quantity: 1, reported_at: expect.any(Number) }])
    expect((await details(session)).metered).toEqual({
      ingestedDocuments: 1,
      storedDocuments: 1,
      pricePerIngestedDocumentCents: 25,
      pricePerStoredDocumentMonthCents: 1,
      ingestedAmountCents: 25,
    })
  })
})
