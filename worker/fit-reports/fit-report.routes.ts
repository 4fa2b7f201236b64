import { Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  CandidateMessageRequestSchema,
  FitReportPdfRequestSchema,
  FitReportRequestSchema,
} from '../contracts/fit-reports'
import { authOf, guard, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { fitReportService } from './fit-report.service'

const canRead = guard({ permissions: ['APPLICANT_READ', 'JOB_READ'], tenant: true })

/** /api/applicants/fit-report*: fit reports, their PDF, and invite or reject messages. */
export const fitReportRoutes = new Hono<AppEnv>()
  .post('/fit-report', canRead, validate('json', FitReportRequestSchema), idempotent(), async (c) =>
    c.json(await fitReportService(c.get('services'), tenantOf(c)).generate(c.req.valid('json'))),
  )
  .post('/fit-report-pdf', canRead, validate('json', FitReportPdfRequestSchema), idempotent(), async (c) => {
    const { bytes, filename } = await fitReportService(c.get('services'), tenantOf(c)).pdf(c.req.valid('json'))
    return c.body(bytes.slice().buffer as ArrayBuffer, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  })
  .post('/fit-report/message', canRead, validate('json', CandidateMessageRequestSchema), async (c) =>
    c.json(
      await fitReportService(c.get('services'), tenantOf(c)).message({
        ...c.req.valid('json'),
        senderName: authOf(c).user.name,
      }),
    ),
  )
