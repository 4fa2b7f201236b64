import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { guard, tenantOf } from '../middleware/guard'
import { clientsRepo } from './clients.repo'

const read = guard({ permissions: ['CLIENT_READ'], tenant: true })

/**
 * /api/clients: the current organization's clients (spec §7 Clients). Any organization may ask; only
 * agencies have clients in practice, and the SPA offers the client picker to agencies only.
 */
export const clientsRoutes = new Hono<AppEnv>().get('/all', read, async (c) => {
  const tenantId = tenantOf(c)
  return c.json(await clientsRepo(c.get('services').db.forTenant(tenantId), tenantId).all())
})
