import { sessionService } from '../access/session.service'
import { userRepo } from '../access/user.repo'
import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { adminUsersRepo } from './admin-users.repo'
import { userDeletionRepo } from './user-deletion.repo'

/** Every object of a user lives under this prefix (the profile picture). */
export const userBlobPrefix = (userId: string) => `users/${userId}/`

/**
 * Deletes an account and the data that is only theirs (ADR 0020). Owners hand their organizations over
 * (or the organization is deleted) first: an organization never loses its owner to a user deletion.
 */
export function userDeletionService(services: Services) {
  const db = services.db.platform()

  return {
    async delete(actorId: string, userId: string) {
      if (userId === actorId) throw new AppError('OWN_PERMISSIONS')
      const user = await userRepo(db).findById(userId)
      if (!user) throw new AppError('USER_NOT_FOUND')
      if ((await adminUsersRepo(db).ownedOrganizations(userId)).length > 0) throw new AppError('USER_OWNS_ORGANIZATION')
      await sessionService(services).endAllOfUser(userId)
      // The picture first: if the rows went first and this failed, nothing would point at it any more.
      const objects = await services.blobs.deleteByPrefix(userBlobPrefix(userId))
      await userDeletionRepo(db).delete({ id: user.id, email: user.email })
      return { objects }
    },
  }
}
