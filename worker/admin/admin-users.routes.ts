import { type Context, Hono } from 'hono'
import type { AppEnv } from '../context'
import { AdminUserListQuerySchema, UpdateUserPermissionsRequestSchema } from '../contracts/admin-users'
import { IdParam } from '../contracts/params'
import { logEvent } from '../lib/log'
import { authOf, guard } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { adminUsersService } from './admin-users.service'

/** ADMIN_* are user-level permissions (spec §6): only platform admins hold them. */
const adminRead = guard({ permissions: ['ADMIN_READ'] })
const adminUpdate = guard({ permissions: ['ADMIN_UPDATE'] })
const adminDelete = guard({ permissions: ['ADMIN_DELETE'] })

/** An audit line per admin action on a user: who did what to whom (ids only). */
function audit(c: Context<AppEnv>, event: string, userId: string, extra: Record<string, unknown> = {}) {
  logEvent(
    'info',
    event,
    { correlationId: c.get('correlationId'), adminId: authOf(c).user.id, userId, ...extra },
    c.get('services').config.LOG_LEVEL,
  )
}

/** /api/admin/users: platform administration of users. */
export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', adminRead, validate('query', AdminUserListQuerySchema), async (c) =>
    c.json(await adminUsersService(c.get('services')).list(c.req.valid('query'))),
  )
  .post('/update-permissions', adminUpdate, validate('json', UpdateUserPermissionsRequestSchema), async (c) => {
    const input = c.req.valid('json')
    const detail = await adminUsersService(c.get('services')).updatePermissions(authOf(c).user.id, input)
    audit(c, 'user_permissions_changed_by_admin', input.userId, { permissions: detail.permissions })
    return c.json(detail)
  })
  .get('/:id', adminRead, validate('param', IdParam), async (c) =>
    c.json(await adminUsersService(c.get('services')).detail(c.req.valid('param').id)),
  )
  .post('/:id/disable-tfa', adminUpdate, validate('param', IdParam), async (c) => {
    const userId = c.req.valid('param').id
    const removed = await adminUsersService(c.get('services')).disableTfa(userId)
    if (removed) audit(c, 'tfa_disabled_by_admin', userId)
    return c.json({ tfaEnabled: false })
  })
  .post('/:id/delete', adminDelete, validate('param', IdParam), async (c) => {
    const userId = c.req.valid('param').id
    await adminUsersService(c.get('services')).delete(authOf(c).user.id, userId)
    audit(c, 'user_deleted_by_admin', userId)
    return c.json({ ok: true as const })
  })
