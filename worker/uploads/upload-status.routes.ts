import { Hono } from 'hono'
import { ingestionService } from '../applicants/ingestion.service'
import type { AppEnv } from '../context'
import { UploadInterruptedRequestSchema, UploadStatusActionSchema } from '../contracts/applicants'
import { AppError } from '../lib/app-error'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { uploadStatusService } from './upload-status.service'

const signedIn = guard({ tenant: true })

/** /api/upload-status: the stream (spec §7) and the panel's retry / remove / remove-all. */
export const uploadStatusRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) => {
    // Files announced so long ago that their upload can no longer arrive show as interrupted.
    await ingestionService(c.get('services'), authOf(c), tenantOf(c)).expireAnnounced()
    const service = uploadStatusService(c.get('services'), tenantOf(c), authOf(c).user.id)
    const upstream = await service.openStream(c.req.raw.signal)
    const headers = new Headers(upstream.headers)
    headers.set('X-Correlation-Id', c.get('correlationId'))
    return new Response(upstream.body, { status: upstream.status, headers })
  })
  .post(
    '/retry',
    guard({ permissions: ['APPLICANT_CREATE'], tenant: true }),
    validate('json', UploadStatusActionSchema),
    async (c) => {
      await ingestionService(c.get('services'), authOf(c), tenantOf(c)).retry(c.req.valid('json').documentId)
      return c.json({ ok: true })
    },
  )
  .post(
    '/interrupted',
    guard({ permissions: ['APPLICANT_CREATE'], tenant: true }),
    validate('json', UploadInterruptedRequestSchema),
    async (c) => {
      const ingestion = ingestionService(c.get('services'), authOf(c), tenantOf(c))
      return c.json(await ingestion.reportInterrupted(c.req.valid('json').documentIds))
    },
  )
  .post('/remove', signedIn, validate('json', UploadStatusActionSchema), async (c) => {
    const service = uploadStatusService(c.get('services'), tenantOf(c), authOf(c).user.id)
    if (!(await service.remove(c.req.valid('json').documentId))) throw new AppError('UPLOAD_NOT_FOUND')
    return c.json({ ok: true })
  })
  .post('/remove-all', signedIn, async (c) => {
    await uploadStatusService(c.get('services'), tenantOf(c), authOf(c).user.id).removeAll()
    return c.json({ ok: true })
  })
