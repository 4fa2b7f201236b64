import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { CommentApplicantParam, CommentJobParam, CommentWriteRequestSchema } from '../contracts/comments'
import { IdParam } from '../contracts/params'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { commentsService } from './comments.service'

/**
 * Spec §6 has no comment permission: whoever may see the applicant (APPLICANT_READ) or the job
 * (JOB_READ) reads and writes its comments. Edit and delete check the comment's subject in the service.
 */
const applicantComments = guard({ permissions: ['APPLICANT_READ'], tenant: true })
const jobComments = guard({ permissions: ['JOB_READ'], tenant: true })
const member = guard({ tenant: true })

const service = (c: Context<AppEnv>) => {
  const { user } = authOf(c)
  return commentsService(c.get('services'), tenantOf(c), { id: user.id, permissions: user.permissions })
}

/** /api/comments: comments on applicants and jobs (spec §1, §2; the paths are ours, spec §7 lists none). */
export const commentsRoutes = new Hono<AppEnv>()
  .get('/applicants/:applicantId', applicantComments, validate('param', CommentApplicantParam), async (c) =>
    c.json(await service(c).list('APPLICANT', c.req.valid('param').applicantId)),
  )
  .post(
    '/applicants/:applicantId',
    applicantComments,
    validate('param', CommentApplicantParam),
    validate('json', CommentWriteRequestSchema),
    idempotent(),
    async (c) =>
      c.json(await service(c).create('APPLICANT', c.req.valid('param').applicantId, c.req.valid('json')), 201),
  )
  .get('/jobs/:jobId', jobComments, validate('param', CommentJobParam), async (c) =>
    c.json(await service(c).list('JOB', c.req.valid('param').jobId)),
  )
  .post(
    '/jobs/:jobId',
    jobComments,
    validate('param', CommentJobParam),
    validate('json', CommentWriteRequestSchema),
    idempotent(),
    async (c) => c.json(await service(c).create('JOB', c.req.valid('param').jobId, c.req.valid('json')), 201),
  )
  .post('/:id/update', member, validate('param', IdParam), validate('json', CommentWriteRequestSchema), async (c) =>
    c.json(await service(c).update(c.req.valid('param').id, c.req.valid('json'))),
  )
  .post('/:id/delete', member, validate('param', IdParam), async (c) =>
    c.json(await service(c).remove(c.req.valid('param').id)),
  )
