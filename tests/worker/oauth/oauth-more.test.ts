import { describe, expect, it } from 'vitest'
import { createUser, uniqueEmail } from '../support/factories'
import { enableTwoFactor, totpCode } from '../support/two-factor'
import { Browser, chooseAccount, query } from './oauth-browser'

describe('provider sign-in, further cases', () => {
  it('asks for the second factor when it is on, then signs in', async () => {
    const user = await createUser()
    const linking = new Browser()
    const q = query(await linking.signInWith('google', user.email))
    await linking.fetch('/api/access/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, linkToken: q.link }),
    })
    const secret = await enableTwoFactor(user.id, user.email)

    const browser = new Browser()
    const location = await browser.signInWith('google', user.email)
    const tfa = query(location)
    expect(location.startsWith('/login?')).toBe(true)
    expect(tfa).toMatchObject({ outcome: 'TFA_REQUIRED', callbackUrl: '/dashboard' })
    expect(browser.cookies.has('shortlist_session')).toBe(false)
    const res = await browser.fetch('/api/access/login/tfa', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ challengeToken: tfa.challenge, code: totpCode(secret) }),
    })
    expect(await res.json()).toEqual({ outcome: 'SUCCESS' })
    expect(browser.cookies.has('shortlist_session')).toBe(true)
  })

  it('the callback also takes a form post from this site', async () => {
    const browser = new Browser()
    const back = new URL(await chooseAccount(await browser.authorizeUrl('google'), { email: uniqueEmail() }))
    const res = await browser.fetch(back.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: back.searchParams,
    })
    expect(res.status).toBe(302)
    expect(query(res.headers.get('Location') ?? '').outcome).toBe('SIGNUP_REQUIRED')
  })

  it('starting a sign-in is rate-limited per client', async () => {
    const browser = new Browser()
    const csrfToken = await browser.csrf()
    const ip = { 'CF-Connecting-IP': '2001:db8::77:1' }
    const start = () =>
      browser.fetch('/api/auth/signin/google', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...ip },
        body: new URLSearchParams({ csrfToken, json: 'true' }),
      })
    for (let i = 0; i < 30; i++) expect((await start()).status).toBe(200)
    const refused = await start()
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toBeTruthy()
  })

  it('the callback is rate-limited per client and says so to the SPA', async () => {
    const browser = new Browser()
    const ip = { 'CF-Connecting-IP': '2001:db8::77:2' }
    let last: Response | undefined
    for (let i = 0; i < 31; i++) {
      last = await browser.fetch('/api/auth/callback/google?error=access_denied', { headers: ip })
    }
    expect(last?.headers.get('Location')).toBe('/login?error=RATE_LIMITED&provider=GOOGLE')
  })
})
