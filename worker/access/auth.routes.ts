import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { SessionUpdateSchema } from '../contracts/session'
import { AppError } from '../lib/app-error'
import { CSRF_HEADER, checkCsrfToken } from '../middleware/csrf'
import { authOf, guard } from '../middleware/guard'
import { validate } from '../middleware/validate'
import { sessionService } from './session.service'
import { clearSessionCookie } from './session-cookie'

/** Sign-in session client surface (spec §7), relative to /api/auth. */
export const authRoutes = new Hono<AppEnv>()
  .get('/session', (c) => {
    const auth = c.get('auth')
    c.header('Cache-Control', 'no-store')
    if (!auth) return c.json({ user: null })
    return c.json({ user: auth.user, csrfToken: auth.csrfToken, expiresAt: auth.expiresAt })
  })
  .get('/csrf', guard(), (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ csrfToken: authOf(c).csrfToken })
  })
  .get('/providers', (c) =>
    // Google and Microsoft join this list when configured (identity issue); password is always on.
    c.json({ providers: [{ id: 'credentials', type: 'credentials', name: 'Email and password' }] }),
  )
  .post('/session', guard({ csrfInBody: true }), validate('json', SessionUpdateSchema), async (c) => {
    const auth = authOf(c)
    const { csrfToken, data } = c.req.valid('json')
    checkCsrfToken(auth.csrfToken, csrfToken)
    if (!auth.user.organizations.some((o) => o.id === data.organizationId)) throw new AppError('NOT_FOUND')
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
