import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { ApplicantJobRequestSchema, ApplicantReasoningQuerySchema, MatchListQuerySchema } from '../contracts/jobs'
import { IdParam } from '../contracts/params'
import { assignmentsService } from '../jobs/assignments.service'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { applicantMatchingService } from './applicant-matching.service'
import { matchListsService } from './match-lists.service'

const readMatches = guard({ permissions: ['APPLICANT_READ', 'JOB_READ'], tenant: true })
const assign = guard({ permissions: ['JOB_UPDATE'], tenant: true })
const changeApplicant = guard({ permissions: ['APPLICANT_CREATE'], tenant: true })

/**
 * The applicant side of matching under /api/applicants (spec §7 Applicants: match, match-reasoning,
 * job, delete-job, match-with-all). Mounted beside the applicants routes on the same prefix.
 */
export const applicantMatchRoutes = new Hono<AppEnv>()
  .get('/:id/match', readMatches, validate('param', IdParam), validate('query', MatchListQuerySchema), async (c) => {
    const { limit, cursor } = c.req.valid('query')
    const lists = matchListsService(c.get('services'), tenantOf(c))
    return c.json(await lists.forApplicant(c.req.valid('param').id, limit, cursor))
  })
  .get(
    '/:id/match-reasoning',
    readMatches,
    validate('param', IdParam),
    validate('query', ApplicantReasoningQuerySchema),
    async (c) => {
      const lists = matchListsService(c.get('services'), tenantOf(c))
      return c.json(await lists.reasoning(c.req.valid('query').jobId, c.req.valid('param').id))
    },
  )
  .post(
    '/:id/job',
    assign,
    validate('param', IdParam),
    validate('json', ApplicantJobRequestSchema),
    idempotent(),
    async (c) => {
      const assignments = assignmentsService(c.get('services'), tenantOf(c))
      return c.json(await assignments.assignOne(c.req.valid('json').jobId, c.req.valid('param').id, authOf(c).user.id))
    },
  )
  .post(
    '/:id/delete-job',
    assign,
    validate('param', IdParam),
    validate('json', ApplicantJobRequestSchema),
    async (c) => {
      const assignments = assignmentsService(c.get('services'), tenantOf(c))
      return c.json(
        await assignments.unassignOne(c.req.valid('json').jobId, c.req.valid('param').id, authOf(c).user.id),
      )
    },
  )
  .post('/:id/match-with-all', changeApplicant, validate('param', IdParam), idempotent(), async (c) => {
    const matching = applicantMatchingService(c.get('services'), tenantOf(c))
    return c.json(await matching.matchWithAll(c.req.valid('param').id, authOf(c).user.id))
  })
