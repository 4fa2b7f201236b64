import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SessionUser } from '../../web/api/session'
import { jobDetail, jobRecruiter, matchItem } from './jobs-fixtures'
import { dashboardMetrics, makeUser, signedIn } from './support/fixtures'
import { apiError, json, mockApi } from './support/mock-api'
import { renderApp } from './support/render-app'
import { clickShellControl } from './support/shell-control'
import { sseStream } from './support/sse'

const stream = { 'GET /api/upload-status': () => sseStream().response }
const metrics = Object.fromEntries(Object.entries(dashboardMetrics).map(([path, body]) => [`GET ${path}`, json(body)]))

const newOrganization: NonNullable<SessionUser['organization']> = {
  id: 'org-new',
  name: 'Second House',
  language: 'de_DE',
  isAgency: true,
  status: 'STANDARD',
  subscriptionStatus: 'ACTIVE',
  planName: 'basic',
  showMatchingScores: true,
  logoUrl: null,
}

describe('create organization', () => {
  it("opens from the user menu, says 'Name is required', creates, and switches to the new organization", async () => {
    let current = makeUser({ permissions: ['DASHBOARD', 'PROFILE', 'ORGANIZATION_CREATE', 'ORGANIZATION_READ'] })
    const calls = mockApi({
      'GET /api/auth/session': () => json(signedIn(current)),
      ...metrics,
      ...stream,
      'POST /api/tenant': () => {
        current = {
          ...current,
          organizationId: 'org-new',
          organization: newOrganization,
          organizations: [
            ...current.organizations,
            { id: 'org-new', name: 'Second House', language: 'de_DE', isAgency: true },
          ],
        }
        return json({ organizationId: 'org-new', name: 'Second House' }, 201)
      },
      'GET /api/tenant': () =>
        json({
          ...newOrganization,
          address: null,
          brandLanguage: null,
          culture: null,
          info: null,
          kind: 'organization',
          owner: null,
          counts: { applicants: 0, jobs: 0, invites: 0 },
        }),
    })
    const { user, router } = renderApp('/dashboard')
    await screen.findByRole('button', { name: /Account/ })
    await clickShellControl(user, () => screen.getByRole('button', { name: /Account/ }))
    const item = await screen.findByRole('menuitem', { name: 'Create organization' })
    // A menu opened by a click takes the focus (keyboard users continue inside it); a user acts once it has.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('menu')))
    // zag ignores pointer events at (0, 0) as "no movement" (see profile.test.tsx): move onto the item first.
    await user.pointer({ target: item, coords: { clientX: 40, clientY: 40 } })
    await user.click(item)
    const dialog = await screen.findByRole('dialog', { name: 'Create an organization' })
    const name = within(dialog).getByLabelText('Name')
    await waitFor(() => expect(document.activeElement).toBe(name))
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect(await within(dialog).findByText('Name is required')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/tenant')).toBe(false)

    await user.type(name, 'Second House')
    await user.click(within(dialog).getByRole('radio', { name: 'German (Deutsch)' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recruiting agency (manages clients)' }))
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))

    // The app switched: German interface, the new organization's settings page.
    expect(await screen.findByRole('heading', { name: 'Organisationseinstellungen', level: 1 })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/organization/general')
    const create = calls.find((c) => c.method === 'POST' && c.path === '/api/tenant')
    expect(create?.body).toEqual({ name: 'Second House', language: 'de_DE', isAgency: true })
    expect(create?.headers.get('Idempotency-Key')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("says 'The organization could not be created.' when the server refuses", async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser())),
      ...stream,
      'POST /api/tenant': apiError('FORBIDDEN', 403),
    })
    const { user } = renderApp('/organization/list')
    await screen.findByRole('heading', { name: 'Organizations', level: 1 })
    expect(screen.getByRole('region', { name: 'Organizations' }).textContent).toContain('Acme Recruiting')
    await user.click(screen.getByRole('button', { name: 'Create organization' }))
    const dialog = await screen.findByRole('dialog', { name: 'Create an organization' })
    await user.type(within(dialog).getByLabelText('Name'), 'Nope Inc')
    await user.click(within(dialog).getByRole('button', { name: 'Create organization' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The organization could not be created.')
  })
})

describe('score overview switch', () => {
  const withScores = (show: boolean) => {
    const base = jobRecruiter()
    return {
      ...base,
      organization: { ...(base.organization as NonNullable<SessionUser['organization']>), showMatchingScores: show },
    }
  }

  it.each([true, false])('with scores shown = %s the job match list has the score columns or not', async (show) => {
    mockApi({
      'GET /api/auth/session': json(signedIn(withScores(show))),
      ...stream,
      'GET /api/jobs/job-1': json(jobDetail({ status: 'OPEN' })),
      'GET /api/jobs/job-1/match': json({ items: [matchItem(1)], nextCursor: null, matching: { pending: 0 } }),
    })
    renderApp('/jobs/job-1?tab=matches')
    const table = await screen.findByRole('table', { name: 'Matched applicants' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers.includes('Score')).toBe(show)
    expect(headers.includes('Area scores')).toBe(show)
    expect(headers).toContain('Knockouts')
    // The reasoning stays either way.
    expect(within(table).getByRole('button', { name: 'Show the reasoning for Candidate 1' })).toBeTruthy()
  })

  it('hides the average fit score card on the dashboard when off', async () => {
    const user = makeUser({ permissions: ['DASHBOARD', 'PROFILE'] })
    mockApi({
      'GET /api/auth/session': json(
        signedIn({
          ...user,
          organization: {
            ...(user.organization as NonNullable<SessionUser['organization']>),
            showMatchingScores: false,
          },
        }),
      ),
      ...metrics,
      ...stream,
    })
    renderApp('/dashboard')
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 })
    await screen.findByText('1,234')
    expect(screen.queryByRole('heading', { name: /fit score/i })).toBeNull()
  })
})
