import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { ChangeOwnerRequestSchema } from '../contracts/team'
import { logEvent } from '../lib/log'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { ownershipService } from './ownership.service'

// Billing-subscribe comes with ownership alone (session.service): only the owner passes this guard.
const ownerOnly = guard({ permissions: ['ORGANIZATION_BILLING_SUBSCRIBE'], tenant: true })

/** /api/tenant/change-owner (spec §7 Tenant, §4 Ownership transfer). */
export const ownershipRoutes = new Hono<AppEnv>().post(
  '/change-owner',
  ownerOnly,
  validate('json', ChangeOwnerRequestSchema),
  async (c) => {
    const input = c.req.valid('json')
    const tenantId = tenantOf(c)
    const actorId = authOf(c).user.id
    const result = await ownershipService(c.get('services'), tenantId).changeOwner(actorId, input)
    logEvent(
      'info',
      'organization_owner_changed',
      { correlationId: c.get('correlationId'), tenantId, from: actorId, to: input.userId, ...result },
      c.get('services').config.LOG_LEVEL,
    )
    return c.json(result)
  },
)
