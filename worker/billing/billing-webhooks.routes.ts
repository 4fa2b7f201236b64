import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../lib/app-error'
import { billingWebhooksService } from './billing-webhooks.service'

/**
 * POST /api/billing/webhooks/stripe: public (Stripe holds no session); the signature over the raw
 * body is the proof. Only a deployment on the Stripe provider answers it.
 */
export const billingWebhookRoutes = new Hono<AppEnv>().post('/webhooks/stripe', async (c) => {
  const services = c.get('services')
  if (services.billing.name !== 'stripe') throw new AppError('NOT_FOUND')
  // The raw text, never parsed JSON: the signature covers the exact bytes.
  const outcome = await billingWebhooksService(services).receive(await c.req.text(), c.req.header('Stripe-Signature'))
  return c.json({ received: true, outcome })
})
