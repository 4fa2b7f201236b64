import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  CreateTenantRequestSchema,
  MatchingScoresRequestSchema,
  TenantLanguageRequestSchema,
  UpdateTenantInfoRequestSchema,
} from '../contracts/tenant'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { hitRateLimit } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { logoService } from './logo.service'
import { tenantService } from './tenant.service'

const read = guard({ permissions: ['ORGANIZATION_READ'], tenant: true })
const update = guard({ permissions: ['ORGANIZATION_UPDATE'], tenant: true })
/** Any member may see the logo: the app shell shows it to everyone in the organization. */
const member = guard({ tenant: true })
/** ORGANIZATION_CREATE is user-level: a user without any organization may create their first. */
const create = guard({ permissions: ['ORGANIZATION_CREATE'] })

const LOGO_PER_TENANT = { name: 'logo-tenant', limit: 30, windowMs: 15 * 60_000 }

/** /api/tenant: the current organization (spec §7 Tenant); skill weights live in jobs/tenant-weights. */
export const tenantRoutes = new Hono<AppEnv>()
  .get('/', read, async (c) => c.json(await tenantService(c.get('services')).get(tenantOf(c))))
  .post('/', create, validate('json', CreateTenantRequestSchema), idempotent({ scope: 'user' }), async (c) =>
    c.json(await tenantService(c.get('services')).create(authOf(c), c.req.valid('json')), 201),
  )
  .post('/update-info', update, validate('json', UpdateTenantInfoRequestSchema), async (c) => {
    const tenantId = tenantOf(c)
    const service = tenantService(c.get('services'))
    await service.updateInfo(tenantId, c.req.valid('json'))
    return c.json(await service.get(tenantId))
  })
  .post('/matching-scores', update, validate('json', MatchingScoresRequestSchema), async (c) => {
    const tenantId = tenantOf(c)
    const service = tenantService(c.get('services'))
    await service.setMatchingScores(tenantId, c.req.valid('json').showMatchingScores)
    return c.json(await service.get(tenantId))
  })
  .post('/language', update, validate('json', TenantLanguageRequestSchema), async (c) => {
    const tenantId = tenantOf(c)
    const service = tenantService(c.get('services'))
    await service.setLanguage(tenantId, c.req.valid('json').language)
    return c.json(await service.get(tenantId))
  })
  // The raw image is the body (as for the profile picture); its bytes decide the type, nothing else.
  .post('/upload-logo', update, async (c) => {
    const tenantId = tenantOf(c)
    await hitRateLimit(c, LOGO_PER_TENANT, tenantId)
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    return c.json(await logoService(c.get('services'), tenantId).upload(bytes))
  })
  .post('/remove-logo', update, async (c) => c.json(await logoService(c.get('services'), tenantOf(c)).remove()))
  .get('/logo', member, async (c) => {
    const logo = await logoService(c.get('services'), tenantOf(c)).load()
    const etag = `"${logo.key.slice(logo.key.lastIndexOf('/') + 1)}"`
    const headers = {
      'Content-Type': logo.contentType,
      'X-Content-Type-Options': 'nosniff',
      // Per member and short: the URL carries the version, and a removed member must not keep it long.
      'Cache-Control': 'private, max-age=300',
      ETag: etag,
      'Content-Disposition': 'inline',
      // An image opened on its own must not run anything, whatever a crafted file may contain.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    }
    if (c.req.header('If-None-Match') === etag) {
      await logo.body.cancel()
      return c.body(null, 304, headers)
    }
    return c.body(logo.body, 200, headers)
  })
  .get('/subscription-plans', read, async (c) => c.json(await tenantService(c.get('services')).plans()))
