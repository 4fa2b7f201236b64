import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { sessionService } from './session.service'
import { setSessionCookie } from './session-cookie'
import type { SignInResult } from './sign-in.service'

/**
 * Answers a sign-in step. On SUCCESS the cookie gets the new token and the session this browser had
 * before ends (a new token at every sign-in); TFA_REQUIRED hands out the challenge instead.
 */
export async function respondToSignIn(c: Context<AppEnv>, result: SignInResult) {
  if (result.outcome === 'TFA_REQUIRED') {
    return c.json({ outcome: result.outcome, challengeToken: result.challengeToken })
  }
  await establishSession(c, result.token, result.expiresAt)
  return c.json({ outcome: result.outcome })
}

/** Sets the new session's cookie and ends the session this browser had before. */
export async function establishSession(c: Context<AppEnv>, token: string, expiresAt: number) {
  const previous = c.get('auth')
  if (previous) await sessionService(c.get('services')).end(previous.sessionId)
  setSessionCookie(c, token, expiresAt)
}
