import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { NotificationsQuerySchema } from '../contracts/notifications'
import { IdParam } from '../contracts/params'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { notificationsService } from './notifications.service'

/** Every member sees their own notifications: no permission beyond a membership (like the upload panel). */
const signedIn = guard({ tenant: true })

const service = (c: Context<AppEnv>) => notificationsService(c.get('services'), tenantOf(c), authOf(c).user.id)

/** /api/notifications: the current member's notifications in the current organization. */
export const notificationsRoutes = new Hono<AppEnv>()
  .get('/', signedIn, validate('query', NotificationsQuerySchema), async (c) =>
    c.json(await service(c).list(c.req.valid('query'))),
  )
  .post('/read-all', signedIn, async (c) => c.json(await service(c).readAll()))
  .post('/:id/read', signedIn, validate('param', IdParam), async (c) =>
    c.json(await service(c).read(c.req.valid('param').id)),
  )
  .post('/:id/delete', signedIn, validate('param', IdParam), async (c) =>
    c.json(await service(c).remove(c.req.valid('param').id)),
  )
