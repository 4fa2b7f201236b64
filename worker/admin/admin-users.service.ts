import { sessionService } from '../access/session.service'
import { twoFactorService } from '../access/two-factor.service'
import { userRepo } from '../access/user.repo'
import type { Services } from '../context'
import { PERMISSION_PRESETS, type PermissionPreset, type UserPermission } from '../contracts/permissions'
import { AppError } from '../lib/app-error'
import { adminUsersRepo } from './admin-users.repo'
import { userDeletionService } from './user-deletion.service'

/** What a platform admin may do to any account (spec §6). */
export function adminUsersService(services: Services) {
  const db = services.db.platform()
  const repo = adminUsersRepo(db)
  const accounts = userRepo(db)

  async function existing(userId: string) {
    const user = await accounts.findById(userId)
    if (!user) throw new AppError('USER_NOT_FOUND')
    return user
  }

  return {
    async list(input: { search?: string; cursor?: string; limit: number }) {
      const { rows, nextCursor } = await repo.list(input)
      return {
        users: rows.map(({ user, organizations, tfaEnabled }) => ({
          id: user.id,
          email: user.email,
          name: user.name,
          status: user.status,
          permissions: user.permissions,
          tfaEnabled: Boolean(tfaEnabled),
          organizations,
          lastActiveAt: user.lastActiveAt,
          createdAt: user.createdAt,
        })),
        nextCursor,
      }
    },

    async detail(userId: string) {
      const user = await existing(userId)
      const [memberships, tfaEnabled] = await Promise.all([repo.memberships(userId), repo.tfaEnabled(userId)])
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        position: user.position,
        status: user.status,
        permissions: user.permissions,
        tfaEnabled,
        organizations: memberships.length,
        lastActiveAt: user.lastActiveAt,
        createdAt: user.createdAt,
        memberships: memberships.map((m) => ({
          organizationId: m.organizationId,
          name: m.name,
          permissions: m.permissions,
          owner: m.ownerId === user.id,
        })),
      }
    },

    /**
     * Sets a user's user-level permissions (a preset or a list). SUSPENDED suspends the account and
     * ends all its sessions at once; nobody changes their own permissions (spec §5).
     */
    async updatePermissions(
      actorId: string,
      input: { userId: string; preset?: PermissionPreset; permissions?: UserPermission[] },
    ) {
      if (input.userId === actorId) throw new AppError('OWN_PERMISSIONS')
      await existing(input.userId)
      const permissions = [
        ...new Set(input.preset ? PERMISSION_PRESETS[input.preset].user : (input.permissions ?? [])),
      ].sort()
      const suspended = permissions.includes('SUSPENDED')
      await repo.setPermissions(input.userId, permissions, suspended ? 'SUSPENDED' : 'ACTIVE', services.now())
      if (suspended) await sessionService(services).endAllOfUser(input.userId)
      return this.detail(input.userId)
    },

    /** Deletes an account and what is only theirs (ADR 0020); owners must hand over first. */
    async delete(actorId: string, userId: string) {
      await userDeletionService(services).delete(actorId, userId)
    },

    /** For a user who lost the device: two-factor is off until they set it up again. True if it was on. */
    async disableTfa(userId: string): Promise<boolean> {
      const user = await existing(userId)
      return twoFactorService(services).adminDisable(user.id)
    },
  }
}
