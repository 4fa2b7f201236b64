import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { linkTokenRepo } from './link-token.repo'
import { sessionService } from './session.service'
import { twoFactorService } from './two-factor.service'
import { type UserRow, userRepo } from './user.repo'

const CHALLENGE_TTL_MS = 10 * 60_000

export type SignInResult =
  | { outcome: 'SUCCESS'; token: string; expiresAt: number }
  | { outcome: 'TFA_REQUIRED'; challengeToken: string }

export function isSuspended(user: UserRow): boolean {
  return user.status === 'SUSPENDED' || user.permissions.includes('SUSPENDED')
}

/**
 * The last step of every way in (password, one-time link, provider, registration): refuse suspended
 * accounts, ask for the second factor when it is on, else start a session with a fresh token.
 */
export function signInService(services: Services) {
  const sessions = sessionService(services)
  const users = userRepo(services.db.platform())
  const tokens = linkTokenRepo(services)

  async function startSession(user: UserRow, userAgent: string | null): Promise<SignInResult> {
    const { token, expiresAt } = await sessions.start(user.id, userAgent, user.currentOrganizationId)
    await users.markActive(user.id, services.now())
    return { outcome: 'SUCCESS', token, expiresAt }
  }

  return {
    startSession,

    async finish(user: UserRow, userAgent: string | null, options: { skipTfa?: boolean } = {}): Promise<SignInResult> {
      if (isSuspended(user)) throw new AppError('ACCOUNT_SUSPENDED')
      if (!options.skipTfa && (await twoFactorService(services).isEnabled(user.id))) {
        const challengeToken = await tokens.createChallenge({ kind: 'TFA', userId: user.id, ttlMs: CHALLENGE_TTL_MS })
        return { outcome: 'TFA_REQUIRED', challengeToken }
      }
      return startSession(user, userAgent)
    },

    /** The second step after TFA_REQUIRED. The challenge survives wrong codes until it expires. */
    async completeTfa(challengeToken: string, code: string, userAgent: string | null): Promise<SignInResult> {
      const challenge = await tokens.peekChallenge(challengeToken, 'TFA')
      if (!challenge?.userId) throw new AppError('CHALLENGE_EXPIRED')
      await twoFactorService(services).verifyForSignIn(challenge.userId, code)
      if (!(await tokens.consumeChallenge(challengeToken, 'TFA'))) throw new AppError('CHALLENGE_EXPIRED')
      const user = await users.findById(challenge.userId)
      if (!user) throw new AppError('CHALLENGE_EXPIRED')
      if (isSuspended(user)) throw new AppError('ACCOUNT_SUSPENDED')
      return startSession(user, userAgent)
    },
  }
}
