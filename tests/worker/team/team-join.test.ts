import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { TeamMember } from '../../../worker/contracts/team'
import { createUser, uniqueEmail } from '../support/factories'
import { call, signIn } from '../support/http'
import { errorCode, inviteViaApi, json, ownedOrganization, post, sessionOf } from './support'

describe('POST /api/team/join', () => {
  it('an existing account accepts an invitation to its address and lands in the organization', async () => {
    const { org, session } = await ownedOrganization({ name: 'Joinable' })
    const account = await createUser({ name: 'Jon Joiner' })
    const accountSession = await signIn(account.email, account.password)
    const { token } = await inviteViaApi(session, account.email, { permissions: ['JOB_READ', 'CHAT'] })
    const info = await json<{ accountExists: boolean }>(
      await call('/api/access/invite-info', { method: 'POST', json: { token } }),
    )
    expect(info.accountExists).toBe(true)

    const joined = await json(await post('/api/team/join', accountSession, { token }))
    expect(joined).toEqual({ organizationId: org.id, organizationName: 'Joinable' })
    const me = await sessionOf(accountSession)
    expect(me.user?.organizationId).toBe(org.id)
    expect(me.user?.permissions).toEqual(expect.arrayContaining(['JOB_READ', 'CHAT']))
    expect(me.user?.permissions).not.toContain('TEAM_READ')
    const detail = await json<TeamMember>(await call(`/api/team/member/${account.id}`, { session }))
    expect(detail).toMatchObject({ name: 'Jon Joiner', permissions: ['JOB_READ', 'CHAT'] })
    expect(await json<unknown[]>(await call('/api/team/invites', { session }))).toEqual([])

    // A repeat by the member (a retry after a lost answer) gets the same answer and adds nothing.
    expect(await json(await post('/api/team/join', accountSession, { token }))).toEqual(joined)
    const memberships = await env.DB.prepare(
      'SELECT count(*) AS n FROM memberships WHERE tenant_id = ? AND user_id = ?',
    )
      .bind(org.id, account.id)
      .first<{ n: number }>()
    expect(memberships?.n).toBe(1)
  })

  it('is single use: after acceptance, another account and a removed member get INVITE_INVALID', async () => {
    const { session } = await ownedOrganization()
    const account = await createUser()
    const accountSession = await signIn(account.email, account.password)
    const { token } = await inviteViaApi(session, account.email)
    await json(await post('/api/team/join', accountSession, { token }))
    const other = await createUser()
    const stranger = await post('/api/team/join', await signIn(other.email, other.password), { token })
    expect(stranger.status).toBe(400)
    expect(await errorCode(stranger)).toBe('INVITE_INVALID')
    await json(await post('/api/team/remove-user', session, { userId: account.id }))
    const removed = await post('/api/team/join', accountSession, { token })
    expect(removed.status).toBe(400)
    expect(await errorCode(removed)).toBe('INVITE_INVALID')
  })

  it('refuses an invitation sent to another address and leaves it pending', async () => {
    const { org, session } = await ownedOrganization()
    const invitee = uniqueEmail('someone-else')
    const { token } = await inviteViaApi(session, invitee)
    const stranger = await createUser()
    const res = await post('/api/team/join', await signIn(stranger.email, stranger.password), { token })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('INVITE_EMAIL_MISMATCH')
    const row = await env.DB.prepare('SELECT accepted_at FROM invites WHERE tenant_id = ? AND email = ?')
      .bind(org.id, invitee)
      .first<{ accepted_at: number | null }>()
    expect(row?.accepted_at).toBeNull()
  })

  it('refuses unknown, cancelled and expired invitations', async () => {
    const { session } = await ownedOrganization()
    const account = await createUser()
    const accountSession = await signIn(account.email, account.password)
    const unknown = await post('/api/team/join', accountSession, { token: 'x'.repeat(43) })
    expect(await errorCode(unknown)).toBe('INVITE_INVALID')

    const cancelled = await inviteViaApi(session, account.email)
    await json(await post('/api/team/cancel-invite', session, { id: cancelled.id }))
    expect(await errorCode(await post('/api/team/join', accountSession, { token: cancelled.token }))).toBe(
      'INVITE_INVALID',
    )

    const expired = await inviteViaApi(session, account.email)
    await env.DB.prepare('UPDATE invites SET expires_at = 1 WHERE id = ?').bind(expired.id).run()
    expect(await errorCode(await post('/api/team/join', accountSession, { token: expired.token }))).toBe(
      'INVITE_INVALID',
    )
    expect((await sessionOf(accountSession)).user?.organizationId).toBeNull()
  })

  it('needs a session', async () => {
    const res = await call('/api/team/join', { method: 'POST', json: { token: 'x'.repeat(43) } })
    expect(res.status).toBe(401)
  })
})
