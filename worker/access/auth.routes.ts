import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { CLIENT_LOG_MAX_BYTES, ClientLogRequestSchema } from '../contracts/oauth'
import { SessionUpdateSchema } from '../contracts/session'
import { AppError } from '../lib/app-error'
import { logEvent } from '../lib/log'
import { CSRF_HEADER, checkCsrfToken } from '../middleware/csrf'
import { authOf, guard } from '../middleware/guard'
import { clientAddress, hitRateLimit } from '../middleware/rate-limit'
import { validate } from '../middleware/validate'
import { guestCsrfToken } from './oauth/oauth-cookies'
import { activeProviders, redirectUriOf } from './oauth/oauth-providers'
import { sessionService } from './session.service'
import { clearSessionCookie } from './session-cookie'

const CLIENT_LOG_PER_CLIENT = { name: 'client-log', limit: 60, windowMs: 60_000 }

/** Sign-in session client surface (spec §7), relative to /api/auth. */
export const authRoutes = new Hono<AppEnv>()
  .get('/session', (c) => {
    const auth = c.get('auth')
    c.header('Cache-Control', 'no-store')
    if (!auth) return c.json({ user: null })
    return c.json({ user: auth.user, csrfToken: auth.csrfToken, expiresAt: auth.expiresAt })
  })
  // Public: a guest needs a token too, to start a provider sign-in (double-submit cookie).
  .get('/csrf', (c) => {
    c.header('Cache-Control', 'no-store')
    const auth = c.get('auth')
    return c.json({ csrfToken: auth ? auth.csrfToken : guestCsrfToken(c) })
  })
  // Password is always on; Google and Microsoft only when configured.
  .get('/providers', (c) => {
    const config = c.get('services').config
    const origin = new URL(config.APP_URL).origin
    return c.json({
      providers: [
        {
          id: 'credentials',
          name: 'Email and password',
          type: 'credentials' as const,
          signinUrl: `${origin}/api/access/login`,
          callbackUrl: `${origin}/api/access/login`,
        },
        ...activeProviders(config).map((p) => ({
          id: p.slug,
          name: p.name,
          type: 'oidc' as const,
          signinUrl: `${origin}/api/auth/signin/${p.slug}`,
          callbackUrl: redirectUriOf(config, p),
        })),
      ],
    })
  })
  // The sign-in client's log: public (it logs before sign-in too), bounded, never echoed.
  .post('/_log', async (c) => {
    await hitRateLimit(c, CLIENT_LOG_PER_CLIENT, clientAddress(c))
    const text = await c.req.text()
    if (new TextEncoder().encode(text).byteLength > CLIENT_LOG_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE')
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new AppError('BAD_REQUEST')
    }
    const parsed = ClientLogRequestSchema.safeParse(json)
    if (!parsed.success) throw new AppError('VALIDATION_FAILED')
    const { level, message, code, url } = parsed.data
    const services = c.get('services')
    // A browser's error is not the server's: it is logged as a warning at most.
    logEvent(
      level === 'error' || level === 'warn' ? 'warn' : 'info',
      'client_log',
      { correlationId: c.get('correlationId'), clientLevel: level, code, url, message, userId: c.get('auth')?.user.id },
      services.config.LOG_LEVEL,
    )
    return c.json({ ok: true as const })
  })
  .post('/session', guard({ csrfInBody: true }), validate('json', SessionUpdateSchema), async (c) => {
    const auth = authOf(c)
    const { csrfToken, data } = c.req.valid('json')
    checkCsrfToken(auth.csrfToken, csrfToken)
    if (!auth.user.organizations.some((o) => o.id === data.organizationId)) throw new AppError('ORGANIZATION_NOT_FOUND')
    const updated = await sessionService(c.get('services')).switchOrganization(auth, data.organizationId)
    if (!updated) throw new AppError('UNAUTHENTICATED')
    return c.json({ user: updated.user, csrfToken: updated.csrfToken, expiresAt: updated.expiresAt })
  })
  // Public on purpose: a suspended user must still be able to end the session (spec §2).
  .post('/signout', async (c) => {
    const auth = c.get('auth')
    if (auth) {
      checkCsrfToken(auth.csrfToken, c.req.header(CSRF_HEADER))
      await sessionService(c.get('services')).end(auth.sessionId)
    }
    clearSessionCookie(c)
    return c.json({ ok: true })
  })
