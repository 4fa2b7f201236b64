import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { decideAccess } from '../../web/auth/access-rules'
import { makeUser, signedIn, signedOut } from './support/fixtures'
import { apiError, json, type MockCall, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const PLATFORM_ADMIN = [
  'DASHBOARD',
  'PROFILE',
  'ORGANIZATION_CREATE',
  'ADMIN_READ',
  'ADMIN_UPDATE',
  'ADMIN_DELETE',
  'ADMIN_CREATE',
]

const session = (permissions: string[] = PLATFORM_ADMIN) => ({
  'GET /api/auth/session': json(signedIn(makeUser({ permissions }))),
  'GET /api/upload-status': () => sseStream().response,
})

function summary(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `org-${n}`,
    name: `Company ${n}`,
    status: 'STANDARD',
    kind: 'organization',
    isAgency: false,
    language: 'en_US',
    planName: 'basic',
    subscriptionStatus: 'ACTIVE',
    owner: { id: `owner-${n}`, name: `Owner ${n}`, email: `owner${n}@example.com` },
    counts: { members: n, applicants: 10 * n, jobs: n, invites: 0 },
    createdAt: Date.UTC(2026, 0, 2),
    ...overrides,
  }
}

function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...summary(2, { name: 'Beta Talent' }),
    address: null,
    members: [
      {
        userId: 'owner-2',
        name: 'Owner 2',
        email: 'owner2@example.com',
        permissions: ['APPLICANT_READ'],
        owner: true,
        lastActivityAt: null,
        joinedAt: Date.UTC(2026, 0, 2),
      },
      {
        userId: 'member-2',
        name: 'Mia Member',
        email: 'mia@example.com',
        permissions: ['APPLICANT_READ'],
        owner: false,
        lastActivityAt: Date.UTC(2026, 10, 20, 9, 30),
        joinedAt: Date.UTC(2026, 0, 3),
      },
    ],
    invites: [
      { id: 'inv-1', email: 'pending@example.com', createdAt: Date.UTC(2026, 0, 4), expiresAt: Date.UTC(2026, 0, 11) },
    ],
    joined: false,
    ...overrides,
  }
}

const posted = (calls: MockCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path)

describe('admin organizations list', () => {
  it('is in the menu before Users, lists the columns with status badges, searches and pages', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/tenants': (call: MockCall) => {
        if (call.query.get('search') === 'beta') return json({ organizations: [summary(2)], nextCursor: null })
        if (call.query.get('cursor') === 'page-2') return json({ organizations: [summary(3)], nextCursor: null })
        return json({
          organizations: [summary(1, { owner: null, isAgency: true }), summary(2, { status: 'SUSPENDED' })],
          nextCursor: 'page-2',
        })
      },
    })
    const { router, user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links.indexOf('Organizations')).toBeGreaterThanOrEqual(0)
    expect(links.indexOf('Organizations')).toBe(links.indexOf('Users') - 1)
    await user.click(within(nav).getByRole('link', { name: 'Organizations' }))
    const table = await screen.findByRole('table', { name: 'Organizations' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Status', 'Kind', 'Plan', 'Owner', 'Members', 'Applicants', 'Jobs', 'Created'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Company 1' })
        .getAttribute('href'),
    ).toBe('/admin/organizations/org-1')
    expect(rows[0]?.textContent).toContain('Standard')
    expect(rows[0]?.textContent).toContain('Agency')
    expect(rows[0]?.textContent).toContain('No owner yet')
    expect(rows[1]?.textContent).toContain('Suspended')
    expect(rows[1]?.textContent).toContain('Owner 2')
    expect(calls.find((call) => call.path === '/api/admin/tenants')?.query.get('limit')).toBe('50')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(table).findByRole('link', { name: 'Company 3' })).toBeTruthy()
    expect(screen.getByText('3 organizations shown')).toBeTruthy()

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'beta{Enter}')
    await waitFor(() => expect(currentHref(router)).toBe('/admin/organizations?search=beta'))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Company 1' })).toBeNull())
  })

  it('says "Failed to load organizations" and tries again', async () => {
    let failing = true
    mockApi({
      ...session(),
      'GET /api/admin/tenants': () =>
        failing ? apiError('FORBIDDEN', 403) : json({ organizations: [summary(1)], nextCursor: null }),
    })
    const { user } = renderApp('/admin/organizations')
    expect(await screen.findByText('Failed to load organizations')).toBeTruthy()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Company 1' })).toBeTruthy()
  })

  it('creates an organization with an Idempotency-Key and opens it; a blank name is refused here', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/tenants': json({ organizations: [], nextCursor: null }),
      'POST /api/admin/tenants': json(detail({ id: 'org-9', name: 'Gamma GmbH', members: [], invites: [] }), 201),
      'GET /api/admin/tenants/org-9': json(detail({ id: 'org-9', name: 'Gamma GmbH', members: [], invites: [] })),
    })
    const { router, user } = renderApp('/admin/organizations')
    expect(await screen.findByText('There are no organizations yet.')).toBeTruthy()
    const form = screen.getByRole('region', { name: 'Create organization' })
    await user.click(within(form).getByRole('button', { name: 'Create organization' }))
    expect(within(form).getByText('Name is required')).toBeTruthy()
    expect(posted(calls, '/api/admin/tenants')).toEqual([])
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Gamma GmbH')
    await user.type(within(form).getByRole('textbox', { name: "Owner's email (optional)" }), 'Boss@Gamma.example')
    await user.click(within(form).getByRole('button', { name: 'Create organization' }))
    await waitFor(() => expect(currentHref(router)).toBe('/admin/organizations/org-9'))
    const [create] = posted(calls, '/api/admin/tenants')
    expect(create?.body).toEqual({
      name: 'Gamma GmbH',
      kind: 'organization',
      isAgency: false,
      language: 'en_US',
      ownerEmail: 'boss@gamma.example',
    })
    expect(create?.headers.get('Idempotency-Key')).toBeTruthy()
    expect(await screen.findByText('Gamma GmbH is created.')).toBeTruthy()
  })

  it('is out of reach without ADMIN_READ', async () => {
    const calls = mockApi({ ...session(['DASHBOARD', 'PROFILE']) })
    const { router } = renderApp('/admin/organizations/org-2')
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard'))
    expect(calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false)
    expect(screen.queryByRole('link', { name: 'Organizations' })).toBeNull()
  })
})

describe('admin organization detail', () => {
  it('shows details, members and pending invitations', async () => {
    mockApi({ ...session(), 'GET /api/admin/tenants/org-2': json(detail()) })
    renderApp('/admin/organizations/org-2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Talent' })).toBeTruthy()
    const members = screen.getByRole('table', { name: 'Members' })
    const rows = within(members).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Owner 2', 'Mia Member'])
    expect(rows[0]?.textContent).toContain('Owner')
    expect(rows[0]?.textContent).toContain('Never')
    expect(rows[1]?.textContent).toContain('Member')
    expect(screen.getByRole('list', { name: 'Pending invitations' }).textContent).toContain('pending@example.com')
    // The search index rebuild of this organization sits on its page.
    const searchIndex = screen.getByRole('region', { name: 'Search index' })
    expect(within(searchIndex).getByRole('button', { name: 'Rebuild search index' })).toBeTruthy()
  })

  it('saves only what changed', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/tenants/org-2': json(detail()),
      'POST /api/admin/tenants/org-2/update': json(
        detail({ name: 'Beta Recruiting', isAgency: true, language: 'de_DE' }),
      ),
    })
    const { user } = renderApp('/admin/organizations/org-2')
    const settings = await screen.findByRole('region', { name: 'Settings' })
    const save = within(settings).getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    const name = within(settings).getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.click(save)
    expect(within(settings).getByText('Name is required')).toBeTruthy()
    expect(document.activeElement).toBe(name)
    await user.type(name, 'Beta Recruiting')
    await user.click(within(settings).getByRole('checkbox', { name: 'Agency (manages clients)' }))
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Language' }), 'de_DE')
    await user.click(save)
    expect(await screen.findByText('Beta Recruiting is saved.')).toBeTruthy()
    expect(posted(calls, '/api/admin/tenants/org-2/update').map((call) => call.body)).toEqual([
      { name: 'Beta Recruiting', isAgency: true, language: 'de_DE' },
    ])
  })

  it('asks before suspending, because it signs the organization out', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/tenants/org-2': json(detail()),
      'POST /api/admin/tenants/org-2/update': json(detail({ status: 'SUSPENDED' })),
    })
    const { user } = renderApp('/admin/organizations/org-2')
    const settings = await screen.findByRole('region', { name: 'Settings' })
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Status' }), 'SUSPENDED')
    await user.click(within(settings).getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Beta Talent?' })
    expect(dialog.textContent).toContain('loses access at once and is signed out')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posted(calls, '/api/admin/tenants/org-2/update')).toEqual([])

    await user.click(within(settings).getByRole('button', { name: 'Save' }))
    const again = await screen.findByRole('alertdialog', { name: 'Suspend Beta Talent?' })
    await user.click(within(again).getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByText('This organization is suspended: its members cannot use it.')).toBeTruthy()
    expect(posted(calls, '/api/admin/tenants/org-2/update').map((call) => call.body)).toEqual([{ status: 'SUSPENDED' }])
    expect(within(screen.getByRole('region', { name: 'Details' })).getByText('Suspended')).toBeTruthy()
  })

  it('invites by e-mail and shows why an invitation is refused', async () => {
    let refuse = false
    const calls = mockApi({
      ...session(),
      'GET /api/admin/tenants/org-2': json(detail()),
      'POST /api/admin/tenants/org-2/invite': () =>
        refuse
          ? apiError('ALREADY_MEMBER', 409)
          : json({ id: 'inv-2', email: 'new@example.com', createdAt: 1, expiresAt: 2 }, 201),
    })
    const { user } = renderApp('/admin/organizations/org-2')
    const invite = await screen.findByRole('region', { name: 'Invite someone' })
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }))
    expect(within(invite).getByText('Please enter your email address.')).toBeTruthy()
    await user.type(within(invite).getByRole('textbox', { name: 'Email' }), 'New@Example.com')
    await user.selectOptions(within(invite).getByRole('combobox', { name: 'Permissions' }), 'admin')
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('An invitation is on its way to new@example.com.')).toBeTruthy()
    const [sent] = posted(calls, '/api/admin/tenants/org-2/invite')
    expect(sent?.body).toEqual({ email: 'new@example.com', preset: 'admin' })
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy()

    refuse = true
    await user.type(within(invite).getByRole('textbox', { name: 'Email' }), 'mia@example.com')
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('This person is already a member of the organization.')).toBeTruthy()
  })

  it('joins and leaves', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/tenants/org-2': json(detail()),
      'POST /api/admin/tenants/org-2/join': json(detail({ joined: true })),
      'POST /api/admin/tenants/org-2/leave': json(detail({ joined: false })),
    })
    const { user } = renderApp('/admin/organizations/org-2')
    const membership = await screen.findByRole('region', { name: 'Your membership' })
    await user.click(within(membership).getByRole('button', { name: 'Join organization' }))
    expect(await screen.findByText('You joined Beta Talent.')).toBeTruthy()
    await user.click(within(membership).getByRole('button', { name: 'Leave organization' }))
    expect(await screen.findByText('You left Beta Talent.')).toBeTruthy()
    expect(posted(calls, '/api/admin/tenants/org-2/join')).toHaveLength(1)
    expect(posted(calls, '/api/admin/tenants/org-2/leave')).toHaveLength(1)
  })

  it('deletes after a confirmation that says it is permanent, and goes back to the list', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/tenants/org-2': json(detail()),
      'POST /api/admin/tenants/org-2/delete': json({ ok: true }),
      'GET /api/admin/tenants': json({ organizations: [summary(1)], nextCursor: null }),
    })
    const { router, user } = renderApp('/admin/organizations/org-2')
    await user.click(await screen.findByRole('button', { name: 'Delete organization' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Beta Talent permanently?' })
    expect(dialog.textContent).toContain('cannot be undone')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(currentHref(router)).toBe('/admin/organizations'))
    expect(await screen.findByText('Beta Talent is deleted.')).toBeTruthy()
    expect(posted(calls, '/api/admin/tenants/org-2/delete')).toHaveLength(1)
  })

  it('says "organization could not be deleted" when the deletion fails', async () => {
    mockApi({
      ...session(),
      'GET /api/admin/tenants/org-2': json(detail()),
      'POST /api/admin/tenants/org-2/delete': apiError('INTERNAL', 500),
    })
    const { user } = renderApp('/admin/organizations/org-2')
    await user.click(await screen.findByRole('button', { name: 'Delete organization' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Beta Talent permanently?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(/The organization could not be deleted\./)).toBeTruthy()
  })

  it('shows "Organization not found" for an unknown id', async () => {
    mockApi({ ...session(), 'GET /api/admin/tenants/nope': apiError('ORGANIZATION_NOT_FOUND', 404) })
    renderApp('/admin/organizations/nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization not found' })).toBeTruthy()
  })

  it('is read-only for an admin without ADMIN_UPDATE, ADMIN_CREATE and ADMIN_DELETE', async () => {
    mockApi({ ...session(['DASHBOARD', 'PROFILE', 'ADMIN_READ']), 'GET /api/admin/tenants/org-2': json(detail()) })
    renderApp('/admin/organizations/org-2')
    expect(await screen.findByText('You can view this organization, but not change it.')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Settings' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Invite someone' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull()
  })
})

describe('a suspended organization', () => {
  const user = (permissions: string[]) => ({ ...makeUser({ permissions }), organization: null })
  const at = { pathname: '/dashboard', href: '/dashboard' }

  it('signs its members out to the suspended page, worded for the organization', () => {
    expect(
      decideAccess({ mode: 'Authenticated', user: user(['DASHBOARD', 'ORGANIZATION_SUSPENDED']), location: at }),
    ).toEqual({ kind: 'sign-out', to: '/suspended?reason=organization' })
    expect(
      decideAccess({
        mode: 'Any',
        user: user(['ORGANIZATION_SUSPENDED']),
        location: { pathname: '/suspended', href: '/suspended?reason=organization' },
      }),
    ).toEqual({ kind: 'sign-out', to: null })
  })

  it('keeps platform admins signed in: they lift the suspension', () => {
    expect(
      decideAccess({ mode: 'Admin', user: user([...PLATFORM_ADMIN, 'ORGANIZATION_SUSPENDED']), location: at }),
    ).toEqual({ kind: 'allow' })
  })

  it('lands a member on /suspended after signing in', async () => {
    let current = signedIn(
      makeUser({
        permissions: ['DASHBOARD', 'PROFILE', 'ORGANIZATION_SUSPENDED'],
        organization: { ...makeUser().organization!, status: 'SUSPENDED' },
      }),
    )
    mockApi({
      'GET /api/auth/session': () => json(current),
      'POST /api/auth/signout': () => {
        current = signedOut as never
        return json({ ok: true })
      },
      'GET /api/upload-status': () => sseStream().response,
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(currentHref(router)).toBe('/suspended?reason=organization'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization suspended' })).toBeTruthy()
    expect(screen.getByText(/Your organization has been suspended/)).toBeTruthy()
  })
})
