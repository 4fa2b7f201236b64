import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { LoginRequestSchema, TfaLoginRequestSchema } from '../contracts/identity'
import { AppError } from '../lib/app-error'
import { authOf, guard } from '../middleware/guard'
import { assertUnderRateLimit, clientAddress, countHit, limitFailures, resetCounter } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { loginService } from './login.service'
import { isCredentialFailure, ACCOUNT_LIMITS as L } from './rate-limits'
import { signInService } from './sign-in.service'
import { respondToSignIn } from './sign-in-response'

/** /api/access: sign-in and the signed-in user's organizations. */
export const accessRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', LoginRequestSchema), async (c) => {
    const { email, password, linkToken } = c.req.valid('json')
    const account = email.trim().toLowerCase()
    await assertUnderRateLimit(c, L.loginFailuresPerAccount, account)
    const services = c.get('services')
    const result = await limitFailures(c, L.loginFailuresPerClient, clientAddress(c), isCredentialFailure, () =>
      loginService(services)
        .withPassword(account, password, c.req.header('User-Agent') ?? null, linkToken)
        .catch(async (err: unknown) => {
          if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
            await countHit(c, L.loginFailuresPerAccount, account)
          }
          throw err
        }),
    )
    await resetCounter(services, L.loginFailuresPerAccount, account)
    return respondToSignIn(c, result)
  })
  .post('/login/tfa', validate('json', TfaLoginRequestSchema), async (c) => {
    const { challengeToken, code } = c.req.valid('json')
    const result = await limitFailures(c, L.tfaFailuresPerClient, clientAddress(c), isCredentialFailure, () =>
      signInService(c.get('services')).completeTfa(challengeToken, code, c.req.header('User-Agent') ?? null),
    )
    return respondToSignIn(c, result)
  })
  .get('/tenants', guard(), (c) => c.json({ tenants: authOf(c).user.organizations }))
