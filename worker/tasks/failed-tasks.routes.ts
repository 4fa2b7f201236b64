import { type Context, Hono } from 'hono'
import type { AppEnv } from '../context'
import { FailedTaskListQuerySchema } from '../contracts/failed-tasks'
import { IdParam } from '../contracts/params'
import { logEvent } from '../lib/log'
import { authOf, guard } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { failedTasksService } from './failed-tasks.service'

/** ADMIN_* are user-level permissions (spec §6): only platform admins hold them. */
const adminRead = guard({ permissions: ['ADMIN_READ'] })
const adminUpdate = guard({ permissions: ['ADMIN_UPDATE'] })
const adminDelete = guard({ permissions: ['ADMIN_DELETE'] })

/** An audit line per admin action on failed tasks (ids only). */
function audit(c: Context<AppEnv>, event: string, extra: Record<string, unknown>) {
  logEvent(
    'info',
    event,
    { correlationId: c.get('correlationId'), adminId: authOf(c).user.id, ...extra },
    c.get('services').config.LOG_LEVEL,
  )
}

/** /api/admin/queue: failed queue tasks of every organization (spec §7 Queue, ADR 0021). */
export const failedTaskRoutes = new Hono<AppEnv>()
  .get('/failed', adminRead, validate('query', FailedTaskListQuerySchema), async (c) =>
    c.json(await failedTasksService(c.get('services')).list(c.req.valid('query'))),
  )
  .post('/recover/failed', adminUpdate, async (c) => {
    const result = await failedTasksService(c.get('services')).recoverAll()
    audit(c, 'failed_tasks_recovered_by_admin', result)
    return c.json(result)
  })
  .post('/:id/recover', adminUpdate, validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param')
    const result = await failedTasksService(c.get('services')).recover(id)
    audit(c, 'failed_task_recovered_by_admin', { taskId: id })
    return c.json(result)
  })
  .post('/:id/rerun', adminUpdate, validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param')
    const result = await failedTasksService(c.get('services')).rerun(id)
    audit(c, 'failed_task_rerun_by_admin', { taskId: id })
    return c.json(result)
  })
  .post('/:id/remove', adminDelete, validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param')
    const result = await failedTasksService(c.get('services')).remove(id)
    audit(c, 'failed_task_removed_by_admin', { taskId: id })
    return c.json(result)
  })
