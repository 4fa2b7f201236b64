import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { UpdateWeightsRequestSchema } from '../contracts/jobs'
import { guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { weightsService } from './weights.service'

/** /api/tenant/skill-weight: the organization's default attribute weights; only new jobs copy them. */
export const tenantWeightRoutes = new Hono<AppEnv>()
  .get('/skill-weight', guard({ permissions: ['ORGANIZATION_READ'], tenant: true }), async (c) =>
    c.json(await weightsService(c.get('services'), tenantOf(c)).ofTenant()),
  )
  .post(
    '/skill-weight',
    guard({ permissions: ['ORGANIZATION_UPDATE'], tenant: true }),
    validate('json', UpdateWeightsRequestSchema),
    async (c) => c.json(await weightsService(c.get('services'), tenantOf(c)).updateTenant(c.req.valid('json'))),
  )
