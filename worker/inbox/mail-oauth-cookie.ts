import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding'
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import type { AppEnv } from '../context'
import { MAIL_PROVIDERS } from '../contracts/enums'

/**
 * The connect flow's state in one short-lived cookie (as for sign-in, ADR 0013): state and PKCE
 * verifier, and who started it (user and organization), so the callback stores the mailbox for the
 * same session that asked. HttpOnly, SameSite=Lax (it must come back on the provider's redirect),
 * `__Host-` on https.
 */
export const MAIL_FLOW_TTL_MS = 10 * 60_000
const BASE_NAME = 'shortlist_mail_oauth'

const MailFlowSchema = z.object({
  provider: z.enum(MAIL_PROVIDERS),
  state: z.string().min(1).max(128),
  codeVerifier: z.string().min(43).max(128),
  userId: z.string().max(64),
  tenantId: z.string().max(64),
  expiresAt: z.number(),
})
export type MailFlow = z.infer<typeof MailFlowSchema>

const nameOf = (c: Context<AppEnv>) => (c.get('services').config.secureCookies ? `__Host-${BASE_NAME}` : BASE_NAME)

export function setMailFlowCookie(c: Context<AppEnv>, flow: MailFlow) {
  const value = encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify(flow)))
  setCookie(c, nameOf(c), value, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.get('services').config.secureCookies,
    path: '/',
    maxAge: MAIL_FLOW_TTL_MS / 1000,
  })
}

/** The flow this browser started, if well-formed and not expired; it is cleared whatever it holds. */
export function takeMailFlowCookie(c: Context<AppEnv>): MailFlow | null {
  const raw = getCookie(c, nameOf(c))
  deleteCookie(c, nameOf(c), { path: '/', secure: c.get('services').config.secureCookies })
  if (!raw || raw.length > 4096) return null
  try {
    const parsed = MailFlowSchema.safeParse(JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(raw))))
    if (!parsed.success || parsed.data.expiresAt < c.get('services').now()) return null
    return parsed.data
  } catch {
    return null
  }
}
