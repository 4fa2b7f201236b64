import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { MAX_SYNTHETIC_PER_CALL, matchingBenchService } from './bench.service'

const benchGuard = guard({ permissions: ['JOB_CREATE', 'APPLICANT_CREATE'], tenant: true })
const BenchSyntheticSchema = z.object({
  applicants: z.number().int().min(0).max(MAX_SYNTHETIC_PER_CALL).default(0),
  openJobs: z.number().int().min(0).max(1000).default(0),
  seed: z.number().int().default(1),
})

/**
 * /api/jobs/bench, for `npm run bench -- match` only: bulk synthetic data and an in-request applicant
 * run. Mounted only in local and test mode (worker/app.ts): the production router has no such path.
 */
export const benchRoutes = new Hono<AppEnv>()
  .post('/synthetic', benchGuard, validate('json', BenchSyntheticSchema), async (c) => {
    const { applicants, openJobs, seed } = c.req.valid('json')
    const bench = matchingBenchService(c.get('services'), tenantOf(c))
    return c.json({
      applicants: applicants ? await bench.insertApplicants(applicants, seed) : null,
      jobs: openJobs ? await bench.insertOpenJobs(openJobs, seed) : null,
    })
  })
  .post('/match-applicant', benchGuard, validate('json', z.object({ applicantId: z.string().max(64) })), async (c) => {
    const bench = matchingBenchService(c.get('services'), tenantOf(c))
    return c.json(await bench.matchApplicantNow(c.req.valid('json').applicantId, authOf(c).user.id))
  })
