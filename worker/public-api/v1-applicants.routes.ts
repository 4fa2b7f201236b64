import { Hono } from 'hono'
import { applicantsService } from '../applicants/applicants.service'
import type { AppEnv } from '../context'
import { ApplicantDetailSchema, ApplicantListQuerySchema, ApplicantListResponseSchema } from '../contracts/applicants'
import { ErrorBodySchema } from '../contracts/errors'
import {
  ApplicantMatchListSchema,
  ApplicantReasoningQuerySchema,
  MatchListQuerySchema,
  MatchReasoningSchema,
} from '../contracts/jobs'
import { IdParam } from '../contracts/params'
import {
  ApplicantDeletedSchema,
  CvUploadAcceptedSchema,
  CvUploadQuerySchema,
  DocumentStatusSchema,
} from '../contracts/public-api'
import { AppError } from '../lib/app-error'
import { matchListsService } from '../matching/match-lists.service'
import { apiKey } from '../middleware/api-key'
import { documented } from '../middleware/documented'
import { authOf, tenantOf } from '../middleware/guard'
import { idempotent } from '../middleware/idempotency'
import { validate } from '../middleware/validate'
import { cvUploadService } from './cv-upload.service'

const notFound = { 404: ErrorBodySchema }

/** /api/v1/applicants and /api/v1/documents: CVs in, applicants and their matches out (ADR 0035). */
export const v1ApplicantsRoutes = new Hono<AppEnv>()
  .post(
    '/applicants',
    apiKey({ scopes: ['APPLICANT_CREATE'] }),
    documented({
      summary: "Upload a CV (the file's bytes as the body); it is parsed in the background into an applicant",
      responses: { 202: CvUploadAcceptedSchema, 400: ErrorBodySchema, 413: ErrorBodySchema },
      binaryBody: true,
    }),
    validate('query', CvUploadQuerySchema),
    idempotent(),
    async (c) => {
      const bytes = new Uint8Array(await c.req.arrayBuffer())
      const contentType = c.req.header('Content-Type') ?? 'application/octet-stream'
      const uploads = cvUploadService(c.get('services'), authOf(c), tenantOf(c))
      return c.json(await uploads.upload(c.req.valid('query').filename, contentType.slice(0, 200), bytes), 202)
    },
  )
  .get(
    '/documents/:id',
    apiKey({ scopes: ['APPLICANT_READ'] }),
    documented({
      summary: 'The processing status of an uploaded CV and, once processed, its applicant',
      responses: { 200: DocumentStatusSchema, ...notFound },
    }),
    validate('param', IdParam),
    async (c) =>
      c.json(await cvUploadService(c.get('services'), authOf(c), tenantOf(c)).status(c.req.valid('param').id)),
  )
  .get(
    '/applicants',
    apiKey({ scopes: ['APPLICANT_READ'] }),
    documented({ summary: 'List applicants, newest first', responses: { 200: ApplicantListResponseSchema } }),
    validate('query', ApplicantListQuerySchema),
    async (c) => {
      const { limit, cursor, skill } = c.req.valid('query')
      return c.json(await applicantsService(c.get('services'), tenantOf(c)).list(limit, cursor, skill))
    },
  )
  .get(
    '/applicants/:id',
    apiKey({ scopes: ['APPLICANT_READ'] }),
    documented({
      summary: 'Read an applicant with the parsed profile',
      responses: { 200: ApplicantDetailSchema, ...notFound },
    }),
    validate('param', IdParam),
    async (c) => c.json(await applicantsService(c.get('services'), tenantOf(c)).get(c.req.valid('param').id)),
  )
  .delete(
    '/applicants/:id',
    apiKey({ scopes: ['APPLICANT_DELETE'] }),
    documented({ summary: 'Delete an applicant', responses: { 200: ApplicantDeletedSchema, ...notFound } }),
    validate('param', IdParam),
    async (c) => {
      const result = await applicantsService(c.get('services'), tenantOf(c)).delete([c.req.valid('param').id])
      if (result.deleted === 0) throw new AppError('APPLICANT_NOT_FOUND')
      return c.json(result)
    },
  )
  .get(
    '/applicants/:id/matches',
    apiKey({ scopes: ['APPLICANT_READ', 'JOB_READ'] }),
    documented({
      summary: "The applicant's matches with jobs, best first",
      responses: { 200: ApplicantMatchListSchema, ...notFound },
    }),
    validate('param', IdParam),
    validate('query', MatchListQuerySchema),
    async (c) => {
      const { limit, cursor } = c.req.valid('query')
      const lists = matchListsService(c.get('services'), tenantOf(c))
      return c.json(await lists.forApplicant(c.req.valid('param').id, limit, cursor))
    },
  )
  .get(
    '/applicants/:id/match-reasoning',
    apiKey({ scopes: ['APPLICANT_READ', 'JOB_READ'] }),
    documented({
      summary: 'Why the applicant scored as they did for one job: areas, evidence and written reasoning',
      responses: { 200: MatchReasoningSchema, ...notFound },
    }),
    validate('param', IdParam),
    validate('query', ApplicantReasoningQuerySchema),
    async (c) => {
      const lists = matchListsService(c.get('services'), tenantOf(c))
      return c.json(await lists.reasoning(c.req.valid('query').jobId, c.req.valid('param').id))
    },
  )
