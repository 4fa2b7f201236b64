import { env } from 'cloudflare:workers'
import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateHOTP } from '@oslojs/otp'
import { twoFactorService } from '../../../worker/access/two-factor.service'
import { createServices } from '../../../worker/middleware/services'

/** The code an authenticator app would show for `secret` (base32) at `at` plus `stepOffset` steps. */
export function totpCode(secret: string, at = Date.now(), stepOffset = 0): string {
  const step = Math.floor(at / 30_000) + stepOffset
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6)
}

/** Turns two-factor on for a user through the real service; returns the secret. */
export async function enableTwoFactor(userId: string, email: string): Promise<string> {
  const service = twoFactorService(createServices(env))
  const { secret } = await service.initiate(userId, email)
  // The previous step's code: the sign-in in the test then uses the current one (a later step).
  await service.complete(userId, totpCode(secret, Date.now(), -1))
  return secret
}
