import { z } from 'zod'
import {
  DOCUMENT_KINDS,
  RETRYABLE_UPLOAD_ERRORS,
  UPLOAD_ERROR_TYPES,
  UPLOAD_REASONS,
  UPLOAD_STATUSES,
  type UploadErrorType,
  type UploadReason,
} from './enums'

/** One row of the notification panel (spec §3 "Notification / upload-status item"). */
export const UploadStatusItemSchema = z.object({
  documentId: z.string(),
  filename: z.string(),
  title: z.string().nullable(),
  type: z.enum(DOCUMENT_KINDS),
  status: z.enum(UPLOAD_STATUSES),
  progress: z.number().int().min(0).max(100),
  errorType: z.enum(UPLOAD_ERROR_TYPES).nullable(),
  /** Why it ended so (a duplicate, not a CV, unreadable, interrupted); absent or null: see errorType. */
  reason: z.enum(UPLOAD_REASONS).nullish(),
  /** The applicant the document became or, for a duplicate, the one it is already in. */
  applicantId: z.string().nullish(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type UploadStatusItem = z.infer<typeof UploadStatusItemSchema>

/** Whether running the document again can change its outcome (only transient failures; issue 19). */
export function isRetryableUpload(item: { errorType: UploadErrorType | null; reason?: UploadReason | null }) {
  if (item.reason) return false
  return (RETRYABLE_UPLOAD_ERRORS as readonly string[]).includes(item.errorType ?? 'UNKNOWN_ERROR')
}

export const UploadStatusOpSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('SET'), documentId: z.string(), item: UploadStatusItemSchema }),
  z.object({ op: z.literal('DELETE'), documentId: z.string() }),
  z.object({ op: z.literal('CLEAR') }),
])
export type UploadStatusOp = z.infer<typeof UploadStatusOpSchema>

/**
 * Reads one stream message as spec §5 says: a list of objects each with a string `op`; every op but
 * CLEAR needs a string documentId; anything else is ignored, and so are keep-alives ('ping', blank).
 */
export function parseUploadStatusMessage(data: string): UploadStatusOp[] {
  const text = data.trim()
  if (text === '' || text === 'ping') return []
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  const ops: UploadStatusOp[] = []
  for (const entry of raw) {
    const parsed = UploadStatusOpSchema.safeParse(entry)
    if (parsed.success) ops.push(parsed.data)
  }
  return ops
}
