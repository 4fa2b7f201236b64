import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '../../web/api/session'
import { makeUser, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const ADMIN = ['DASHBOARD', 'PROFILE', 'ORGANIZATION_CREATE', 'ORGANIZATION_READ', 'ORGANIZATION_UPDATE']

function tenant(overrides: Record<string, unknown> = {}) {
  return {
    id: 'org-1',
    name: 'Acme Recruiting',
    address: 'Main Street 1',
    brandLanguage: null,
    culture: null,
    info: null,
    isAgency: false,
    language: 'en_US',
    logoUrl: null,
    planName: 'basic',
    subscriptionStatus: 'ACTIVE',
    status: 'SPECIAL',
    kind: 'organization',
    owner: { id: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' },
    showMatchingScores: true,
    counts: { applicants: 1234, jobs: 7, invites: 2 },
    ...overrides,
  }
}

/** A session whose organization follows `state` (as the server's does after a change). */
function liveSession(
  permissions: string[],
  state: { language: 'en_US' | 'de_DE'; isAgency: boolean; logoUrl: string | null },
) {
  return () => {
    const base = makeUser({ permissions })
    const user: SessionUser = {
      ...base,
      organization: { ...(base.organization as NonNullable<SessionUser['organization']>), ...state },
    }
    return json(signedIn(user))
  }
}

const stream = { 'GET /api/upload-status': () => sseStream().response }

afterEach(() => vi.unstubAllGlobals())

describe('Organization > General', () => {
  it('shows the settings, counts, tenant status and kind, and is reached from the menu', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: ADMIN }))),
      'GET /api/tenant': json(tenant()),
      ...stream,
    })
    renderApp('/organization/general')
    await screen.findByRole('heading', { name: 'Organization settings', level: 1 })
    expect(await screen.findByLabelText('Name')).toHaveProperty('value', 'Acme Recruiting')
    expect(screen.getByLabelText('Address')).toHaveProperty('value', 'Main Street 1')
    const facts = screen.getByRole('region', { name: 'Overview' })
    expect(facts.textContent).toContain('1,234')
    expect(facts.textContent).toContain('Pending invitations2')
    expect(facts.textContent).toContain('Special')
    expect(facts.textContent).toContain('Organization')
    expect(facts.textContent).toContain('Ada Lovelace (ada@example.com)')
    // The menu entry sits before the attribute weights.
    const links = within(screen.getByRole('navigation', { name: 'Main' }))
      .getAllByRole('link')
      .map((l) => l.textContent)
    expect(links.indexOf('Organization')).toBeGreaterThan(-1)
    expect(screen.getByRole('link', { name: 'Organization' }).getAttribute('aria-current')).toBe('page')
  })

  it("says 'Name is required' without calling the server, and saves the general information", async () => {
    const state = { language: 'en_US' as const, isAgency: false, logoUrl: null }
    const calls = mockApi({
      'GET /api/auth/session': liveSession(ADMIN, state),
      'GET /api/tenant': json(tenant()),
      'POST /api/tenant/update-info': (call) => {
        state.isAgency = true
        return json(tenant(call.body as Record<string, unknown>))
      },
      ...stream,
    })
    const { user } = renderApp('/organization/general')
    const name = await screen.findByLabelText('Name')
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name is required')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(name))
    expect(calls.some((c) => c.path === '/api/tenant/update-info')).toBe(false)

    await user.type(name, 'Hopper Hiring')
    await user.type(screen.getByLabelText('Culture'), 'Remote first')
    await user.click(screen.getByRole('checkbox', { name: 'Recruiting agency (manages clients)' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Organization saved')
    expect(calls.find((c) => c.path === '/api/tenant/update-info')?.body).toEqual({
      name: 'Hopper Hiring',
      address: 'Main Street 1',
      brandLanguage: '',
      culture: 'Remote first',
      info: '',
      isAgency: true,
    })
    // The session is read again: the agency flag (clients) and the name reach the shell.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/auth/session').length).toBeGreaterThan(1))
  })

  it('switches the interface language at once when German is chosen', async () => {
    const state = { language: 'en_US' as 'en_US' | 'de_DE', isAgency: false, logoUrl: null }
    const calls = mockApi({
      'GET /api/auth/session': liveSession(ADMIN, state),
      'GET /api/tenant': () => json(tenant({ language: state.language })),
      'POST /api/tenant/language': (call) => {
        state.language = (call.body as { language: 'de_DE' }).language
        return json(tenant({ language: state.language }))
      },
      ...stream,
    })
    const { user } = renderApp('/organization/general')
    await screen.findByRole('heading', { name: 'Organization settings', level: 1 })
    await user.click(screen.getByRole('radio', { name: 'German (Deutsch)' }))
    expect(await screen.findByRole('heading', { name: 'Organisationseinstellungen', level: 1 })).toBeTruthy()
    expect(document.documentElement.lang).toBe('de')
    expect(calls.find((c) => c.path === '/api/tenant/language')?.body).toEqual({ language: 'de_DE' })
  })

  it('toggles the score overview switch for the organization', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: ADMIN }))),
      'GET /api/tenant': json(tenant()),
      'POST /api/tenant/matching-scores': json(tenant({ showMatchingScores: false })),
      ...stream,
    })
    const { user } = renderApp('/organization/general')
    const toggle = await screen.findByRole('switch', { name: 'Show match scores in lists and on the dashboard' })
    expect(toggle).toHaveProperty('checked', true)
    await user.click(toggle)
    await screen.findByText('Match scores are hidden')
    expect(calls.find((c) => c.path === '/api/tenant/matching-scores')?.body).toEqual({ showMatchingScores: false })
  })

  it('is read-only without ORGANIZATION_UPDATE', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: ['DASHBOARD', 'PROFILE', 'ORGANIZATION_READ'] }))),
      'GET /api/tenant': json(tenant({ logoUrl: '/api/tenant/logo?v=1' })),
      ...stream,
    })
    renderApp('/organization/general')
    const name = await screen.findByLabelText('Name')
    expect(name.closest('fieldset')?.disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByLabelText('Choose a logo')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove logo' })).toBeNull()
    expect(screen.getByRole('switch')).toHaveProperty('disabled', true)
  })

  it('shows an error with a retry when the organization cannot be loaded', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser({ permissions: ADMIN }))),
      'GET /api/tenant': apiError('FORBIDDEN', 403),
      ...stream,
    })
    renderApp('/organization/general')
    expect(await screen.findByText('The organization could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
