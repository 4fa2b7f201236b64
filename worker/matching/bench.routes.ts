import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { dayOf } from '../metrics/metrics.service'
import { metricsRollupService } from '../metrics/metrics-rollup.service'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { MAX_SYNTHETIC_PER_CALL, matchingBenchService } from './bench.service'

const benchGuard = guard({ permissions: ['JOB_CREATE', 'APPLICANT_CREATE'], tenant: true })
const BenchSyntheticSchema = z.object({
  applicants: z.number().int().min(0).max(MAX_SYNTHETIC_PER_CALL).default(0),
  openJobs: z.number().int().min(0).max(1000).default(0),
  seed: z.number().int().default(1),
  /** Also the applicants' skill rows (with canonical keys), for the dashboard bench. */
  withSkills: z.boolean().default(false),
})
const BenchDashboardSchema = z.object({ matchesPerJob: z.number().int().min(0).max(500).default(100) })

/**
 * /api/jobs/bench, for `npm run bench -- match` only: bulk synthetic data and an in-request applicant
 * run. Mounted only in local and test mode (worker/app.ts): the production router has no such path.
 */
export const benchRoutes = new Hono<AppEnv>()
  .post('/synthetic', benchGuard, validate('json', BenchSyntheticSchema), async (c) => {
    const { applicants, openJobs, seed, withSkills } = c.req.valid('json')
    const bench = matchingBenchService(c.get('services'), tenantOf(c))
    return c.json({
      applicants: applicants ? await bench.insertApplicants(applicants, seed, withSkills) : null,
      jobs: openJobs ? await bench.insertOpenJobs(openJobs, seed) : null,
    })
  })
  // `npm run bench -- dashboard`: scores for the open jobs, then the roll-up (counters recounted, and a
  // snapshot dated a week ago so every metric has a "last week" to compare with).
  .post('/dashboard-setup', benchGuard, validate('json', BenchDashboardSchema), async (c) => {
    const services = c.get('services')
    const tenantId = tenantOf(c)
    const started = Date.now()
    const matches = await matchingBenchService(services, tenantId).insertMatches(c.req.valid('json').matchesPerJob)
    const seeded = Date.now()
    await metricsRollupService(services).rollUp(tenantId, dayOf(services.now()) - 7)
    return c.json({ matches, matchesMs: seeded - started, rollUpMs: Date.now() - seeded })
  })
  .post('/match-applicant', benchGuard, validate('json', z.object({ applicantId: z.string().max(64) })), async (c) => {
    const bench = matchingBenchService(c.get('services'), tenantOf(c))
    return c.json(await bench.matchApplicantNow(c.req.valid('json').applicantId, authOf(c).user.id))
  })
