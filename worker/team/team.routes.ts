import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { guard, tenantOf } from '../middleware/guard'
import { teamRepo } from './team.repo'

// JOB_READ, not TEAM_READ: the list feeds the job's recruiter picker, and whoever may open a job (and
// change it with JOB_UPDATE) must be able to pick from the same names the job detail already shows.
const names = guard({ permissions: ['JOB_READ'], tenant: true })

/** /api/team: the current organization's members (spec §7 Team). */
export const teamRoutes = new Hono<AppEnv>().get('/names', names, async (c) => {
  const tenantId = tenantOf(c)
  return c.json(await teamRepo(c.get('services').db.forTenant(tenantId), tenantId).names())
})
