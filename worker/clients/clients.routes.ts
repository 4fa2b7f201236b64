import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  ClientListQuerySchema,
  CreateClientRequestSchema,
  DraftClientRequestSchema,
  UpdateClientRequestSchema,
} from '../contracts/clients'
import { IdParam } from '../contracts/params'
import { guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { clientsService } from './clients.service'

const read = guard({ permissions: ['CLIENT_READ'], tenant: true })
const create = guard({ permissions: ['CLIENT_CREATE'], tenant: true })
const update = guard({ permissions: ['CLIENT_UPDATE'], tenant: true })
const remove = guard({ permissions: ['CLIENT_DELETE'], tenant: true })

/**
 * /api/clients: the current organization's clients (spec §7 Clients). Agency organizations only: any
 * other organization is refused with CLIENTS_AGENCY_ONLY (clients.service / agency.ts).
 */
export const clientsRoutes = new Hono<AppEnv>()
  .get('/', read, validate('query', ClientListQuerySchema), async (c) =>
    c.json(await clientsService(c.get('services'), tenantOf(c)).list(c.req.valid('query').search)),
  )
  .post('/', create, validate('json', CreateClientRequestSchema), idempotent(), async (c) =>
    c.json(await clientsService(c.get('services'), tenantOf(c)).create(c.req.valid('json')), 201),
  )
  .get('/all', read, async (c) => c.json(await clientsService(c.get('services'), tenantOf(c)).all()))
  // The AI information wizard: drafts the fields from pasted text or a document; stores nothing.
  .post('/draft', create, validate('json', DraftClientRequestSchema), async (c) =>
    c.json(await clientsService(c.get('services'), tenantOf(c)).draft(c.req.valid('json'))),
  )
  .get('/:id', read, validate('param', IdParam), async (c) =>
    c.json(await clientsService(c.get('services'), tenantOf(c)).get(c.req.valid('param').id)),
  )
  .post('/:id/update', update, validate('param', IdParam), validate('json', UpdateClientRequestSchema), async (c) =>
    c.json(await clientsService(c.get('services'), tenantOf(c)).update(c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/delete', remove, validate('param', IdParam), async (c) =>
    c.json(await clientsService(c.get('services'), tenantOf(c)).delete(c.req.valid('param').id)),
  )
