import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { AppEnv } from '../../context'
import { randomToken } from '../../lib/crypto'
import { FLOW_TTL_MS, type FlowState } from './oauth-flow.service'

/**
 * Short-lived HttpOnly, SameSite=Lax cookies: Lax so they come back on the provider's top-level
 * redirect, `__Host-` on https so no sibling subdomain can plant them.
 */
const cookieName = (c: Context<AppEnv>, base: string) =>
  c.get('services').config.secureCookies ? `__Host-${base}` : base

const FLOW_COOKIE = 'shortlist_oauth'
const GUEST_CSRF_COOKIE = 'shortlist_csrf'
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const FlowStateSchema = z.object({
  provider: z.enum(['google', 'microsoft']),
  state: z.string().min(1).max(128),
  nonce: z.string().min(1).max(128),
  codeVerifier: z.string().min(43).max(128),
  callbackUrl: z.string().startsWith('/').max(2048),
  linkUserId: z.string().max(64).nullable(),
  expiresAt: z.number(),
})

function cookieOptions(c: Context<AppEnv>, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: c.get('services').config.secureCookies,
    path: '/',
    maxAge: maxAgeSeconds,
  }
}

export function setFlowCookie(c: Context<AppEnv>, flow: FlowState) {
  const value = encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(flow)))
  setCookie(c, cookieName(c, FLOW_COOKIE), value, cookieOptions(c, FLOW_TTL_MS / 1000))
}

/** The flow this browser started, if it is well-formed and not expired. */
export function readFlowCookie(c: Context<AppEnv>): FlowState | null {
  const raw = getCookie(c, cookieName(c, FLOW_COOKIE))
  if (!raw || raw.length > 4096) return null
  try {
    const parsed = FlowStateSchema.safeParse(JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(raw))))
    if (!parsed.success || parsed.data.expiresAt < c.get('services').now()) return null
    return parsed.data
  } catch {
    return null
  }
}

/** A flow is good for one callback, whatever its result. */
export function clearFlowCookie(c: Context<AppEnv>) {
  deleteCookie(c, cookieName(c, FLOW_COOKIE), { path: '/', secure: c.get('services').config.secureCookies })
}

/** The guest's double-submit CSRF token: the cookie is reused while it lives, else made anew. */
export function guestCsrfToken(c: Context<AppEnv>): string {
  const current = readGuestCsrfCookie(c)
  if (current) return current
  const token = randomToken()
  setCookie(c, cookieName(c, GUEST_CSRF_COOKIE), token, cookieOptions(c, 2 * 60 * 60))
  return token
}

export function readGuestCsrfCookie(c: Context<AppEnv>): string | null {
  const value = getCookie(c, cookieName(c, GUEST_CSRF_COOKIE))
  return value && TOKEN.test(value) ? value : null
}
