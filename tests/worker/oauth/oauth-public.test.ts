import { describe, expect, it } from 'vitest'
import { activeProviders } from '../../../worker/access/oauth/oauth-providers'
import type { AppConfig } from '../../../worker/env'
import { call } from '../support/http'
import { inOneRateWindow } from '../support/rate-window'
import { Browser, DOUBLE } from './oauth-browser'

const baseConfig = {
  GOOGLE_ISSUER: 'https://accounts.google.com',
  MICROSOFT_ISSUER: 'https://login.microsoftonline.com/common/v2.0',
} as AppConfig

describe('active providers', () => {
  it('a provider is active only with both client id and secret', () => {
    expect(activeProviders(baseConfig)).toEqual([])
    expect(activeProviders({ ...baseConfig, GOOGLE_CLIENT_ID: 'id' })).toEqual([])
    const both = activeProviders({
      ...baseConfig,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      MICROSOFT_CLIENT_SECRET: 's',
    })
    expect(both.map((p) => p.provider)).toEqual(['GOOGLE'])
  })

  it('GET /api/access/active-oauth-providers lists the configured ones', async () => {
    const res = await call('/api/access/active-oauth-providers')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ providers: ['GOOGLE', 'MICROSOFT'] })
  })

  it('GET /api/auth/providers lists credentials and the providers', async () => {
    const body = (await (await call('/api/auth/providers')).json()) as { providers: { id: string }[] }
    expect(body.providers.map((p) => p.id)).toEqual(['credentials', 'google', 'microsoft'])
    expect(body.providers[1]).toEqual({
      id: 'google',
      name: 'Google',
      type: 'oidc',
      signinUrl: 'http://localhost:8787/api/auth/signin/google',
      callbackUrl: 'http://localhost:8787/api/auth/callback/google',
    })
  })

  it('GET /api/v1/auth/oauth/client tells the public facts, never the secret', async () => {
    const res = await call('/api/v1/auth/oauth/client')
    const text = await res.text()
    expect(text).not.toContain('secret')
    expect(JSON.parse(text)).toEqual({
      clients: [
        {
          provider: 'GOOGLE',
          clientId: 'shortlist-local-google',
          issuer: `${DOUBLE}/google`,
          redirectUri: 'http://localhost:8787/api/auth/callback/google',
        },
        {
          provider: 'MICROSOFT',
          clientId: 'shortlist-local-microsoft',
          issuer: `${DOUBLE}/microsoft`,
          redirectUri: 'http://localhost:8787/api/auth/callback/microsoft',
        },
      ],
    })
  })
})

describe('GET /api/auth/csrf', () => {
  it('gives a guest a double-submit token, stable while its cookie lives', async () => {
    const browser = new Browser()
    const res = await browser.fetch('/api/auth/csrf')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shortlist_csrf='))
    expect(cookie).toMatch(/HttpOnly/i)
    const { csrfToken } = (await res.json()) as { csrfToken: string }
    expect(browser.cookies.get('shortlist_csrf')).toBe(csrfToken)
    expect(await browser.csrf()).toBe(csrfToken)
    expect(await new Browser().csrf()).not.toBe(csrfToken)
  })

  it("gives a signed-in user the session's token", async () => {
    const { createUser } = await import('../support/factories')
    const { signIn } = await import('../support/http')
    const user = await createUser()
    const session = await signIn(user.email, user.password)
    const res = await call('/api/auth/csrf', { headers: { Cookie: session.cookie } })
    expect(await res.json()).toEqual({ csrfToken: session.csrfToken })
  })
})

describe('POST /api/auth/_log', () => {
  const post = (body: string, ip?: string) =>
    call('/api/auth/_log', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(ip ? { 'CF-Connecting-IP': ip } : {}) },
      body,
    })

  it('accepts a small log line and never echoes it', async () => {
    const res = await post(JSON.stringify({ level: 'info', message: '<script>secret-ish</script>', code: 'X' }))
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toBe('{"ok":true}')
  })

  it('refuses malformed, invalid and oversized lines', async () => {
    expect((await post('{"level":')).status).toBe(400)
    expect((await post(JSON.stringify({ level: 'fatal', message: 'x' }))).status).toBe(400)
    expect((await post(JSON.stringify({ level: 'info', message: 'x'.repeat(5000) }))).status).toBe(413)
  })

  it('is rate-limited per client', async () => {
    const line = JSON.stringify({ level: 'debug', message: 'tick' })
    const statuses = await inOneRateWindow(60_000, async (ip) => {
      const seen: number[] = []
      for (let i = 0; i < 61; i++) seen.push((await post(line, ip)).status)
      return seen
    })
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true)
    expect(statuses[60]).toBe(429)
  })
})
