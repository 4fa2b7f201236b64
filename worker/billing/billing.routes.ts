import { type Context, Hono } from 'hono'
import type { AppEnv } from '../context'
import { ChangePlanRequestSchema, CreateCheckoutRequestSchema } from '../contracts/billing'
import { IdParam } from '../contracts/params'
import { logEvent } from '../lib/log'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { subscriptionsService } from './subscriptions.service'

// Billing belongs to the owner: the session grants these permissions from ownership alone (ADR 0010).
const read = guard({ permissions: ['ORGANIZATION_BILLING_READ'], tenant: true })
const subscribe = guard({ permissions: ['ORGANIZATION_BILLING_SUBSCRIBE'], tenant: true })

const service = (c: Context<AppEnv>) => subscriptionsService(c.get('services'), tenantOf(c))
/** The key handed to the provider: the client's Idempotency-Key, else this request's correlation id. */
const keyOf = (c: Context<AppEnv>) => c.req.header('Idempotency-Key') ?? c.get('correlationId')

function audit(c: Context<AppEnv>, event: string, extra: Record<string, unknown> = {}) {
  logEvent(
    'info',
    event,
    { correlationId: c.get('correlationId'), tenantId: tenantOf(c), userId: authOf(c).user.id, ...extra },
    c.get('services').config.LOG_LEVEL,
  )
}

/** /api/billing: the organization's subscription (spec §7 Billing). */
export const billingRoutes = new Hono<AppEnv>()
  .get('/subscription-details', read, async (c) => c.json(await service(c).details()))
  .post(
    '/create-checkout-session',
    subscribe,
    validate('json', CreateCheckoutRequestSchema),
    idempotent(),
    async (c) => {
      const checkout = await service(c).createCheckout(authOf(c), c.req.valid('json'), keyOf(c))
      audit(c, 'billing_checkout_created', { checkoutId: checkout.sessionId })
      return c.json(checkout, 201)
    },
  )
  .post('/subscription-urls', subscribe, async (c) => c.json(await service(c).subscriptionUrls(keyOf(c))))
  .post('/cancel-subscription', subscribe, async (c) => {
    const details = await service(c).cancel(keyOf(c))
    audit(c, 'billing_subscription_cancelled')
    return c.json(details)
  })
  .post('/resume-subscription', subscribe, async (c) => {
    const details = await service(c).resume(keyOf(c))
    audit(c, 'billing_subscription_resumed')
    return c.json(details)
  })
  .post('/change-plan', subscribe, validate('json', ChangePlanRequestSchema), async (c) => {
    const result = await service(c).changePlan(c.req.valid('json'), keyOf(c))
    audit(c, 'billing_plan_changed', result)
    return c.json(result)
  })

/**
 * The local provider's checkout (no card): the page reads the checkout and completes it. Only checkouts
 * the local provider started qualify; a Stripe checkout completes through Stripe's webhook alone.
 */
export const localCheckoutRoutes = new Hono<AppEnv>()
  .get('/local-checkout/:id', subscribe, validate('param', IdParam), async (c) =>
    c.json(await service(c).localCheckout(c.req.valid('param').id)),
  )
  .post('/local-checkout/:id/complete', subscribe, validate('param', IdParam), async (c) => {
    const details = await service(c).completeCheckout(c.req.valid('param').id)
    audit(c, 'billing_checkout_completed', { checkoutId: c.req.valid('param').id })
    return c.json(details)
  })
