import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { sessionService } from '../access/session.service'
import type { AppEnv } from '../context'

export const SESSION_COOKIE = 'shortlist_session'
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** Resolves the session cookie (if any) into `auth`. Guards decide what an absent session means. */
export const session = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE)
  c.set('auth', token && TOKEN_SHAPE.test(token) ? await sessionService(c.get('services')).resolve(token) : null)
  await next()
})
