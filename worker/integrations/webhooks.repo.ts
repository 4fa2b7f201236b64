import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import { webhookDeliveries, webhookEndpoints } from '../../db/schema'
import { type WebhookEventType, WebhookEventTypeSchema } from '../contracts/webhooks'
import type { Database } from '../db/database'
import { parseStored } from '../lib/stored-json'

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect

const StoredEventsSchema = z.array(WebhookEventTypeSchema)

/** The delivery log holds this many deliveries per endpoint on screen (the newest). */
export const DELIVERY_LOG_LIMIT = 50

/** Webhook endpoints and deliveries of one tenant; every query starts with tenant_id. */
export function webhooksRepo(db: Database, tenantId: string) {
  const mine = eq(webhookEndpoints.tenantId, tenantId)
  const one = (id: string) => and(mine, eq(webhookEndpoints.id, id))
  const withEvents = (row: WebhookEndpointRow) => ({
    ...row,
    events: parseStored(StoredEventsSchema, row.events, { table: 'webhook_endpoints', id: row.id }),
  })
  const deliveryColumns = {
    id: webhookDeliveries.id,
    eventId: webhookDeliveries.eventId,
    eventType: webhookDeliveries.eventType,
    status: webhookDeliveries.status,
    attempts: webhookDeliveries.attempts,
    responseStatus: webhookDeliveries.responseStatus,
    durationMs: webhookDeliveries.durationMs,
    lastError: webhookDeliveries.lastError,
    nextRetryAt: webhookDeliveries.nextRetryAt,
    lastAttemptAt: webhookDeliveries.lastAttemptAt,
    replayOf: webhookDeliveries.replayOf,
    createdAt: webhookDeliveries.createdAt,
  }
  const myDelivery = (id: string) => and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id))

  return {
    async list() {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .where(mine)
        .orderBy(desc(webhookEndpoints.createdAt), asc(webhookEndpoints.id))
      return rows.map(withEvents)
    },

    async get(id: string) {
      const rows = await db.select().from(webhookEndpoints).where(one(id)).limit(1)
      return rows[0] ? withEvents(rows[0]) : null
    },

    /** Active endpoints subscribed to `type` (the emitter's one read when nothing is subscribed). */
    async subscribedTo(type: WebhookEventType) {
      const rows = await db
        .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
        .from(webhookEndpoints)
        .where(and(mine, eq(webhookEndpoints.active, true)))
      return rows.filter((r) => Array.isArray(r.events) && r.events.includes(type)).map((r) => r.id)
    },

    async insert(row: {
      id: string
      url: string
      description: string | null
      events: WebhookEventType[]
      secretEncrypted: string
      secretExcerpt: string
      createdBy: string
      at: number
    }) {
      await db.insert(webhookEndpoints).values({ ...row, tenantId, active: true, createdAt: row.at, updatedAt: row.at })
    },

    async update(
      id: string,
      patch: Partial<{ url: string; description: string | null; events: WebhookEventType[]; active: boolean }>,
      at: number,
    ): Promise<boolean> {
      const rows = await db
        .update(webhookEndpoints)
        .set({ ...patch, updatedAt: at })
        .where(one(id))
        .returning({ id: webhookEndpoints.id })
      return rows.length > 0
    },

    /** Deletes the endpoint and (cascade) its delivery log; queued deliveries then find nothing. */
    async remove(id: string): Promise<boolean> {
      const rows = await db.delete(webhookEndpoints).where(one(id)).returning({ id: webhookEndpoints.id })
      return rows.length > 0
    },

    /**
     * One delivery per endpoint for an event; an event emitted again (a redelivered queue message)
     * writes nothing new. Answers the deliveries of the event that were never attempted, to be queued.
     */
    async insertDeliveries(
      rows: { id: string; endpointId: string; eventId: string; eventType: WebhookEventType; body: string }[],
      at: number,
    ) {
      if (rows.length === 0) return []
      await db
        .insert(webhookDeliveries)
        .values(rows.map((r) => ({ ...r, tenantId, status: 'PENDING' as const, createdAt: at })))
        .onConflictDoNothing()
      return db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.tenantId, tenantId),
            eq(webhookDeliveries.eventId, rows[0]?.eventId ?? ''),
            inArray(
              webhookDeliveries.endpointId,
              rows.map((r) => r.endpointId),
            ),
            isNull(webhookDeliveries.replayOf),
            eq(webhookDeliveries.status, 'PENDING'),
            eq(webhookDeliveries.attempts, 0),
          ),
        )
    },

    async insertReplay(row: {
      id: string
      endpointId: string
      eventId: string
      eventType: WebhookEventType
      body: string
      replayOf: string
      at: number
    }) {
      const { at, ...values } = row
      await db.insert(webhookDeliveries).values({ ...values, tenantId, status: 'PENDING', createdAt: at })
    },

    deliveries(endpointId: string) {
      return db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(DELIVERY_LOG_LIMIT)
    },

    async delivery(endpointId: string, id: string) {
      const rows = await db
        .select({ ...deliveryColumns, body: webhookDeliveries.body, endpointId: webhookDeliveries.endpointId })
        .from(webhookDeliveries)
        .where(and(myDelivery(id), eq(webhookDeliveries.endpointId, endpointId)))
        .limit(1)
      return rows[0] ?? null
    },

    /** A delivery with its endpoint, for the queue consumer. */
    async deliveryWithEndpoint(id: string) {
      const rows = await db
        .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(
          webhookEndpoints,
          and(
            eq(webhookEndpoints.tenantId, webhookDeliveries.tenantId),
            eq(webhookEndpoints.id, webhookDeliveries.endpointId),
          ),
        )
        .where(myDelivery(id))
        .limit(1)
      return rows[0] ?? null
    },

    /** Records one attempt; counts it on the row itself so concurrent redeliveries both count. */
    async recordAttempt(
      id: string,
      outcome: {
        status: WebhookDeliveryRow['status']
        responseStatus: number | null
        durationMs: number | null
        lastError: string | null
        nextRetryAt: number | null
        at: number
      },
    ) {
      await db
        .update(webhookDeliveries)
        .set({
          status: outcome.status,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          responseStatus: outcome.responseStatus,
          durationMs: outcome.durationMs,
          lastError: outcome.lastError,
          nextRetryAt: outcome.nextRetryAt,
          lastAttemptAt: outcome.at,
        })
        .where(myDelivery(id))
    },

    /** Gives up on a delivery without an attempt (endpoint paused, address refused, dead-lettered). */
    async markFailed(id: string, lastError: string) {
      await db.update(webhookDeliveries).set({ status: 'FAILED', lastError, nextRetryAt: null }).where(myDelivery(id))
    },
  }
}
