import { and, desc, eq, inArray } from 'drizzle-orm'
import { uploadStatusItems } from '../../db/schema'
import type { UploadStatusItem } from '../contracts/upload-status'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

const MAX_ITEMS = 500

/** The notification panel items of one user in one tenant; the source of truth behind the stream. */
export function uploadStatusRepo(db: Database, tenantId: string, userId: string) {
  const mine = and(eq(uploadStatusItems.tenantId, tenantId), eq(uploadStatusItems.userId, userId))
  const toItem = (r: typeof uploadStatusItems.$inferSelect): UploadStatusItem => ({
    documentId: r.documentId,
    filename: r.filename,
    title: r.title,
    type: r.type,
    status: r.status,
    progress: r.progress,
    errorType: r.errorType,
    reason: r.reason,
    applicantId: r.applicantId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  })
  return {
    async list(): Promise<UploadStatusItem[]> {
      const rows = await db
        .select()
        .from(uploadStatusItems)
        .where(mine)
        .orderBy(desc(uploadStatusItems.createdAt))
        .limit(MAX_ITEMS)
      return rows.map(toItem)
    },

    async get(documentId: string): Promise<UploadStatusItem | null> {
      const rows = await db
        .select()
        .from(uploadStatusItems)
        .where(and(mine, eq(uploadStatusItems.documentId, documentId)))
      return rows[0] ? toItem(rows[0]) : null
    },

    /** Items of the given documents, however many the user has (no 500-item window). */
    async getMany(documentIds: string[]): Promise<UploadStatusItem[]> {
      const out: UploadStatusItem[] = []
      for (let i = 0; i < documentIds.length; i += 90) {
        const rows = await db
          .select()
          .from(uploadStatusItems)
          .where(and(mine, inArray(uploadStatusItems.documentId, documentIds.slice(i, i + 90))))
        out.push(...rows.map(toItem))
      }
      return out
    },

    upsertStatement(item: UploadStatusItem) {
      const { documentId, reason = null, applicantId = null, ...rest } = item
      return db
        .insert(uploadStatusItems)
        .values({ id: newId(item.createdAt), tenantId, userId, documentId, reason, applicantId, ...rest })
        .onConflictDoUpdate({
          target: [uploadStatusItems.tenantId, uploadStatusItems.documentId],
          set: {
            title: rest.title,
            status: rest.status,
            progress: rest.progress,
            errorType: rest.errorType,
            reason,
            applicantId,
            updatedAt: rest.updatedAt,
          },
        })
    },

    async remove(documentId: string) {
      const rows = await db
        .delete(uploadStatusItems)
        .where(and(mine, eq(uploadStatusItems.documentId, documentId)))
        .returning({ id: uploadStatusItems.id })
      return rows.length > 0
    },

    async removeAll() {
      await db.delete(uploadStatusItems).where(mine)
    },
  }
}
