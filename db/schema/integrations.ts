import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { OrganizationPermission } from '../../worker/contracts/permissions'
import { bool, createdAt, enumCheck, id, json, timestamp } from './columns'
import { users } from './identity'
import { tenantRef } from './tenant-scope'

export const APP_STATUSES = ['ACTIVE', 'INACTIVE'] as const

/** A custom app of an organization; API keys belong to an app. */
export const apps = sqliteTable(
  'apps',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: APP_STATUSES }).notNull().default('ACTIVE'),
    installed: bool('installed').notNull().default(false),
    /**
     * The organization permissions the app's keys may use (ADR 0035), chosen at creation from the
     * creator's own; a request also needs them in the creator's current membership.
     */
    permissions: json<OrganizationPermission[]>('permissions').notNull().default(sql`'[]'`),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('apps_tenant_created_idx').on(t.tenantId, t.createdAt),
    enumCheck('apps_status_ck', t.status, APP_STATUSES),
  ],
)

/**
 * Only the SHA-256 of the token is stored: the full token is shown once at creation (spec §2).
 * token_hash is globally unique because a request presents the token without naming its tenant.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: id(),
    tenantId: tenantRef(),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    tokenExcerpt: text('token_excerpt').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('api_keys_token_hash_uq').on(t.tokenHash),
    index('api_keys_tenant_app_idx').on(t.tenantId, t.appId),
  ],
)

/**
 * API requests counted per key and UTC day (ADR 0035), beside the tenant's api_access usage records
 * that billing enforces. One upsert per request.
 */
export const apiKeyUsage = sqliteTable(
  'api_key_usage',
  {
    tenantId: tenantRef(),
    apiKeyId: text('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    day: timestamp('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.day] }), index('api_key_usage_tenant_day_idx').on(t.tenantId, t.day)],
)
