import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { credentialRepo } from './credential.repo'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password'
import { linkProviderFromChallenge } from './provider-link'
import { type SignInResult, signInService } from './sign-in.service'
import { userRepo } from './user.repo'

/**
 * Email + password sign-in. Unknown email and wrong password take the same path (one PBKDF2 run)
 * and give the same answer, so neither the message nor the timing tells which accounts exist.
 */
export function loginService(services: Services) {
  const users = userRepo(services.db.platform())

  return {
    async withPassword(
      email: string,
      password: string,
      userAgent: string | null,
      linkToken?: string,
    ): Promise<SignInResult> {
      const found = await users.findForSignIn(email.trim().toLowerCase())
      const ok = found?.passwordHash
        ? await verifyPassword(password, found.passwordHash)
        : await verifyAgainstDummy(password)
      if (!found || !ok) throw new AppError('INVALID_CREDENTIALS')
      // Hashes made with weaker parameters are upgraded while the plain password is at hand.
      if (found.passwordHash && needsRehash(found.passwordHash)) {
        await credentialRepo(services.db.platform()).setPassword(
          found.user.id,
          await hashPassword(password),
          services.now(),
        )
      }
      // First sign-in with a provider: the password proves the account, then the provider is linked.
      if (linkToken) await linkProviderFromChallenge(services, found.user, linkToken)
      return signInService(services).finish(found.user, userAgent)
    },
  }
}
