import { type Context, Hono } from 'hono'
import type { AppEnv } from '../context'
import {
  CompleteRegistrationRequestSchema,
  ForgotPasswordRequestSchema,
  InviteInfoRequestSchema,
  ResetPasswordRequestSchema,
  SignInLinkRequestSchema,
  SignInLinkVerifyRequestSchema,
  SignupInTenantRequestSchema,
  StartFirstUserRequestSchema,
  StartRegistrationRequestSchema,
  StorePasswordRequestSchema,
  ValidateResetCodeRequestSchema,
  VerifyRegistrationRequestSchema,
} from '../contracts/identity'
import { logEvent } from '../lib/log'
import { idempotent } from '../middleware/idempotency'
import { clientAddress, hitRateLimit, limitFailures, type RateLimitRule } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { inviteSignupService } from './invite-signup.service'
import { passwordResetService } from './password-reset.service'
import { isCredentialFailure, ACCOUNT_LIMITS as L } from './rate-limits'
import { registrationService } from './registration.service'
import { signInLinkService } from './sign-in-link.service'
import { respondToSignIn } from './sign-in-response'

/**
 * Mail-sending endpoints answer at once and the same way for every address; the lookup and the mail
 * run after the response (waitUntil), so neither the answer nor its timing tells who has an account.
 */
function afterResponse(c: Context<AppEnv>, work: Promise<unknown>) {
  const guarded = work.catch((err: unknown) =>
    logEvent('error', 'account_mail_failed', {
      correlationId: c.get('correlationId'),
      error: err instanceof Error ? err.message : String(err),
    }),
  )
  c.executionCtx.waitUntil(guarded)
}

async function limit(c: Context<AppEnv>, perClient: RateLimitRule, perEmail?: RateLimitRule, email?: string) {
  await hitRateLimit(c, perClient, clientAddress(c))
  if (perEmail && email) await hitRateLimit(c, perEmail, email)
}

/** A token check counts against the client only when the token turns out to be wrong. */
const checkToken = <T>(c: Context<AppEnv>, attempt: () => Promise<T>) =>
  limitFailures(c, L.tokenFailuresPerClient, clientAddress(c), isCredentialFailure, attempt)

const userAgent = (c: Context<AppEnv>) => c.req.header('User-Agent') ?? null

/** /api/access: sign-up, first-user registration, onboarding, password reset, sign-in links, invites. */
export const accountRoutes = new Hono<AppEnv>()
  .get('/registration-status', async (c) =>
    c.json({ firstUser: await registrationService(c.get('services')).platformIsEmpty() }),
  )
  .post('/start-first-user', validate('json', StartFirstUserRequestSchema), async (c) => {
    const { email, language } = c.req.valid('json')
    await limit(c, L.signupPerClient)
    return c.json({ token: await registrationService(c.get('services')).startFirstUser(email, language) })
  })
  .post('/onboarding/start-registration', validate('json', StartRegistrationRequestSchema), idempotent(), async (c) => {
    const { email, language } = c.req.valid('json')
    await limit(c, L.signupPerClient, L.signupPerEmail, email)
    afterResponse(c, registrationService(c.get('services')).start(email, language))
    return c.json({ ok: true as const })
  })
  .post('/onboarding/verify-registration-session', validate('json', VerifyRegistrationRequestSchema), async (c) => {
    return c.json(await checkToken(c, () => registrationService(c.get('services')).verify(c.req.valid('json').token)))
  })
  .post('/onboarding/store-password', validate('json', StorePasswordRequestSchema), async (c) => {
    const { token, password } = c.req.valid('json')
    await checkToken(c, () => registrationService(c.get('services')).storePassword(token, password))
    return c.json({ ok: true as const })
  })
  .post(
    '/onboarding/complete-registration',
    validate('json', CompleteRegistrationRequestSchema),
    idempotent(),
    async (c) => {
      const result = await checkToken(c, () =>
        registrationService(c.get('services')).complete(c.req.valid('json'), userAgent(c)),
      )
      return respondToSignIn(c, result)
    },
  )
  .post('/forgot-password', validate('json', ForgotPasswordRequestSchema), async (c) => {
    const { email } = c.req.valid('json')
    await limit(c, L.resetPerClient, L.resetPerEmail, email)
    afterResponse(c, passwordResetService(c.get('services')).request(email))
    return c.json({ ok: true as const })
  })
  .post('/validate-reset-code', validate('json', ValidateResetCodeRequestSchema), async (c) => {
    return c.json(
      await checkToken(c, () => passwordResetService(c.get('services')).validate(c.req.valid('json').token)),
    )
  })
  .post('/reset-password', validate('json', ResetPasswordRequestSchema), async (c) => {
    const { token, password } = c.req.valid('json')
    await checkToken(c, () => passwordResetService(c.get('services')).reset(token, password))
    return c.json({ outcome: 'LOGIN' as const })
  })
  .post('/sign-in-link', validate('json', SignInLinkRequestSchema), async (c) => {
    const { email } = c.req.valid('json')
    await limit(c, L.linkPerClient, L.linkPerEmail, email)
    afterResponse(c, signInLinkService(c.get('services')).request(email))
    return c.json({ ok: true as const })
  })
  .post('/sign-in-link/verify', validate('json', SignInLinkVerifyRequestSchema), async (c) => {
    const result = await checkToken(c, () =>
      signInLinkService(c.get('services')).verify(c.req.valid('json').token, userAgent(c)),
    )
    return respondToSignIn(c, result)
  })
  .post('/invite-info', validate('json', InviteInfoRequestSchema), async (c) => {
    return c.json(await checkToken(c, () => inviteSignupService(c.get('services')).info(c.req.valid('json').token)))
  })
  .post('/signup-in-tenant', validate('json', SignupInTenantRequestSchema), idempotent(), async (c) => {
    const { token, name, password } = c.req.valid('json')
    const result = await checkToken(c, () =>
      inviteSignupService(c.get('services')).signUp({ token, name, password }, userAgent(c)),
    )
    return respondToSignIn(c, result)
  })
