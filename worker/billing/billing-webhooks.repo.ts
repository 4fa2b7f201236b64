import { and, eq } from 'drizzle-orm'
import { billingWebhookEvents } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'
import type { BillingProviderName } from '../providers/billing/billing-provider'

/** Webhook events already taken (platform-wide: an event names its organization only inside). */
export function billingWebhooksRepo(db: Database) {
  return {
    /**
     * Takes the event: true for the first delivery of this id, false for a redelivery. One conditional
     * insert, so two concurrent deliveries of one event never both apply it.
     */
    async take(provider: BillingProviderName, event: { id: string; type: string }, now: number): Promise<boolean> {
      const rows = await db
        .insert(billingWebhookEvents)
        .values({ id: newId(now), provider, eventId: event.id, type: event.type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: billingWebhookEvents.id })
      return rows.length > 0
    },

    /** Gives an event back when applying it failed, so the provider's retry applies it. */
    async release(provider: BillingProviderName, eventId: string) {
      await db
        .delete(billingWebhookEvents)
        .where(and(eq(billingWebhookEvents.provider, provider), eq(billingWebhookEvents.eventId, eventId)))
    },
  }
}
