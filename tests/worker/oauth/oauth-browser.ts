import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { call } from '../support/http'

/** The local OpenID double started by tests/worker/support/oidc-global-setup.ts (port chosen per run). */
export const DOUBLE = new URL((env as unknown as { GOOGLE_ISSUER: string }).GOOGLE_ISSUER).origin
export type ProviderSlug = 'google' | 'microsoft'

/** A browser's cookie jar over the app: what a real browser would send back on the next request. */
export class Browser {
  readonly cookies = new Map<string, string>()

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async fetch(path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('Cookie', this.cookieHeader)
    const res = await call(path, { redirect: 'manual', ...init, headers })
    this.keep(res)
    return res
  }

  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i).trim()
      const value = pair.slice(i + 1).trim()
      const expired = attrs.some((a) => /^\s*max-age=0$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a))
      if (!value || expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  /** GET /api/auth/csrf: the session's token, or the guest's double-submit token. */
  async csrf(): Promise<string> {
    const res = await this.fetch('/api/auth/csrf')
    expect(res.status).toBe(200)
    return ((await res.json()) as { csrfToken: string }).csrfToken
  }

  /** POST /api/auth/signin/:provider as the sign-in client does (form-encoded, json=true). */
  async startSignIn(provider: ProviderSlug, fields: Record<string, string> = {}) {
    const csrfToken = fields.csrfToken ?? (await this.csrf())
    return this.fetch(`/api/auth/signin/${provider}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ callbackUrl: '/dashboard', json: 'true', ...fields, csrfToken }),
    })
  }

  /** Starts the flow and returns the provider's authorization URL. */
  async authorizeUrl(provider: ProviderSlug, fields: Record<string, string> = {}): Promise<string> {
    const res = await this.startSignIn(provider, fields)
    expect(res.status).toBe(200)
    return ((await res.json()) as { url: string }).url
  }

  /** Follows the provider's redirect back to the app's callback; answers the app's response. */
  callback(location: string) {
    const url = new URL(location)
    return this.fetch(`${url.pathname}${url.search}`)
  }

  /** The whole round trip: start, choose the account at the double, come back. The app's Location. */
  async signInWith(provider: ProviderSlug, email: string, fields: Record<string, string> = {}): Promise<string> {
    const authorize = await this.authorizeUrl(provider, fields)
    const back = await chooseAccount(authorize, { email })
    const res = await this.callback(back)
    expect(res.status).toBe(302)
    return res.headers.get('Location') ?? ''
  }
}

/** The account chooser of the double: renders, then posts Continue (or Deny). The redirect back. */
export async function chooseAccount(
  authorizeUrl: string,
  input: { email: string; name?: string; action?: 'continue' | 'deny' },
): Promise<string> {
  const page = await fetch(authorizeUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<label for="email">Email</label>')
  const form = new URLSearchParams(new URL(authorizeUrl).searchParams)
  form.set('email', input.email)
  form.set('name', input.name ?? 'Pat Provider')
  form.set('action', input.action ?? 'continue')
  const res = await fetch(authorizeUrl.split('?')[0] as string, {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  })
  expect(res.status).toBe(302)
  return res.headers.get('Location') ?? ''
}

/** Makes the double put these claims into the next ID token it issues for `email`. */
export async function overrideNextIdToken(provider: ProviderSlug, email: string, claims: Record<string, unknown>) {
  const res = await fetch(`${DOUBLE}/${provider}/__test/overrides`, {
    method: 'POST',
    body: JSON.stringify({ email, claims }),
    headers: { 'Content-Type': 'application/json' },
  })
  expect(res.status).toBe(200)
}

export function query(location: string): Record<string, string> {
  return Object.fromEntries(new URL(location, 'http://localhost:8787').searchParams)
}
