import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardMetrics, makeUser, signedIn, signedOut } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)
const h1 = (name: string | RegExp) => screen.findByRole('heading', { name, level: 1 })

describe('route guards', () => {
  it('sends a guest from a protected page to login with the return URL', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut) })
    const { router } = renderApp('/organization/billing?section=billing')
    await h1('Sign in')
    expect(currentHref(router)).toBe('/login?return_url=%2Forganization%2Fbilling%3Fsection%3Dbilling')
  })

  it('sends a guest from the start page to login', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut) })
    const { router } = renderApp('/')
    await h1('Sign in')
    expect(currentHref(router)).toBe('/login')
  })

  it('sends a signed-in user from the start page to the dashboard, or the profile without DASHBOARD', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn(makeUser({ permissions: ['PROFILE'] }))) })
    const { router } = renderApp('/')
    await h1('My profile')
    expect(currentHref(router)).toBe('/profile')
  })

  it('sends a signed-in user away from the login page', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn()), ...metricRoutes })
    const { router } = renderApp('/login')
    await h1('Dashboard')
    expect(currentHref(router)).toBe('/dashboard')
  })

  it('keeps a user without DASHBOARD off the dashboard', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn(makeUser({ permissions: ['PROFILE'] }))) })
    const { router } = renderApp('/dashboard')
    await h1('My profile')
    expect(currentHref(router)).toBe('/profile')
  })

  it('signs a suspended user out and shows the suspended page', async () => {
    let session: unknown = signedIn(makeUser({ status: 'SUSPENDED' }))
    const calls = mockApi({
      'GET /api/auth/session': () => json(session),
      'POST /api/auth/signout': () => {
        session = signedOut
        return json({ ok: true })
      },
    })
    const { router, user } = renderApp('/dashboard')
    await h1('Account suspended')
    expect(currentHref(router)).toBe('/suspended')
    const signOut = calls.find((call) => call.path === '/api/auth/signout')
    expect(signOut?.method).toBe('POST')
    expect(signOut?.headers.get('X-CSRF-Token')).toBe('csrf-token-1')
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }))
    await h1('Sign in')
  })

  it('sends a subscriber without an active subscription to billing', async () => {
    const user = makeUser({
      permissions: ['DASHBOARD', 'PROFILE', 'ORGANIZATION_BILLING_SUBSCRIBE', 'ORGANIZATION_BILLING_READ'],
      organization: { ...makeUser().organization!, subscriptionStatus: 'CANCELED', planName: 'cloud' },
    })
    mockApi({ 'GET /api/auth/session': json(signedIn(user)) })
    const { router } = renderApp('/dashboard')
    await h1('Billing')
    expect(currentHref(router)).toBe('/organization/billing?section=billing')
    expect(screen.getByText('Cloud')).toBeTruthy()
    expect(screen.getByText('Canceled')).toBeTruthy()
    expect(screen.getByText(/no active subscription/)).toBeTruthy()
  })

  it('keeps billing closed to members without billing access', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: ['DASHBOARD', 'PROFILE'] }))),
      ...metricRoutes,
    })
    const { router } = renderApp('/organization/billing?section=billing')
    await h1('Dashboard')
    expect(currentHref(router)).toBe('/dashboard')
  })

  it('chooses the first organization when the session has none', async () => {
    const withoutOrganization = makeUser({ organizationId: null, organization: null })
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(withoutOrganization)),
      'POST /api/auth/session': json(signedIn()),
      ...metricRoutes,
    })
    renderApp('/dashboard')
    await h1('Dashboard')
    const update = calls.find((call) => call.method === 'POST' && call.path === '/api/auth/session')
    expect(update?.body).toEqual({ csrfToken: 'csrf-token-1', data: { organizationId: 'org-1' } })
    expect(screen.getByRole('banner').textContent).toContain('Acme Recruiting')
  })

  it('shows the 404 page with a link back to the start', async () => {
    mockApi({ 'GET /api/auth/session': json(signedOut) })
    const { user } = renderApp('/no/such/page')
    await h1('Page not found')
    expect(screen.getByRole('main')).toBeTruthy()
    await user.click(screen.getByRole('link', { name: 'Back to start' }))
    await h1('Sign in')
  })

  it('shows an error with a retry when the session cannot be loaded', async () => {
    let online = false
    mockApi({ 'GET /api/auth/session': () => (online ? json(signedOut) : 'network-error') })
    const caught: unknown[] = []
    const { user } = renderApp('/dashboard', { onCaughtError: (error) => caught.push(error) })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Check your internet connection'))
    expect(caught).toContainEqual(expect.objectContaining({ code: 'NETWORK_ERROR' }))
    expect(screen.getByRole('main')).toBeTruthy()
    online = true
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await h1('Sign in')
  })
})
