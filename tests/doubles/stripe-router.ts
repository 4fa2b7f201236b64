/**
 * The Stripe double's routes: Stripe's API (`/v1/…`, what the billing provider calls) and the double's
 * own control API (`/__double/…`, what happens at Stripe outside our calls). Each answers
 * `[status, body]`; errors are thrown as StripeApiError.
 */

import {
  listOf,
  missing,
  missingParam,
  newId,
  now,
  portalConfigurationOf,
  portalSession,
  publicView,
  StripeApiError,
  type StripeObject,
  signPayload,
} from './stripe-shapes'
import type { StripeState } from './stripe-state'

type Answer = [number, unknown]

function createCheckoutSession(state: StripeState, params: Record<string, unknown>): Answer {
  if (params.mode !== 'subscription') {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'parameter_invalid',
      'This double sells subscriptions only',
      'mode',
    )
  }
  for (const p of ['success_url', 'line_items'] as const) {
    if (!params[p]) throw missingParam(p)
  }
  const lineItems = (params.line_items as Record<string, string>[]).map((li) => {
    state.price(li.price ?? '')
    return { price: li.price, quantity: li.quantity !== undefined ? Number(li.quantity) : undefined }
  })
  if (params.customer) state.requireCustomer(params.customer)
  const id = newId('cs_test')
  const session: StripeObject = {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    url: `${state.base}/c/pay/${id}`,
    client_reference_id: params.client_reference_id ?? null,
    customer: params.customer ?? null,
    customer_email: params.customer_email ?? null,
    metadata: params.metadata ?? {},
    success_url: params.success_url,
    cancel_url: params.cancel_url ?? null,
    subscription: null,
    created: now(),
    expires_at: now() + 24 * 3600,
    livemode: false,
    // Not part of Stripe's response; the double keeps them to build the subscription on payment.
    _line_items: lineItems,
    _subscription_data: params.subscription_data ?? {},
  }
  state.sessions.set(id, session)
  return [200, publicView(session)]
}

/** `GET /v1/billing_portal/configurations`: `active` and `is_default` filter as at Stripe. */
function listPortalConfigurations(state: StripeState, params: Record<string, unknown>): Answer {
  const matches = (value: unknown, wanted: unknown) => wanted === undefined || String(value) === wanted
  const data = [...state.portalConfigurations.values()]
    .filter((c) => matches(c.active, params.active) && matches(c.is_default, params.is_default))
    .sort((a, b) => Number(b.created) - Number(a.created))
  return [200, listOf(data, '/v1/billing_portal/configurations')]
}

/** A portal session opens with the named configuration, or the account's default one. */
function createPortalSession(state: StripeState, params: Record<string, unknown>): Answer {
  const customer = state.requireCustomer(params.customer)
  const configurations = [...state.portalConfigurations.values()]
  const configuration =
    typeof params.configuration === 'string'
      ? state.portalConfigurations.get(params.configuration)
      : configurations.find((c) => c.is_default)
  if (!configuration) throw missing('billing portal configuration', String(params.configuration), 'configuration')
  if (!configuration.active) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'parameter_invalid',
      'The configuration is inactive.',
      'configuration',
    )
  }
  return [200, portalSession(state.base, customer, configuration.id, params)]
}

function recordMeterEvent(state: StripeState, params: Record<string, unknown>): Answer {
  const payload = params.payload as Record<string, string> | undefined
  if (!params.event_name || !payload?.stripe_customer_id || payload.value === undefined) {
    throw missingParam('payload')
  }
  state.requireCustomer(payload.stripe_customer_id)
  const identifier = typeof params.identifier === 'string' ? params.identifier : newId('mev')
  if (state.meterEvents.some((e) => e.identifier === identifier)) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'duplicate_meter_event',
      `An event already exists with identifier ${identifier}.`,
      'identifier',
    )
  }
  const event: StripeObject = {
    id: identifier,
    object: 'billing.meter_event',
    created: now(),
    event_name: params.event_name,
    identifier,
    livemode: false,
    payload,
    timestamp: Number(params.timestamp ?? now()),
  }
  state.meterEvents.push(event)
  return [200, event]
}

async function subscriptionCall(state: StripeState, method: string, id: string, params: Record<string, unknown>) {
  const sub = state.subscriptions.get(id)
  if (!sub) throw missing('subscription', id)
  if (method === 'GET') return [200, sub] as Answer
  if (method === 'POST') {
    if (sub.status === 'canceled') {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'resource_missing',
        'A canceled subscription can only update its cancellation_details and metadata.',
      )
    }
    const previous = state.updateSubscription(sub, params)
    await state.emit('customer.subscription.updated', sub, previous)
    return [200, sub] as Answer
  }
  if (method === 'DELETE') {
    sub.status = 'canceled'
    sub.ended_at = now()
    await state.emit('customer.subscription.deleted', sub)
    return [200, sub] as Answer
  }
  return null
}

/** The Stripe API itself. */
export async function stripeApi(
  state: StripeState,
  method: string,
  path: string,
  params: Record<string, unknown>,
): Promise<Answer> {
  const sessionId = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1]
  const subscriptionId = path.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1]
  const configurationId = path.match(/^\/v1\/billing_portal\/configurations\/([^/]+)$/)?.[1]
  if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(state, params)
  if (method === 'GET' && sessionId) {
    const session = state.sessions.get(sessionId)
    if (!session) throw missing('checkout.session', sessionId)
    return [200, publicView(session)]
  }
  if (method === 'POST' && path === '/v1/billing_portal/configurations') {
    const configuration = portalConfigurationOf(params)
    state.portalConfigurations.set(configuration.id, configuration)
    return [200, configuration]
  }
  if (method === 'GET' && path === '/v1/billing_portal/configurations') return listPortalConfigurations(state, params)
  if (method === 'GET' && configurationId) {
    const configuration = state.portalConfigurations.get(configurationId)
    if (!configuration) throw missing('billing portal configuration', configurationId)
    return [200, configuration]
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions') return createPortalSession(state, params)
  if (subscriptionId) {
    const answer = await subscriptionCall(state, method, subscriptionId, params)
    if (answer) return answer
  }
  if (method === 'POST' && path === '/v1/billing/meter_events') return recordMeterEvent(state, params)
  throw new StripeApiError(404, 'invalid_request_error', undefined, `Unrecognized request URL (${method}: ${path}).`)
}

/** What happens at Stripe outside the API (a payment, a renewal), and what tests read back. */
export async function doubleControl(
  state: StripeState,
  requests: unknown[],
  method: string,
  path: string,
  url: URL,
): Promise<Answer> {
  const param = (re: RegExp) => path.match(re)?.[1]
  const subscriptionId = param(/^\/__double\/subscriptions\/([^/]+)$/)
  const completeId = param(/^\/__double\/checkout_sessions\/([^/]+)\/complete$/)
  const renewId = param(/^\/__double\/subscriptions\/([^/]+)\/renew$/)
  const deliveryId = param(/^\/__double\/events\/([^/]+)\/delivery$/)
  if (method === 'GET' && path === '/__double/requests') return [200, requests]
  if (method === 'GET' && path === '/__double/meter_events') return [200, state.meterEvents]
  if (method === 'GET' && path === '/__double/events') return [200, [...state.events.values()]]
  if (method === 'GET' && subscriptionId) {
    const sub = state.subscriptions.get(subscriptionId)
    if (!sub) throw missing('subscription', subscriptionId)
    return [200, sub]
  }
  if (method === 'POST' && completeId) return [200, await state.completeCheckout(completeId)]
  if (method === 'POST' && renewId) return [200, await state.renew(renewId)]
  if (method === 'GET' && deliveryId) {
    const event = state.events.get(deliveryId)
    if (!event) throw missing('event', deliveryId)
    const payload = JSON.stringify(event, null, 2)
    const t = url.searchParams.get('t')
    return [200, { payload, signature: signPayload(payload, state.webhookSecret, t ? Number(t) : now()) }]
  }
  throw new StripeApiError(404, 'invalid_request_error', undefined, `Unknown control path ${path}`)
}
