import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { TeamAll, TeamMember } from '../../../worker/contracts/team'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'
import { errorCode, inviteViaApi, json, member, ownedOrganization, sessionOf } from './support'

describe('GET /api/team, /team/all, /team/member/:id, /team/invites', () => {
  it('lists the members with last activity, permissions, owner flag and the matching preset', async () => {
    const { org, owner, session } = await ownedOrganization()
    const reader = await member(
      org.id,
      ['APPLICANT_READ', 'APPLICANT_CREATE', 'JOB_READ', 'CLIENT_READ', 'ORGANIZATION_READ', 'TEAM_READ'],
      'Anna Adler',
    )
    const custom = await member(org.id, ['TEAM_READ', 'CHAT'], 'Zoe Zimmer')
    const nothing = await createUser({ name: 'Nils Nobody', memberOf: [{ organizationId: org.id, permissions: [] }] })
    const members = await json<TeamMember[]>(await call('/api/team', { session }))
    expect(members.map((m) => m.name)).toEqual(['Anna Adler', 'Nils Nobody', 'Olivia Owner', 'Zoe Zimmer'])
    const byId = new Map(members.map((m) => [m.id, m]))
    expect(byId.get(owner.id)).toMatchObject({ owner: true, preset: 'admin', email: owner.email })
    expect(byId.get(owner.id)?.permissions).toHaveLength(22)
    expect(byId.get(reader.user.id)).toMatchObject({ owner: false, preset: 'custom' })
    expect(byId.get(custom.user.id)).toMatchObject({ preset: 'custom', permissions: ['TEAM_READ', 'CHAT'] })
    expect(byId.get(nothing.id)).toMatchObject({ preset: 'none', permissions: [], lastActivityAt: null })
    // Signing in is activity in the organization the session starts in.
    expect(byId.get(reader.user.id)?.lastActivityAt).toEqual(expect.any(Number))
  })

  it('shows a member whose account is suspended as "suspend"', async () => {
    const { org, session } = await ownedOrganization()
    const suspended = await createUser({ status: 'SUSPENDED', memberOf: [{ organizationId: org.id }] })
    const detail = await json<TeamMember>(await call(`/api/team/member/${suspended.id}`, { session }))
    expect(detail.preset).toBe('suspend')
  })

  it('writes last activity when a live session is used after the touch interval', async () => {
    const { org, session } = await ownedOrganization()
    const colleague = await member(org.id, ['TEAM_READ'])
    await env.DB.prepare('UPDATE memberships SET last_activity_at = NULL WHERE user_id = ?')
      .bind(colleague.user.id)
      .run()
    // The session was last seen ten minutes ago: the next request touches it.
    await env.DB.prepare('UPDATE sessions SET last_seen_at = ? WHERE user_id = ?')
      .bind(Date.now() - 10 * 60_000, colleague.user.id)
      .run()
    const before = Date.now()
    await json(await call('/api/team', { session: colleague.session }))
    const detail = await json<TeamMember>(await call(`/api/team/member/${colleague.user.id}`, { session }))
    expect(detail.lastActivityAt).toBeGreaterThanOrEqual(before)
    const user = await env.DB.prepare('SELECT last_active_at FROM users WHERE id = ?')
      .bind(colleague.user.id)
      .first<{ last_active_at: number }>()
    expect(user?.last_active_at).toBeGreaterThanOrEqual(before)
  })

  it('answers the team screen in one call: members and pending invitations', async () => {
    const { session, owner } = await ownedOrganization()
    const { id } = await inviteViaApi(session, `Pending-${crypto.randomUUID().slice(0, 8)}@Test.example`)
    const all = await json<TeamAll>(await call('/api/team/all', { session }))
    expect(all.members.map((m) => m.id)).toEqual([owner.id])
    expect(all.invites).toHaveLength(1)
    expect(all.invites[0]).toMatchObject({ id, email: expect.stringMatching(/^pending-.*@test\.example$/) })
    const invites = await json<TeamAll['invites']>(await call('/api/team/invites', { session }))
    expect(invites).toEqual(all.invites)
    expect(invites[0]?.createdAt).toEqual(expect.any(Number))
  })

  it('answers MEMBER_NOT_FOUND for an unknown id and for a member of another organization', async () => {
    const { session } = await ownedOrganization()
    const other = await ownedOrganization()
    for (const id of [other.owner.id, '0190a0b0-0000-7000-8000-000000000000']) {
      const res = await call(`/api/team/member/${id}`, { session })
      expect(res.status).toBe(404)
      expect(await errorCode(res)).toBe('MEMBER_NOT_FOUND')
    }
  })

  it("never lists another organization's members or invitations", async () => {
    const mine = await ownedOrganization()
    const theirs = await ownedOrganization()
    await inviteViaApi(theirs.session, `theirs-${crypto.randomUUID().slice(0, 8)}@test.example`)
    const all = await json<TeamAll>(await call('/api/team/all', { session: mine.session }))
    expect(all.members.map((m) => m.id)).toEqual([mine.owner.id])
    expect(all.invites).toEqual([])
  })

  it('refuses without a session, without TEAM_READ, and without an organization', async () => {
    expect((await call('/api/team')).status).toBe(401)
    const { org } = await ownedOrganization()
    const noRead = await member(org.id, ['JOB_READ'])
    for (const path of ['/api/team', '/api/team/all', '/api/team/invites', `/api/team/member/${noRead.user.id}`]) {
      const res = await call(path, { session: noRead.session })
      expect(res.status, path).toBe(403)
      expect(await errorCode(res)).toBe('FORBIDDEN')
    }
    const loner = await createUser()
    const res = await call('/api/team', { session: await signIn(loner.email, loner.password) })
    expect(await errorCode(res)).toBe('NO_ORGANIZATION')
  })

  it('lists only the current organization of a member of two', async () => {
    const first = await ownedOrganization()
    const second = await createOrganization()
    const both = await createUser({
      memberOf: [{ organizationId: first.org.id }, { organizationId: second.id }],
    })
    const session = await signIn(both.email, both.password)
    const current = (await sessionOf(session)).user?.organizationId
    const ids = (await json<TeamMember[]>(await call('/api/team', { session }))).map((m) => m.id)
    expect(ids.sort()).toEqual((current === first.org.id ? [first.owner.id, both.id] : [both.id]).sort())
  })
})
