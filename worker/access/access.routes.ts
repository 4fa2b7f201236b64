import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { LoginRequestSchema, TfaLoginRequestSchema } from '../contracts/identity'
import { AppError } from '../lib/app-error'
import { authOf, guard } from '../middleware/guard'
import { assertUnderRateLimit, clientAddress, countHit, hitRateLimit, resetCounter } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { loginService } from './login.service'
import { signInService } from './sign-in.service'
import { respondToSignIn } from './sign-in-response'

const MINUTE = 60_000
/** Every attempt from one client counts. */
const LOGIN_PER_CLIENT = { name: 'login-client', limit: 30, windowMs: 15 * MINUTE }
/** Only failed attempts count against an account, so its owner signing in is never the one locked out. */
const LOGIN_FAILURES_PER_ACCOUNT = { name: 'login-account', limit: 10, windowMs: 15 * MINUTE }
/** Wrong codes also lock the account's second factor (two-factor.service); this caps guessing per client. */
const TFA_PER_CLIENT = { name: 'tfa-client', limit: 30, windowMs: 15 * MINUTE }

/** /api/access: sign-in and the signed-in user's organizations. */
export const accessRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', LoginRequestSchema), async (c) => {
    const { email, password, linkToken } = c.req.valid('json')
    const account = email.trim().toLowerCase()
    await hitRateLimit(c, LOGIN_PER_CLIENT, clientAddress(c))
    await assertUnderRateLimit(c, LOGIN_FAILURES_PER_ACCOUNT, account)
    const services = c.get('services')
    const result = await loginService(services)
      .withPassword(account, password, c.req.header('User-Agent') ?? null, linkToken)
      .catch(async (err: unknown) => {
        if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
          await countHit(c, LOGIN_FAILURES_PER_ACCOUNT, account)
        }
        throw err
      })
    await resetCounter(services, LOGIN_FAILURES_PER_ACCOUNT, account)
    return respondToSignIn(c, result)
  })
  .post('/login/tfa', validate('json', TfaLoginRequestSchema), async (c) => {
    const { challengeToken, code } = c.req.valid('json')
    await hitRateLimit(c, TFA_PER_CLIENT, clientAddress(c))
    const result = await signInService(c.get('services')).completeTfa(
      challengeToken,
      code,
      c.req.header('User-Agent') ?? null,
    )
    return respondToSignIn(c, result)
  })
  .get('/tenants', guard(), (c) => c.json({ tenants: authOf(c).user.organizations }))
