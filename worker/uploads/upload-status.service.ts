import type { Services } from '../context'
import type { UploadStatusItem, UploadStatusOp } from '../contracts/upload-status'
import { uploadStatusRepo } from './upload-status.repo'

/**
 * Upload status (spec §4): D1 holds the items, the Durable Object pushes every change to the user's
 * open tabs. Writes go to D1 first, so a tab that reconnects always sees the truth.
 */
export function uploadStatusService(services: Services, tenantId: string, userId: string) {
  const repo = uploadStatusRepo(services.db.forTenant(tenantId), tenantId, userId)
  const push = async (ops: UploadStatusOp[]) => {
    // A lost push is repaired by the next reconnect; it must never fail the write itself.
    await services.uploadStatus.broadcast(tenantId, userId, ops).catch(() => 0)
  }

  return {
    list: () => repo.list(),
    get: (documentId: string) => repo.get(documentId),
    getMany: (documentIds: string[]) => repo.getMany(documentIds),

    /** Stores the items and pushes them; `extra` statements commit in the same batch. */
    async set(items: UploadStatusItem[]) {
      if (items.length === 0) return
      const db = services.db.forTenant(tenantId)
      for (let i = 0; i < items.length; i += 50) {
        const [first, ...rest] = items.slice(i, i + 50).map((item) => repo.upsertStatement(item))
        if (first) await db.batch([first, ...rest])
      }
      await push(items.map((item) => ({ op: 'SET', documentId: item.documentId, item })))
    },

    async remove(documentId: string) {
      const removed = await repo.remove(documentId)
      if (removed) await push([{ op: 'DELETE', documentId }])
      return removed
    },

    async removeAll() {
      await repo.removeAll()
      await push([{ op: 'CLEAR' }])
    },

    /** A server-sent-events stream for one tab: the current items, then every change. */
    async openStream(signal: AbortSignal) {
      const items = await repo.list()
      // Starts with CLEAR so a tab that missed removals while disconnected drops them too.
      const initial: UploadStatusOp[] = [
        { op: 'CLEAR' },
        ...items.map((item): UploadStatusOp => ({ op: 'SET', documentId: item.documentId, item })),
      ]
      return services.uploadStatus.openStream(tenantId, userId, initial, signal)
    },
  }
}
