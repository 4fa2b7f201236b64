import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { LoginRequestSchema } from '../contracts/session'
import { AppError } from '../lib/app-error'
import { authOf, guard } from '../middleware/guard'
import { assertUnderRateLimit, clientAddress, countHit, hitRateLimit } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { loginService } from './login.service'
import { sessionService } from './session.service'
import { setSessionCookie } from './session-cookie'

const MINUTE = 60_000
/** Every attempt from one client counts. */
const LOGIN_PER_CLIENT = { name: 'login-client', limit: 30, windowMs: 15 * MINUTE }
/** Only failed attempts count against an account, so its owner signing in is never the one locked out. */
const LOGIN_FAILURES_PER_ACCOUNT = { name: 'login-account', limit: 10, windowMs: 15 * MINUTE }

/** /api/access: sign-in and the signed-in user's organizations. */
export const accessRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', LoginRequestSchema), async (c) => {
    const { email, password } = c.req.valid('json')
    const account = email.trim().toLowerCase()
    await hitRateLimit(c, LOGIN_PER_CLIENT, clientAddress(c))
    await assertUnderRateLimit(c, LOGIN_FAILURES_PER_ACCOUNT, account)
    const services = c.get('services')
    const result = await loginService(services)
      .withPassword(account, password, c.req.header('User-Agent') ?? null)
      .catch(async (err: unknown) => {
        if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
          await countHit(c, LOGIN_FAILURES_PER_ACCOUNT, account)
        }
        throw err
      })
    // A new token at every sign-in; the session this browser had before ends.
    const previous = c.get('auth')
    if (previous) await sessionService(services).end(previous.sessionId)
    setSessionCookie(c, result.token, result.expiresAt)
    return c.json({ outcome: result.outcome })
  })
  .get('/tenants', guard(), (c) => c.json({ tenants: authOf(c).user.organizations }))
