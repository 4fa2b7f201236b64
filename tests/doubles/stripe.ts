/**
 * A double of the Stripe API for tests, speaking its wire format: form-encoded request bodies with
 * bracketed keys (`line_items[0][price]=…`), `Authorization: Bearer sk_…`, `Idempotency-Key` (a
 * repeated key answers the first response again; the same key with other parameters is refused with
 * `idempotency_error`), JSON responses whose objects carry `object`, errors as `{ error: { type, code,
 * message } }`. It covers what the billing provider calls (worker/providers/billing/stripe.billing.ts):
 * Checkout sessions, customer-portal sessions, subscriptions (read, update, cancel) and Billing meter
 * events.
 *
 * It also plays Stripe's side of webhooks: what happens at Stripe (a customer pays a checkout, a period
 * renews, a subscription ends) emits events with the real shapes, and each delivery is signed like
 * Stripe's (`Stripe-Signature: t=<unix seconds>,v1=<HMAC-SHA-256 of "t.payload" with the endpoint
 * secret>`). With `webhookUrl` it POSTs them there; tests fetch them from the control API instead.
 *
 * Control API (not Stripe's; under /__double):
 *   POST /__double/checkout_sessions/:id/complete   the customer pays: customer, subscription, events
 *   POST /__double/subscriptions/:id/renew          the period ends: renews, or ends if cancelling
 *   GET  /__double/events/:id/delivery[?t=<unix>]   { payload, signature } as Stripe would send it
 *   GET  /__double/requests                         every API request received, in order
 *   GET  /__double/events, /__double/meter_events   what was emitted and metered
 *   GET  /__double/subscriptions/:id                a subscription as Stripe holds it
 *
 *   npx tsx tests/doubles/stripe.ts <port>          (a standalone double for manual runs)
 */
import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/** Fixed keys of the double only: not secrets of any Stripe account. */
export const DOUBLE_SECRET_KEY = 'sk_test_shortlist_double'
export const DOUBLE_WEBHOOK_SECRET = 'whsec_shortlist_double_signing_secret'

export interface DoublePrice {
  id: string
  /** Per-seat or fixed prices are `licensed`; the cloud plan's are `metered`. */
  usageType: 'licensed' | 'metered'
  unitAmount: number
  interval?: 'month' | 'year'
  meter?: string
}

export interface StripeDoubleOptions {
  port: number
  host?: string
  secretKey?: string
  webhookSecret?: string
  prices: DoublePrice[]
  /** Where to POST signed events (the Worker's webhook endpoint); none: tests fetch them. */
  webhookUrl?: string
}

export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | null
  contentType: string | null
  params: Record<string, unknown>
}

type StripeObject = Record<string, unknown> & { id: string; object: string }

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** `a[b][0][c]=v` pairs into nested objects and arrays, as Stripe's API reads them. */
export function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> | unknown[] = root
    path.forEach((part, i) => {
      const last = i === path.length - 1
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1] ?? '')
      const container = node as Record<string, unknown>
      if (last) container[part] = value
      else {
        container[part] ??= nextIsIndex ? [] : {}
        node = container[part] as Record<string, unknown>
      }
    })
  }
  return root
}

/** The Stripe-Signature header for a payload, as Stripe computes it. */
export function signPayload(payload: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${v1}`
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
  ) {
    super(message)
  }
}

const missing = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${id}'`, param)

export async function startStripeDouble(options: StripeDoubleOptions) {
  const secretKey = options.secretKey ?? DOUBLE_SECRET_KEY
  const webhookSecret = options.webhookSecret ?? DOUBLE_WEBHOOK_SECRET
  const prices = new Map(options.prices.map((p) => [p.id, p]))
  const sessions = new Map<string, StripeObject>()
  const subscriptions = new Map<string, StripeObject>()
  const customers = new Map<string, StripeObject>()
  const events = new Map<string, StripeObject>()
  const meterEvents: StripeObject[] = []
  const requests: RecordedRequest[] = []
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>()
  const host = options.host ?? '127.0.0.1'
  const base = `http://${host}:${options.port}`

  const priceObject = (id: string): StripeObject => {
    const p = prices.get(id)
    if (!p) throw missing('price', id, 'price')
    return {
      id: p.id,
      object: 'price',
      active: true,
      currency: 'eur',
      unit_amount: p.unitAmount,
      type: 'recurring',
      recurring: {
        interval: p.interval ?? 'month',
        interval_count: 1,
        usage_type: p.usageType,
        meter: p.meter ?? null,
      },
      livemode: false,
    }
  }

  const itemsOf = (sub: StripeObject) => (sub.items as { data: StripeObject[] }).data

  function newItem(subId: string, price: string, quantity: number | undefined, start: number, end: number) {
    const priceObj = priceObject(price)
    const metered = (priceObj.recurring as { usage_type: string }).usage_type === 'metered'
    if (metered && quantity !== undefined) {
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'parameter_invalid',
        'Quantity should not be specified where usage_type is `metered`.',
        'quantity',
      )
    }
    return {
      id: newId('si'),
      object: 'subscription_item',
      subscription: subId,
      price: priceObj,
      quantity: metered ? undefined : (quantity ?? 1),
      current_period_start: start,
      current_period_end: end,
      created: now(),
      metadata: {},
    }
  }

  /** An event of what happened, with the object as it is now (Stripe snapshots the object). */
  async function emit(type: string, object: StripeObject, previous?: Record<string, unknown>) {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      type,
      livemode: false,
      pending_webhooks: options.webhookUrl ? 1 : 0,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    }
    events.set(event.id, event)
    if (options.webhookUrl) {
      const payload = JSON.stringify(event, null, 2)
      await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signPayload(payload, webhookSecret) },
        body: payload,
      }).catch(() => undefined)
    }
    return event.id
  }

  function requireCustomer(id: unknown) {
    if (typeof id !== 'string' || !customers.has(id)) throw missing('customer', String(id), 'customer')
    return id
  }

  function updateSubscription(sub: StripeObject, params: Record<string, unknown>) {
    const previous: Record<string, unknown> = {}
    if (params.cancel_at_period_end !== undefined) {
      previous.cancel_at_period_end = sub.cancel_at_period_end
      sub.cancel_at_period_end = params.cancel_at_period_end === 'true'
      sub.canceled_at = sub.cancel_at_period_end ? now() : null
    }
    if (Array.isArray(params.items)) {
      previous.items = structuredClone(sub.items)
      const [first] = itemsOf(sub)
      const start = Number(first?.current_period_start ?? now())
      const end = Number(first?.current_period_end ?? now())
      let items = [...itemsOf(sub)]
      for (const change of params.items as Record<string, string>[]) {
        if (change.id) {
          const item = items.find((i) => i.id === change.id)
          if (!item) throw missing('subscription item', change.id, 'items')
          if (change.deleted === 'true') items = items.filter((i) => i !== item)
          else {
            if (change.price) item.price = priceObject(change.price)
            if (change.quantity !== undefined) item.quantity = Number(change.quantity)
          }
        } else if (change.price) {
          items.push(newItem(sub.id, change.price, change.quantity ? Number(change.quantity) : undefined, start, end))
        }
      }
      ;(sub.items as { data: StripeObject[] }).data = items
      sub.quantity = items.length === 1 ? (items[0]?.quantity ?? null) : null
    }
    if (params.metadata && typeof params.metadata === 'object') {
      previous.metadata = sub.metadata
      sub.metadata = { ...(sub.metadata as object), ...(params.metadata as object) }
    }
    return previous
  }

  /** The Stripe API itself. */
  async function api(method: string, path: string, params: Record<string, unknown>): Promise<[number, unknown]> {
    const sessionId = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)?.[1]
    const subscriptionId = path.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1]
    if (method === 'POST' && path === '/v1/checkout/sessions') {
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
        if (!params[p])
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'parameter_missing',
            `Missing required param: ${p}.`,
            p,
          )
      }
      const lineItems = (params.line_items as Record<string, string>[]).map((li) => {
        priceObject(li.price ?? '')
        return { price: li.price, quantity: li.quantity !== undefined ? Number(li.quantity) : undefined }
      })
      if (params.customer) requireCustomer(params.customer)
      const id = newId('cs_test')
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `${base}/c/pay/${id}`,
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
      sessions.set(id, session)
      return [200, publicView(session)]
    }
    if (method === 'GET' && sessionId) {
      const session = sessions.get(sessionId)
      if (!session) throw missing('checkout.session', sessionId)
      return [200, publicView(session)]
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = requireCustomer(params.customer)
      const id = newId('bps')
      const flow = params.flow_data as { type?: string } | undefined
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: params.return_url ?? null,
          flow: flow?.type ? { type: flow.type } : null,
          url: `${base}/p/session/${id}`,
          created: now(),
          livemode: false,
        },
      ]
    }
    if (subscriptionId) {
      const sub = subscriptions.get(subscriptionId)
      if (!sub) throw missing('subscription', subscriptionId)
      if (method === 'GET') return [200, sub]
      if (method === 'POST') {
        if (sub.status === 'canceled') {
          throw new StripeApiError(
            400,
            'invalid_request_error',
            'resource_missing',
            'A canceled subscription can only update its cancellation_details and metadata.',
          )
        }
        const previous = updateSubscription(sub, params)
        await emit('customer.subscription.updated', sub, previous)
        return [200, sub]
      }
      if (method === 'DELETE') {
        sub.status = 'canceled'
        sub.ended_at = now()
        await emit('customer.subscription.deleted', sub)
        return [200, sub]
      }
    }
    if (method === 'POST' && path === '/v1/billing/meter_events') {
      const payload = params.payload as Record<string, string> | undefined
      if (!params.event_name || !payload?.stripe_customer_id || payload.value === undefined) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'parameter_missing',
          'Missing required param: payload.',
          'payload',
        )
      }
      requireCustomer(payload.stripe_customer_id)
      const identifier = typeof params.identifier === 'string' ? params.identifier : newId('mev')
      if (meterEvents.some((e) => e.identifier === identifier)) {
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
      meterEvents.push(event)
      return [200, event]
    }
    throw new StripeApiError(404, 'invalid_request_error', undefined, `Unrecognized request URL (${method}: ${path}).`)
  }

  /** What happens at Stripe outside the API: a payment, a renewal. */
  async function control(method: string, path: string, url: URL): Promise<[number, unknown]> {
    const param = (re: RegExp) => path.match(re)?.[1]
    const subscriptionId = param(/^\/__double\/subscriptions\/([^/]+)$/)
    const completeId = param(/^\/__double\/checkout_sessions\/([^/]+)\/complete$/)
    const renewId = param(/^\/__double\/subscriptions\/([^/]+)\/renew$/)
    const deliveryId = param(/^\/__double\/events\/([^/]+)\/delivery$/)
    if (method === 'GET' && path === '/__double/requests') return [200, requests]
    if (method === 'GET' && path === '/__double/meter_events') return [200, meterEvents]
    if (method === 'GET' && path === '/__double/events') return [200, [...events.values()]]
    if (method === 'GET' && subscriptionId) {
      const sub = subscriptions.get(subscriptionId)
      if (!sub) throw missing('subscription', subscriptionId)
      return [200, sub]
    }
    if (method === 'POST' && completeId) {
      const session = sessions.get(completeId)
      if (!session) throw missing('checkout.session', completeId)
      if (session.status !== 'open')
        throw new StripeApiError(400, 'invalid_request_error', undefined, 'Session is not open')
      let customer = session.customer as string | null
      if (!customer) {
        customer = newId('cus')
        customers.set(customer, { id: customer, object: 'customer', email: session.customer_email, created: now() })
      }
      const start = now()
      const end = start + 30 * 24 * 3600
      const subId = newId('sub')
      const items = (session._line_items as { price: string; quantity?: number }[]).map((li) =>
        newItem(subId, li.price, li.quantity, start, end),
      )
      const sub: StripeObject = {
        id: subId,
        object: 'subscription',
        customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        collection_method: 'charge_automatically',
        billing_cycle_anchor: start,
        start_date: start,
        created: start,
        currency: 'eur',
        quantity: items.length === 1 ? (items[0]?.quantity ?? null) : null,
        items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${subId}` },
        metadata: { ...((session._subscription_data as { metadata?: object }).metadata ?? {}) },
        livemode: false,
      }
      subscriptions.set(subId, sub)
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subId })
      const ids = [
        await emit('customer.subscription.created', sub),
        await emit('checkout.session.completed', publicView(session)),
        await emit('invoice.paid', invoiceFor(sub)),
      ]
      return [200, { subscription: sub, customer, events: ids }]
    }
    if (method === 'POST' && renewId) {
      const sub = subscriptions.get(renewId)
      if (!sub) throw missing('subscription', renewId)
      if (sub.cancel_at_period_end) {
        sub.status = 'canceled'
        sub.ended_at = now()
        return [200, { subscription: sub, events: [await emit('customer.subscription.deleted', sub)] }]
      }
      const previous = structuredClone(sub.items)
      for (const item of itemsOf(sub)) {
        const length = Number(item.current_period_end) - Number(item.current_period_start)
        item.current_period_start = item.current_period_end
        item.current_period_end = Number(item.current_period_end) + length
      }
      const updated = await emit('customer.subscription.updated', sub, { items: previous })
      return [200, { subscription: sub, events: [updated, await emit('invoice.paid', invoiceFor(sub))] }]
    }
    if (method === 'GET' && deliveryId) {
      const event = events.get(deliveryId)
      if (!event) throw missing('event', deliveryId)
      const payload = JSON.stringify(event, null, 2)
      const t = url.searchParams.get('t')
      return [200, { payload, signature: signPayload(payload, webhookSecret, t ? Number(t) : now()) }]
    }
    throw new StripeApiError(404, 'invalid_request_error', undefined, `Unknown control path ${path}`)
  }

  function invoiceFor(sub: StripeObject): StripeObject {
    return {
      id: newId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      created: now(),
      livemode: false,
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const method = req.method ?? 'GET'
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req'), ...headers })
      res.end(JSON.stringify(body))
    }
    try {
      if (url.pathname.startsWith('/__double/')) {
        const [status, body] = await control(method, url.pathname, url)
        return send(status, body)
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        throw new StripeApiError(401, 'invalid_request_error', undefined, 'Invalid API Key provided')
      }
      const contentType = req.headers['content-type'] ?? null
      if (method === 'POST' && raw && !contentType?.startsWith('application/x-www-form-urlencoded')) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          undefined,
          'Invalid request: expected a form-encoded body',
        )
      }
      const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw)
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null
      requests.push({ method, path: url.pathname, idempotencyKey: key, contentType, params })
      if (key && method === 'POST') {
        const seen = idempotent.get(key)
        if (seen) {
          if (seen.params !== raw) {
            throw new StripeApiError(
              400,
              'idempotency_error',
              undefined,
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            )
          }
          return send(seen.status, seen.body, { 'Idempotent-Replayed': 'true' })
        }
      }
      const [status, body] = await api(method, url.pathname, params)
      if (key && method === 'POST') idempotent.set(key, { params: raw, status, body })
      send(status, body)
    } catch (err) {
      if (err instanceof StripeApiError) {
        return send(err.status, {
          error: { type: err.type, ...(err.code ? { code: err.code } : {}), message: err.message, param: err.param },
        })
      }
      send(500, { error: { type: 'api_error', message: err instanceof Error ? err.message : 'internal error' } })
    }
  }

  const server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((ready) => server.listen(options.port, host, ready))
  return {
    url: base,
    secretKey,
    webhookSecret,
    requests,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** Stripe omits the double's own bookkeeping fields (those starting with `_`). */
function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([k]) => !k.startsWith('_'))) as StripeObject
}

// Standalone: `npx tsx tests/doubles/stripe.ts 12111` with the seed's price ids.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.argv[2] ?? 12111)
  const double = await startStripeDouble({
    port,
    prices: (process.env.STRIPE_DOUBLE_PRICES ?? 'price_team_seat:licensed:3000').split(',').map((spec) => {
      const [id = '', usageType = 'licensed', amount = '0'] = spec.split(':')
      return { id, usageType: usageType as DoublePrice['usageType'], unitAmount: Number(amount) }
    }),
    ...(process.env.STRIPE_DOUBLE_WEBHOOK_URL ? { webhookUrl: process.env.STRIPE_DOUBLE_WEBHOOK_URL } : {}),
  })
  console.info(`Stripe double on ${double.url}`)
}
