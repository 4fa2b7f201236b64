import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser, signedIn } from './support/fixtures'
import { json, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const PLATFORM_ADMIN = ['DASHBOARD', 'PROFILE', 'ADMIN_READ', 'ADMIN_UPDATE', 'ADMIN_DELETE', 'ADMIN_CREATE']
const withoutOrganization = makeUser({
  permissions: PLATFORM_ADMIN,
  organizationId: null,
  organization: null,
  organizations: [],
})
const failed = (n: number) => ({
  id: `task-${n}`,
  queue: 'shortlist-ingest',
  kind: 'document.process',
  status: 'FAILED',
  errorType: 'UNKNOWN_ERROR',
  errorMessage: 'Processing failed after every retry',
  attempts: 4,
  organization: { id: 'org-1', name: 'Acme Recruiting' },
  applicant: null,
  job: null,
  document: null,
  principal: null,
  createdAt: 1,
  updatedAt: 1,
})

describe('platform admin landing page', () => {
  it('is where an admin without an organization starts: no dashboard, no tenant errors', async () => {
    const calls = mockApi({
      'GET /api/auth/session': json(signedIn(withoutOrganization)),
      'GET /api/upload-status': () => sseStream().response,
      'GET /api/admin/queue/failed': json({ tasks: [failed(1)], nextCursor: null }),
    })
    const { router } = renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform administration' })).toBeTruthy()
    expect(currentHref(router)).toBe('/admin')
    expect(await screen.findByText('1 failed task waits for a decision.')).toBeTruthy()
    expect(screen.getByText(/You are not a member of any organization/)).toBeTruthy()
    const areas = screen.getByRole('list', { name: 'Administration areas' })
    expect(within(areas).getByRole('link', { name: 'Organizations' }).getAttribute('href')).toBe('/admin/organizations')
    // The menu offers no organization screens, and nothing asked for organization data.
    const menu = screen.getByRole('navigation', { name: 'Main' })
    expect(within(menu).queryByRole('link', { name: 'Dashboard' })).toBeNull()
    expect(calls.some((call) => call.path.startsWith('/api/metrics'))).toBe(false)
  })

  it('sends an admin without an organization from the dashboard to the landing page', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(withoutOrganization)),
      'GET /api/upload-status': () => sseStream().response,
      'GET /api/admin/queue/failed': json({ tasks: [], nextCursor: null }),
    })
    const { router } = renderApp('/dashboard')
    expect(await screen.findByText('No failed tasks.')).toBeTruthy()
    expect(currentHref(router)).toBe('/admin')
  })
})
