import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dashboardMetrics, makeUser, signedIn, signedOut } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { clickShellControl } from './support/shell-control'

const metricRoutes = Object.fromEntries(
  Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]),
)
const beta = { id: 'org-2', name: 'Beta GmbH', language: 'de_DE' as const, isAgency: true }
const member = makeUser({ organizations: [...makeUser().organizations, beta] })
const inBeta = makeUser({
  organizations: member.organizations,
  organizationId: 'org-2',
  organization: {
    ...beta,
    status: 'STANDARD',
    subscriptionStatus: 'ACTIVE',
    planName: 'cloud',
    showMatchingScores: true,
    logoUrl: null,
  },
})

describe('profile', () => {
  it('summarises the signed-in user', async () => {
    mockApi({ 'GET /api/auth/session': json(signedIn(member)) })
    renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    const summary = screen.getByRole('region', { name: 'Account' })
    expect(summary.textContent).toContain('Ada Lovelace')
    expect(summary.textContent).toContain('ada@example.com')
    expect(summary.textContent).toContain('Acme Recruiting')
  })

  it('switches the organization, and the interface follows its language', async () => {
    let session = signedIn(member)
    const calls = mockApi({
      'GET /api/auth/session': () => json(session),
      'POST /api/auth/session': () => {
        session = signedIn(inBeta)
        return json(session)
      },
    })
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    const list = screen.getByRole('region', { name: 'Organizations' })
    expect(within(list).getByText('Current')).toBeTruthy()
    await user.click(within(list).getByRole('button', { name: 'Switch Beta GmbH' }))

    await screen.findByRole('heading', { name: 'Mein Profil', level: 1 })
    const update = calls.find((call) => call.method === 'POST' && call.path === '/api/auth/session')
    expect(update?.body).toEqual({ csrfToken: 'csrf-token-1', data: { organizationId: 'org-2' } })
    expect(screen.getByRole('banner').textContent).toContain('Beta GmbH')
    expect(await screen.findByText('Zu Beta GmbH gewechselt')).toBeTruthy()
  })

  it('signs out from the user menu and lands on the login page', async () => {
    let session: unknown = signedIn(member)
    const calls = mockApi({
      ...metricRoutes,
      'GET /api/auth/session': () => json(session),
      'POST /api/auth/signout': () => {
        session = signedOut
        return json({ ok: true })
      },
    })
    const { user, router } = renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    await clickShellControl(user, () => screen.getByRole('button', { name: /Account/ }))
    const item = await screen.findByRole('menuitem', { name: 'Sign out' })
    // A menu opened by a click takes the focus (keyboard users continue inside it); a user acts once it has.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menu')))
    // A real mouse moves onto the item before pressing it. user-event puts every pointer event at
    // (0, 0), which zag's modality tracking ignores as "no movement", so move with coordinates.
    await user.pointer({ target: item, coords: { clientX: 40, clientY: 40 } })
    await user.click(item)
    await screen.findByRole('heading', { name: 'Sign in', level: 1 })
    expect(currentHref(router)).toBe('/login')
    const signOut = calls.find((call) => call.path === '/api/auth/signout')
    expect(signOut?.headers.get('X-CSRF-Token')).toBe('csrf-token-1')
  })

  it('opens the profile from the user menu with the keyboard', async () => {
    mockApi({ ...metricRoutes, 'GET /api/auth/session': json(signedIn(member)) })
    const { user } = renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    screen.getByRole('button', { name: /Account/ }).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My profile' })).toBeTruthy())
    await user.keyboard('{Enter}')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
  })
})
