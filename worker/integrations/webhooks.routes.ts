import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  CreateWebhookRequestSchema,
  UpdateWebhookRequestSchema,
  WebhookDeliveryParams,
  WebhookIdParam,
} from '../contracts/webhooks'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { webhooksService } from './webhooks.service'

const read = guard({ permissions: ['INTEGRATIONS_READ'], tenant: true })
const manage = guard({ permissions: ['INTEGRATIONS_CREATE'], tenant: true })

/** /api/webhooks: the organization's webhook endpoints and their delivery log (issue 18, ADR 0037). */
export const webhooksRoutes = new Hono<AppEnv>()
  .get('/', read, async (c) => c.json(await webhooksService(c.get('services'), tenantOf(c)).list()))
  .post('/', manage, validate('json', CreateWebhookRequestSchema), async (c) => {
    // Not idempotent on purpose (as API keys, ADR 0035): a replay would keep the secret in the ledger.
    const created = await webhooksService(c.get('services'), tenantOf(c)).create(authOf(c), c.req.valid('json'))
    c.header('Cache-Control', 'no-store')
    return c.json(created, 201)
  })
  .get('/:id', read, validate('param', WebhookIdParam), async (c) =>
    c.json(await webhooksService(c.get('services'), tenantOf(c)).get(c.req.valid('param').id)),
  )
  .put('/:id', manage, validate('param', WebhookIdParam), validate('json', UpdateWebhookRequestSchema), async (c) =>
    c.json(await webhooksService(c.get('services'), tenantOf(c)).update(c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', manage, validate('param', WebhookIdParam), async (c) =>
    c.json(await webhooksService(c.get('services'), tenantOf(c)).remove(c.req.valid('param').id)),
  )
  .get('/:id/deliveries', read, validate('param', WebhookIdParam), async (c) =>
    c.json(await webhooksService(c.get('services'), tenantOf(c)).deliveries(c.req.valid('param').id)),
  )
  .post(
    '/:id/deliveries/:deliveryId/replay',
    manage,
    validate('param', WebhookDeliveryParams),
    idempotent(),
    async (c) => {
      const { id, deliveryId } = c.req.valid('param')
      return c.json(await webhooksService(c.get('services'), tenantOf(c)).replay(id, deliveryId), 202)
    },
  )
