import { usageRecords } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

type UsageFeature = (typeof usageRecords.$inferInsert)['feature']

/** Usage records of one tenant (what plans count). One record per idempotency key. */
export function usageRepo(db: Database, tenantId: string) {
  return {
    /** The insert as a statement, to share a D1 batch with the write it counts; a repeat does nothing. */
    recordStatement(usage: {
      feature: UsageFeature
      quantity: number
      periodStart: number
      idempotencyKey: string
      at: number
    }) {
      return db
        .insert(usageRecords)
        .values({
          id: newId(usage.at),
          tenantId,
          feature: usage.feature,
          quantity: usage.quantity,
          periodStart: usage.periodStart,
          idempotencyKey: usage.idempotencyKey,
          createdAt: usage.at,
        })
        .onConflictDoNothing()
    },
  }
}
