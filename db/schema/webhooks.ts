import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { WEBHOOK_DELIVERY_STATUSES, type WebhookEventType } from '../../worker/contracts/webhooks'
import { bool, createdAt, enumCheck, id, json, timestamp, updatedAt } from './columns'
import { users } from './identity'
import { tenantRef } from './tenant-scope'

/**
 * An endpoint an organization subscribed to events (issue 18 point 3, ADR 0037). The signing secret
 * is stored AES-GCM encrypted (worker/lib/encryption.ts): the Worker must sign with it, so a hash
 * would not do; it is answered in plain text once, at creation.
 */
export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: id(),
    tenantId: tenantRef(),
    url: text('url').notNull(),
    description: text('description'),
    events: json<WebhookEventType[]>('events').notNull(),
    active: bool('active').notNull().default(true),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The secret's first characters (`whsec_…`), so people can tell secrets apart. */
    secretExcerpt: text('secret_excerpt').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_tenant_created_idx').on(t.tenantId, t.createdAt)],
)

/**
 * One event for one endpoint, and what became of it: the delivery log. The body is kept as sent so a
 * retry or a replay sends the same bytes (only the signature's timestamp is new).
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: id(),
    tenantId: tenantRef(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id: one delivery per event and endpoint, whoever emits it twice (at-least-once queues). */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').$type<WebhookEventType>().notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    durationMs: integer('duration_ms'),
    /** Why the last attempt failed (network error, timeout, refused address); never a response body. */
    lastError: text('last_error'),
    nextRetryAt: timestamp('next_retry_at'),
    lastAttemptAt: timestamp('last_attempt_at'),
    /** Set on a manual replay: the delivery it repeats. */
    replayOf: text('replay_of'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_uq').on(t.endpointId, t.eventId).where(sql`replay_of IS NULL`),
    index('webhook_deliveries_tenant_endpoint_created_idx').on(t.tenantId, t.endpointId, t.createdAt),
    enumCheck('webhook_deliveries_status_ck', t.status, WEBHOOK_DELIVERY_STATUSES),
  ],
)
