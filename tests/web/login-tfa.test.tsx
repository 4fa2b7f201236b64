import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardMetrics, signedIn, signedOut } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)
const CHALLENGE = 'challenge-token-0123456789abcdef'

async function signInWithPassword(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com')
  await user.type(screen.getByLabelText('Password'), 'Secret-Password-1')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('two-factor step of the login', () => {
  it('asks for the code after the password and signs in with the right one', async () => {
    let session: unknown = signedOut
    const calls = mockApi({
      ...metricRoutes,
      'GET /api/auth/session': () => json(session),
      'POST /api/access/login': json({ outcome: 'TFA_REQUIRED', challengeToken: CHALLENGE }),
      'POST /api/access/login/tfa': () => {
        session = signedIn()
        return json({ outcome: 'SUCCESS' })
      },
    })
    const { user, router } = renderApp('/login')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    await signInWithPassword(user)
    await screen.findByRole('heading', { name: 'Two-factor authentication' })
    const code = screen.getByLabelText('One-time password')
    await waitFor(() => expect(document.activeElement).toBe(code))
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    await user.type(code, '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(currentHref(router)).toBe('/dashboard')
    const tfa = calls.find((call) => call.path === '/api/access/login/tfa')
    expect(tfa?.body).toEqual({ challengeToken: CHALLENGE, code: '123456' })
  })

  it('keeps digits only and refuses fewer than 6 without calling the server', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/login': json({ outcome: 'TFA_REQUIRED', challengeToken: CHALLENGE }),
    })
    const { user } = renderApp('/login')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    await signInWithPassword(user)
    const code = await screen.findByLabelText('One-time password')
    await user.type(code, '12a3-4 5')
    expect((code as HTMLInputElement).value).toBe('12345')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(screen.getByText('The code has exactly 6 digits.')).toBeTruthy()
    expect(code.getAttribute('aria-invalid')).toBe('true')
    await user.type(code, '67')
    expect((code as HTMLInputElement).value).toBe('123456')
    expect(calls.some((call) => call.path === '/api/access/login/tfa')).toBe(false)
  })

  it("says 'You entered the wrong one-time password!' and lets the user try again", async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/login': json({ outcome: 'TFA_REQUIRED', challengeToken: CHALLENGE }),
      'POST /api/access/login/tfa': apiError('WRONG_TFA_CODE', 401),
    })
    const { user } = renderApp('/login')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    await signInWithPassword(user)
    const code = await screen.findByLabelText('One-time password')
    await user.type(code, '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You entered the wrong one-time password!'))
    expect((code as HTMLInputElement).value).toBe('')
    expect(document.activeElement).toBe(code)
  })

  it('goes back to the password when the pending sign-in expired', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/login': json({ outcome: 'TFA_REQUIRED', challengeToken: CHALLENGE }),
      'POST /api/access/login/tfa': apiError('CHALLENGE_EXPIRED', 401),
    })
    const { user } = renderApp('/login')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    await signInWithPassword(user)
    await user.type(await screen.findByLabelText('One-time password'), '111111')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByText('The sign-in took too long. Please sign in again.')).toBeTruthy()
    expect(screen.getByLabelText('Password')).toBeTruthy()
  })

  it('opens straight on the code step after a provider callback asked for it', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut) })
    renderApp(`/login?outcome=TFA_REQUIRED&challenge=${CHALLENGE}`)
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeTruthy()
    expect(screen.queryByLabelText('Password')).toBeNull()
  })
})

describe('provider outcomes on the login page', () => {
  it('shows only the active providers', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'GET /api/access/active-oauth-providers': json({ providers: ['GOOGLE'] }),
    })
    renderApp('/login')
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with Microsoft' })).toBeNull()
  })

  it('links a provider on the first sign-in with email and password', async () => {
    const link = 'link-token-0123456789abcdefghij'
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/login': apiError('INVALID_CREDENTIALS', 401),
    })
    const { user } = renderApp(`/login?outcome=LOGIN_REQUIRED&link=${link}&provider=GOOGLE&email=ada%40example.com`)
    expect(
      await screen.findByText(
        'The first time you sign in with Google, sign in once with your email and password to link the account.',
      ),
    ).toBeTruthy()
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'Secret-Password-1')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(calls.some((call) => call.path === '/api/access/login')).toBe(true))
    const login = calls.find((call) => call.path === '/api/access/login')
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'Secret-Password-1', linkToken: link })
  })

  it('says no account was found, with the way to sign up', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut) })
    renderApp('/login?outcome=SIGNUP_REQUIRED&error=OAUTH_ACCOUNT_NOT_FOUND')
    expect(await screen.findByText('No account was found for the email of this provider account.')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Create an account' }).length).toBeGreaterThan(0)
  })

  it('offers a retry after a provider error', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'GET /api/auth/csrf': apiError('INTERNAL', 500),
    })
    const { user } = renderApp('/login?error=OAUTH_PROVIDER_ERROR&provider=MICROSOFT')
    expect(
      await screen.findByText(
        'The sign-in provider reported an authentication error. Please try again or contact support.',
      ),
    ).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/csrf')).toBe(true))
  })
})

describe('one-time sign-in link', () => {
  it('mails a link from the login page', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/sign-in-link': json({ ok: true }),
    })
    const { user } = renderApp('/login')
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }))
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send sign-in link' }))
    expect(
      await screen.findByText('If an account exists for ada@example.com, a sign-in link is on its way.'),
    ).toBeTruthy()
    expect(calls.find((call) => call.path === '/api/access/sign-in-link')?.body).toEqual({ email: 'ada@example.com' })
  })

  it('signs in from the link and goes to the dashboard', async () => {
    let session: unknown = signedOut
    const calls = mockApi({
      ...metricRoutes,
      'GET /api/auth/session': () => json(session),
      'POST /api/access/sign-in-link/verify': () => {
        session = signedIn()
        return json({ outcome: 'SUCCESS' })
      },
    })
    const { router } = renderApp('/login/link?token=link-token-0123456789abcdefghij')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    expect(currentHref(router)).toBe('/dashboard')
    expect(calls.filter((call) => call.path === '/api/access/sign-in-link/verify')).toHaveLength(1)
  })

  it("says 'link expired or invalid' with a way back", async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/sign-in-link/verify': apiError('SIGN_IN_LINK_INVALID', 400),
    })
    renderApp('/login/link?token=used-token-0123456789abcdefghij')
    expect(await screen.findByText('The one-time sign-in link has expired or is invalid.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy()
  })
})
