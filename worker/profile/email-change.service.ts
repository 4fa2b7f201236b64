import { linkTokenRepo } from '../access/link-token.repo'
import { sessionService } from '../access/session.service'
import { isSuspended } from '../access/sign-in.service'
import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { appLink, sendAccountMail } from '../providers/mail/send'
import { profileRepo } from './profile.repo'
import { profileService } from './profile.service'

export const EMAIL_CHANGE_TTL_MS = 60 * 60_000

/**
 * Changing the sign-in address: the new mailbox must be proven by a single-use link before anything
 * changes, and the old address is told afterwards so a hijacked account does not go unnoticed.
 */
export function emailChangeService(services: Services) {
  const repo = profileRepo(services.db.platform())
  const tokens = linkTokenRepo(services)

  return {
    async request(userId: string, newEmail: string, password: string | undefined) {
      const profile = profileService(services)
      const user = await profile.userOf(userId)
      await profile.assertPassword(userId, password)
      // One generic answer for "taken" and "yours already": nothing more about other accounts is said.
      if (newEmail === user.email || (await repo.isEmailTaken(newEmail))) throw new AppError('EMAIL_CHANGE_FAILED')
      await repo.revokeEmailChangeLinks(userId, services.now())
      const token = await tokens.issue({
        purpose: 'EMAIL_CHANGE',
        email: newEmail,
        userId,
        ttlMs: EMAIL_CHANGE_TTL_MS,
      })
      await sendAccountMail(services, 'email_change', newEmail, user.language, {
        link: appLink(services, '/email-change', { token }),
        minutes: EMAIL_CHANGE_TTL_MS / 60_000,
        newEmail,
      })
    },

    /**
     * Uses the link (signed in or not). Every session of the user ends, except the one that opened
     * the link when it is the same user's.
     */
    async confirm(token: string, current: { userId: string; sessionId: string } | null) {
      const row = await tokens.consume(token, 'EMAIL_CHANGE')
      if (!row?.userId) throw new AppError('EMAIL_CHANGE_LINK_INVALID')
      const user = await repo.findUser(row.userId)
      if (!user || isSuspended(user)) throw new AppError('EMAIL_CHANGE_LINK_INVALID')
      const newEmail = row.email
      if (await repo.isEmailTaken(newEmail, user.id)) throw new AppError('EMAIL_CHANGE_FAILED')
      if (!(await repo.setEmail(user.id, newEmail, services.now()))) throw new AppError('EMAIL_CHANGE_FAILED')
      await sendAccountMail(services, 'email_changed_notice', user.email, user.language, { newEmail })
      const keep = current?.userId === user.id ? current.sessionId : undefined
      await sessionService(services).endAllOfUser(user.id, keep)
      return { email: newEmail }
    },
  }
}
