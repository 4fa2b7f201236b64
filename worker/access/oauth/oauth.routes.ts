import { type Context, Hono } from 'hono'
import type { AppEnv } from '../../context'
import { type OAuthProviderSlug, ProviderParam, ProviderSignInRequestSchema } from '../../contracts/oauth'
import { AppError } from '../../lib/app-error'
import { constantTimeEqual } from '../../lib/crypto'
import { logEvent } from '../../lib/log'
import { checkCsrfToken } from '../../middleware/csrf'
import { clientAddress, hitRateLimit } from '../../middleware/rate-limit'
import { validate } from '../../middleware/validate'
import type { SignInResult } from '../sign-in.service'
import { establishSession } from '../sign-in-response'
import { safeCallbackPath } from './callback-url'
import { clearFlowCookie, readFlowCookie, readGuestCsrfCookie, setFlowCookie } from './oauth-cookies'
import { type FlowState, OAuthFlowError, oauthFlowService } from './oauth-flow.service'
import { activeProviders, type OAuthProviderConfig, providerBySlug, redirectUriOf } from './oauth-providers'

const MINUTE = 60_000
const SIGNIN_PER_CLIENT = { name: 'oauth-signin-client', limit: 30, windowMs: 15 * MINUTE }
const CALLBACK_PER_CLIENT = { name: 'oauth-callback-client', limit: 30, windowMs: 15 * MINUTE }
const PROFILE_SECURITY = '/profile?tab=security'

/** Google and Microsoft sign-in (mounted at /api). Redirect targets: worker/contracts/oauth.ts. */
export const oauthRoutes = new Hono<AppEnv>()
  .get('/access/active-oauth-providers', (c) =>
    c.json({ providers: activeProviders(c.get('services').config).map((p) => p.provider) }),
  )
  .get('/v1/auth/oauth/client', (c) => {
    const config = c.get('services').config
    return c.json({
      clients: activeProviders(config).map((p) => ({
        provider: p.provider,
        clientId: p.clientId,
        issuer: p.issuer,
        redirectUri: redirectUriOf(config, p),
      })),
    })
  })
  .post(
    '/auth/signin/:provider',
    validate('param', ProviderParam),
    validate('form', ProviderSignInRequestSchema),
    async (c) => {
      const services = c.get('services')
      const provider = providerBySlug(services.config, c.req.valid('param').provider)
      await hitRateLimit(c, SIGNIN_PER_CLIENT, clientAddress(c))
      const body = c.req.valid('form')
      // A form post from another site must not start a sign-in (login CSRF): the session's token, or
      // for a guest the double-submit token of GET /api/auth/csrf.
      const auth = c.get('auth')
      const expected = auth ? auth.csrfToken : readGuestCsrfCookie(c)
      if (!expected) throw new AppError('CSRF_FAILED')
      checkCsrfToken(expected, body.csrfToken)
      if (auth && (auth.user.status === 'SUSPENDED' || auth.user.permissions.includes('SUSPENDED'))) {
        throw new AppError('ACCOUNT_SUSPENDED')
      }
      const origins = [new URL(services.config.APP_URL).origin, new URL(c.req.url).origin]
      const callbackUrl = safeCallbackPath(body.callbackUrl, origins, auth ? PROFILE_SECURITY : '/')
      if (!callbackUrl) {
        throw new AppError('VALIDATION_FAILED', [{ path: 'callbackUrl', message: 'Must be a page of this site' }])
      }
      const { url, flow } = await oauthFlowService(services)
        .begin(provider, { callbackUrl, linkUserId: auth?.user.id ?? null })
        .catch((err: unknown) => {
          if (err instanceof OAuthFlowError) {
            logFailure(c, provider, err.message)
            throw new AppError('OAUTH_PROVIDER_ERROR')
          }
          throw err
        })
      setFlowCookie(c, flow)
      c.header('Cache-Control', 'no-store')
      return body.json === 'true' ? c.json({ url }) : c.redirect(url, 302)
    },
  )
  .get('/auth/callback/:provider', validate('param', ProviderParam), (c) => callback(c, c.req.valid('param').provider))
  // The same, for a provider answering with response_mode=form_post from this site's origin.
  .post('/auth/callback/:provider', validate('param', ProviderParam), (c) => callback(c, c.req.valid('param').provider))

async function callback(c: Context<AppEnv>, slug: OAuthProviderSlug) {
  const services = c.get('services')
  const provider = providerBySlug(services.config, slug)
  c.header('Cache-Control', 'no-store')
  const flow = readFlowCookie(c)
  clearFlowCookie(c)
  const failTarget = flow?.linkUserId ? PROFILE_SECURITY : '/login?'
  const fail = (code: string, reason: string) => {
    logFailure(c, provider, reason)
    return c.redirect(withParams(failTarget, { error: code, provider: provider.provider }), 302)
  }
  try {
    await hitRateLimit(c, CALLBACK_PER_CLIENT, clientAddress(c))
  } catch (err) {
    if (err instanceof AppError && err.code === 'RATE_LIMITED') return fail('RATE_LIMITED', 'rate limited')
    throw err
  }
  const params = await callbackParams(c)
  if (params.error) return fail('OAUTH_PROVIDER_ERROR', `provider answered ${params.error.slice(0, 64)}`)
  if (!flow || flow.provider !== provider.slug || !params.state || !constantTimeEqual(flow.state, params.state)) {
    return fail('OAUTH_PROVIDER_ERROR', 'state mismatch or no flow')
  }
  if (!params.code) return fail('OAUTH_PROVIDER_ERROR', 'no code')

  const flows = oauthFlowService(services)
  try {
    const identity = await flows.identify(provider, flow, params.code)
    const outcome = await flows.settle(
      provider,
      flow,
      identity,
      c.get('auth')?.user.id ?? null,
      c.req.header('User-Agent') ?? null,
    )
    switch (outcome.kind) {
      case 'LINKED':
        return c.redirect(withParams(PROFILE_SECURITY, { linked: provider.provider }), 302)
      case 'SIGNED_IN':
        return await signedIn(c, outcome.result, flow)
      case 'LINK_REQUIRED':
        return c.redirect(
          withParams('/login?', {
            outcome: 'LOGIN_REQUIRED',
            link: outcome.linkToken,
            provider: provider.provider,
            email: outcome.email,
            ...callbackParam(flow),
          }),
          302,
        )
      case 'NO_ACCOUNT':
        return c.redirect(
          withParams('/login?', {
            outcome: 'SIGNUP_REQUIRED',
            error: 'OAUTH_ACCOUNT_NOT_FOUND',
            provider: provider.provider,
          }),
          302,
        )
    }
  } catch (err) {
    if (err instanceof OAuthFlowError) return fail('OAUTH_PROVIDER_ERROR', err.message)
    if (err instanceof AppError && err.code === 'ACCOUNT_SUSPENDED') return c.redirect('/suspended', 302)
    if (err instanceof AppError && err.code === 'OAUTH_ALREADY_LINKED') {
      return fail('OAUTH_ALREADY_LINKED', 'provider account linked to another user')
    }
    throw err
  }
}

/** SUCCESS: a new session (the browser's previous one ends) and on to the page asked for. */
async function signedIn(c: Context<AppEnv>, result: SignInResult, flow: FlowState) {
  if (result.outcome === 'TFA_REQUIRED') {
    return c.redirect(
      withParams('/login?', { outcome: 'TFA_REQUIRED', challenge: result.challengeToken, ...callbackParam(flow) }),
      302,
    )
  }
  await establishSession(c, result.token, result.expiresAt)
  // Re-checked: the flow cookie is only as trustworthy as the browser that kept it.
  return c.redirect(safeCallbackPath(flow.callbackUrl, [new URL(c.req.url).origin]) ?? '/', 302)
}

async function callbackParams(c: Context<AppEnv>): Promise<{ code?: string; state?: string; error?: string }> {
  const source: Record<string, unknown> = c.req.method === 'POST' ? await c.req.parseBody() : c.req.query()
  const pick = (k: string) => {
    const v = source[k]
    return typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : undefined
  }
  return { code: pick('code'), state: pick('state'), error: pick('error') }
}

function callbackParam(flow: FlowState): Record<string, string> {
  return flow.callbackUrl === '/' ? {} : { callbackUrl: flow.callbackUrl }
}

function withParams(base: string, params: Record<string, string>): string {
  const [path, query = ''] = base.split('?') as [string, string?]
  const search = new URLSearchParams(query)
  for (const [k, v] of Object.entries(params)) search.set(k, v)
  return `${path}?${search.toString()}`
}

function logFailure(c: Context<AppEnv>, provider: OAuthProviderConfig, reason: string) {
  const services = c.get('services')
  logEvent(
    'warn',
    'oauth_sign_in_failed',
    { correlationId: c.get('correlationId'), provider: provider.provider, reason },
    services.config.LOG_LEVEL,
  )
}
