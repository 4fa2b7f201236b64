/**
 * Stripe's wire format for the Stripe double (tests/doubles/stripe.ts): how requests are encoded and
 * signed, the error shape, and the JSON objects the double answers with.
 */
import { createHmac, randomBytes } from 'node:crypto'

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

export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | null
  contentType: string | null
  params: Record<string, unknown>
}

export type StripeObject = Record<string, unknown> & { id: string; object: string }

export const now = () => Math.floor(Date.now() / 1000)
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

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

/** An error answered in Stripe's shape: `{ error: { type, code, message, param } }`. */
export class StripeApiError extends Error {
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

export const missing = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', 'resource_missing', `No such ${what}: '${id}'`, param)

export const missingParam = (param: string) =>
  new StripeApiError(400, 'invalid_request_error', 'parameter_missing', `Missing required param: ${param}.`, param)

/** Stripe omits the double's own bookkeeping fields (those starting with `_`). */
export function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([k]) => !k.startsWith('_'))) as StripeObject
}

/** A list object as Stripe pages them (the double answers every list in one page). */
export const listOf = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url })

export function priceObject(p: DoublePrice): StripeObject {
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

export function invoiceFor(sub: StripeObject): StripeObject {
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

/** Form values are strings: `features[x][enabled]=false` is the string 'false'. */
const flag = (value: unknown, fallback = false) => (value === undefined ? fallback : value === 'true')
const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])

/**
 * A customer-portal configuration (`billing_portal.configuration`) from its create parameters, with
 * Stripe's defaults for what was not given. `features` is required.
 */
export function portalConfigurationOf(params: Record<string, unknown>, isDefault = false): StripeObject {
  const features = params.features as Record<string, Record<string, unknown> | undefined> | undefined
  if (!features || typeof features !== 'object') throw missingParam('features')
  const f = (name: string) => features[name] ?? {}
  const created = now()
  return {
    id: newId('bpc'),
    object: 'billing_portal.configuration',
    active: true,
    application: null,
    business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
    created,
    default_return_url: params.default_return_url ?? null,
    features: {
      customer_update: {
        enabled: flag(f('customer_update').enabled),
        allowed_updates: strings(f('customer_update').allowed_updates),
      },
      invoice_history: { enabled: flag(f('invoice_history').enabled) },
      payment_method_update: { enabled: flag(f('payment_method_update').enabled) },
      subscription_cancel: {
        enabled: flag(f('subscription_cancel').enabled),
        mode: f('subscription_cancel').mode ?? 'at_period_end',
        proration_behavior: f('subscription_cancel').proration_behavior ?? 'none',
        cancellation_reason: { enabled: false, options: [] },
      },
      subscription_pause: { enabled: flag(f('subscription_pause').enabled) },
      subscription_update: {
        enabled: flag(f('subscription_update').enabled),
        default_allowed_updates: strings(f('subscription_update').default_allowed_updates),
        products: [],
        proration_behavior: f('subscription_update').proration_behavior ?? 'none',
      },
    },
    is_default: isDefault,
    livemode: false,
    login_page: { enabled: false, url: null },
    metadata: params.metadata ?? {},
    name: params.name ?? null,
    updated: created,
  }
}

export function portalSession(
  base: string,
  customer: string,
  configuration: string,
  params: Record<string, unknown>,
): StripeObject {
  const id = newId('bps')
  const flow = params.flow_data as { type?: string } | undefined
  return {
    id,
    object: 'billing_portal.session',
    configuration,
    customer,
    return_url: params.return_url ?? null,
    flow: flow?.type ? { type: flow.type } : null,
    url: `${base}/p/session/${id}`,
    created: now(),
    livemode: false,
  }
}
