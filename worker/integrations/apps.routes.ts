import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  ApiKeyParams,
  AppIdParam,
  AppStatusRequestSchema,
  CreateApiKeyRequestSchema,
  CreateAppRequestSchema,
} from '../contracts/integrations'
import { IdParam } from '../contracts/params'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { appsService } from './apps.service'

const read = guard({ permissions: ['INTEGRATIONS_READ'], tenant: true })
const create = guard({ permissions: ['INTEGRATIONS_CREATE'], tenant: true })

/** /api/apps: the organization's custom apps and their API keys (spec §7 Apps, ADR 0035). */
export const appsRoutes = new Hono<AppEnv>()
  .get('/', read, async (c) => c.json(await appsService(c.get('services'), tenantOf(c)).list()))
  .post('/', create, validate('json', CreateAppRequestSchema), idempotent(), async (c) =>
    c.json(await appsService(c.get('services'), tenantOf(c)).create(authOf(c), c.req.valid('json')), 201),
  )
  .get('/list', read, async (c) => c.json(await appsService(c.get('services'), tenantOf(c)).names()))
  .get('/:id/details', read, validate('param', IdParam), async (c) =>
    c.json(await appsService(c.get('services'), tenantOf(c)).details(c.req.valid('param').id)),
  )
  .post('/:id/install', create, validate('param', IdParam), async (c) =>
    c.json(await appsService(c.get('services'), tenantOf(c)).install(c.req.valid('param').id)),
  )
  .post('/:id/status', create, validate('param', IdParam), validate('json', AppStatusRequestSchema), async (c) =>
    c.json(
      await appsService(c.get('services'), tenantOf(c)).setStatus(c.req.valid('param').id, c.req.valid('json').status),
    ),
  )
  .get('/:appId/api-keys', read, validate('param', AppIdParam), async (c) =>
    c.json(await appsService(c.get('services'), tenantOf(c)).keys(c.req.valid('param').appId)),
  )
  .post(
    '/:appId/api-keys',
    create,
    validate('param', AppIdParam),
    validate('json', CreateApiKeyRequestSchema),
    async (c) => {
      // Not idempotent on purpose: a replay would have to keep the token in the idempotency ledger.
      const { appId } = c.req.valid('param')
      const key = await appsService(c.get('services'), tenantOf(c)).createKey(
        authOf(c),
        appId,
        c.req.valid('json').name,
      )
      c.header('Cache-Control', 'no-store')
      return c.json(key, 201)
    },
  )
  .delete('/:appId/api-keys/:apiKeyId', create, validate('param', ApiKeyParams), async (c) => {
    const { appId, apiKeyId } = c.req.valid('param')
    return c.json(await appsService(c.get('services'), tenantOf(c)).deleteKey(appId, apiKeyId))
  })
