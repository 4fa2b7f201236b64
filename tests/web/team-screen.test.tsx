import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ORGANIZATION_PERMISSIONS } from '../../worker/contracts/permissions'
import { makeUser, signedIn } from './support/fixtures'
import { apiError, json, type MockCall, mockApi } from './support/mock-api'
import { currentHref, renderApp } from './support/render-app'
import { sseStream } from './support/sse'

const USER_LEVEL = ['DASHBOARD', 'PROFILE', 'ORGANIZATION_CREATE']
const BILLING = ['ORGANIZATION_BILLING_SUBSCRIBE', 'ORGANIZATION_BILLING_READ', 'ORGANIZATION_BILLING_READ_SUBSCRIBE']
const USER_PRESET = [
  'APPLICANT_READ',
  'APPLICANT_CREATE',
  'JOB_READ',
  'CLIENT_READ',
  'ORGANIZATION_READ',
  'TEAM_READ',
  'INTEGRATIONS_READ',
  'AI_PROMPT_READ',
  'AI_MODEL_READ',
  'CHAT',
]

const session = (permissions: string[]) => ({
  'GET /api/auth/session': json(signedIn(makeUser({ permissions: [...USER_LEVEL, ...permissions] }))),
  'GET /api/upload-status': () => sseStream().response,
})
const OWNER = [...ORGANIZATION_PERMISSIONS, ...BILLING]

function memberRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'user-2',
    name: 'Bob Builder',
    email: 'bob@example.com',
    lastActivityAt: Date.UTC(2026, 10, 20, 9, 30),
    joinedAt: Date.UTC(2026, 0, 2),
    permissions: USER_PRESET,
    owner: false,
    preset: 'user',
    ...overrides,
  }
}

const team = () => ({
  members: [
    memberRow({
      id: 'user-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      permissions: [...ORGANIZATION_PERMISSIONS],
      owner: true,
      preset: 'admin',
    }),
    memberRow(),
    memberRow({
      id: 'user-3',
      name: 'Cleo Chat',
      email: 'cleo@example.com',
      lastActivityAt: null,
      permissions: ['CHAT'],
      preset: 'custom',
    }),
  ],
  invites: [
    {
      id: 'inv-1',
      email: 'dora@example.com',
      createdAt: Date.UTC(2026, 10, 21, 8),
      expiresAt: Date.now() + 86_400_000,
      permissions: USER_PRESET,
    },
  ],
})

const posted = (calls: MockCall[], path: string) => calls.filter((call) => call.method === 'POST' && call.path === path)

describe('team screen', () => {
  it('is in the menu after attribute weights and shows the members tab', async () => {
    mockApi({ ...session(OWNER), 'GET /api/team/all': json(team()) })
    const { user } = renderApp('/profile')
    await screen.findByRole('heading', { name: 'My profile', level: 1 })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(labels.indexOf('Team')).toBe(labels.indexOf('Attribute weights') + 1)
    await user.click(within(nav).getByRole('link', { name: 'Team' }))
    await screen.findByRole('heading', { name: 'Team', level: 1 })
    const table = await screen.findByRole('table', { name: 'Members' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Last activity', 'Permissions', 'Actions'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]?.textContent).toContain('Owner')
    expect(rows[0]?.textContent).toContain('You')
    expect(rows[1]?.textContent).toContain('bob@example.com')
    expect(rows[1]?.textContent).toContain('User')
    expect(rows[2]?.textContent).toContain('Not yet')
    expect(rows[2]?.textContent).toContain('Custom')
    // Nobody removes themselves or the owner.
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace from the team' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Remove Bob Builder from the team' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Invitations (1)' })).toBeTruthy()
  })

  it('shows the invitations tab and cancels an invitation after asking', async () => {
    let invites = team().invites
    const calls = mockApi({
      ...session(OWNER),
      'GET /api/team/all': () => json({ ...team(), invites }),
      'POST /api/team/cancel-invite': () => {
        invites = []
        return json({ ok: true })
      },
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('tab', { name: 'Invitations (1)' }))
    const table = await screen.findByRole('table', { name: 'Invitations' })
    expect(within(table).getByRole('rowheader').textContent).toContain('dora@example.com')
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation of dora@example.com' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the invitation of dora@example.com?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }))
    expect(await screen.findByText('The invitation of dora@example.com was cancelled')).toBeTruthy()
    expect(await screen.findByText('There are no open invitations.')).toBeTruthy()
    expect(posted(calls, '/api/team/cancel-invite')[0]?.body).toEqual({ id: 'inv-1' })
  })

  it("says 'The invitation could not be cancelled' when the server refuses", async () => {
    mockApi({
      ...session(OWNER),
      'GET /api/team/all': json(team()),
      'POST /api/team/cancel-invite': apiError('INVITE_NOT_FOUND', 404),
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('tab', { name: 'Invitations (1)' }))
    await user.click(await screen.findByRole('button', { name: 'Cancel the invitation of dora@example.com' }))
    const dialog = await screen.findByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }))
    expect(await screen.findByText('The invitation could not be cancelled')).toBeTruthy()
    expect(await screen.findByText('Invitation not found')).toBeTruthy()
  })

  it("says 'Failed to load team members' with a retry", async () => {
    let fail = true
    mockApi({
      ...session(OWNER),
      'GET /api/team/all': () => (fail ? apiError('FORBIDDEN', 403) : json(team())),
    })
    const { user } = renderApp('/organization/team')
    const alert = await screen.findByText(/Failed to load team members/)
    expect(alert.textContent).toContain('You do not have permission to do this')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Members' })).toBeTruthy()
  })

  it('invites by email with a preset and validates the address first', async () => {
    const calls = mockApi({
      ...session(OWNER),
      'GET /api/team/all': json(team()),
      'POST /api/team': json(
        { id: 'inv-2', email: 'eve@example.com', createdAt: Date.now(), expiresAt: Date.now(), permissions: [] },
        201,
      ),
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Invite member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(within(dialog).getByText('Email is required')).toBeTruthy()
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'))
    await user.type(within(dialog).getByLabelText('Email'), 'eve@example.com')
    await user.selectOptions(within(dialog).getByLabelText('Permissions'), 'admin')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await screen.findByText('Invitation sent to eve@example.com')).toBeTruthy()
    const [invite] = posted(calls, '/api/team')
    expect(invite?.body).toEqual({ email: 'eve@example.com', preset: 'admin' })
    expect(invite?.headers.get('Idempotency-Key')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('tab', { name: /Invitations/ }).getAttribute('aria-selected')).toBe('true')
  })

  it("shows the server's refusal of an invite in the dialog", async () => {
    mockApi({
      ...session(OWNER),
      'GET /api/team/all': json(team()),
      'POST /api/team': apiError('ALREADY_MEMBER', 409),
    })
    const { user } = renderApp('/organization/team')
    await user.click(await screen.findByRole('button', { name: 'Invite member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a team member' })
    await user.type(within(dialog).getByLabelText('Email'), 'bob@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByText('This person is already a member of the organization.')).toBeTruthy()
  })

  it('a reader sees the team without invite, remove or owner controls', async () => {
    mockApi({ ...session(['TEAM_READ']), 'GET /api/team/all': json(team()) })
    renderApp('/organization/team')
    await screen.findByRole('table', { name: 'Members' })
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Change organization owner' })).toBeNull()
  })

  it('is not reachable without TEAM_READ, and has no menu entry then', async () => {
    const calls = mockApi({ ...session(['JOB_READ']) })
    const { router } = renderApp('/organization/team')
    await waitFor(() => expect(currentHref(router)).toBe('/dashboard'))
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Team' })).toBeNull()
    expect(calls.some((call) => call.path.startsWith('/api/team'))).toBe(false)
  })
})
