import type { Services } from '../context'
import { REGULAR_USER_PERMISSIONS } from '../contracts/permissions'
import { AppError } from '../lib/app-error'
import { sha256Hex } from '../lib/crypto'
import { newId } from '../lib/ids'
import { inviteRepo } from './invite.repo'
import { hashPassword } from './password'
import { signInService } from './sign-in.service'
import { userRepo } from './user.repo'

/** Sign-up inside a tenant from an invite link: the account, its membership and a session at once. */
export function inviteSignupService(services: Services) {
  const db = services.db.platform()
  const accounts = userRepo(db)
  const invites = inviteRepo(db)

  async function openInvite(token: string) {
    const row = await invites.findOpen(await sha256Hex(token), services.now())
    if (!row) throw new AppError('INVITE_INVALID')
    return row
  }

  return {
    async info(token: string) {
      const { invite, organizationName } = await openInvite(token)
      const accountExists = (await accounts.findByEmail(invite.email)) !== null
      return { email: invite.email, organizationName, accountExists }
    },

    async signUp(input: { token: string; name: string; password: string }, userAgent: string | null) {
      const { invite, language } = await openInvite(input.token)
      if (await accounts.findByEmail(invite.email)) throw new AppError('CONFLICT')
      const hash = await hashPassword(input.password)
      const now = services.now()
      const userId = newId(now)
      try {
        await invites.acceptWithAccount(
          {
            inviteId: invite.id,
            tenantId: invite.tenantId,
            userId,
            email: invite.email,
            name: input.name,
            passwordHash: hash,
            userPermissions: [...REGULAR_USER_PERMISSIONS],
            organizationPermissions: invite.permissions,
            language,
          },
          now,
        )
      } catch {
        throw new AppError('INVITE_INVALID')
      }
      const user = await accounts.findById(userId)
      if (!user) throw new AppError('INVITE_INVALID')
      return signInService(services).startSession(user, userAgent)
    },
  }
}
