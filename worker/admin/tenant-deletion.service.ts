import { sessionService } from '../access/session.service'
import { chatsRepo } from '../chats/chats.repo'
import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { adminTenantsRepo } from './admin-tenants.repo'
import { tenantDeletionRepo } from './tenant-deletion.repo'

/** Every object of an organization lives under this prefix (documents, derived text, logo). */
export const tenantBlobPrefix = (tenantId: string) => `tenants/${tenantId}/`

export interface TenantDeletionResult {
  rows: number
  objects: number
}

/**
 * Deletes an organization and everything it owns (ADR 0020). The organization row goes last, so a
 * deletion cut short (a Worker limit, an outage) leaves the organization listed, suspended, and the
 * admin simply deletes it again; every step is safe to repeat.
 */
export function tenantDeletionService(services: Services) {
  const platform = services.db.platform()
  const tenants = adminTenantsRepo(platform)
  const sessions = sessionService(services)

  return {
    async delete(tenantId: string, actorSessionId?: string): Promise<TenantDeletionResult> {
      if (!(await tenants.exists(tenantId))) throw new AppError('ORGANIZATION_NOT_FOUND')
      // Closed first: tenant routes refuse at once and nobody adds rows while they are deleted.
      await tenants.update(tenantId, { status: 'SUSPENDED' }, services.now())
      await sessions.endAllInOrganization(tenantId, actorSessionId)

      // Objects before rows: if this stops half-way, the organization is still there to delete again.
      let objects = await services.blobs.deleteByPrefix(tenantBlobPrefix(tenantId))
      // Chat rooms keep a little state of their own (ADR 0023): their sockets close and it goes too.
      for (const chatId of await chatsRepo(services.db.forTenant(tenantId), tenantId).chatIds()) {
        await services.chatRooms.forget(tenantId, chatId)
      }

      const rows = tenantDeletionRepo(services.db.forTenant(tenantId))
      let deleted = 0
      for (const table of await rows.tenantTablesChildrenFirst()) {
        for (;;) {
          const n = await rows.deleteChunk(table, tenantId)
          deleted += n
          if (n < rows.chunkSize) break
        }
      }
      await tenantDeletionRepo(platform).deleteOrganization(tenantId)
      await sessions.forgetOrganization(tenantId)
      // A queue message that was running meanwhile may have written derived text after the first sweep.
      objects += await services.blobs.deleteByPrefix(tenantBlobPrefix(tenantId))
      return { rows: deleted + 1, objects }
    },
  }
}
