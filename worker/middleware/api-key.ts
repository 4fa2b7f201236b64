import { createMiddleware } from 'hono/factory'
import { planGate } from '../billing/entitlements.service'
import type { AppEnv } from '../context'
import type { ApiScope } from '../contracts/integrations'
import { apiKeyAuthService } from '../integrations/api-key-auth.service'
import { bearerToken } from '../integrations/api-token'
import { AppError } from '../lib/app-error'
import { logEvent } from '../lib/log'
import { recordHit } from './rate-limit'
import { withRouteMeta } from './route-meta'

/** Requests per key and minute (ADR 0035). */
export const API_KEY_RATE_LIMIT = { name: 'api-key', limit: 120, windowMs: 60_000 }
const POLICY = `"per-key";q=${API_KEY_RATE_LIMIT.limit};w=${API_KEY_RATE_LIMIT.windowMs / 1000}`

/**
 * The one door of the public API (/api/v1): `Authorization: Bearer sl_live_…`, never a cookie, so no
 * CSRF token either. The key is looked up on every request (a deleted key fails at once), must carry
 * every scope the route needs, is rate limited per key (RateLimit / RateLimit-Policy headers, 429
 * with Retry-After), and each answered request (status below 400) counts as API usage of the tenant.
 */
export function apiKey(options: { scopes: ApiScope[] }) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    // A cookie session never authenticates here, whatever the session middleware found.
    c.set('auth', null)
    const token = bearerToken(c.req.header('Authorization'))
    // No credentials at all is the API's one "not signed in"; a key that fails is API_KEY_INVALID.
    if (!c.req.header('Authorization')) throw new AppError('UNAUTHENTICATED')
    if (!token) throw new AppError('API_KEY_INVALID')
    const services = c.get('services')
    const auth = await apiKeyAuthService(services).resolve(token)

    const count = await recordHit(services, API_KEY_RATE_LIMIT, auth.apiKeyId)
    const now = services.now()
    const { windowMs, limit } = API_KEY_RATE_LIMIT
    const resetSeconds = Math.ceil((now - (now % windowMs) + windowMs - now) / 1000)
    c.header('RateLimit-Policy', POLICY)
    c.header('RateLimit', `"per-key";r=${Math.max(0, limit - count)};t=${resetSeconds}`)
    if (count > limit) {
      c.header('Retry-After', String(resetSeconds))
      throw new AppError('RATE_LIMITED')
    }

    if (!options.scopes.every((s) => auth.user.permissions.includes(s))) throw new AppError('FORBIDDEN')
    // The plan must include API access, with room left in its quota (ADR 0037).
    await planGate(services, auth.user.organizationId ?? '').requireApiRoom()
    c.set('auth', auth)
    await next()
    // Only answered requests count as usage (a refused or failed one does not), once each.
    if (c.res.status < 400) {
      try {
        await apiKeyAuthService(services).recordUsage(
          auth.user.organizationId ?? '',
          auth.apiKeyId,
          crypto.randomUUID(),
        )
      } catch (err) {
        // The key was deleted meanwhile: the request ran under a live key; its answer still goes out.
        logEvent('error', 'api_usage_not_recorded', {
          correlationId: c.get('correlationId'),
          error: err instanceof Error ? err.message : String(err),
        })
      }
    }
  })
  // Self-describing routes: the sweeps read the scopes and call these routes with a key.
  return withRouteMeta(middleware, { kind: 'api-key', scopes: options.scopes })
}
