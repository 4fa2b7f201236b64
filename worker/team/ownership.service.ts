import { subscriptionsService } from '../billing/subscriptions.service'
import type { Services } from '../context'
import { ORGANIZATION_ADMIN_PERMISSIONS } from '../contracts/permissions'
import type { ChangeOwnerRequest } from '../contracts/team'
import { AppError } from '../lib/app-error'
import { ownershipRepo } from './ownership.repo'
import { teamRepo } from './team.repo'

/** Spec §4 Ownership transfer on the current organization. */
export function ownershipService(services: Services, tenantId: string) {
  const db = services.db.forTenant(tenantId)
  const team = teamRepo(db, tenantId)

  return {
    /**
     * The owner hands the organization to another member, who gets every organization permission.
     * The old owner keeps their membership but loses billing access, which follows ownership
     * (session.service derives the billing permissions from organizations.owner_id).
     */
    async changeOwner(actorId: string, input: ChangeOwnerRequest) {
      // Spec §5: 'needs at least one other member selected'.
      if (input.userId === actorId) throw new AppError('OWNERSHIP_TARGET_INVALID')
      const [org, target] = await Promise.all([team.organization(), team.member(input.userId)])
      if (!org) throw new AppError('ORGANIZATION_NOT_FOUND')
      // The guard asked for ORGANIZATION_BILLING_SUBSCRIBE, which only the owner holds; checked again
      // here against the row, and once more inside the batch.
      if (org.ownerId !== actorId) throw new AppError('FORBIDDEN')
      if (!target) throw new AppError('MEMBER_NOT_FOUND')
      // A suspended account could not use the organization it was given.
      if (target.userStatus === 'SUSPENDED') throw new AppError('OWNERSHIP_TARGET_INVALID')
      // A paid subscription is cancelled at the provider while the actor still owns it, as the owner's
      // own Cancel would: access stays until the period ends, then the billing cron ends it (ADR 0038).
      // Without one there is nothing to run out, and the organization is marked cancelled at once.
      const subscriptions = subscriptionsService(services, tenantId)
      const paid = input.cancelSubscription ? await cancelPaidSubscription(subscriptions, input.userId) : false
      try {
        await ownershipRepo(db, tenantId).transfer(
          {
            fromUserId: actorId,
            toUserId: input.userId,
            permissions: ORGANIZATION_ADMIN_PERMISSIONS,
            cancelSubscription: input.cancelSubscription && !paid,
          },
          services.now(),
        )
      } catch {
        // Another request changed the owner or removed the member in between: the transfer did not
        // happen, so neither does the cancellation it came with.
        if (paid) await subscriptions.resume(`transfer-undo:${input.userId}`)
        throw new AppError('CONFLICT')
      }
      return { ownerId: input.userId, subscriptionCanceled: input.cancelSubscription }
    },
  }
}

/** Cancels the live paid subscription at its period end; false when there is none to cancel. */
async function cancelPaidSubscription(
  subscriptions: ReturnType<typeof subscriptionsService>,
  heirId: string,
): Promise<boolean> {
  try {
    // One key per transfer target: a repeated request asks the provider once.
    await subscriptions.cancel(`transfer:${heirId}`)
    return true
  } catch (err) {
    if (err instanceof AppError && err.code === 'SUBSCRIPTION_NOT_FOUND') return false
    throw err
  }
}
