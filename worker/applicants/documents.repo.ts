import { and, eq, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { documents } from '../../db/schema'
import type { DocumentStatus, UploadErrorType } from '../contracts/enums'
import type { Database } from '../db/database'

export type DocumentRow = typeof documents.$inferSelect
type NewDocument = typeof documents.$inferInsert

/** documents.error_reason of an announced file that never arrived. */
export const INTERRUPTED_REASON = 'upload_interrupted'

/** D1 allows 100 bound parameters per statement: insert this many rows (of ~10 columns) at once. */
const ROWS_PER_INSERT = 9

/** Uploaded files of one tenant. */
export function documentsRepo(db: Database, tenantId: string) {
  const scoped = (id: string) => and(eq(documents.tenantId, tenantId), eq(documents.id, id))
  return {
    async createMany(rows: Omit<NewDocument, 'tenantId'>[]) {
      const values = rows.map((r) => ({ ...r, tenantId }))
      const statements = []
      for (let i = 0; i < values.length; i += ROWS_PER_INSERT) {
        statements.push(db.insert(documents).values(values.slice(i, i + ROWS_PER_INSERT)))
      }
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
    },

    async get(id: string): Promise<DocumentRow | null> {
      const rows = await db.select().from(documents).where(scoped(id)).limit(1)
      return rows[0] ?? null
    },

    async getMany(ids: string[]): Promise<DocumentRow[]> {
      if (ids.length === 0) return []
      const out: DocumentRow[] = []
      for (let i = 0; i < ids.length; i += 90) {
        out.push(
          ...(await db
            .select()
            .from(documents)
            .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, ids.slice(i, i + 90))))),
        )
      }
      return out
    },

    async markUploaded(
      id: string,
      fields: { sizeBytes: number; sha256: string | null; format: string | null; at: number },
    ) {
      await db
        .update(documents)
        .set({
          status: 'UPLOADED',
          sizeBytes: fields.sizeBytes,
          sha256: fields.sha256,
          format: fields.format,
          uploadedAt: fields.at,
        })
        .where(and(scoped(id), eq(documents.status, 'AWAITING_UPLOAD')))
    },

    async attachToApplicant(id: string, applicantId: string) {
      await db.update(documents).set({ applicantId }).where(scoped(id))
    },

    /**
     * Queues many documents for a new run in a few statements (D1 counts queries per invocation):
     * returns each queued id with its run version; documents not in `from` are left alone.
     */
    async queueMany(ids: string[], from: DocumentStatus[]): Promise<{ id: string; version: number }[]> {
      const out: { id: string; version: number }[] = []
      for (let i = 0; i < ids.length; i += 90) {
        const rows = await db
          .update(documents)
          .set({
            status: 'QUEUED',
            processingVersion: sql`${documents.processingVersion} + 1`,
            errorType: null,
            errorReason: null,
          })
          .where(
            and(
              eq(documents.tenantId, tenantId),
              inArray(documents.id, ids.slice(i, i + 90)),
              inArray(documents.status, from),
            ),
          )
          .returning({ id: documents.id, version: documents.processingVersion })
        out.push(...rows)
      }
      return out
    },

    /**
     * A failed run back in the queue under the same version (an admin recovers its dead-lettered
     * message, ADR 0021): true if the document was FAILED at that version.
     */
    async requeueFailed(id: string, version: number): Promise<boolean> {
      const rows = await db
        .update(documents)
        .set({ status: 'QUEUED', errorType: null, errorReason: null })
        .where(and(scoped(id), eq(documents.processingVersion, version), eq(documents.status, 'FAILED')))
        .returning({ id: documents.id })
      return rows.length > 0
    },

    async setStatus(id: string, status: DocumentStatus, version: number) {
      await db
        .update(documents)
        .set({ status })
        .where(and(scoped(id), eq(documents.processingVersion, version)))
    },

    /** Fails documents still in one of `from` without running them (a refused plan claim); returns their ids. */
    async failMany(ids: string[], from: DocumentStatus[], errorType: UploadErrorType, reason: string) {
      if (ids.length === 0) return []
      const rows = await db
        .update(documents)
        .set({ status: 'FAILED', errorType, errorReason: reason.slice(0, 200) })
        .where(and(eq(documents.tenantId, tenantId), inArray(documents.id, ids), inArray(documents.status, from)))
        .returning({ id: documents.id })
      return rows.map((r) => r.id)
    },

    /** A failed document gives up its content claim: the same file uploaded again is no duplicate. */
    async markFailed(id: string, version: number, errorType: UploadErrorType, reason: string) {
      await db
        .update(documents)
        .set({ status: 'FAILED', errorType, errorReason: reason.slice(0, 200), contentKey: null })
        .where(and(scoped(id), eq(documents.processingVersion, version)))
    },

    /**
     * Claims the content `sha256` for this CV in one conditional write: true if it now holds it (or
     * held it already), false if another document of the tenant does. The unique index on
     * (tenant_id, content_key) makes two racing claims end with one holder whatever the order.
     */
    async claimContent(id: string, sha256: string): Promise<boolean> {
      const other = alias(documents, 'holder')
      const rows = await db
        .update(documents)
        .set({ contentKey: sha256 })
        .where(
          and(
            scoped(id),
            or(isNull(documents.contentKey), eq(documents.contentKey, sha256)),
            notExists(
              db
                .select({ id: other.id })
                .from(other)
                .where(and(eq(other.tenantId, tenantId), eq(other.contentKey, sha256), ne(other.id, id))),
            ),
          ),
        )
        .returning({ id: documents.id })
      return rows.length > 0
    },

    /** The document holding the content `sha256` in this tenant, if any. */
    async contentHolder(sha256: string): Promise<DocumentRow | null> {
      const rows = await db
        .select()
        .from(documents)
        .where(and(eq(documents.tenantId, tenantId), eq(documents.contentKey, sha256)))
        .limit(1)
      return rows[0] ?? null
    },

    /** Frees a claim whose holder no longer stands for an applicant (deleted, failed). */
    async releaseContent(id: string, sha256: string) {
      await db
        .update(documents)
        .set({ contentKey: null })
        .where(and(scoped(id), eq(documents.contentKey, sha256)))
    },

    /** A CV whose bytes another document of the tenant holds: done, nothing imported. */
    async markDuplicate(id: string, version: number, holderId: string, at: number) {
      await db
        .update(documents)
        .set({ status: 'PROCESSED', duplicateOf: holderId, processedAt: at })
        .where(and(scoped(id), eq(documents.processingVersion, version)))
    },

    /**
     * Announced CVs of `userId` that never arrived become FAILED (interrupted): those in `ids` (the tab
     * that announced them was reloaded) and, with `announcedBefore`, every older one (ADR 0033).
     */
    async markInterrupted(userId: string, which: { ids?: string[]; announcedBefore?: number }) {
      // At most 90 ids a call (D1's bound parameters); the service passes chunks.
      const scope =
        which.ids !== undefined
          ? inArray(documents.id, which.ids.slice(0, 90))
          : lt(documents.createdAt, which.announcedBefore ?? 0)
      return db
        .update(documents)
        .set({ status: 'FAILED', errorType: 'UNKNOWN_ERROR', errorReason: INTERRUPTED_REASON })
        .where(
          and(
            eq(documents.tenantId, tenantId),
            eq(documents.uploadedBy, userId),
            eq(documents.kind, 'CV'),
            eq(documents.status, 'AWAITING_UPLOAD'),
            scope,
          ),
        )
        .returning({ id: documents.id, filename: documents.filename, createdAt: documents.createdAt })
    },

    processedStatement(
      id: string,
      fields: { applicantId: string; pageCount: number | null; format: string; at: number },
    ) {
      return db
        .update(documents)
        .set({
          status: 'PROCESSED',
          applicantId: fields.applicantId,
          pageCount: fields.pageCount,
          format: fields.format,
          processedAt: fields.at,
        })
        .where(scoped(id))
    },
  }
}
