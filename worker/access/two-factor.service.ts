import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding'
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp'
import { renderSVG } from 'uqr'
import type { Services } from '../context'
import { AppError } from '../lib/app-error'
import { constantTimeEqual } from '../lib/crypto'
import { decryptSecret, encryptSecret } from '../lib/encryption'
import { countInWindow, recordHit, resetCounter } from '../middleware/rate-limit'
import { PENDING_TFA as PENDING, twoFactorRepo } from './two-factor.repo'

/**
 * TOTP (RFC 6238, 30 s, 6 digits) with @oslojs/otp. The secret is stored AES-GCM encrypted in a TFA
 * credential; `label = 'pending'` until the first code is verified. Each accepted time step is stored
 * so a used code is refused, and 5 wrong codes lock the second factor for 15 minutes.
 */
const PERIOD_SECONDS = 30
const DIGITS = 6
/** One step either side, for clock drift. */
const WINDOW = 1
export const TFA_FAILURES = { name: 'tfa-failures', limit: 5, windowMs: 15 * 60_000 }
const ISSUER = 'Shortlist'

function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / PERIOD_SECONDS)
}

/** The matching time step for a code, or null. Every candidate is compared, so timing does not leak. */
export function matchingStep(key: Uint8Array, code: string, nowMs: number): number | null {
  let found: number | null = null
  const current = stepAt(nowMs)
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    if (constantTimeEqual(generateHOTP(key, BigInt(step), DIGITS), code) && found === null) found = step
  }
  return found
}

export function twoFactorService(services: Services) {
  const repo = twoFactorRepo(services.db.platform())
  const credentialOf = repo.credentialOf

  async function keyOf(secret: string): Promise<Uint8Array> {
    return Uint8Array.from(atob(await decryptSecret(services.config, secret)), (c) => c.charCodeAt(0))
  }

  /** Checks a code against the stored secret: lockout, replay and the step are all enforced here. */
  async function check(userId: string, code: string, mustBeActive: boolean) {
    const credential = await credentialOf(userId)
    if (!credential || (mustBeActive && credential.label === PENDING)) throw new AppError('TFA_NOT_PENDING')
    const failures = await countInWindow(services, TFA_FAILURES, userId)
    if (failures >= TFA_FAILURES.limit) throw new AppError('TFA_LOCKED')
    const step = matchingStep(await keyOf(credential.secret), code, services.now())
    if (step === null || (credential.lastUsedStep !== null && step <= credential.lastUsedStep)) {
      await recordHit(services, TFA_FAILURES, userId)
      throw new AppError('WRONG_TFA_CODE')
    }
    // Only a later step is accepted, in one conditional write: a replayed or concurrent code fails,
    // and so does a code checked against a secret that a restarted setup replaced meanwhile.
    if (!(await repo.acceptStep(credential, step, services.now()))) {
      await recordHit(services, TFA_FAILURES, userId)
      throw new AppError('WRONG_TFA_CODE')
    }
    // The lock is for wrong codes in a row: the owner's right code clears earlier slips.
    await resetCounter(services, TFA_FAILURES, userId)
    return credential
  }

  return {
    async isEnabled(userId: string): Promise<boolean> {
      const credential = await credentialOf(userId)
      return credential !== null && credential.label !== PENDING
    },

    /** A fresh pending secret (replacing an unfinished setup); refused while two-factor is on. */
    async initiate(userId: string, accountName: string) {
      const key = crypto.getRandomValues(new Uint8Array(20))
      const stored = await encryptSecret(services.config, btoa(String.fromCharCode(...key)))
      const now = services.now()
      // One statement: a pending setup is replaced, an active one is never touched (see the repo).
      if (!(await repo.putPending(userId, stored, now))) throw new AppError('CONFLICT')
      const uri = createTOTPKeyURI(ISSUER, accountName, key, PERIOD_SECONDS, DIGITS)
      return { secret: encodeBase32UpperCaseNoPadding(key), uri, qrSvg: renderSVG(uri, { border: 2 }) }
    },

    /** Verifies the first code of a pending setup and turns two-factor on. */
    async complete(userId: string, code: string) {
      const pending = await credentialOf(userId)
      // Only a pending setup can be completed; an active second factor has nothing to confirm.
      if (!pending || pending.label !== PENDING) throw new AppError('TFA_NOT_PENDING')
      const credential = await check(userId, code, false)
      // Turns on exactly the secret the code was checked against, never one a new setup put there.
      if (!(await repo.enable(credential))) throw new AppError('TFA_NOT_PENDING')
    },

    /** The second factor at sign-in. */
    async verifyForSignIn(userId: string, code: string) {
      await check(userId, code, true)
    },

    /** Turns two-factor off after a current code. */
    async disable(userId: string, code: string) {
      const credential = await check(userId, code, true)
      await repo.delete(credential.id)
    },

    /** A platform admin turns it off for a user who lost the device. */
    async adminDisable(userId: string): Promise<boolean> {
      const removed = await repo.deleteOfUser(userId)
      // A user locked out by wrong codes can set the second factor up again at once.
      await resetCounter(services, TFA_FAILURES, userId)
      return removed
    },
  }
}
