import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { OrganizationIdParam } from '../contracts/params'
import { logEvent } from '../lib/log'
import { authOf, guard } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { searchReindexService } from './search-reindex.service'

/** /api/admin/search: the platform admin rebuilds an organization's search index (spec §7 Search). */
export const searchAdminRoutes = new Hono<AppEnv>()
  .post(
    '/reindex/:organizationId',
    guard({ permissions: ['ADMIN_UPDATE'] }),
    validate('param', OrganizationIdParam),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const adminId = authOf(c).user.id
      const progress = await searchReindexService(c.get('services')).start(organizationId, adminId)
      logEvent(
        'info',
        'search_reindex_started_by_admin',
        { correlationId: c.get('correlationId'), adminId, organizationId, state: progress.state },
        c.get('services').config.LOG_LEVEL,
      )
      return c.json(progress, 202)
    },
  )
  .get(
    '/reindex/:organizationId',
    guard({ permissions: ['ADMIN_READ'] }),
    validate('param', OrganizationIdParam),
    async (c) => c.json(await searchReindexService(c.get('services')).progress(c.req.valid('param').organizationId)),
  )
