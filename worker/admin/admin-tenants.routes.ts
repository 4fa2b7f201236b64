import { type Context, Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  AdminTenantInviteRequestSchema,
  AdminTenantListQuerySchema,
  CreateAdminTenantRequestSchema,
  UpdateAdminTenantRequestSchema,
} from '../contracts/admin-tenants'
import { IdParam } from '../contracts/params'
import { logEvent } from '../lib/log'
import { authOf, guard } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { type AdminActor, adminTenantsService } from './admin-tenants.service'

/**
 * ADMIN_* are user-level permissions (spec §6): only platform admins hold them. Not tenant routes:
 * they act on any organization, whichever one the admin works in (or none).
 */
const adminRead = guard({ permissions: ['ADMIN_READ'] })
const adminUpdate = guard({ permissions: ['ADMIN_UPDATE'] })
const adminCreate = guard({ permissions: ['ADMIN_CREATE'] })
const adminDelete = guard({ permissions: ['ADMIN_DELETE'] })

function actorOf(c: Context<AppEnv>): AdminActor {
  const auth = authOf(c)
  return { userId: auth.user.id, name: auth.user.name, sessionId: auth.sessionId }
}

/** An audit line per admin action on an organization: who did what to which (ids only). */
function audit(c: Context<AppEnv>, event: string, organizationId: string, extra: Record<string, unknown> = {}) {
  logEvent(
    'info',
    event,
    { correlationId: c.get('correlationId'), adminId: authOf(c).user.id, organizationId, ...extra },
    c.get('services').config.LOG_LEVEL,
  )
}

const service = (c: Context<AppEnv>) => adminTenantsService(c.get('services'))

/** /api/admin/tenants: platform administration of organizations (spec §7 Admin tenants). */
export const adminTenantRoutes = new Hono<AppEnv>()
  .get('/', adminRead, validate('query', AdminTenantListQuerySchema), async (c) =>
    c.json(await service(c).list(c.req.valid('query'))),
  )
  .post('/', adminCreate, validate('json', CreateAdminTenantRequestSchema), idempotent(), async (c) => {
    const detail = await service(c).create(actorOf(c), c.req.valid('json'))
    audit(c, 'organization_created_by_admin', detail.id, { ownerInvited: detail.invites.length > 0 })
    return c.json(detail, 201)
  })
  .get('/:id', adminRead, validate('param', IdParam), async (c) =>
    c.json(await service(c).detail(c.req.valid('param').id, authOf(c).user.id)),
  )
  .post(
    '/:id/update',
    adminUpdate,
    validate('param', IdParam),
    validate('json', UpdateAdminTenantRequestSchema),
    async (c) => {
      const id = c.req.valid('param').id
      const changes = c.req.valid('json')
      const detail = await service(c).update(actorOf(c), id, changes)
      audit(c, 'organization_updated_by_admin', id, { fields: Object.keys(changes), status: changes.status })
      return c.json(detail)
    },
  )
  .post('/:id/join', adminUpdate, validate('param', IdParam), idempotent(), async (c) => {
    const id = c.req.valid('param').id
    const detail = await service(c).join(actorOf(c), id)
    audit(c, 'organization_joined_by_admin', id)
    return c.json(detail)
  })
  .post('/:id/leave', adminUpdate, validate('param', IdParam), async (c) => {
    const id = c.req.valid('param').id
    const detail = await service(c).leave(actorOf(c), id)
    audit(c, 'organization_left_by_admin', id)
    return c.json(detail)
  })
  .post(
    '/:id/invite',
    adminCreate,
    validate('param', IdParam),
    validate('json', AdminTenantInviteRequestSchema),
    idempotent(),
    async (c) => {
      const id = c.req.valid('param').id
      const input = c.req.valid('json')
      const invite = await service(c).invite(actorOf(c), id, input)
      audit(c, 'organization_invite_by_admin', id, { inviteId: invite.id, preset: input.preset })
      return c.json(invite, 201)
    },
  )
  .post('/:id/delete', adminDelete, validate('param', IdParam), async (c) => {
    const id = c.req.valid('param').id
    const result = await service(c).delete(actorOf(c), id)
    audit(c, 'organization_deleted_by_admin', id, { rows: result.rows, objects: result.objects })
    return c.json({ ok: true as const })
  })
