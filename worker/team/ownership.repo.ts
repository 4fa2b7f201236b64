import { and, eq, sql } from 'drizzle-orm'
import { memberships, organizations } from '../../db/schema'
import type { OrganizationPermission } from '../contracts/permissions'
import { abortBatchUnless } from '../db/batch-guard'
import type { Database } from '../db/database'

export interface OwnerChange {
  fromUserId: string
  toUserId: string
  /** Every organization permission: the new owner gets full admin rights (spec §4). */
  permissions: readonly OrganizationPermission[]
  cancelSubscription: boolean
}

/** The owner of one tenant; every statement names the tenant first. */
export function ownershipRepo(db: Database, tenantId: string) {
  return {
    /**
     * Hands the organization over in one batch (ADR 0002): the owner changes only if the caller still
     * owns it and the target is still a member, else the batch rolls back and this throws.
     */
    async transfer(change: OwnerChange, now: number) {
      await db.batch([
        db
          .update(organizations)
          .set({
            ownerId: change.toUserId,
            updatedAt: now,
            ...(change.cancelSubscription ? { subscriptionStatus: 'CANCELED' as const } : {}),
          })
          .where(
            and(
              eq(organizations.id, tenantId),
              eq(organizations.ownerId, change.fromUserId),
              sql`EXISTS (SELECT 1 FROM memberships m WHERE m.tenant_id = ${tenantId} AND m.user_id = ${change.toUserId})`,
            ),
          ),
        abortBatchUnless(db, sql`(SELECT owner_id FROM organizations WHERE id = ${tenantId}) = ${change.toUserId}`),
        db
          .update(memberships)
          .set({ permissions: [...change.permissions] })
          .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, change.toUserId))),
      ])
    },
  }
}
