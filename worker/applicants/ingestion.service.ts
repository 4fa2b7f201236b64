import { planGate } from '../billing/entitlements.service'
import type { AuthState, Services } from '../context'
import { MAX_UPLOAD_BYTES } from '../contracts/applicants'
import type { DocumentStatus } from '../contracts/enums'
import type { IngestMessage } from '../contracts/queue'
import type { UploadStatusItem } from '../contracts/upload-status'
import { sniffFormat } from '../engine/documents'
import { AppError } from '../lib/app-error'
import { sha256HexOfBytes } from '../lib/crypto'
import { newId } from '../lib/ids'
import { uploadTargetsFor } from '../providers/blob/upload-targets'
import { uploadStatusService } from '../uploads/upload-status.service'
import { applicantsRepo } from './applicants.repo'
import { type DocumentRow, documentsRepo, INTERRUPTED_REASON } from './documents.repo'

/**
 * Upload targets are valid this long; an announced file that has not arrived by then never will, and
 * counts as interrupted (ADR 0033).
 */
export const UPLOAD_TTL_MS = 60 * 60_000
/** Queues take at most 100 messages per sendBatch call. */
const SEND_BATCH = 100

/** The usage record a CV's analysis draws on: one per document, given back if it fails for good. */
export const cvUsageKey = (documentId: string) => `cv:${documentId}`

export const documentStorageKey = (tenantId: string, documentId: string) =>
  `tenants/${tenantId}/documents/${documentId}`

/**
 * Getting CVs in: announce files (one document record each), receive the bytes, then queue them for
 * background processing. Every step is idempotent, so a repeated request changes nothing.
 */
export function ingestionService(services: Services, auth: AuthState, tenantId: string) {
  const docs = documentsRepo(services.db.forTenant(tenantId), tenantId)
  const status = uploadStatusService(services, tenantId, auth.user.id)
  const gate = planGate(services, tenantId)

  function statusItem(doc: { id: string; filename: string; createdAt: number }, now: number): UploadStatusItem {
    return {
      documentId: doc.id,
      filename: doc.filename,
      title: null,
      type: 'CV',
      status: 'PROCESSING',
      progress: 0,
      errorType: null,
      reason: null,
      applicantId: null,
      createdAt: now,
      updatedAt: now,
    }
  }

  /** Announced CVs that never arrived → FAILED, shown as "upload interrupted" (ADR 0033). */
  async function interrupt(which: { ids: string[] } | { announcedBefore: number }) {
    const rows: { id: string; filename: string; createdAt: number }[] = []
    if ('ids' in which) {
      for (let i = 0; i < which.ids.length; i += 90) {
        rows.push(...(await docs.markInterrupted(auth.user.id, { ids: which.ids.slice(i, i + 90) })))
      }
    } else rows.push(...(await docs.markInterrupted(auth.user.id, which)))
    const now = services.now()
    await status.set(
      rows.map((r) => ({
        ...statusItem(r, r.createdAt),
        status: 'ERROR' as const,
        errorType: 'UNKNOWN_ERROR' as const,
        reason: 'interrupted' as const,
        updatedAt: now,
      })),
    )
    return { interrupted: rows.length }
  }

  async function enqueue(items: { documentId: string; version: number }[]) {
    const messages: IngestMessage[] = items.map(({ documentId, version }) => ({
      kind: 'document.process',
      idempotencyKey: `document:${documentId}:v${version}`,
      tenantId,
      userId: auth.user.id,
      documentId,
      version,
    }))
    for (let i = 0; i < messages.length; i += SEND_BATCH) {
      await services.queue.sendBatch(messages.slice(i, i + SEND_BATCH))
    }
  }

  /** A file PUT straight into R2 (presigned URL) never passed the Worker: find it there instead. */
  async function adoptDirectUpload(doc: DocumentRow) {
    const head = await services.blobs.head(doc.storageKey)
    if (!head || head.size > MAX_UPLOAD_BYTES) return
    await docs.markUploaded(doc.id, { sizeBytes: head.size, sha256: null, format: null, at: services.now() })
    doc.status = 'UPLOADED'
  }

  /**
   * Queues documents that are in one of `from` and shows them as processing. Each one first claims a
   * unit of the plan's applicant quota (race-free, entitlements.repo); a refused one fails at once
   * with EXCEEDED_SUBSCRIPTION_PLAN_LIMIT and its status item says so.
   */
  async function queueDocuments(ids: string[], from: DocumentStatus[]) {
    const now = services.now()
    const found = await docs.getMany(ids)
    for (const doc of found) if (doc.status === 'AWAITING_UPLOAD') await adoptDirectUpload(doc)
    const byId = new Map(found.map((d) => [d.id, d]))
    const candidates = found.filter((d) => from.includes(d.status))
    const taken = await gate.claim(
      'applicants',
      candidates.map((d) => cvUsageKey(d.id)),
    )
    const refused = candidates.filter((_, i) => !taken[i]).map((d) => d.id)
    const failed = await docs.failMany(refused, from, 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT', 'The plan limit is reached')
    const allowed = candidates.filter((_, i) => taken[i]).map((d) => d.id)
    const queued = (await docs.queueMany(allowed, from)).map((q) => ({ documentId: q.id, version: q.version }))
    const items = [
      ...queued.map((q) => statusItem(byId.get(q.documentId)!, now)),
      ...failed.map((id) => ({
        ...statusItem(byId.get(id)!, now),
        status: 'ERROR' as const,
        errorType: 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT' as const,
      })),
    ]
    await status.set(items)
    await enqueue(queued)
    return { accepted: queued.length, skipped: ids.length - queued.length, refused: failed.length }
  }

  return {
    /** POST /applicants/upload-url: one document record per announced file, and where to PUT its bytes. */
    async requestUploads(files: { filename: string; size: number; contentType: string }[]) {
      await gate.requireRoom('applicants')
      const now = services.now()
      const rows = files.map((f) => {
        const id = newId(now)
        return {
          id,
          kind: 'CV' as const,
          filename: f.filename,
          contentType: f.contentType,
          sizeBytes: f.size,
          storageKey: documentStorageKey(tenantId, id),
          uploadedBy: auth.user.id,
          createdAt: now,
        }
      })
      await docs.createMany(rows)
      const targets = uploadTargetsFor(services.config)
      return Promise.all(
        rows.map(async (r) => ({
          documentId: r.id,
          filename: r.filename,
          method: 'PUT' as const,
          ...(await targets.forDocument(r.id, r.storageKey, UPLOAD_TTL_MS / 1000)),
          expiresAt: now + UPLOAD_TTL_MS,
        })),
      )
    },

    /** PUT /applicants/upload/:id: stores the bytes in R2. The type is decided from the bytes later. */
    async receiveUpload(documentId: string, bytes: Uint8Array<ArrayBuffer>) {
      const doc = await docs.get(documentId)
      if (!doc || doc.uploadedBy !== auth.user.id) throw new AppError('DOCUMENT_NOT_FOUND')
      if (doc.status !== 'AWAITING_UPLOAD') throw new AppError('CONFLICT', undefined, 'This file was uploaded already')
      if (services.now() > doc.createdAt + UPLOAD_TTL_MS) throw new AppError('DOCUMENT_NOT_FOUND')
      if (bytes.byteLength === 0)
        throw new AppError('VALIDATION_FAILED', [{ path: 'body', message: 'The file is empty' }])
      if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
      const format = sniffFormat(bytes, doc.filename) ?? 'unknown'
      await services.blobs.put(doc.storageKey, bytes, {
        contentType: 'application/octet-stream',
        metadata: { tenantId, documentId, format },
      })
      await docs.markUploaded(documentId, {
        sizeBytes: bytes.byteLength,
        sha256: await sha256HexOfBytes(bytes),
        format,
        at: services.now(),
      })
      return { documentId, size: bytes.byteLength }
    },

    /** POST /applicants: start processing uploaded documents (new applicants). */
    startProcessing: (documentIds: string[]) => queueDocuments(documentIds, ['UPLOADED']),

    /** POST /upload-status/retry: run a failed document again. */
    async retry(documentId: string) {
      // A foreign or unknown upload is not found, not "in the wrong state" (which would confirm it exists).
      const doc = await docs.get(documentId)
      if (!doc) throw new AppError('UPLOAD_NOT_FOUND')
      // Its bytes never arrived: only choosing the file again can help.
      if (doc.errorReason === INTERRUPTED_REASON)
        throw new AppError('CONFLICT', undefined, 'This upload was interrupted: choose the file again')
      const result = await queueDocuments([documentId], ['FAILED'])
      if (result.refused > 0) throw await gate.limitError('applicants')
      if (result.accepted === 0) throw new AppError('CONFLICT', undefined, 'Only failed documents can be retried')
    },

    /** POST /upload-status/interrupted: a reloaded tab reports the announced files it lost. */
    reportInterrupted: (documentIds: string[]) => interrupt({ ids: documentIds }),

    /** Announced files whose upload window has passed (checked when the status stream opens). */
    expireAnnounced: () => interrupt({ announcedBefore: services.now() - UPLOAD_TTL_MS }),

    /** Edit CV: an uploaded replacement document is processed into an existing applicant. */
    async replaceCv(applicantId: string, documentId: string) {
      // The applicant first: the document row must never point at a foreign or missing applicant (the
      // foreign key cannot tell tenants apart; a missing one would fail the write with a 500).
      const applicants = applicantsRepo(services.db.forTenant(tenantId), tenantId)
      if (!(await applicants.exists(applicantId))) throw new AppError('APPLICANT_NOT_FOUND')
      const doc = await docs.get(documentId)
      if (!doc || doc.uploadedBy !== auth.user.id) throw new AppError('DOCUMENT_NOT_FOUND')
      await docs.attachToApplicant(documentId, applicantId)
      const result = await queueDocuments([documentId], ['UPLOADED'])
      if (result.refused > 0) throw await gate.limitError('applicants')
      if (result.accepted === 0) throw new AppError('CONFLICT', undefined, 'Upload the file before replacing the CV')
    },
  }
}
