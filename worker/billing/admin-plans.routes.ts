import { type Context, Hono } from 'hono'
import type { AppEnv } from '../context'
import { PlanRequestSchema } from '../contracts/billing-plans'
import { IdParam } from '../contracts/params'
import { logEvent } from '../lib/log'
import { authOf, guard } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { plansService } from './plans.service'

/** Plans are platform data: only platform admins (user-level ADMIN_*) see and change them. */
const adminRead = guard({ permissions: ['ADMIN_READ'] })
const adminCreate = guard({ permissions: ['ADMIN_CREATE'] })
const adminUpdate = guard({ permissions: ['ADMIN_UPDATE'] })
const adminDelete = guard({ permissions: ['ADMIN_DELETE'] })

const service = (c: Context<AppEnv>) => plansService(c.get('services'))

/** Who changed which plan: prices decide what organizations pay. */
function audit(c: Context<AppEnv>, event: string, planId: string, extra: Record<string, unknown> = {}) {
  logEvent(
    'info',
    event,
    { correlationId: c.get('correlationId'), adminId: authOf(c).user.id, planId, ...extra },
    c.get('services').config.LOG_LEVEL,
  )
}

/** /api/admin/billing: subscription plans and the features they carry (spec §7 admin plans). */
export const adminPlanRoutes = new Hono<AppEnv>()
  .get('/plans', adminRead, async (c) => c.json(await service(c).list()))
  .post('/plans', adminCreate, validate('json', PlanRequestSchema), idempotent(), async (c) => {
    const plan = await service(c).create(c.req.valid('json'))
    audit(c, 'billing_plan_created', plan.id)
    return c.json(plan, 201)
  })
  .get('/plans/:id', adminRead, validate('param', IdParam), async (c) =>
    c.json(await service(c).get(c.req.valid('param').id)),
  )
  .put('/plans/:id', adminUpdate, validate('param', IdParam), validate('json', PlanRequestSchema), async (c) => {
    const plan = await service(c).update(c.req.valid('param').id, c.req.valid('json'))
    audit(c, 'billing_plan_updated', plan.id)
    return c.json(plan)
  })
  .delete('/plans/:id', adminDelete, validate('param', IdParam), async (c) => {
    const result = await service(c).remove(c.req.valid('param').id)
    audit(c, 'billing_plan_deleted', c.req.valid('param').id, result)
    return c.json(result)
  })
  .get('/features', adminRead, (c) => c.json(service(c).features()))
