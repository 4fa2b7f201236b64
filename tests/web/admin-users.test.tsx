import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeUser, signedIn } from './support/fixtures'
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
const USER_PRESET = ['DASHBOARD', 'ORGANIZATION_CREATE', 'PROFILE']

const session = (permissions: string[] = PLATFORM_ADMIN) => ({
  'GET /api/auth/session': json(signedIn(makeUser({ permissions }))),
  'GET /api/upload-status': () => sseStream().response,
})

function summary(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `user-${n}`,
    email: `person${n}@example.com`,
    name: `Person ${n}`,
    status: 'ACTIVE',
    permissions: USER_PRESET,
    tfaEnabled: false,
    organizations: n,
    lastActiveAt: Date.UTC(2026, 10, 20, 9, 30),
    createdAt: Date.UTC(2026, 0, 2),
    ...overrides,
  }
}

function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...summary(2, { name: 'Bob Builder', email: 'bob@example.com', organizations: 2 }),
    position: 'Recruiter',
    memberships: [
      { organizationId: 'org-1', name: 'Acme Recruiting', permissions: ['APPLICANT_READ', 'JOB_READ'], owner: true },
      { organizationId: 'org-2', name: 'Beta Talent', permissions: ['APPLICANT_READ'], owner: false },
    ],
    ...overrides,
  }
}

const posted = (calls: MockCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path)

describe('admin users list', () => {
  it('is in the menu, lists the columns, keeps the search in the URL and pages with "Load more"', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/users': (call: MockCall) => {
        if (call.query.get('search') === 'bob') return json({ users: [summary(2)], nextCursor: null })
        if (call.query.get('cursor') === 'page-2') return json({ users: [summary(3)], nextCursor: null })
        return json({
          users: [summary(1, { tfaEnabled: true, lastActiveAt: null }), summary(2, { status: 'SUSPENDED' })],
          nextCursor: 'page-2',
        })
      },
    })
    const { router, user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Users' }))
    const table = await screen.findByRole('table', { name: 'Users' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Status', 'Two-factor', 'Organizations', 'Last activity'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Person 1' })
        .getAttribute('href'),
    ).toBe('/admin/users/user-1')
    expect(rows[0]?.textContent).toContain('person1@example.com')
    expect(rows[0]?.textContent).toContain('Active')
    expect(rows[0]?.textContent).toContain('On')
    expect(rows[0]?.textContent).toContain('Never')
    expect(rows[1]?.textContent).toContain('Suspended')
    expect(rows[1]?.textContent).toContain('Off')
    expect(calls.find((call) => call.path === '/api/admin/users')?.query.get('limit')).toBe('50')

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await within(table).findByRole('link', { name: 'Person 3' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'bob{Enter}')
    await waitFor(() => expect(currentHref(router)).toBe('/admin/users?search=bob'))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Person 1' })).toBeNull())
    expect(screen.getByRole('link', { name: 'Person 2' })).toBeTruthy()
    expect(
      calls
        .filter((call) => call.path === '/api/admin/users')
        .at(-1)
        ?.query.get('search'),
    ).toBe('bob')
  })

  it('says "Failed to load users" and tries again', async () => {
    let failing = true
    mockApi({
      ...session(),
      'GET /api/admin/users': () =>
        failing ? apiError('FORBIDDEN', 403) : json({ users: [summary(1)], nextCursor: null }),
    })
    const { user } = renderApp('/admin/users')
    expect(await screen.findByText('Failed to load users')).toBeTruthy()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Person 1' })).toBeTruthy()
  })

  it('is out of reach without ADMIN_READ', async () => {
    const calls = mockApi({ ...session(['DASHBOARD', 'PROFILE']) })
    const { router } = renderApp('/admin/users/user-2')
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard'))
    expect(calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false)
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull()
  })
})

describe('admin user detail', () => {
  it('shows the memberships and saves a preset with the right body', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/users/user-2': json(detail()),
      'POST /api/admin/users/update-permissions': json(detail({ permissions: PLATFORM_ADMIN })),
    })
    const { user } = renderApp('/admin/users/user-2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Bob Builder' })).toBeTruthy()
    const memberships = screen.getByRole('table', { name: 'Organizations' })
    const rows = within(memberships).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Acme Recruiting',
      'Beta Talent',
    ])
    expect(rows[0]?.textContent).toContain('Owner')
    expect(rows[1]?.textContent).toContain('Member')

    const preset = screen.getByRole('combobox', { name: 'Permission preset' }) as HTMLSelectElement
    expect(preset.value).toBe('user')
    const save = screen.getByRole('button', { name: 'Save' })
    expect((save as HTMLButtonElement).disabled).toBe(true)
    await user.selectOptions(preset, 'admin')
    await user.click(save)
    expect(await screen.findByText('The permissions of Bob Builder are saved.')).toBeTruthy()
    expect(posted(calls, '/api/admin/users/update-permissions').map((call) => call.body)).toEqual([
      { userId: 'user-2', preset: 'admin' },
    ])
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(preset.value).toBe('admin')
  })

  it('asks before suspending, because it signs the user out everywhere', async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/users/user-2': json(detail()),
      'POST /api/admin/users/update-permissions': json(detail({ status: 'SUSPENDED', permissions: ['SUSPENDED'] })),
    })
    const { user } = renderApp('/admin/users/user-2')
    const preset = await screen.findByRole('combobox', { name: 'Permission preset' })
    await user.selectOptions(preset, 'suspend')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Bob Builder?' })
    expect(dialog.textContent).toContain('signed out everywhere')
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posted(calls, '/api/admin/users/update-permissions')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Save' }))
    const again = await screen.findByRole('alertdialog', { name: 'Suspend Bob Builder?' })
    await user.click(within(again).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(posted(calls, '/api/admin/users/update-permissions').map((call) => call.body)).toEqual([
      { userId: 'user-2', preset: 'suspend' },
    ])
    expect(await screen.findByText('The permissions of Bob Builder are saved.')).toBeTruthy()
    const facts = screen.getByRole('region', { name: 'Details' })
    expect(within(facts).getByText('Suspended')).toBeTruthy()
  })

  it('disables two-factor after confirmation', async () => {
    let tfaEnabled = true
    const calls = mockApi({
      ...session(),
      'GET /api/admin/users/user-2': () => json(detail({ tfaEnabled })),
      'POST /api/admin/users/user-2/disable-tfa': () => {
        tfaEnabled = false
        return json({ tfaEnabled })
      },
    })
    const { user } = renderApp('/admin/users/user-2')
    const section = await screen.findByRole('region', { name: 'Two-factor authentication' })
    expect(within(section).getByText('Two-factor authentication is on.')).toBeTruthy()
    await user.click(within(section).getByRole('button', { name: 'Disable two-factor' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable two-factor for Bob Builder?' })
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }))
    expect(await screen.findByText('Two-factor authentication for Bob Builder is off.')).toBeTruthy()
    expect(within(section).getByText('Two-factor authentication is off.')).toBeTruthy()
    expect(within(section).queryByRole('button', { name: 'Disable two-factor' })).toBeNull()
    expect(posted(calls, '/api/admin/users/user-2/disable-tfa')).toHaveLength(1)
  })

  it("shows the server's reason when an owner cannot be deleted", async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/users/user-2': json(detail()),
      'POST /api/admin/users/user-2/delete': apiError('USER_OWNS_ORGANIZATION', 409),
    })
    const { user } = renderApp('/admin/users/user-2')
    await user.click(await screen.findByRole('button', { name: 'Delete user' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Bob Builder?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(
      await screen.findByText('This user owns an organization: transfer the ownership before deleting the user.'),
    ).toBeTruthy()
    expect(posted(calls, '/api/admin/users/user-2/delete')).toHaveLength(1)
  })

  it('deletes a user and goes back to the list', async () => {
    mockApi({
      ...session(),
      'GET /api/admin/users/user-2': json(detail({ memberships: [], organizations: 0 })),
      'POST /api/admin/users/user-2/delete': json({ ok: true }),
      'GET /api/admin/users': json({ users: [summary(1)], nextCursor: null }),
    })
    const { router, user } = renderApp('/admin/users/user-2')
    expect(await screen.findByText('Not a member of any organization.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Delete user' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Bob Builder?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(currentHref(router)).toBe('/admin/users'))
    expect(await screen.findByText('Bob Builder is deleted.')).toBeTruthy()
  })

  it("disables the controls on the admin's own account, with a note", async () => {
    const calls = mockApi({
      ...session(),
      'GET /api/admin/users/user-1': json(
        detail({ id: 'user-1', name: 'Ada Lovelace', permissions: PLATFORM_ADMIN, tfaEnabled: true }),
      ),
    })
    renderApp('/admin/users/user-1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy()
    expect(
      screen.getByText('This is your own account: you cannot change your own permissions or delete yourself.'),
    ).toBeTruthy()
    const preset = screen.getByRole('combobox', { name: 'Permission preset' }) as HTMLSelectElement
    expect(preset.value).toBe('admin')
    expect(preset.disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Disable two-factor' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Delete user' }) as HTMLButtonElement).disabled).toBe(true)
    expect(calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/admin/'))).toEqual([])
  })
})
