import type { Services } from '../context'
import type { UiLanguage } from '../contracts/enums'
import type { RegistrationSession } from '../contracts/identity'
import { type RegistrationPayload, RegistrationPayloadSchema } from '../contracts/link-payloads'
import { AppError } from '../lib/app-error'
import { sha256Hex } from '../lib/crypto'
import { newId } from '../lib/ids'
import { parseStored } from '../lib/stored-json'
import { appLink, sendAccountMail } from '../providers/mail/send'
import { linkTokenRepo } from './link-token.repo'
import { hashPassword } from './password'
import { registrationRepo } from './registration.repo'
import { signInService } from './sign-in.service'
import { userRepo } from './user.repo'

/** A confirmation link lives a day: long enough for a mail that arrives late, short for a leaked one. */
const CONFIRMATION_TTL_MS = 24 * 60 * 60_000
/** The first user gets the registration token straight away (no mail): short-lived. */
const FIRST_USER_TTL_MS = 60 * 60_000

export interface CompleteRegistrationInput {
  token: string
  language: UiLanguage
  organization: { name: string; isAgency: boolean; address?: string }
  user: { name: string; position?: string }
}

/**
 * Sign-up: confirm the email (a single-use link), then the onboarding wizard stores the password and
 * completes the registration, which creates the user, their organization (owner with every
 * organization permission) and a session in one D1 batch. On an empty platform the first user is
 * registered without mail and becomes platform admin.
 */
export function registrationService(services: Services) {
  const db = services.db.platform()
  const tokens = linkTokenRepo(services)
  const accounts = userRepo(db)
  const registrations = registrationRepo(db)

  async function platformIsEmpty(): Promise<boolean> {
    return accounts.platformIsEmpty()
  }

  async function liveSession(token: string) {
    const row = await tokens.peek(token, 'EMAIL_CONFIRMATION')
    if (!row) throw new AppError('EMAIL_CONFIRMATION_INVALID')
    return {
      row,
      payload: parseStored(RegistrationPayloadSchema, row.payload, { table: 'one_time_tokens', id: row.id }),
    }
  }

  return {
    platformIsEmpty,

    /** Mails a confirmation link, or (when the address has an account) a note to sign in instead. */
    async start(email: string, language: UiLanguage) {
      const existing = await accounts.findByEmail(email)
      if (existing) {
        await sendAccountMail(services, 'account_exists', email, existing.language ?? language, {
          link: appLink(services, '/login', {}),
        })
        return
      }
      await tokens.revokeOpen(email, 'EMAIL_CONFIRMATION')
      const payload: RegistrationPayload = { language, firstUser: false }
      const token = await tokens.issue({
        purpose: 'EMAIL_CONFIRMATION',
        email,
        payload: { ...payload },
        ttlMs: CONFIRMATION_TTL_MS,
      })
      await sendAccountMail(services, 'email_confirmation', email, language, {
        link: appLink(services, '/signup/confirm', { token }),
        minutes: CONFIRMATION_TTL_MS / 60_000,
      })
    },

    async startFirstUser(email: string, language: UiLanguage): Promise<string> {
      if (!(await platformIsEmpty())) throw new AppError('CONFLICT')
      await tokens.revokeOpen(email, 'EMAIL_CONFIRMATION')
      return tokens.issue({
        purpose: 'EMAIL_CONFIRMATION',
        email,
        payload: { language, firstUser: true },
        ttlMs: FIRST_USER_TTL_MS,
      })
    },

    async verify(token: string): Promise<RegistrationSession> {
      const { row, payload } = await liveSession(token)
      return {
        email: row.email,
        language: payload.language,
        firstUser: payload.firstUser,
        passwordStored: typeof payload.passwordHash === 'string',
      }
    },

    /** The wizard's password step: only the hash is kept, with the registration it belongs to. */
    async storePassword(token: string, password: string) {
      const { payload } = await liveSession(token)
      await tokens.updatePayload(token, { ...payload, passwordHash: await hashPassword(password) })
    },

    async complete(input: CompleteRegistrationInput, userAgent: string | null) {
      const { row, payload } = await liveSession(input.token)
      if (!payload.passwordHash) throw new AppError('REGISTRATION_FAILED')
      if (await accounts.findByEmail(row.email)) throw new AppError('REGISTRATION_FAILED')
      const now = services.now()
      const userId = newId(now)
      const organizationId = newId(now)
      const tokenId = await sha256Hex(input.token)
      try {
        await registrations.complete(
          {
            tokenId,
            userId,
            organizationId,
            email: row.email,
            passwordHash: payload.passwordHash,
            firstUser: Boolean(payload.firstUser),
            language: input.language,
            organization: input.organization,
            user: input.user,
          },
          now,
        )
      } catch {
        throw new AppError('REGISTRATION_FAILED')
      }
      const user = await accounts.findById(userId)
      if (!user) throw new AppError('REGISTRATION_FAILED')
      return signInService(services).startSession(user, userAgent)
    },
  }
}
