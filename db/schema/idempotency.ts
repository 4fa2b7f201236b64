import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { IDEMPOTENCY_STATES } from '../../worker/contracts/idempotency'
import { enumCheck, storedJson, timestamp } from './columns'
import { organizations } from './tenants'

/**
 * The first response to each Idempotency-Key (ADR 0018), kept 24 h. `scope` is who may replay it (the
 * user within the organization, the user alone, or an anonymous client's address); `tenant_id` names
 * the organization whose data the stored body holds, so deleting the organization deletes its rows.
 * A platform table like rate_limits: requests without an organization use it too.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    tenantId: text('tenant_id').references(() => organizations.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the request body. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: IDEMPOTENCY_STATES }).notNull(),
    /** Random per claim: only the request holding the claim may complete or release it. */
    owner: text('owner').notNull(),
    claimedAt: timestamp('claimed_at').notNull(),
    status: integer('status'),
    /** The replayable headers (content type, disposition, caching) as a JSON object. */
    headers: storedJson('headers'),
    /** The response body, base64: a PDF replays byte for byte like JSON does. */
    body: text('body'),
    createdAt: timestamp('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_tenant_idx').on(t.tenantId, t.createdAt),
    // Housekeeping drops every expired key across tenants, oldest first.
    index('idempotency_keys_created_idx').on(t.createdAt),
    enumCheck('idempotency_keys_state_ck', t.state, IDEMPOTENCY_STATES),
  ],
)
