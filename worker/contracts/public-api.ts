import { z } from 'zod'
import { UploadFileSchema } from './applicants'
import { DOCUMENT_STATUSES, UPLOAD_ERROR_TYPES } from './enums'

/**
 * Bodies of the public API under /api/v1 that the session API has no contract for (ADR 0035). Every
 * other /api/v1 body reuses the session API's contract, so both stay one thing.
 */

/** POST /api/v1/applicants?filename=cv.pdf with the file's bytes as the body. */
export const CvUploadQuerySchema = z
  .object({ filename: UploadFileSchema.shape.filename })
  .meta({ examples: [{ filename: 'cv.pdf' }] })

/** The answer to a CV upload: the document is queued for parsing; poll its status for the applicant. */
export const CvUploadAcceptedSchema = z.object({
  documentId: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
})

/** GET /api/v1/documents/{id}: how far a CV got, and the applicant it became once processed. */
export const DocumentStatusSchema = z.object({
  documentId: z.string(),
  filename: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  applicantId: z.string().nullable(),
  errorType: z.enum(UPLOAD_ERROR_TYPES).nullable(),
  createdAt: z.number(),
})
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>

export const ApplicantDeletedSchema = z.object({ deleted: z.number() })

/** POST /api/v1/jobs/{id}/open and /close answer the job. */
export const V1_BASE = '/api/v1'
