import { and, eq } from 'drizzle-orm'
import { apiKeys, apps, memberships, organizations, users } from '../../db/schema'
import { StoredOrganizationPermissionsSchema, StoredUserPermissionsSchema } from '../contracts/stored-permissions'
import type { Database } from '../db/database'
import { parseStored } from '../lib/stored-json'

/**
 * Finds an API key by its token's hash (a platform-wide lookup: the request names no tenant, and
 * api_keys_token_hash_uq is global), with its app and the app creator's membership in the key's
 * organization. Read on every request, never cached, so a deleted key fails on the next one.
 */
export function apiKeyAuthRepo(db: Database) {
  return {
    async findByTokenHash(tokenHash: string) {
      const rows = await db
        .select({
          keyId: apiKeys.id,
          tenantId: apiKeys.tenantId,
          appId: apps.id,
          appStatus: apps.status,
          appInstalled: apps.installed,
          appPermissions: apps.permissions,
          user: users,
          membershipPermissions: memberships.permissions,
          organization: organizations,
        })
        .from(apiKeys)
        .innerJoin(apps, and(eq(apps.id, apiKeys.appId), eq(apps.tenantId, apiKeys.tenantId)))
        .innerJoin(organizations, eq(organizations.id, apiKeys.tenantId))
        .leftJoin(users, eq(users.id, apps.createdBy))
        .leftJoin(memberships, and(eq(memberships.tenantId, apiKeys.tenantId), eq(memberships.userId, apps.createdBy)))
        .where(eq(apiKeys.tokenHash, tokenHash))
        .limit(1)
      const row = rows[0]
      if (!row) return null
      const at = (table: string) => ({ table, id: row.keyId })
      return {
        keyId: row.keyId,
        tenantId: row.tenantId,
        appId: row.appId,
        appStatus: row.appStatus,
        appInstalled: row.appInstalled,
        appPermissions: parseStored(StoredOrganizationPermissionsSchema, row.appPermissions, at('apps')),
        organization: row.organization,
        /** The app's creator while still a member of the organization; null otherwise. */
        creator:
          row.user && row.membershipPermissions
            ? {
                user: {
                  ...row.user,
                  permissions: parseStored(StoredUserPermissionsSchema, row.user.permissions, at('users')),
                },
                membershipPermissions: parseStored(
                  StoredOrganizationPermissionsSchema,
                  row.membershipPermissions,
                  at('memberships'),
                ),
              }
            : null,
      }
    },
  }
}
