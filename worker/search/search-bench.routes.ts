import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { searchBenchRepo } from './search-bench.repo'

/** Documents per call: one SQLite statement of a few seconds at most in wrangler dev. */
const MAX_PER_CALL = 20_000

const BenchSearchSchema = z.object({
  offset: z.number().int().min(0).max(10_000_000),
  documents: z.number().int().min(1).max(MAX_PER_CALL),
})

/**
 * /api/search/bench, for `npm run bench -- search` only: synthetic search documents of the current
 * organization. Mounted only in local and test mode (worker/app.ts), like /api/jobs/bench.
 */
export const searchBenchRoutes = new Hono<AppEnv>().post(
  '/synthetic',
  guard({ permissions: ['JOB_CREATE', 'APPLICANT_CREATE'], tenant: true }),
  validate('json', BenchSearchSchema),
  async (c) => {
    const { offset, documents } = c.req.valid('json')
    const tenantId = tenantOf(c)
    const services = c.get('services')
    const total = await searchBenchRepo(services.db.forTenant(tenantId), tenantId).insert(
      offset,
      documents,
      services.now(),
    )
    return c.json({ total })
  },
)
