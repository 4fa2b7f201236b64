import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ORGANIZATION_PERMISSIONS } from '../../worker/contracts/permissions'
import { makeUser, signedIn, signedOut } from './support/fixtures'
import { apiError, json, type MockCall, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const USER_LEVEL = ['DASHBOARD', 'PROFILE', 'ORGANIZATION_CREATE']
const BILLING = ['ORGANIZATION_BILLING_SUBSCRIBE', 'ORGANIZATION_BILLING_READ', 'ORGANIZATION_BILLING_READ_SUBSCRIBE']
const OWNER = [...USER_LEVEL, ...ORGANIZATION_PERMISSIONS, ...BILLING]
const ADMIN = [...USER_LEVEL, ...ORGANIZATION_PERMISSIONS]

const sessionAs = (permissions: string[]) => ({
  'GET /api/auth/session': json(signedIn(makeUser({ permissions }))),
  'GET /api/upload-status': () => sseStream().response,
})

function member(overrides: Record<string, unknown> = {}) {
  return {
    id: 'user-2',
    name: 'Bob Builder',
    email: 'bob@example.com',
    lastActivityAt: null,
    joinedAt: Date.UTC(2026, 0, 2),
    permissions: ['JOB_READ', 'CHAT'],
    owner: false,
    preset: 'custom',
    ...overrides,
  }
}
const self = member({
  id: 'user-1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  permissions: [...ORGANIZATION_PERMISSIONS],
  preset: 'admin',
})
const owner = member({ id: 'user-9', name: 'Olga Owner', email: 'olga@example.com', owner: true, preset: 'admin' })

const posted = (calls: MockCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path)

describe('team permission editor', () => {
  it('groups the toggles as in spec §6 and saves a narrowed list', async () => {
    let bob = member()
    const calls = mockApi({
      ...sessionAs(ADMIN),
      'GET /api/team/all': () => json({ members: [self, bob], invites: [] }),
      'POST /api/team/update-user-permissions': (call) => {
        bob = member({ permissions: (call.body as { permissions: string[] }).permissions })
        return json(bob)
      },
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Permissions of Bob Builder' }))
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Bob Builder' })
    const groups = within(dialog)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent)
    expect(groups).toEqual([
      'Preset',
      'Applicants',
      'Jobs',
      'Clients',
      'Organization',
      'Team',
      'Integrations',
      'AI',
      'Chat',
    ])
    expect(within(dialog).getByRole('radio', { name: 'Custom (chosen below)' })).toHaveProperty('checked', true)
    const jobs = within(dialog).getByRole('group', { name: 'Jobs' })
    expect(within(jobs).getByRole('checkbox', { name: 'View jobs' })).toHaveProperty('checked', true)
    await user.click(within(jobs).getByRole('checkbox', { name: 'View jobs' }))
    await user.click(
      within(within(dialog).getByRole('group', { name: 'Applicants' })).getByRole('checkbox', {
        name: 'View applicants',
      }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('The permissions of Bob Builder are saved. They take effect within a minute.'),
    ).toBeTruthy()
    expect(posted(calls, '/api/team/update-user-permissions')[0]?.body).toEqual({
      userId: 'user-2',
      permissions: ['APPLICANT_READ', 'CHAT'],
    })
  })

  it('sends a preset when one is chosen; the toggles follow it', async () => {
    const calls = mockApi({
      ...sessionAs(ADMIN),
      'GET /api/team/all': json({ members: [self, member()], invites: [] }),
      'POST /api/team/update-user-permissions': json(member({ permissions: [], preset: 'none' })),
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Permissions of Bob Builder' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: 'Admin' }))
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true)
    await user.click(within(dialog).getByRole('radio', { name: 'Suspended' }))
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posted(calls, '/api/team/update-user-permissions')).toHaveLength(1))
    expect(posted(calls, '/api/team/update-user-permissions')[0]?.body).toEqual({ userId: 'user-2', preset: 'suspend' })
  })

  it('is read-only for your own permissions, with the reason', async () => {
    mockApi({ ...sessionAs(ADMIN), 'GET /api/team/all': json({ members: [self, member()], invites: [] }) })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Permissions of Ada Lovelace' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('These are your own permissions: nobody can change their own.')).toBeTruthy()
    for (const box of within(dialog).getAllByRole('checkbox')) expect((box as HTMLInputElement).disabled).toBe(true)
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it("is read-only for the owner's permissions", async () => {
    mockApi({ ...sessionAs(ADMIN), 'GET /api/team/all': json({ members: [self, owner], invites: [] }) })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Permissions of Olga Owner' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('Olga Owner owns the organization and always keeps full admin rights.'),
    ).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      ...sessionAs(ADMIN),
      'GET /api/team/all': json({ members: [self, member()], invites: [] }),
      'POST /api/team/update-user-permissions': apiError('PERMISSION_NOT_HELD', 403),
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Permissions of Bob Builder' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('radio', { name: 'Admin' }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText(
        'The permissions could not be saved: You can only grant permissions that you hold yourself.',
      ),
    ).toBeTruthy()
  })
})

describe('remove member', () => {
  it('asks first, then removes', async () => {
    let members = [self, member()]
    const calls = mockApi({
      ...sessionAs(ADMIN),
      'GET /api/team/all': () => json({ members, invites: [] }),
      'POST /api/team/remove-user': () => {
        members = [self]
        return json({ ok: true })
      },
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Remove Bob Builder from the team' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Bob Builder from the team?' })
    // The safe choice has the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })))
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('Bob Builder was removed from the team')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('bob@example.com')).toBeNull())
    expect(posted(calls, '/api/team/remove-user')[0]?.body).toEqual({ userId: 'user-2' })
  })
})

describe('change organization owner', () => {
  it('needs a member selected, asks, and hands over with the subscription cancelled', async () => {
    let permissions = OWNER
    const calls = mockApi({
      'GET /api/auth/session': () => json(signedIn(makeUser({ permissions }))),
      'GET /api/upload-status': () => sseStream().response,
      'GET /api/team/all': json({ members: [self, member()], invites: [] }),
      'POST /api/tenant/change-owner': () => {
        permissions = ADMIN
        return json({ ownerId: 'user-2', subscriptionCanceled: true })
      },
    })
    const { user } = renderApp('/organization/team')
    const section = await screen.findByRole('region', { name: 'Change organization owner' })
    await user.click(within(section).getByRole('button', { name: 'Change owner' }))
    expect(within(section).getByText('Select at least one other member')).toBeTruthy()
    const select = within(section).getByRole('combobox', { name: 'New owner' })
    expect(document.activeElement).toBe(select)
    // Only other members are offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a member', 'Bob Builder (bob@example.com)'])
    await user.selectOptions(select, 'user-2')
    await user.click(within(section).getByRole('checkbox', { name: 'Cancel the subscription at the same time' }))
    await user.click(within(section).getByRole('button', { name: 'Change owner' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Make Bob Builder the owner?' })
    expect(dialog.textContent).toContain('the subscription is cancelled')
    await user.click(within(dialog).getByRole('button', { name: 'Change owner' }))
    expect(await screen.findByText('Bob Builder is now the owner of the organization')).toBeTruthy()
    expect(posted(calls, '/api/tenant/change-owner')[0]?.body).toEqual({ userId: 'user-2', cancelSubscription: true })
    // Billing access went with the ownership: the section is gone once the session is reloaded.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Change organization owner' })).toBeNull())
  })

  it("says 'Failed to change organization owner' when the server refuses", async () => {
    mockApi({
      ...sessionAs(OWNER),
      'GET /api/team/all': json({ members: [self, member()], invites: [] }),
      'POST /api/tenant/change-owner': apiError('MEMBER_NOT_FOUND', 404),
    })
    const { user } = renderApp('/organization/team')
    const section = await screen.findByRole('region', { name: 'Change organization owner' })
    await user.selectOptions(within(section).getByRole('combobox', { name: 'New owner' }), 'user-2')
    await user.click(within(section).getByRole('button', { name: 'Change owner' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change owner' }))
    expect(await within(section).findByText('Failed to change organization owner: Team member not found')).toBeTruthy()
  })

  it('is only for the owner', async () => {
    mockApi({ ...sessionAs(ADMIN), 'GET /api/team/all': json({ members: [self, member()], invites: [] }) })
    renderApp('/organization/team')
    await screen.findByRole('table', { name: 'Members' })
    expect(screen.queryByRole('region', { name: 'Change organization owner' })).toBeNull()
  })
})

describe('joining from an invitation', () => {
  const TOKEN = 'invite-token-0123456789abcdefghij'

  it('a signed-in user with the invited address joins on the invite page', async () => {
    let session = signedIn(
      makeUser({ permissions: USER_LEVEL, organizationId: null, organization: null, organizations: [] }),
    )
    const calls = mockApi({
      'GET /api/auth/session': () => json(session),
      'GET /api/upload-status': () => sseStream().response,
      'GET /api/metrics/applicants': apiError('FORBIDDEN', 403),
      'POST /api/access/invite-info': json({ email: 'ada@example.com', organizationName: 'Acme', accountExists: true }),
      'POST /api/team/join': () => {
        session = signedIn(makeUser({ permissions: [...USER_LEVEL, 'JOB_READ'] }))
        return json({ organizationId: 'org-1', organizationName: 'Acme' })
      },
    })
    const { user, router } = renderApp(`/invite?token=${TOKEN}`)
    expect(await screen.findByText('You were invited to Acme as ada@example.com.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Join Acme' }))
    expect(await screen.findByText('You joined Acme')).toBeTruthy()
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard'))
    const join = posted(calls, '/api/team/join')[0]
    expect(join?.body).toEqual({ token: TOKEN })
    expect(join?.headers.get('Idempotency-Key')).toBeTruthy()
  })

  it('tells a user signed in with another address to sign out first', async () => {
    mockApi({
      'GET /api/auth/session': json(signedIn(makeUser())),
      'POST /api/access/invite-info': json({ email: 'bo@example.com', organizationName: 'Acme', accountExists: true }),
      'POST /api/auth/signout': json({ ok: true }),
    })
    const { user } = renderApp(`/invite?token=${TOKEN}`)
    expect(
      await screen.findByText(
        'This invitation is for bo@example.com, but you are signed in as ada@example.com. Sign out and sign in with the invited address to accept it.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Join Acme' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    // Signed out, the page offers the sign-in that comes back here.
    const link = await screen.findByRole('link', { name: 'Sign in to accept' })
    expect(link.getAttribute('href')).toBe(
      `/login?email=bo%40example.com&return_url=${encodeURIComponent(`/invite?token=${TOKEN}`)}`,
    )
  })

  it('a guest with an account signs in and comes back to the invitation', async () => {
    mockApi({
      'GET /api/auth/session': json(signedOut),
      'POST /api/access/invite-info': json({ email: 'ada@example.com', organizationName: 'Acme', accountExists: true }),
    })
    const { user, router } = renderApp(`/invite?token=${TOKEN}`)
    await user.click(await screen.findByRole('link', { name: 'Sign in to accept' }))
    await waitFor(() => expect(currentHref(router)).toMatch(/^\/login\?/))
    const search = new URLSearchParams(currentHref(router).split('?')[1])
    expect(search.get('return_url')).toBe(`/invite?token=${TOKEN}`)
    expect(search.get('email')).toBe('ada@example.com')
  })
})
