import { credentialRepo } from '../access/credential.repo'
import { hashPassword, verifyPassword } from '../access/password'
import { sessionService } from '../access/session.service'
import { twoFactorService } from '../access/two-factor.service'
import type { Services } from '../context'
import type { Profile } from '../contracts/profile'
import { AppError } from '../lib/app-error'
import { profileRepo } from './profile.repo'

/** The address of the picture route; `v` changes with every upload so browsers fetch the new one. */
export function photoUrlOf(photoKey: string | null): string | null {
  if (!photoKey) return null
  return `/api/my-profile/picture?v=${encodeURIComponent(photoKey.split('/').pop() ?? '')}`
}

/** My profile (spec §7 Profile): the signed-in user's own account, nobody else's. */
export function profileService(services: Services) {
  const db = services.db.platform()
  const repo = profileRepo(db)

  async function userOf(userId: string) {
    const user = await repo.findUser(userId)
    if (!user) throw new AppError('UNAUTHENTICATED')
    return user
  }

  async function passwordHashOf(userId: string): Promise<string | null> {
    const rows = await credentialRepo(db).listOfUser(userId)
    return rows.find((r) => r.kind === 'PASSWORD')?.secret ?? null
  }

  return {
    userOf,

    async get(userId: string): Promise<Profile> {
      const user = await userOf(userId)
      const kinds = await repo.credentialsOf(userId)
      return {
        id: user.id,
        email: user.email,
        name: user.name,
        position: user.position,
        language: user.language,
        photoUrl: photoUrlOf(user.photoKey),
        tfaEnabled: kinds.some((k) => k.kind === 'TFA' && k.label !== 'pending'),
        hasPassword: kinds.some((k) => k.kind === 'PASSWORD'),
      }
    },

    async updateName(userId: string, name: string, position: string | undefined) {
      await repo.updateName(userId, name, position, services.now())
    },

    /**
     * Verifies the current password (when the account has one), stores the new hash, and ends every
     * other session of the user: whoever else held a session must sign in again with the new password.
     */
    async changePassword(userId: string, sessionId: string, currentPassword: string | undefined, password: string) {
      const existing = await passwordHashOf(userId)
      if (existing && !(currentPassword && (await verifyPassword(currentPassword, existing)))) {
        throw new AppError('WRONG_PASSWORD')
      }
      await credentialRepo(db).setPassword(userId, await hashPassword(password), services.now())
      await sessionService(services).endAllOfUser(userId, sessionId)
    },

    /** Proves the account holder is at the keyboard before a sensitive change (email). */
    async assertPassword(userId: string, password: string | undefined) {
      const existing = await passwordHashOf(userId)
      if (existing && !(password && (await verifyPassword(password, existing)))) throw new AppError('WRONG_PASSWORD')
    },

    async contact(userId: string, organizationId: string) {
      const row = await repo.contactOf(userId, organizationId)
      // Not a member: the organization does not exist as far as this user can tell.
      if (!row) throw new AppError('ORGANIZATION_NOT_FOUND')
      return row
    },

    async updateContact(
      userId: string,
      input: { organizationId: string; contactEmail?: string; contactPhone?: string },
    ) {
      const changes: { contactEmail?: string | null; contactPhone?: string | null } = {}
      // Absent fields stay as they are; an empty string clears the field.
      if (input.contactEmail !== undefined) changes.contactEmail = input.contactEmail || null
      if (input.contactPhone !== undefined) changes.contactPhone = input.contactPhone || null
      const row =
        Object.keys(changes).length > 0
          ? await repo.updateContact(userId, input.organizationId, changes)
          : await repo.contactOf(userId, input.organizationId)
      if (!row) throw new AppError('ORGANIZATION_NOT_FOUND')
      return row
    },

    /** The ways in, without their secrets; an unfinished two-factor setup is not one. */
    async credentials(userId: string) {
      const rows = await repo.credentialsOf(userId)
      return rows
        .filter((r) => !(r.kind === 'TFA' && r.label === 'pending'))
        .map((r) => ({
          kind: r.kind,
          label: r.kind === 'GOOGLE_OAUTH2' || r.kind === 'MICROSOFT_OAUTH2' ? r.label : null,
          createdAt: r.createdAt,
        }))
    },

    async unlink(userId: string, kind: 'GOOGLE_OAUTH2' | 'MICROSOFT_OAUTH2') {
      const rows = await repo.credentialsOf(userId)
      if (!rows.some((r) => r.kind === kind)) throw new AppError('CREDENTIAL_NOT_FOUND')
      if (!(await repo.unlinkProvider(userId, kind))) throw new AppError('LAST_CREDENTIAL')
    },

    async tfaEnabled(userId: string) {
      return twoFactorService(services).isEnabled(userId)
    },
  }
}
