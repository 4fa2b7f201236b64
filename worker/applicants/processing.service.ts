import { planGate } from '../billing/entitlements.service'
import { subscriptionsService } from '../billing/subscriptions.service'
import type { Services } from '../context'
import type { UploadErrorType, UploadReason } from '../contracts/enums'
import type { IngestMessage } from '../contracts/queue'
import type { UploadStatusItem } from '../contracts/upload-status'
import { DocumentError, extractText } from '../engine/documents'
import type { ParsedCv } from '../engine/parsing'
import { webhookEmitter } from '../integrations/webhook-emitter.service'
import { sha256HexOfBytes } from '../lib/crypto'
import { queueApplicantMatching } from '../matching/matching.service'
import { storedCvOf } from '../matching/profiles'
import { aiProviderFor } from '../providers/ai'
import { taskRepo } from '../tasks/failed-task.repo'
import { uploadStatusService } from '../uploads/upload-status.service'
import { applicantsRepo } from './applicants.repo'
import { type DocumentRow, documentsRepo } from './documents.repo'
import { likelyDuplicateStatements } from './duplicates.service'
import { cvUsageKey } from './ingestion.service'
import { keepCorrections } from './profile-edit'

type ProcessMessage = Extract<IngestMessage, { kind: 'document.process' }>

/** A failure that retrying cannot fix: the document is marked failed at once, with its error type. */
class TerminalFailure extends Error {
  constructor(
    readonly errorType: UploadErrorType,
    readonly reason: string,
    /** What the uploader is told beyond the error type (not a CV, unreadable). */
    readonly shown: UploadReason | null = null,
  ) {
    super(reason)
  }
}

/** Refusals that mean "this is no document we can read", decided from the bytes (a renamed .exe). */
const UNREADABLE = new Set(['unsupported_format'])

/**
 * The ingestion pipeline for one CV: bytes from R2 → text (worker/engine/documents) → profile (AI
 * port) → applicant, skills, search document and usage record in one D1 batch. Progress goes to the
 * uploader's status stream. Each run has a version; a redelivered or outdated message does nothing.
 */
export function processingService(services: Services) {
  return {
    async process(message: ProcessMessage) {
      const { tenantId, documentId, version } = message
      const docs = documentsRepo(services.db.forTenant(tenantId), tenantId)
      const doc = await docs.get(documentId)
      if (!doc || doc.processingVersion !== version || doc.status === 'PROCESSED' || doc.status === 'FAILED') return
      const userId = message.userId ?? doc.uploadedBy
      const gate = planGate(services, tenantId)
      const status = userId ? uploadStatusService(services, tenantId, userId) : null
      const report = async (patch: Partial<UploadStatusItem>) => {
        const current = await status?.get(documentId)
        if (current && status) await status.set([{ ...current, ...patch, updatedAt: services.now() }])
      }

      try {
        await docs.setStatus(documentId, 'PROCESSING', version)
        await report({ progress: 10 })
        const bytes = await readBytes(services, doc)
        const holder = await claimContent(services, doc, await sha256HexOfBytes(bytes))
        if (holder) {
          // The same file is in Shortlist already: nothing imported, the uploader is sent there.
          const existingId = holder.applicantId ?? holder.id
          const existingName = (await applicantsRepo(services.db.forTenant(tenantId), tenantId).get(existingId))
            ?.applicant.name
          await docs.markDuplicate(documentId, version, holder.id, services.now())
          // A copy of a file already imported makes no applicant, so it gives its unit of the quota back.
          await gate.release([cvUsageKey(documentId)])
          // The second copy of the bytes is not kept; should deleting fail, an orphan file is harmless.
          await services.blobs.delete(doc.storageKey).catch(() => undefined)
          await report({
            status: 'SUCCESS',
            progress: 100,
            reason: 'duplicate',
            applicantId: existingId,
            title: existingName ?? null,
          })
          return
        }
        const parsed = await extractAndParse(services, doc, bytes)
        await report({ progress: 80 })
        const applicantId = doc.applicantId ?? doc.id
        const now = services.now()
        const applicants = applicantsRepo(services.db.forTenant(tenantId), tenantId)
        const existing = (await applicants.get(applicantId))?.applicant ?? null
        if (doc.applicantId && !existing) {
          throw new TerminalFailure('APPLICANT_NOT_FOUND', 'The applicant of this CV was deleted')
        }
        const db = services.db.forTenant(tenantId)
        // The unit claimed when the document was queued; claimed here when a recovered run lacks it.
        const [claimed] = await gate.claim('applicants', [cvUsageKey(documentId)])
        if (!claimed) throw new TerminalFailure('EXCEEDED_SUBSCRIPTION_PLAN_LIMIT', 'The plan limit is reached')
        // The same document parsed again keeps a recruiter's corrections; a replaced CV starts afresh.
        const kept = keepCorrections(
          {
            columns: {
              // No name read: a replaced CV keeps the name the applicant already had; a new one stays
              // blank and the screens say so, never showing the file name as a person.
              name: parsed.cv.name ?? existing?.name ?? '',
              tagline: parsed.cv.tagline,
              summary: parsed.cv.summary,
              hardSkills: parsed.cv.hardSkills,
              softSkills: parsed.cv.softSkills,
            },
            // Partial reads (scanned pages not read, text cut) are kept beside the AI fallback reason.
            profile: {
              ...storedProfile(parsed.cv),
              aiFallbackReason: parsed.fallbackReason,
              documentWarnings: parsed.warnings,
            },
          },
          existing?.documentId === documentId ? existing : null,
        )
        const columns = { ...kept.columns, profile: kept.profile }
        // Flagged in the same batch: a redelivery after the write finds the document processed.
        const flags = await likelyDuplicateStatements(
          services,
          tenantId,
          { id: applicantId, ...columns, createdAt: existing?.createdAt ?? now },
          now,
        )
        const [first, ...rest] = [
          ...applicants.writeStatements({
            id: applicantId,
            ...columns,
            // Prepared once here, from the columns as matching reads them, instead of on every run.
            preparedCv: storedCvOf(columns),
            documentId,
            authorId: doc.uploadedBy,
            parsedByModel: parsed.model,
            parsedByPromptVersion: parsed.promptVersion,
            at: now,
          }),
          docs.processedStatement(documentId, {
            applicantId,
            pageCount: parsed.pageCount,
            format: parsed.format,
            at: now,
          }),
          ...flags,
        ]
        await db.batch([first!, ...rest])
        // The cloud plan charges per ingested document (a meter event, once per document).
        await subscriptionsService(services, tenantId).recordIngestedDocument(documentId)
        await services.blobs.put(`${doc.storageKey}.txt`, parsed.text, { contentType: 'text/plain; charset=utf-8' })
        await report({ status: 'SUCCESS', progress: 100, title: columns.name || null, applicantId })
        await webhookEmitter(services, tenantId).emit('applicant.processed', `${documentId}:v${version}`, {
          applicantId,
          documentId,
          name: columns.name || null,
        })
        await queueApplicantMatching(services, tenantId, applicantId, userId)
      } catch (err) {
        if (!(err instanceof TerminalFailure)) throw err
        // A document that can never become an applicant gives its unit of the quota back.
        if (err.errorType !== 'EXCEEDED_SUBSCRIPTION_PLAN_LIMIT') await gate.release([cvUsageKey(documentId)])
        await docs.markFailed(documentId, version, err.errorType, err.reason)
        await report({ status: 'ERROR', errorType: err.errorType, reason: err.shown })
        await taskRepo(services.db.platform()).recordFailure(
          {
            tenantId,
            userId,
            applicantId: doc.applicantId,
            queue: 'shortlist-ingest',
            message,
            errorType: err.errorType,
            errorMessage: err.reason,
            attempts: 1,
            idempotencyKey: message.idempotencyKey,
          },
          services.now(),
        )
      }
    },

    /** After the last retry: the document fails with UNKNOWN_ERROR and the uploader sees it. */
    async deadLetter(message: ProcessMessage) {
      const { tenantId, documentId, version } = message
      const docs = documentsRepo(services.db.forTenant(tenantId), tenantId)
      await docs.markFailed(documentId, version, 'UNKNOWN_ERROR', 'processing failed after every retry')
      // Its unit goes back unless another run made the applicant after all.
      if ((await docs.get(documentId))?.status === 'FAILED')
        await planGate(services, tenantId).release([cvUsageKey(documentId)])
      const userId = message.userId
      if (!userId) return
      const status = uploadStatusService(services, tenantId, userId)
      const current = await status.get(documentId)
      if (current)
        await status.set([{ ...current, status: 'ERROR', errorType: 'UNKNOWN_ERROR', updatedAt: services.now() }])
    },
  }
}

async function readBytes(services: Services, doc: DocumentRow) {
  const object = await services.blobs.get(doc.storageKey)
  if (!object) throw new TerminalFailure('CORRUPTED_FILE', 'The uploaded file is missing')
  return new Uint8Array(await object.arrayBuffer())
}

/**
 * Claims the file's content for this CV (documents.content_key, unique per tenant): null when it is
 * this document's, else the document that holds it. A holder whose applicant was deleted or that
 * failed gives the claim up. A replaced CV (Edit CV) claims what it can and is never a duplicate:
 * the recruiter chose that file for that applicant.
 */
async function claimContent(services: Services, doc: DocumentRow, sha256: string): Promise<DocumentRow | null> {
  const db = services.db.forTenant(doc.tenantId)
  const docs = documentsRepo(db, doc.tenantId)
  const applicants = applicantsRepo(db, doc.tenantId)
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await docs.claimContent(doc.id, sha256)) return null
    const holder = await docs.contentHolder(sha256)
    if (!holder) continue
    if (doc.applicantId) return null
    const stale =
      holder.status === 'FAILED' ||
      (holder.status === 'PROCESSED' && !(await applicants.exists(holder.applicantId ?? holder.id)))
    if (!stale) return holder
    await docs.releaseContent(holder.id, sha256)
  }
  if (doc.applicantId) return null
  // Claims kept changing hands: the queue runs this message again.
  throw new Error('The content claim of this CV is contested; retrying')
}

async function extractAndParse(services: Services, doc: DocumentRow, bytes: Uint8Array) {
  let extracted: Awaited<ReturnType<typeof extractText>>
  try {
    // OCR for images exists only where the Workers AI binding does (production).
    extracted = await extractText(bytes, { filename: doc.filename, ocr: services.ai.ocr })
  } catch (err) {
    if (err instanceof DocumentError) {
      throw new TerminalFailure(err.errorType, err.reason, UNREADABLE.has(err.reason) ? 'unreadable' : null)
    }
    throw err
  }
  const ai = await aiProviderFor(services, doc.tenantId, 'parse_cv')
  const result = await ai.parseCv(extracted.text, {
    filename: doc.filename,
    writtenAt: extracted.writtenAt,
    europassXml: extracted.europassXml,
  })
  if (!result.value.isCv) {
    const kind = result.value.documentKind === 'cover_letter' ? 'cover_letter' : 'not_a_cv'
    throw new TerminalFailure('VALIDATION_FAILED', kind, kind)
  }
  return {
    cv: result.value,
    text: extracted.text,
    format: extracted.format,
    pageCount: extracted.pageCount,
    warnings: extracted.warnings,
    model: result.model,
    promptVersion: result.promptVersion,
    fallbackReason: result.fallbackReason ?? null,
  }
}

/** The profile as stored: the parse minus what lives in its own columns. */
function storedProfile(cv: ParsedCv): Record<string, unknown> {
  return {
    documentLanguage: cv.documentLanguage,
    email: cv.email,
    phone: cv.phone,
    location: cv.location,
    links: cv.links,
    title: cv.title,
    languages: cv.languages,
    degree: cv.degree,
    education: cv.education,
    experience: cv.experience,
    yearsOfExperience: cv.yearsOfExperience,
    seniority: cv.seniority,
    isco: cv.isco,
    achievements: cv.achievements,
    evidence: cv.evidence,
  }
}
