import { index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, enumCheck, id, timestamp } from './columns'
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
