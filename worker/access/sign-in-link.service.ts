import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { appLink, sendAccountMail } from '../providers/mail/send'
import { linkTokenRepo } from './link-token.repo'
import { isSuspended, type SignInResult, signInService } from './sign-in.service'
import { userRepo } from './user.repo'

const SIGN_IN_LINK_TTL_MS = 15 * 60_000

/** One-time sign-in links: mailed, single use, 15 minutes; two-factor still applies. */
export function signInLinkService(services: Services) {
  const tokens = linkTokenRepo(services)
  const accounts = userRepo(services.db.platform())

  return {
    async request(email: string) {
      const user = await accounts.findByEmail(email)
      if (!user || isSuspended(user)) return
      await tokens.revokeOpen(email, 'SIGN_IN_LINK')
      const token = await tokens.issue({ purpose: 'SIGN_IN_LINK', email, userId: user.id, ttlMs: SIGN_IN_LINK_TTL_MS })
      await sendAccountMail(services, 'sign_in_link', email, user.language, {
        link: appLink(services, '/login/link', { token }),
        minutes: SIGN_IN_LINK_TTL_MS / 60_000,
      })
    },

    async verify(token: string, userAgent: string | null): Promise<SignInResult> {
      const row = await tokens.consume(token, 'SIGN_IN_LINK')
      const user = row?.userId ? await accounts.findById(row.userId) : null
      // The link is bound to the address it was sent to: a changed email invalidates it.
      if (!user || user.email !== row?.email) throw new AppError('SIGN_IN_LINK_INVALID')
      if (!user.emailVerifiedAt) await accounts.markEmailVerified(user.id, services.now())
      return signInService(services).finish(user, userAgent)
    },
  }
}
