import type { Context } from 'hono'
import { deleteCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../context'
import { SESSION_COOKIE } from '../middleware/session'

/** HttpOnly, SameSite=Lax, Secure whenever the app runs on https (everywhere but localhost). */
export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('services').config.secureCookies,
    path: '/',
    expires: new Date(expiresAt),
  })
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.get('services').config.secureCookies })
}
