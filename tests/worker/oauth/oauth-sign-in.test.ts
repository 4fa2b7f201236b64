import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createUser, uniqueEmail } from '../support/factories'
import { call } from '../support/http'
import { Browser, chooseAccount, DOUBLE, overrideNextIdToken, query } from './oauth-browser'

async function sessionEmail(browser: Browser): Promise<string | null> {
  const res = await browser.fetch('/api/auth/session')
  const body = (await res.json()) as { user: { email: string } | null }
  return body.user?.email ?? null
}

/** First provider sign-in of an existing account: the password once, with the link token. */
async function linkByPassword(email: string, password: string, provider: 'google' | 'microsoft' = 'google') {
  const browser = new Browser()
  const location = await browser.signInWith(provider, email)
  const q = query(location)
  expect(location.startsWith('/login?')).toBe(true)
  expect(q.outcome).toBe('LOGIN_REQUIRED')
  const login = await browser.fetch('/api/access/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, linkToken: q.link }),
  })
  expect(login.status).toBe(200)
  expect(await login.json()).toEqual({ outcome: 'SUCCESS' })
  return browser
}

describe('provider sign-in', () => {
  it('first sign-in asks for the password once, links, and the next provider sign-in signs in', async () => {
    const user = await createUser()
    const browser = new Browser()
    const location = await browser.signInWith('google', user.email.toUpperCase())
    expect(location.startsWith('/login?')).toBe(true)
    const q = query(location)
    expect(q).toMatchObject({
      outcome: 'LOGIN_REQUIRED',
      provider: 'GOOGLE',
      email: user.email,
      callbackUrl: '/dashboard',
    })
    expect(q.link).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await sessionEmail(browser)).toBeNull()

    const login = await browser.fetch('/api/access/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, linkToken: q.link }),
    })
    expect(await login.json()).toEqual({ outcome: 'SUCCESS' })
    const kinds = await env.DB.prepare('SELECT kind, label FROM credentials WHERE user_id = ?').bind(user.id).all()
    expect(kinds.results).toContainEqual({ kind: 'GOOGLE_OAUTH2', label: user.email })

    const next = new Browser()
    expect(await next.signInWith('google', user.email)).toBe('/dashboard')
    expect(next.cookies.has('shortlist_session')).toBe(true)
    expect(await sessionEmail(next)).toBe(user.email)
  })

  it('signs in a linked user, ending the session the browser had before', async () => {
    const user = await createUser()
    const browser = await linkByPassword(user.email, user.password)
    const before = browser.cookies.get('shortlist_session')
    const other = await createUser()
    await linkByPassword(other.email, other.password)
    // Signed in as `user`, the browser signs in with `other`'s provider account: a guest-style flow
    // would be link mode, so start it as a fresh browser that carries the old cookie only at the callback.
    const fresh = new Browser()
    const authorize = await fresh.authorizeUrl('google')
    const back = await chooseAccount(authorize, { email: other.email })
    fresh.cookies.set('shortlist_session', before as string)
    const res = await fresh.callback(back)
    expect(res.headers.get('Location')).toBe('/dashboard')
    expect(fresh.cookies.get('shortlist_session')).not.toBe(before)
    expect(await sessionEmail(fresh)).toBe(other.email)
    const old = await call('/api/auth/session', { headers: { Cookie: `shortlist_session=${before}` } })
    expect(await old.json()).toEqual({ user: null })
  })

  it('works with the Microsoft-style issuer template ({tenantid})', async () => {
    const user = await createUser()
    await linkByPassword(user.email, user.password, 'microsoft')
    const browser = new Browser()
    expect(await browser.signInWith('microsoft', user.email, { callbackUrl: '/jobs' })).toBe('/jobs')
    expect(await sessionEmail(browser)).toBe(user.email)
  })

  it('a Google account does not sign in through the Microsoft link', async () => {
    const user = await createUser()
    await linkByPassword(user.email, user.password, 'google')
    const location = await new Browser().signInWith('microsoft', user.email)
    expect(query(location).outcome).toBe('LOGIN_REQUIRED')
  })

  it('no account for the email: SIGNUP_REQUIRED', async () => {
    const location = await new Browser().signInWith('google', uniqueEmail('nobody'))
    expect(location.startsWith('/login?')).toBe(true)
    expect(query(location)).toEqual({
      outcome: 'SIGNUP_REQUIRED',
      error: 'OAUTH_ACCOUNT_NOT_FOUND',
      provider: 'GOOGLE',
    })
  })

  it('a suspended user is sent to /suspended', async () => {
    const user = await createUser()
    await linkByPassword(user.email, user.password)
    await env.DB.prepare("UPDATE users SET status = 'SUSPENDED' WHERE id = ?").bind(user.id).run()
    const browser = new Browser()
    expect(await browser.signInWith('google', user.email)).toBe('/suspended')
    expect(browser.cookies.has('shortlist_session')).toBe(false)
  })

  it('the link token only links the account it was made for', async () => {
    const owner = await createUser()
    const intruder = await createUser()
    const location = await new Browser().signInWith('google', owner.email)
    const res = await call('/api/access/login', {
      method: 'POST',
      json: { email: intruder.email, password: intruder.password, linkToken: query(location).link },
    })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_EXPIRED')
  })
})

describe('provider errors and tampering', () => {
  it('the user denying at the provider: OAUTH_PROVIDER_ERROR with the provider, to retry', async () => {
    const browser = new Browser()
    const authorize = await browser.authorizeUrl('google')
    const back = await chooseAccount(authorize, { email: uniqueEmail(), action: 'deny' })
    expect(query(back).error).toBe('access_denied')
    const res = await browser.callback(back)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/login?error=OAUTH_PROVIDER_ERROR&provider=GOOGLE')
  })

  it('a state that does not match the browser is refused', async () => {
    const user = await createUser()
    await linkByPassword(user.email, user.password)
    const browser = new Browser()
    const back = new URL(await chooseAccount(await browser.authorizeUrl('google'), { email: user.email }))
    back.searchParams.set('state', 'forged-state')
    const res = await browser.callback(back.toString())
    expect(res.headers.get('Location')).toBe('/login?error=OAUTH_PROVIDER_ERROR&provider=GOOGLE')
    expect(browser.cookies.has('shortlist_session')).toBe(false)
  })

  it('a callback without the browser that started it (no flow cookie) is refused', async () => {
    const user = await createUser()
    await linkByPassword(user.email, user.password)
    const starter = new Browser()
    const back = await chooseAccount(await starter.authorizeUrl('google'), { email: user.email })
    const victim = new Browser()
    const res = await victim.callback(back)
    expect(query(res.headers.get('Location') ?? '').error).toBe('OAUTH_PROVIDER_ERROR')
    expect(victim.cookies.has('shortlist_session')).toBe(false)
  })

  it('a flow of one provider cannot finish at the other', async () => {
    const browser = new Browser()
    const back = new URL(await chooseAccount(await browser.authorizeUrl('google'), { email: uniqueEmail() }))
    const res = await browser.fetch(`/api/auth/callback/microsoft${back.search}`)
    expect(query(res.headers.get('Location') ?? '')).toMatchObject({ error: 'OAUTH_PROVIDER_ERROR' })
  })

  it.each([
    ['nonce mismatch', { nonce: 'not-the-nonce' }],
    ['wrong audience', { aud: 'someone-elses-client' }],
    ['wrong issuer', { iss: `${DOUBLE}/evil` }],
    ['expired token', { exp: 1_000_000_000 }],
    ['unverified email', { email_verified: false }],
  ])('an ID token with a %s is refused', async (_label, claims) => {
    const user = await createUser()
    await linkByPassword(user.email, user.password)
    await overrideNextIdToken('google', user.email, claims)
    const browser = new Browser()
    expect(await browser.signInWith('google', user.email)).toBe('/login?error=OAUTH_PROVIDER_ERROR&provider=GOOGLE')
    expect(browser.cookies.has('shortlist_session')).toBe(false)
  })

  it('a replayed authorization code is refused by the provider and so here', async () => {
    const user = await createUser()
    await linkByPassword(user.email, user.password)
    const browser = new Browser()
    const back = await chooseAccount(await browser.authorizeUrl('google'), { email: user.email })
    const flowCookies = new Map(browser.cookies)
    expect((await browser.callback(back)).headers.get('Location')).toBe('/dashboard')
    const attacker = new Browser()
    for (const [k, v] of flowCookies) attacker.cookies.set(k, v)
    const replay = await attacker.callback(back)
    expect(replay.headers.get('Location')).toBe('/login?error=OAUTH_PROVIDER_ERROR&provider=GOOGLE')
    expect(attacker.cookies.has('shortlist_session')).toBe(false)
  })

  it('the flow cookie is used up by its callback', async () => {
    const browser = new Browser()
    const back = await chooseAccount(await browser.authorizeUrl('google'), { email: uniqueEmail() })
    await browser.callback(back)
    expect(browser.cookies.has('shortlist_oauth')).toBe(false)
  })
})

describe('POST /api/auth/signin/:provider', () => {
  it('without the CSRF token (or with a wrong one) it is refused', async () => {
    const guest = new Browser()
    const missing = await guest.fetch('/api/auth/signin/google', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ callbackUrl: '/', json: 'true' }),
    })
    expect(missing.status).toBe(400)
    // A token but no double-submit cookie (a cross-site form knows no cookie).
    const noCookie = await new Browser().startSignIn('google', { csrfToken: 'A'.repeat(43) })
    expect(noCookie.status).toBe(403)
    expect(((await noCookie.json()) as { error: { code: string } }).error.code).toBe('CSRF_FAILED')
    await guest.csrf()
    const wrong = await guest.startSignIn('google', { csrfToken: 'B'.repeat(43) })
    expect(wrong.status).toBe(403)
    expect(guest.cookies.has('shortlist_oauth')).toBe(false)
  })

  it('a signed-in user must send the session token, not a guest one', async () => {
    const user = await createUser()
    const browser = await linkByPassword(user.email, user.password)
    const res = await browser.startSignIn('google', { csrfToken: 'C'.repeat(43) })
    expect(res.status).toBe(403)
  })

  it('without json=true it redirects to the provider', async () => {
    const browser = new Browser()
    const res = await browser.startSignIn('google', { json: 'false' })
    expect(res.status).toBe(302)
    const url = new URL(res.headers.get('Location') ?? '')
    expect(url.origin + url.pathname).toBe(`${DOUBLE}/google/authorize`)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:8787/api/auth/callback/google')
    const flow = res.headers.getSetCookie().find((c) => c.startsWith('shortlist_oauth='))
    expect(flow).toMatch(/HttpOnly/i)
    expect(flow).toMatch(/SameSite=Lax/i)
  })

  it.each(['https://evil.example/steal', '//evil.example/steal', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses the open-redirect callbackUrl %s',
    async (callbackUrl) => {
      const res = await new Browser().startSignIn('google', { callbackUrl })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED')
    },
  )

  it('reduces an absolute URL of this site to its path', async () => {
    const user = await createUser()
    await linkByPassword(user.email, user.password)
    const location = await new Browser().signInWith('google', user.email, {
      callbackUrl: 'http://localhost:8787/jobs?tab=open#top',
    })
    expect(location).toBe('/jobs?tab=open#top')
  })

  it('a provider this app does not know answers 400 VALIDATION_FAILED (the :provider parameter)', async () => {
    const res = await new Browser().startSignIn('github' as 'google')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED')
    const cb = await call('/api/auth/callback/github?code=x&state=y')
    expect(cb.status).toBe(400)
  })
})

describe('linking from the profile (signed in)', () => {
  it('links the provider account to the signed-in user, whatever its email', async () => {
    const user = await createUser()
    const browser = new Browser()
    const login = await browser.fetch('/api/access/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    expect(login.status).toBe(200)
    const providerEmail = uniqueEmail('work')
    const location = await browser.signInWith('google', providerEmail, { callbackUrl: '' })
    expect(location).toBe('/profile?tab=security&linked=GOOGLE')
    expect(await sessionEmail(browser)).toBe(user.email)

    const later = new Browser()
    expect(await later.signInWith('google', providerEmail)).toBe('/dashboard')
    expect(await sessionEmail(later)).toBe(user.email)
  })

  it('a provider account linked to another user is refused', async () => {
    const first = await createUser()
    await linkByPassword(first.email, first.password)
    const second = await createUser()
    const browser = new Browser()
    await browser.fetch('/api/access/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: second.email, password: second.password }),
    })
    const location = await browser.signInWith('google', first.email)
    expect(location).toBe('/profile?tab=security&error=OAUTH_ALREADY_LINKED&provider=GOOGLE')
    const rows = await env.DB.prepare("SELECT 1 FROM credentials WHERE user_id = ? AND kind = 'GOOGLE_OAUTH2'")
      .bind(second.id)
      .all()
    expect(rows.results).toHaveLength(0)
  })

  it('a link flow cannot be finished in another session', async () => {
    const user = await createUser()
    const browser = new Browser()
    await browser.fetch('/api/access/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    })
    const back = await chooseAccount(await browser.authorizeUrl('google'), { email: uniqueEmail() })
    browser.cookies.delete('shortlist_session')
    const res = await browser.callback(back)
    expect(res.headers.get('Location')).toBe('/profile?tab=security&error=OAUTH_PROVIDER_ERROR&provider=GOOGLE')
  })
})
