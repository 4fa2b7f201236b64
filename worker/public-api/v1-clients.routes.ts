import { Hono } from 'hono'
import { clientsService } from '../clients/clients.service'
import type { AppEnv } from '../context'
import { ClientListQuerySchema, ClientListResponseSchema, ClientSchema } from '../contracts/clients'
import { ErrorBodySchema } from '../contracts/errors'
import { FitReportRequestSchema, FitReportResponseSchema } from '../contracts/fit-reports'
import { IdParam } from '../contracts/params'
import { fitReportService } from '../fit-reports/fit-report.service'
import { apiKey } from '../middleware/api-key'
import { documented } from '../middleware/documented'
import { tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'

/** /api/v1/clients (agency organizations) and /api/v1/fit-reports (ADR 0035). */
export const v1ClientsRoutes = new Hono<AppEnv>()
  .get(
    '/clients',
    apiKey({ scopes: ['CLIENT_READ'] }),
    documented({
      summary: "List the agency's clients",
      responses: { 200: ClientListResponseSchema, 403: ErrorBodySchema },
    }),
    validate('query', ClientListQuerySchema),
    async (c) => c.json(await clientsService(c.get('services'), tenantOf(c)).list(c.req.valid('query').search)),
  )
  .get(
    '/clients/:id',
    apiKey({ scopes: ['CLIENT_READ'] }),
    documented({ summary: 'Read a client', responses: { 200: ClientSchema, 404: ErrorBodySchema } }),
    validate('param', IdParam),
    async (c) => c.json(await clientsService(c.get('services'), tenantOf(c)).get(c.req.valid('param').id)),
  )
  .post(
    '/fit-reports',
    apiKey({ scopes: ['APPLICANT_READ', 'JOB_READ'] }),
    documented({
      summary: 'Generate the fit report of an applicant for a job',
      responses: { 200: FitReportResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
    }),
    validate('json', FitReportRequestSchema),
    idempotent(),
    async (c) => c.json(await fitReportService(c.get('services'), tenantOf(c)).generate(c.req.valid('json'))),
  )
