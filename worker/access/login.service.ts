import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { verifyAgainstDummy, verifyPassword } from './password'
import { sessionService } from './session.service'
import { userRepo } from './user.repo'

export interface LoginResult {
  outcome: 'SUCCESS'
  token: string
  expiresAt: number
}

/**
 * Email + password sign-in. Unknown email and wrong password take the same path (one PBKDF2 run)
 * and give the same answer, so neither the message nor the timing tells which accounts exist.
 */
export function loginService(services: Services) {
  const users = userRepo(services.db.platform())
  const sessions = sessionService(services)

  return {
    async withPassword(email: string, password: string, userAgent: string | null): Promise<LoginResult> {
      const found = await users.findForSignIn(email.trim().toLowerCase())
      const ok = found?.passwordHash
        ? await verifyPassword(password, found.passwordHash)
        : await verifyAgainstDummy(password)
      if (!found || !ok) throw new AppError('INVALID_CREDENTIALS')
      if (found.user.status === 'SUSPENDED' || found.user.permissions.includes('SUSPENDED')) {
        throw new AppError('ACCOUNT_SUSPENDED')
      }
      const { token, expiresAt } = await sessions.start(found.user.id, userAgent, found.user.currentOrganizationId)
      await users.markActive(found.user.id, services.now())
      return { outcome: 'SUCCESS', token, expiresAt }
    },
  }
}
