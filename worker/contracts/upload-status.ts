import { z } from 'zod'
import { DOCUMENT_KINDS, UPLOAD_ERROR_TYPES, UPLOAD_STATUSES } from './enums'

/** One row of the notification panel (spec §3 "Notification / upload-status item"). */
export const UploadStatusItemSchema = z.object({
  documentId: z.string(),
  filename: z.string(),
  title: z.string().nullable(),
  type: z.enum(DOCUMENT_KINDS),
  status: z.enum(UPLOAD_STATUSES),
  progress: z.number().int().min(0).max(100),
  errorType: z.enum(UPLOAD_ERROR_TYPES).nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type UploadStatusItem = z.infer<typeof UploadStatusItemSchema>

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
