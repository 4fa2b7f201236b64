import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { ErrorBodySchema } from '../contracts/errors'
import {
  CreateJobRequestSchema,
  JobDetailSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  JobMatchListSchema,
  JobReasoningQuerySchema,
  MatchListQuerySchema,
  MatchReasoningSchema,
} from '../contracts/jobs'
import { IdParam } from '../contracts/params'
import { jobsService } from '../jobs/jobs.service'
import { matchListsService } from '../matching/match-lists.service'
import { apiKey } from '../middleware/api-key'
import { documented } from '../middleware/documented'
import { authOf, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'

const notFound = { 404: ErrorBodySchema }
const transition = { 200: JobDetailSchema, ...notFound, 409: ErrorBodySchema }

/** /api/v1/jobs: job positions, their status and their matches (ADR 0035). */
export const v1JobsRoutes = new Hono<AppEnv>()
  .post(
    '/',
    apiKey({ scopes: ['JOB_CREATE'] }),
    documented({
      summary: 'Create a job position (as a draft)',
      responses: { 201: JobDetailSchema, 400: ErrorBodySchema },
    }),
    validate('json', CreateJobRequestSchema),
    idempotent(),
    async (c) =>
      c.json(await jobsService(c.get('services'), tenantOf(c)).create(c.req.valid('json'), authOf(c).user.id), 201),
  )
  .get(
    '/',
    apiKey({ scopes: ['JOB_READ'] }),
    documented({ summary: 'List job positions', responses: { 200: JobListResponseSchema } }),
    validate('query', JobListQuerySchema),
    async (c) => c.json(await jobsService(c.get('services'), tenantOf(c)).list(c.req.valid('query'))),
  )
  .get(
    '/:id',
    apiKey({ scopes: ['JOB_READ'] }),
    documented({ summary: 'Read a job position', responses: { 200: JobDetailSchema, ...notFound } }),
    validate('param', IdParam),
    async (c) => c.json(await jobsService(c.get('services'), tenantOf(c)).get(c.req.valid('param').id)),
  )
  .post(
    '/:id/open',
    apiKey({ scopes: ['JOB_UPDATE'] }),
    documented({ summary: 'Open a draft job: matching starts', responses: transition }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        await jobsService(c.get('services'), tenantOf(c)).setStatus(c.req.valid('param').id, 'OPEN', authOf(c).user.id),
      ),
  )
  .post(
    '/:id/close',
    apiKey({ scopes: ['JOB_UPDATE'] }),
    documented({ summary: 'Close an open job (irreversible): it leaves matching', responses: transition }),
    validate('param', IdParam),
    async (c) =>
      c.json(
        await jobsService(c.get('services'), tenantOf(c)).setStatus(
          c.req.valid('param').id,
          'CLOSED',
          authOf(c).user.id,
        ),
      ),
  )
  .get(
    '/:id/matches',
    apiKey({ scopes: ['JOB_READ', 'APPLICANT_READ'] }),
    documented({
      summary: "The job's matched applicants, best first",
      responses: { 200: JobMatchListSchema, ...notFound },
    }),
    validate('param', IdParam),
    validate('query', MatchListQuerySchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query')
      return c.json(
        await matchListsService(c.get('services'), tenantOf(c)).forJob(c.req.valid('param').id, limit, cursor),
      )
    },
  )
  .get(
    '/:id/match-reasoning',
    apiKey({ scopes: ['JOB_READ', 'APPLICANT_READ'] }),
    documented({
      summary: 'Why one applicant scored as they did for the job',
      responses: { 200: MatchReasoningSchema, ...notFound },
    }),
    validate('param', IdParam),
    validate('query', JobReasoningQuerySchema),
    async (c) => {
      const lists = matchListsService(c.get('services'), tenantOf(c))
      return c.json(await lists.reasoning(c.req.valid('param').id, c.req.valid('query').applicantId))
    },
  )
