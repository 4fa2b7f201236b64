import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  ApplyApplicantRequestSchema,
  BulkAssignRequestSchema,
  BulkSetClientRequestSchema,
  BulkSetStatusRequestSchema,
  CreateJobRequestSchema,
  DeleteJobsRequestSchema,
  JobApplicantsQuerySchema,
  JobListQuerySchema,
  JobReasoningQuerySchema,
  JobUploadRequestSchema,
  MatchListQuerySchema,
  RecruiterRequestSchema,
  SetClientRequestSchema,
  SetStatusRequestSchema,
  UpdateJobRequestSchema,
  UpdateWeightsRequestSchema,
} from '../contracts/jobs'
import { IdParam } from '../contracts/params'
import { AppError } from '../lib/app-error'
import { matchListsService } from '../matching/match-lists.service'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { assignmentsService } from './assignments.service'
import { readJobDocument } from './job-upload.service'
import { jobsService } from './jobs.service'
import { weightsService } from './weights.service'

const read = guard({ permissions: ['JOB_READ'], tenant: true })
const readMatches = guard({ permissions: ['JOB_READ', 'APPLICANT_READ'], tenant: true })
const create = guard({ permissions: ['JOB_CREATE'], tenant: true })
const update = guard({ permissions: ['JOB_UPDATE'], tenant: true })
const remove = guard({ permissions: ['JOB_DELETE'], tenant: true })

/** /api/jobs: job positions, requirements, weights, assignments and match lists (spec §7 Jobs, issue 5). */
export const jobsRoutes = new Hono<AppEnv>()
  .get('/', read, validate('query', JobListQuerySchema), async (c) =>
    c.json(await jobsService(c.get('services'), tenantOf(c)).list(c.req.valid('query'))),
  )
  .post('/', create, validate('json', CreateJobRequestSchema), idempotent(), async (c) =>
    c.json(await jobsService(c.get('services'), tenantOf(c)).create(c.req.valid('json'), authOf(c).user.id), 201),
  )
  .post('/delete', remove, validate('json', DeleteJobsRequestSchema), async (c) =>
    c.json(await jobsService(c.get('services'), tenantOf(c)).delete(c.req.valid('json').ids)),
  )
  .post('/client', update, validate('json', BulkSetClientRequestSchema), async (c) => {
    const { ids, clientId } = c.req.valid('json')
    return c.json(await jobsService(c.get('services'), tenantOf(c)).setClient(ids, clientId))
  })
  .post('/status', update, validate('json', BulkSetStatusRequestSchema), async (c) => {
    const { ids, status } = c.req.valid('json')
    return c.json(await jobsService(c.get('services'), tenantOf(c)).setStatusMany(ids, status, authOf(c).user.id))
  })
  .post('/upload-url', create, validate('json', JobUploadRequestSchema), async (c) => {
    const { filename, contentBase64 } = c.req.valid('json')
    return c.json(await readJobDocument(filename, contentBase64))
  })
  .post('/apply-applicant', update, validate('json', ApplyApplicantRequestSchema), idempotent(), async (c) => {
    const { jobId, applicantId } = c.req.valid('json')
    const assignments = assignmentsService(c.get('services'), tenantOf(c))
    return c.json(await assignments.assignOne(jobId, applicantId, authOf(c).user.id))
  })
  .get('/:id', read, validate('param', IdParam), async (c) =>
    c.json(await jobsService(c.get('services'), tenantOf(c)).get(c.req.valid('param').id)),
  )
  .post('/:id/update', update, validate('param', IdParam), validate('json', UpdateJobRequestSchema), async (c) => {
    const jobs = jobsService(c.get('services'), tenantOf(c))
    return c.json(await jobs.update(c.req.valid('param').id, c.req.valid('json'), authOf(c).user.id))
  })
  .post('/:id/delete', remove, validate('param', IdParam), async (c) => {
    const result = await jobsService(c.get('services'), tenantOf(c)).delete([c.req.valid('param').id])
    if (result.deleted === 0) throw new AppError('JOB_POSITION_NOT_FOUND')
    return c.json(result)
  })
  .post('/:id/client', update, validate('param', IdParam), validate('json', SetClientRequestSchema), async (c) => {
    const jobs = jobsService(c.get('services'), tenantOf(c))
    const { id } = c.req.valid('param')
    const result = await jobs.setClient([id], c.req.valid('json').clientId)
    if (result.updated.length === 0) throw new AppError('JOB_POSITION_NOT_FOUND')
    return c.json(await jobs.get(id))
  })
  .get('/:id/skill-weight', read, validate('param', IdParam), async (c) =>
    c.json(await weightsService(c.get('services'), tenantOf(c)).ofJob(c.req.valid('param').id)),
  )
  .post(
    '/:id/skill-weight',
    update,
    validate('param', IdParam),
    validate('json', UpdateWeightsRequestSchema),
    async (c) => {
      const weights = weightsService(c.get('services'), tenantOf(c))
      return c.json(await weights.updateJob(c.req.valid('param').id, c.req.valid('json'), authOf(c).user.id))
    },
  )
  .post('/:id/status', update, validate('param', IdParam), validate('json', SetStatusRequestSchema), async (c) => {
    const jobs = jobsService(c.get('services'), tenantOf(c))
    return c.json(await jobs.setStatus(c.req.valid('param').id, c.req.valid('json').status, authOf(c).user.id))
  })
  .post(
    '/:id/add-recruiter',
    update,
    validate('param', IdParam),
    validate('json', RecruiterRequestSchema),
    async (c) => {
      const jobs = jobsService(c.get('services'), tenantOf(c))
      return c.json(await jobs.addRecruiter(c.req.valid('param').id, c.req.valid('json').userId))
    },
  )
  .post(
    '/:id/delete-recruiter',
    update,
    validate('param', IdParam),
    validate('json', RecruiterRequestSchema),
    async (c) => {
      const jobs = jobsService(c.get('services'), tenantOf(c))
      return c.json(await jobs.removeRecruiter(c.req.valid('param').id, c.req.valid('json').userId))
    },
  )
  .post('/:id/match-with-all', update, validate('param', IdParam), idempotent(), async (c) =>
    c.json(await jobsService(c.get('services'), tenantOf(c)).matchWithAll(c.req.valid('param').id, authOf(c).user.id)),
  )
  .post(
    '/:id/bulk-assign-unassign-applicant',
    update,
    validate('param', IdParam),
    validate('json', BulkAssignRequestSchema),
    async (c) => {
      const { assign, unassign } = c.req.valid('json')
      const assignments = assignmentsService(c.get('services'), tenantOf(c))
      return c.json(await assignments.change(c.req.valid('param').id, assign, unassign, authOf(c).user.id))
    },
  )
  .get('/:id/match', readMatches, validate('param', IdParam), validate('query', MatchListQuerySchema), async (c) => {
    const { limit, cursor } = c.req.valid('query')
    const lists = matchListsService(c.get('services'), tenantOf(c))
    return c.json(await lists.forJob(c.req.valid('param').id, limit, cursor))
  })
  .get(
    '/:id/match-reasoning',
    readMatches,
    validate('param', IdParam),
    validate('query', JobReasoningQuerySchema),
    async (c) => {
      const lists = matchListsService(c.get('services'), tenantOf(c))
      return c.json(await lists.reasoning(c.req.valid('param').id, c.req.valid('query').applicantId))
    },
  )
  .get(
    '/:id/assigned-applicants',
    readMatches,
    validate('param', IdParam),
    validate('query', JobApplicantsQuerySchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query')
      const assignments = assignmentsService(c.get('services'), tenantOf(c))
      return c.json(await assignments.list(c.req.valid('param').id, true, limit, cursor))
    },
  )
  .get(
    '/:id/unassigned-applicants',
    readMatches,
    validate('param', IdParam),
    validate('query', JobApplicantsQuerySchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query')
      const assignments = assignmentsService(c.get('services'), tenantOf(c))
      return c.json(await assignments.list(c.req.valid('param').id, false, limit, cursor))
    },
  )
