import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'

const BASE = 'http://localhost:8787'

/** Each test is its own client, so per-client rate limits of one test do not leak into another. */
function testClientAddress() {
  const name = `${expect.getState().testPath}:${expect.getState().currentTestName}`
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  // An address from the documentation prefix (RFC 3849): only ever a header value here.
  return `2001:db8::${(h >>> 16).toString(16)}:${(h & 0xffff).toString(16)}`
}

/**
 * A client address of its own (32 random bits in the RFC 3849 documentation prefix), for a test whose
 * requests must share one client's rate limits without sharing another test's.
 */
export function freshClientAddress(): string {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint16Array(2))
  return `2001:db8:0:f::${high.toString(16)}:${low.toString(16)}`
}

export interface Session {
  cookie: string
  csrfToken: string
}

/** An API key of the public API (/api/v1): sent as `Authorization: Bearer`, never as a cookie. */
export interface ApiKeyCredential {
  apiKey: string
}

/** What a request authenticates with: a browser's session, or an API key. */
export type Credentials = Session | ApiKeyCredential

export const isApiKey = (credentials: Credentials): credentials is ApiKeyCredential => 'apiKey' in credentials

export function call(path: string, init: RequestInit & { session?: Session; apiKey?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers)
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', testClientAddress())
  if (init.session) {
    headers.set('Cookie', init.session.cookie)
    if (init.method && init.method !== 'GET') headers.set('X-CSRF-Token', init.session.csrfToken)
  }
  if (init.apiKey) headers.set('Authorization', `Bearer ${init.apiKey}`)
  let body = init.body
  if (init.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(init.json)
  }
  const { session: _session, apiKey: _apiKey, json: _json, ...rest } = init
  return exports.default.fetch(new Request(`${BASE}${path}`, { ...rest, headers, body }))
}

/** Signs in through the real endpoint and returns the cookie and CSRF token a browser would hold. */
/** `call` with either kind of credentials. */
export function callAs(credentials: Credentials, path: string, init: RequestInit & { json?: unknown } = {}) {
  return call(path, { ...init, ...(isApiKey(credentials) ? { apiKey: credentials.apiKey } : { session: credentials }) })
}

export async function signIn(email: string, password: string): Promise<Session> {
  const res = await call('/api/access/login', { method: 'POST', json: { email, password } })
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const setCookie = res.headers.get('Set-Cookie') ?? ''
  const cookie = setCookie.split(';')[0] ?? ''
  const session = await call('/api/auth/session', { headers: { Cookie: cookie } })
  const body = (await session.json()) as { csrfToken: string }
  return { cookie, csrfToken: body.csrfToken }
}
