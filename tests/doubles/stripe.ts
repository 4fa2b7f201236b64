/**
 * A double of the Stripe API for tests, speaking its wire format: form-encoded request bodies with
 * bracketed keys (`line_items[0][price]=…`), `Authorization: Bearer sk_…`, `Idempotency-Key` (a
 * repeated key answers the first response again; the same key with other parameters is refused with
 * `idempotency_error`), JSON responses whose objects carry `object`, errors as `{ error: { type, code,
 * message } }`. It covers what the billing provider calls (worker/providers/billing/stripe.billing.ts):
 * Checkout sessions, customer-portal configurations and sessions, subscriptions (read, update, cancel)
 * and Billing meter events.
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
 * Modules: stripe-shapes.ts (wire format and objects), stripe-state.ts (what Stripe holds and does),
 * stripe-router.ts (the API and control routes); this file is the HTTP server around them (start, stop
 * and the command line from http-double.ts).
 *
 *   npx tsx tests/doubles/stripe.ts <port>          (a standalone double for manual runs)
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody, runAsCommand, serveDouble } from './http-double'
import { doubleControl, stripeApi } from './stripe-router'
import {
  DOUBLE_SECRET_KEY,
  DOUBLE_WEBHOOK_SECRET,
  type DoublePrice,
  newId,
  parseForm,
  type RecordedRequest,
  StripeApiError,
} from './stripe-shapes'
import { createStripeState } from './stripe-state'

export {
  DOUBLE_SECRET_KEY,
  DOUBLE_WEBHOOK_SECRET,
  type DoublePrice,
  parseForm,
  type RecordedRequest,
  signPayload,
} from './stripe-shapes'

export interface StripeDoubleOptions {
  port: number
  host?: string
  secretKey?: string
  webhookSecret?: string
  prices: DoublePrice[]
  /** Where to POST signed events (the Worker's webhook endpoint); none: tests fetch them. */
  webhookUrl?: string
}

/** The provider's calls are a few KB; a body past this is refused rather than buffered. */
const MAX_BODY_BYTES = 1_000_000

export async function startStripeDouble(options: StripeDoubleOptions) {
  const secretKey = options.secretKey ?? DOUBLE_SECRET_KEY
  const webhookSecret = options.webhookSecret ?? DOUBLE_WEBHOOK_SECRET
  const host = options.host ?? '127.0.0.1'
  const base = `http://${host}:${options.port}`
  const state = createStripeState({ prices: options.prices, webhookSecret, webhookUrl: options.webhookUrl, base })
  const requests: RecordedRequest[] = []
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>()

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    const method = req.method ?? 'GET'
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req'), ...headers })
      res.end(JSON.stringify(body))
    }
    try {
      const raw = await readBody(req, MAX_BODY_BYTES).catch(() => {
        throw new StripeApiError(400, 'invalid_request_error', undefined, 'Request body too large')
      })
      if (url.pathname.startsWith('/__double/')) {
        const [status, body] = await doubleControl(state, requests, method, url.pathname, url)
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
      const [status, body] = await stripeApi(state, method, url.pathname, params)
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

  const server = await serveDouble({ port: options.port, host }, handle)
  return { url: server.url, secretKey, webhookSecret, requests, close: server.close }
}

// Standalone: `npx tsx tests/doubles/stripe.ts 12111` with the seed's price ids.
runAsCommand(
  import.meta.url,
  12111,
  (port) =>
    startStripeDouble({
      port,
      prices: (process.env.STRIPE_DOUBLE_PRICES ?? 'price_team_seat:licensed:3000').split(',').map((spec) => {
        const [id = '', usageType = 'licensed', amount = '0'] = spec.split(':')
        return { id, usageType: usageType as DoublePrice['usageType'], unitAmount: Number(amount) }
      }),
      ...(process.env.STRIPE_DOUBLE_WEBHOOK_URL ? { webhookUrl: process.env.STRIPE_DOUBLE_WEBHOOK_URL } : {}),
    }),
  (double) => `Stripe double on ${double.url}`,
)
