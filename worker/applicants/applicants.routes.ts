import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  ApplicantListQuerySchema,
  BatchSubscribeRequestSchema,
  CreateApplicantsRequestSchema,
  DeleteApplicantsRequestSchema,
  DuplicateActionSchema,
  MAX_UPLOAD_BYTES,
  UpdateApplicantRequestSchema,
  UploadUrlRequestSchema,
} from '../contracts/applicants'
import { BulkApplicantClientRequestSchema } from '../contracts/clients'
import { IdParam } from '../contracts/params'
import { AppError } from '../lib/app-error'
import { queueApplicantMatching } from '../matching/matching.service'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { uploadStatusService } from '../uploads/upload-status.service'
import { applicantsService } from './applicants.service'
import { documentDownloadResponse } from './document-response'
import { duplicatesService } from './duplicates.service'
import { ingestionService } from './ingestion.service'

const read = guard({ permissions: ['APPLICANT_READ'], tenant: true })
const create = guard({ permissions: ['APPLICANT_CREATE'], tenant: true })
const remove = guard({ permissions: ['APPLICANT_DELETE'], tenant: true })
// A merge edits one applicant and deletes the other.
const merge = guard({ permissions: ['APPLICANT_CREATE', 'APPLICANT_DELETE'], tenant: true })
// Editing applicants is APPLICANT_CREATE (as /:id/update); naming the client needs CLIENT_READ too.
const assignClient = guard({ permissions: ['APPLICANT_CREATE', 'CLIENT_READ'], tenant: true })

/** /api/applicants (spec §7 Applicants). */
export const applicantsRoutes = new Hono<AppEnv>()
  .get('/', read, validate('query', ApplicantListQuerySchema), async (c) => {
    const { limit, cursor, skill } = c.req.valid('query')
    return c.json(await applicantsService(c.get('services'), tenantOf(c)).list(limit, cursor, skill))
  })
  .post('/', create, validate('json', CreateApplicantsRequestSchema), idempotent(), async (c) => {
    const { documentIds } = c.req.valid('json')
    const ingestion = ingestionService(c.get('services'), authOf(c), tenantOf(c))
    return c.json(await ingestion.startProcessing(documentIds), 202)
  })
  .post('/upload-url', create, validate('json', UploadUrlRequestSchema), idempotent(), async (c) => {
    const { files } = c.req.valid('json')
    const uploads = await ingestionService(c.get('services'), authOf(c), tenantOf(c)).requestUploads(files)
    return c.json({ uploads })
  })
  .put('/upload/:id', create, validate('param', IdParam), async (c) => {
    const declared = Number(c.req.header('Content-Length') ?? '0')
    if (declared > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
    const bytes = new Uint8Array(await c.req.arrayBuffer())
    const ingestion = ingestionService(c.get('services'), authOf(c), tenantOf(c))
    return c.json(await ingestion.receiveUpload(c.req.valid('param').id, bytes))
  })
  .post('/delete', remove, validate('json', DeleteApplicantsRequestSchema), async (c) =>
    c.json(await applicantsService(c.get('services'), tenantOf(c)).delete(c.req.valid('json').ids)),
  )
  // Bulk client assignment (spec §2 Applicants list), agencies only.
  .post('/client', assignClient, validate('json', BulkApplicantClientRequestSchema), async (c) => {
    const { ids, clientId } = c.req.valid('json')
    return c.json(await applicantsService(c.get('services'), tenantOf(c)).setClient(ids, clientId))
  })
  .post('/batch-subscribe', read, validate('json', BatchSubscribeRequestSchema), async (c) => {
    const status = uploadStatusService(c.get('services'), tenantOf(c), authOf(c).user.id)
    return c.json({ items: await status.getMany(c.req.valid('json').documentIds) })
  })
  .get('/:id', read, validate('param', IdParam), async (c) =>
    c.json(await applicantsService(c.get('services'), tenantOf(c)).get(c.req.valid('param').id)),
  )
  .get('/:id/document', read, validate('param', IdParam), async (c) => {
    const { document, object } = await applicantsService(c.get('services'), tenantOf(c)).document(
      c.req.valid('param').id,
    )
    return documentDownloadResponse(document, object, c.req.query('inline') === '1')
  })
  .get('/:id/text', read, validate('param', IdParam), async (c) =>
    c.json(await applicantsService(c.get('services'), tenantOf(c)).text(c.req.valid('param').id)),
  )
  .post(
    '/:id/update',
    create,
    validate('param', IdParam),
    validate('json', UpdateApplicantRequestSchema),
    async (c) => {
      const { id } = c.req.valid('param')
      const { documentId, ...fields } = c.req.valid('json')
      const services = c.get('services')
      if (documentId) await ingestionService(services, authOf(c), tenantOf(c)).replaceCv(id, documentId)
      const updated = await applicantsService(services, tenantOf(c)).update(id, fields, authOf(c).user.id)
      // A new CV is matched once processed; edited fields (profile, skills, matching option) are matched now.
      if (!documentId && Object.keys(fields).length > 0) {
        await queueApplicantMatching(services, tenantOf(c), id, authOf(c).user.id)
      }
      return c.json(updated)
    },
  )
  // Likely duplicate people (issue 19): the open flags of an applicant, and the recruiter's choice.
  .get('/:id/duplicates', read, validate('param', IdParam), async (c) =>
    c.json(await duplicatesService(c.get('services'), tenantOf(c)).list(c.req.valid('param').id)),
  )
  .post(
    '/:id/duplicates/keep',
    create,
    validate('param', IdParam),
    validate('json', DuplicateActionSchema),
    async (c) => {
      const service = duplicatesService(c.get('services'), tenantOf(c))
      return c.json(await service.keep(c.req.valid('param').id, c.req.valid('json').existingId, authOf(c).user.id))
    },
  )
  .post(
    '/:id/duplicates/merge',
    merge,
    validate('param', IdParam),
    validate('json', DuplicateActionSchema),
    async (c) => {
      const service = duplicatesService(c.get('services'), tenantOf(c))
      return c.json(await service.merge(c.req.valid('param').id, c.req.valid('json').existingId, authOf(c).user.id))
    },
  )
  .post('/:id/delete', remove, validate('param', IdParam), async (c) => {
    const result = await applicantsService(c.get('services'), tenantOf(c)).delete([c.req.valid('param').id])
    if (result.deleted === 0) throw new AppError('APPLICANT_NOT_FOUND')
    return c.json(result)
  })
