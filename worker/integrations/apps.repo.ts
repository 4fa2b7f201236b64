import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { apiKeys, apps } from '../../db/schema'
import { StoredOrganizationPermissionsSchema } from '../contracts/stored-permissions'
import type { Database } from '../db/database'
import { parseStored } from '../lib/stored-json'

export type AppRow = typeof apps.$inferSelect
type AppStatus = AppRow['status']

/** The custom apps of one tenant and their API keys; every query starts with tenant_id. */
export function appsRepo(db: Database, tenantId: string) {
  const mine = eq(apps.tenantId, tenantId)
  const one = (id: string) => and(mine, eq(apps.id, id))
  const keyCount = sql<number>`(SELECT count(*) FROM api_keys k WHERE k.tenant_id = "apps"."tenant_id" AND k.app_id = "apps"."id")`
  const withPermissions = <T extends { id: string; permissions: unknown }>(row: T) => ({
    ...row,
    permissions: parseStored(StoredOrganizationPermissionsSchema, row.permissions, { table: 'apps', id: row.id }),
  })
  const appColumns = {
    id: apps.id,
    name: apps.name,
    description: apps.description,
    status: apps.status,
    installed: apps.installed,
    permissions: apps.permissions,
    createdBy: apps.createdBy,
    createdAt: apps.createdAt,
    keyCount,
  }
  const keyColumns = {
    id: apiKeys.id,
    name: apiKeys.name,
    excerpt: apiKeys.tokenExcerpt,
    createdAt: apiKeys.createdAt,
    lastUsedAt: apiKeys.lastUsedAt,
  }

  return {
    async list() {
      const rows = await db.select(appColumns).from(apps).where(mine).orderBy(desc(apps.createdAt), asc(apps.id))
      return rows.map(withPermissions)
    },

    names() {
      return db
        .select({ id: apps.id, name: apps.name, status: apps.status })
        .from(apps)
        .where(mine)
        .orderBy(sql`${apps.name} collate nocase`, asc(apps.id))
    },

    async get(id: string) {
      const rows = await db.select(appColumns).from(apps).where(one(id)).limit(1)
      return rows[0] ? withPermissions(rows[0]) : null
    },

    async insert(row: {
      id: string
      name: string
      description: string | null
      permissions: string[]
      createdBy: string
      at: number
    }) {
      await db.insert(apps).values({
        id: row.id,
        tenantId,
        name: row.name,
        description: row.description,
        permissions: StoredOrganizationPermissionsSchema.parse(row.permissions),
        status: 'ACTIVE',
        installed: true,
        createdBy: row.createdBy,
        createdAt: row.at,
      })
    },

    async setInstalled(id: string): Promise<boolean> {
      const rows = await db.update(apps).set({ installed: true }).where(one(id)).returning({ id: apps.id })
      return rows.length > 0
    },

    async setStatus(id: string, status: AppStatus): Promise<boolean> {
      const rows = await db.update(apps).set({ status }).where(one(id)).returning({ id: apps.id })
      return rows.length > 0
    },

    keys(appId: string) {
      return db
        .select(keyColumns)
        .from(apiKeys)
        .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.appId, appId)))
        .orderBy(desc(apiKeys.createdAt), asc(apiKeys.id))
    },

    async insertKey(row: {
      id: string
      appId: string
      name: string
      tokenHash: string
      excerpt: string
      createdBy: string
      at: number
    }) {
      await db.insert(apiKeys).values({
        id: row.id,
        tenantId,
        appId: row.appId,
        name: row.name,
        tokenHash: row.tokenHash,
        tokenExcerpt: row.excerpt,
        createdBy: row.createdBy,
        createdAt: row.at,
      })
    },

    /** Deletes the key at once: the next request with its token finds no row (no cache in between). */
    async deleteKey(appId: string, keyId: string): Promise<boolean> {
      const rows = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.tenantId, tenantId), eq(apiKeys.appId, appId), eq(apiKeys.id, keyId)))
        .returning({ id: apiKeys.id })
      return rows.length > 0
    },
  }
}
