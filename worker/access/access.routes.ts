import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { LoginRequestSchema } from '../contracts/session'
import { authOf, guard } from '../middleware/guard'
import { clientAddress, hitRateLimit } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { loginService } from './login.service'
import { setSessionCookie } from './session-cookie'

const MINUTE = 60_000
const LOGIN_PER_CLIENT = { name: 'login-client', limit: 30, windowMs: 15 * MINUTE }
const LOGIN_PER_ACCOUNT = { name: 'login-account', limit: 10, windowMs: 15 * MINUTE }

/** /api/access: sign-in and the signed-in user's organizations. */
export const accessRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', LoginRequestSchema), async (c) => {
    const { email, password } = c.req.valid('json')
    await hitRateLimit(c, LOGIN_PER_CLIENT, clientAddress(c))
    await hitRateLimit(c, LOGIN_PER_ACCOUNT, email.toLowerCase())
    const result = await loginService(c.get('services')).withPassword(
      email,
      password,
      c.req.header('User-Agent') ?? null,
    )
    setSessionCookie(c, result.token, result.expiresAt)
    return c.json({ outcome: result.outcome })
  })
  .get('/tenants', guard(), (c) => c.json({ tenants: authOf(c).user.organizations }))
