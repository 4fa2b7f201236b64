import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { SubscriptionDetails } from '../../../worker/contracts/billing'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import worker from '../../../worker/index'
import { newId } from '../../../worker/lib/ids'
import type { RecordedRequest } from '../../doubles/stripe'
import { json } from '../jobs/support'
import { createOrganization, createUser } from '../support/factories'
import { freshClientAddress, type Session, signIn } from '../support/http'
import { TEST_PRICES } from './stripe-prices'
import { createPlan, feature } from './support'

/**
 * The Stripe provider against the Stripe double (tests/doubles/stripe.ts), which the Worker reaches
 * over real HTTP through the `stripe` package. The deployment of the other tests stays on `local`;
 * these requests run the Worker with BILLING_PROVIDER=stripe.
 */
export const stripeEnv = { ...env, BILLING_PROVIDER: 'stripe' } as Env
export const STRIPE = (env as unknown as { STRIPE_API_BASE: string }).STRIPE_API_BASE

export async function stripeCall(
  path: string,
  init: { method?: string; session?: Session; json?: unknown; body?: string; headers?: Record<string, string> } = {},
) {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', freshClientAddress())
  if (init.session) {
    headers.set('Cookie', init.session.cookie)
    if (init.method && init.method !== 'GET') headers.set('X-CSRF-Token', init.session.csrfToken)
  }
  let body = init.body
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(init.json)
  }
  const ctx = createExecutionContext()
  const res = await worker.fetch(
    new Request(`http://localhost:8787${path}`, { method: init.method ?? 'GET', headers, body }),
    stripeEnv,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return res
}

/** The double's control API: what happens at Stripe outside our calls. */
export async function double<T>(path: string, method = 'GET'): Promise<T> {
  const res = await fetch(`${STRIPE}${path}`, { method })
  if (!res.ok) throw new Error(`double ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A call to the Stripe API as Stripe's dashboard or portal would make it (form-encoded, secret key). */
export async function stripeApi(path: string, form: Record<string, string>) {
  const res = await fetch(`${STRIPE}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${(env as unknown as { STRIPE_SECRET_KEY: string }).STRIPE_SECRET_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(form).toString(),
  })
  expect(res.status).toBe(200)
  return res.json()
}

export const requests = () => double<RecordedRequest[]>('/__double/requests')

/** Stripe's delivery of an event: the payload and its signature (`t` in unix seconds). */
export const delivery = (eventId: string, t?: number) =>
  double<{ payload: string; signature: string }>(`/__double/events/${eventId}/delivery${t ? `?t=${t}` : ''}`)

export async function deliver(eventId: string) {
  const d = await delivery(eventId)
  return stripeCall('/api/billing/webhooks/stripe', {
    method: 'POST',
    body: d.payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': d.signature },
  })
}

export async function ownedOrganization() {
  const org = await createOrganization()
  const owner = await createUser({
    memberOf: [{ organizationId: org.id, permissions: [...PERMISSION_PRESETS.admin.organization] }],
  })
  await env.DB.prepare('UPDATE organizations SET owner_id = ? WHERE id = ?').bind(owner.id, org.id).run()
  return { org, session: await signIn(owner.email, owner.password) }
}

export const seatPlan = (price: string = TEST_PRICES.seat, pricePerSeatCents = 3000) =>
  createPlan(
    [
      feature({ feature: 'CV_UPLOAD', quota: 50, perSeat: true }),
      feature({ feature: 'JOB_POSTING', quota: 10, perSeat: true }),
      feature({ feature: 'TEAM_MEMBERS' }),
    ],
    {
      planType: 'PER_SEAT',
      seatRule: 'RANGE',
      minSeats: 1,
      maxSeats: 20,
      pricePerSeatCents,
      providerVariantId: price,
    },
  )

export const details = async (session: Session) =>
  json<SubscriptionDetails>(await stripeCall('/api/billing/subscription-details', { session }))

export async function startCheckout(session: Session, planId: string, seats: number | null, key = `k-${newId()}`) {
  const res = await stripeCall('/api/billing/create-checkout-session', {
    method: 'POST',
    session,
    json: { planId, seats },
    headers: { 'Idempotency-Key': key },
  })
  return { key, checkout: await json<{ sessionId: string; url: string }>(res, 201) }
}

export interface Completed {
  subscription: { id: string; customer: string }
  events: [created: string, checkoutCompleted: string, invoicePaid: string]
}

/** The owner pays at Stripe's checkout page. */
export async function payAtStripe(session: Session, planId: string, seats: number | null) {
  const { checkout } = await startCheckout(session, planId, seats)
  const stripeSessionId = new URL(checkout.url).pathname.split('/').pop() ?? ''
  const paid = await double<Completed>(`/__double/checkout_sessions/${stripeSessionId}/complete`, 'POST')
  return { checkout, ...paid }
}

export const subscriptionRows = (tenantId: string) =>
  env.DB.prepare('SELECT status, seats, cancel_at_period_end FROM subscriptions WHERE tenant_id = ?')
    .bind(tenantId)
    .all()
    .then((r) => r.results)
