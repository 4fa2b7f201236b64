import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { appLink, sendAccountMail } from '../providers/mail/send'
import { credentialRepo } from './credential.repo'
import { linkTokenRepo } from './link-token.repo'
import { hashPassword } from './password'
import { sessionService } from './session.service'
import { isSuspended } from './sign-in.service'
import { userRepo } from './user.repo'

/** About an hour: the issue's bound for reset tokens. */
export const RESET_TTL_MS = 60 * 60_000

/** Forgot password → mailed single-use link → new password; every session of the user ends. */
export function passwordResetService(services: Services) {
  const db = services.db.platform()
  const tokens = linkTokenRepo(services)
  const accounts = userRepo(db)

  return {
    /** Mails a link when the account exists; the caller answers the same either way. */
    async request(email: string) {
      const user = await accounts.findByEmail(email)
      if (!user || isSuspended(user)) return
      await tokens.revokeOpen(email, 'PASSWORD_RESET')
      const token = await tokens.issue({ purpose: 'PASSWORD_RESET', email, userId: user.id, ttlMs: RESET_TTL_MS })
      await sendAccountMail(services, 'password_reset', email, user.language, {
        link: appLink(services, '/reset-password', { token }),
        minutes: RESET_TTL_MS / 60_000,
      })
    },

    async validate(token: string): Promise<{ email: string }> {
      const row = await tokens.peek(token, 'PASSWORD_RESET')
      if (!row?.userId) throw new AppError('RESET_LINK_INVALID')
      return { email: row.email }
    },

    async reset(token: string, password: string) {
      const hash = await hashPassword(password)
      const row = await tokens.consume(token, 'PASSWORD_RESET')
      if (!row?.userId) throw new AppError('RESET_LINK_INVALID')
      await credentialRepo(db).setPassword(row.userId, hash, services.now())
      // The mailbox was proven: the address counts as confirmed.
      await accounts.markEmailVerified(row.userId, services.now())
      await sessionService(services).endAllOfUser(row.userId)
    },
  }
}
