/**
 * What the Stripe double holds (sessions, subscriptions, customers, portal configurations, events,
 * meter events) and what happens to it at Stripe: updates, a customer paying a checkout, a renewal,
 * and the signed event deliveries each one emits.
 */
import {
  type DoublePrice,
  invoiceFor,
  missing,
  newId,
  now,
  portalConfigurationOf,
  priceObject,
  publicView,
  StripeApiError,
  type StripeObject,
  signPayload,
} from './stripe-shapes'

export interface StripeStateOptions {
  prices: DoublePrice[]
  webhookSecret: string
  /** Where to POST signed events; none: tests fetch them. */
  webhookUrl?: string | undefined
  /** The double's own URL (checkout and portal links point there). */
  base: string
}

export type StripeState = ReturnType<typeof createStripeState>

export function createStripeState(options: StripeStateOptions) {
  const prices = new Map(options.prices.map((p) => [p.id, p]))
  const sessions = new Map<string, StripeObject>()
  const subscriptions = new Map<string, StripeObject>()
  const customers = new Map<string, StripeObject>()
  const events = new Map<string, StripeObject>()
  const meterEvents: StripeObject[] = []
  // Every account has a default portal configuration, set up in the dashboard: plan switching may be on.
  const defaultPortal = portalConfigurationOf(
    {
      features: {
        subscription_update: { enabled: 'true', default_allowed_updates: ['price', 'quantity'] },
        payment_method_update: { enabled: 'true' },
        invoice_history: { enabled: 'true' },
      },
    },
    true,
  )
  const portalConfigurations = new Map<string, StripeObject>([[defaultPortal.id, defaultPortal]])

  const price = (id: string): StripeObject => {
    const p = prices.get(id)
    if (!p) throw missing('price', id, 'price')
    return priceObject(p)
  }

  const itemsOf = (sub: StripeObject) => (sub.items as { data: StripeObject[] }).data

  function newItem(subId: string, priceId: string, quantity: number | undefined, start: number, end: number) {
    const priceObj = price(priceId)
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
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': signPayload(payload, options.webhookSecret),
        },
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
            if (change.price) item.price = price(change.price)
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

  /** The customer pays a checkout: a customer if new, the subscription, and Stripe's three events. */
  async function completeCheckout(sessionId: string) {
    const session = sessions.get(sessionId)
    if (!session) throw missing('checkout.session', sessionId)
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
    return { subscription: sub, customer, events: ids }
  }

  /** The period ends: the subscription renews, or ends if it was cancelling. */
  async function renew(subscriptionId: string) {
    const sub = subscriptions.get(subscriptionId)
    if (!sub) throw missing('subscription', subscriptionId)
    if (sub.cancel_at_period_end) {
      sub.status = 'canceled'
      sub.ended_at = now()
      return { subscription: sub, events: [await emit('customer.subscription.deleted', sub)] }
    }
    const previous = structuredClone(sub.items)
    for (const item of itemsOf(sub)) {
      const length = Number(item.current_period_end) - Number(item.current_period_start)
      item.current_period_start = item.current_period_end
      item.current_period_end = Number(item.current_period_end) + length
    }
    const updated = await emit('customer.subscription.updated', sub, { items: previous })
    return { subscription: sub, events: [updated, await emit('invoice.paid', invoiceFor(sub))] }
  }

  return {
    base: options.base,
    webhookSecret: options.webhookSecret,
    sessions,
    subscriptions,
    events,
    meterEvents,
    portalConfigurations,
    price,
    emit,
    requireCustomer,
    updateSubscription,
    completeCheckout,
    renew,
  }
}
