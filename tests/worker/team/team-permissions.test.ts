import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { TeamMember } from '../../../worker/contracts/team'
import { createJob, createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'
import { errorCode, json, member, ownedOrganization, post, sessionOf } from './support'

describe('POST /api/team/update-user-permissions', () => {
  it("narrows a member's permissions; their live session and API access follow on the next request", async () => {
    const { org, session } = await ownedOrganization()
    const colleague = await member(org.id)
    expect((await call('/api/jobs', { session: colleague.session })).status).toBe(200)
    const updated = await json<TeamMember>(
      await post('/api/team/update-user-permissions', session, {
        userId: colleague.user.id,
        permissions: ['APPLICANT_READ'],
      }),
    )
    expect(updated).toMatchObject({ id: colleague.user.id, permissions: ['APPLICANT_READ'], preset: 'custom' })
    const me = await sessionOf(colleague.session)
    expect(me.user?.permissions).toContain('APPLICANT_READ')
    expect(me.user?.permissions).not.toContain('JOB_READ')
    const refused = await call('/api/jobs', { session: colleague.session })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('FORBIDDEN')
  })

  it('sets a preset: admin gives all 22, suspend and none take every organization permission', async () => {
    const { org, session } = await ownedOrganization()
    const colleague = await member(org.id, ['CHAT'])
    const admin = await json<TeamMember>(
      await post('/api/team/update-user-permissions', session, { userId: colleague.user.id, preset: 'admin' }),
    )
    expect(admin.permissions).toHaveLength(22)
    expect(admin.preset).toBe('admin')
    for (const preset of ['suspend', 'none'] as const) {
      const cleared = await json<TeamMember>(
        await post('/api/team/update-user-permissions', session, { userId: colleague.user.id, preset }),
      )
      expect(cleared.permissions).toEqual([])
      // The account itself is not suspended: only a platform admin does that.
      const status = await env.DB.prepare('SELECT status FROM users WHERE id = ?')
        .bind(colleague.user.id)
        .first<{ status: string }>()
      expect(status?.status).toBe('ACTIVE')
    }
    const me = await sessionOf(colleague.session)
    expect(me.user?.permissions.filter((p) => !['ORGANIZATION_CREATE', 'DASHBOARD', 'PROFILE'].includes(p))).toEqual([])
  })

  it('refuses changes to your own permissions (spec §5), even for the owner', async () => {
    const { org, owner, session } = await ownedOrganization()
    const res = await post('/api/team/update-user-permissions', session, { userId: owner.id, preset: 'user' })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('OWN_PERMISSIONS')
    const admin = await member(org.id)
    const own = await post('/api/team/update-user-permissions', admin.session, {
      userId: admin.user.id,
      preset: 'none',
    })
    expect(await errorCode(own)).toBe('OWN_PERMISSIONS')
    expect((await sessionOf(admin.session)).user?.permissions).toContain('TEAM_UPDATE')
  })

  it("keeps the owner's full admin rights", async () => {
    const { org, owner } = await ownedOrganization()
    const admin = await member(org.id)
    const res = await post('/api/team/update-user-permissions', admin.session, { userId: owner.id, preset: 'user' })
    expect(res.status).toBe(409)
    expect(await errorCode(res)).toBe('OWNER_PERMISSIONS')
  })

  it('lets a member take away any permission but grant only those they hold', async () => {
    const { org } = await ownedOrganization()
    const manager = await member(org.id, ['TEAM_READ', 'TEAM_UPDATE', 'JOB_READ'])
    const target = await member(org.id, ['JOB_READ', 'AI_MODEL_UPDATE'])
    const escalate = await post('/api/team/update-user-permissions', manager.session, {
      userId: target.user.id,
      permissions: ['JOB_READ', 'AI_MODEL_UPDATE', 'JOB_DELETE'],
    })
    expect(escalate.status).toBe(403)
    expect(await errorCode(escalate)).toBe('PERMISSION_NOT_HELD')
    // Keeping AI_MODEL_UPDATE (which the manager lacks) while removing JOB_READ is allowed.
    const narrowed = await json<TeamMember>(
      await post('/api/team/update-user-permissions', manager.session, {
        userId: target.user.id,
        permissions: ['AI_MODEL_UPDATE'],
      }),
    )
    expect(narrowed.permissions).toEqual(['AI_MODEL_UPDATE'])
  })

  it("answers MEMBER_NOT_FOUND for another organization's member and changes nothing there", async () => {
    const mine = await ownedOrganization()
    const theirs = await ownedOrganization()
    const victim = await member(theirs.org.id, ['JOB_READ'])
    const res = await post('/api/team/update-user-permissions', mine.session, {
      userId: victim.user.id,
      preset: 'admin',
    })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('MEMBER_NOT_FOUND')
    const detail = await json<TeamMember>(await call(`/api/team/member/${victim.user.id}`, { session: theirs.session }))
    expect(detail.permissions).toEqual(['JOB_READ'])
  })

  it('refuses without TEAM_UPDATE and with both a preset and a list', async () => {
    const { org, session } = await ownedOrganization()
    const reader = await member(org.id, ['TEAM_READ'])
    const target = await member(org.id, ['JOB_READ'])
    const forbidden = await post('/api/team/update-user-permissions', reader.session, {
      userId: target.user.id,
      preset: 'admin',
    })
    expect(forbidden.status).toBe(403)
    expect(await errorCode(forbidden)).toBe('FORBIDDEN')
    const both = await post('/api/team/update-user-permissions', session, {
      userId: target.user.id,
      preset: 'admin',
      permissions: ['CHAT'],
    })
    expect(both.status).toBe(400)
    const userLevel = await post('/api/team/update-user-permissions', session, {
      userId: target.user.id,
      permissions: ['ADMIN_DELETE'],
    })
    expect(userLevel.status).toBe(400)
  })
})

describe('POST /api/team/remove-user', () => {
  it('removes a member, takes them off hiring teams, and their session falls to another organization', async () => {
    const { org, session } = await ownedOrganization()
    const elsewhere = await createOrganization({ name: 'Elsewhere' })
    const leaver = await createUser({
      name: 'Lea Leaver',
      memberOf: [{ organizationId: org.id }, { organizationId: elsewhere.id }],
    })
    const leaverSession = await signIn(leaver.email, leaver.password)
    const switched = await call('/api/auth/session', {
      method: 'POST',
      session: leaverSession,
      json: { csrfToken: leaverSession.csrfToken, data: { organizationId: org.id } },
    })
    expect(switched.status).toBe(200)
    const job = await createJob(org.id)
    await json(await post(`/api/jobs/${job.id}/add-recruiter`, session, { userId: leaver.id }))

    expect(await json(await post('/api/team/remove-user', session, { userId: leaver.id }))).toEqual({ ok: true })
    const members = await json<TeamMember[]>(await call('/api/team', { session }))
    expect(members.map((m) => m.id)).not.toContain(leaver.id)
    const detail = await json<{ recruiters: { id: string }[] }>(await call(`/api/jobs/${job.id}`, { session }))
    expect(detail.recruiters).toEqual([])
    const me = await sessionOf(leaverSession)
    expect(me.user?.organizationId).toBe(elsewhere.id)
    const gone = await call(`/api/jobs/${job.id}`, { session: leaverSession })
    expect(gone.status).toBe(404)
  })

  it('leaves a member of no other organization signed in without one', async () => {
    const { org, session } = await ownedOrganization()
    const leaver = await member(org.id)
    await json(await post('/api/team/remove-user', session, { userId: leaver.user.id }))
    const me = await sessionOf(leaver.session)
    expect(me.user).toMatchObject({ organizationId: null })
    expect(await errorCode(await call('/api/team', { session: leaver.session }))).toBe('NO_ORGANIZATION')
  })

  it('refuses to remove yourself or the owner', async () => {
    const { org, owner, session } = await ownedOrganization()
    const self = await post('/api/team/remove-user', session, { userId: owner.id })
    expect(self.status).toBe(409)
    expect(await errorCode(self)).toBe('REMOVE_SELF')
    const admin = await member(org.id)
    const ownerRes = await post('/api/team/remove-user', admin.session, { userId: owner.id })
    expect(ownerRes.status).toBe(409)
    expect(await errorCode(ownerRes)).toBe('OWNER_NOT_REMOVABLE')
    expect((await json<TeamMember[]>(await call('/api/team', { session }))).map((m) => m.id)).toContain(owner.id)
  })

  it("answers MEMBER_NOT_FOUND for another organization's member, who stays", async () => {
    const mine = await ownedOrganization()
    const theirs = await ownedOrganization()
    const victim = await member(theirs.org.id)
    const res = await post('/api/team/remove-user', mine.session, { userId: victim.user.id })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('MEMBER_NOT_FOUND')
    expect((await call(`/api/team/member/${victim.user.id}`, { session: theirs.session })).status).toBe(200)
  })

  it('refuses without TEAM_UPDATE', async () => {
    const { org } = await ownedOrganization()
    const reader = await member(org.id, ['TEAM_READ'])
    const target = await member(org.id)
    const res = await post('/api/team/remove-user', reader.session, { userId: target.user.id })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
  })
})
