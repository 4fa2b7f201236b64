import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../context'
import { AppError } from '../lib/app-error'
import { constantTimeEqual } from '../lib/crypto'

export const CSRF_HEADER = 'X-CSRF-Token'
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site writes are refused twice over: by the browser's Origin / Sec-Fetch-Site headers, and for
 * cookie sessions by the session's CSRF token (header, or `csrfToken` in a form-style body).
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    if (c.req.header('Sec-Fetch-Site') === 'cross-site') throw new AppError('CSRF_FAILED')
    const origin = c.req.header('Origin')
    if (origin && origin !== 'null') {
      const allowed = new Set([new URL(c.req.url).origin, new URL(c.get('services').config.APP_URL).origin])
      if (!allowed.has(origin)) throw new AppError('CSRF_FAILED')
    } else if (origin === 'null') {
      throw new AppError('CSRF_FAILED')
    }
  }
  await next()
})

export function checkCsrfToken(expected: string, provided: string | undefined | null) {
  if (!provided || !constantTimeEqual(expected, provided)) throw new AppError('CSRF_FAILED')
}
