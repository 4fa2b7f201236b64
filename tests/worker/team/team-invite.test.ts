import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../worker/lib/crypto'
import { createPlan, feature, subscribe } from '../billing/support'
import { createUser, uniqueEmail } from '../support/factories'
import { call } from '../support/http'
import { mailsTo, waitForMail } from '../support/outbox'
import { errorCode, inviteViaApi, json, member, ownedOrganization, post } from './support'

interface InviteRow {
  id: string
  tenant_id: string
  email: string
  permissions: string
  token_hash: string
  invited_by: string
  expires_at: number
}

const pendingRows = async (tenantId: string, email: string) =>
  (
    await env.DB.prepare(
      'SELECT * FROM invites WHERE tenant_id = ? AND email = ? AND accepted_at IS NULL AND cancelled_at IS NULL',
    )
      .bind(tenantId, email)
      .all<InviteRow>()
  ).results

describe('POST /api/team (invite by email)', () => {
  it("stores a hashed token and mails the link in the organization's language to a new address", async () => {
    const { org, owner, session } = await ownedOrganization({ name: 'Alpen AG', language: 'de_DE' })
    const email = uniqueEmail('Invitee').toUpperCase()
    const res = await post('/api/team', session, { email, preset: 'user' })
    const invite = await json<{ id: string; email: string; permissions: string[]; expiresAt: number }>(res, 201)
    expect(invite.email).toBe(email.toLowerCase())
    expect(invite.permissions).toContain('APPLICANT_READ')
    expect(invite.permissions).not.toContain('TEAM_UPDATE')

    const mail = await waitForMail(email.toLowerCase(), 'invite')
    expect(mail.language).toBe('de_DE')
    expect(mail.subject).toBe('Einladung zu Alpen AG bei Shortlist')
    expect(mail.text_body).toContain('Olivia Owner')
    const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1] ?? ''
    expect(mail.text_body).toContain('/invite?token=')

    const [row] = await pendingRows(org.id, email.toLowerCase())
    expect(row?.token_hash).toBe(await sha256Hex(token))
    expect(row?.token_hash).not.toContain(token)
    expect(row?.invited_by).toBe(owner.id)
    expect(row?.expires_at).toBeGreaterThan(Date.now() + 6 * 86_400_000)

    // The link opens the existing invite page.
    const info = await json<{ organizationName: string; accountExists: boolean }>(
      await call('/api/access/invite-info', { method: 'POST', json: { token } }),
    )
    expect(info).toMatchObject({ organizationName: 'Alpen AG', accountExists: false })
  })

  it("writes to an existing account in the account's own language", async () => {
    const { session } = await ownedOrganization({ language: 'de_DE' })
    const account = await createUser()
    await env.DB.prepare("UPDATE users SET language = 'en_US' WHERE id = ?").bind(account.id).run()
    await inviteViaApi(session, account.email)
    const mail = await waitForMail(account.email, 'invite')
    expect(mail.language).toBe('en_US')
    expect(mail.subject).toMatch(/^You are invited to join /)
  })

  it('takes an explicit permission list instead of a preset', async () => {
    const { org, session } = await ownedOrganization()
    const email = uniqueEmail('listed')
    await json(await post('/api/team', session, { email, permissions: ['JOB_READ', 'CHAT', 'JOB_READ'] }), 201)
    const [row] = await pendingRows(org.id, email)
    expect(JSON.parse(row?.permissions ?? '[]')).toEqual(['JOB_READ', 'CHAT'])
  })

  it('renews a pending invitation instead of adding a second one; the old link stops working', async () => {
    const { org, session } = await ownedOrganization()
    const email = uniqueEmail('twice')
    const first = await inviteViaApi(session, email)
    const second = await post('/api/team', session, { email, preset: 'admin' })
    await json(second, 201)
    const rows = await pendingRows(org.id, email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).not.toBe(first.id)
    expect(JSON.parse(rows[0]?.permissions ?? '[]')).toHaveLength(22)
    const old = await call('/api/access/invite-info', { method: 'POST', json: { token: first.token } })
    expect(await errorCode(old)).toBe('INVITE_INVALID')
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('creates one invitation and sends one mail for a repeated Idempotency-Key', async () => {
    const { org, session } = await ownedOrganization()
    const email = uniqueEmail('idem')
    const send = () =>
      call('/api/team', {
        method: 'POST',
        session,
        headers: { 'Idempotency-Key': `invite-${email}` },
        json: { email, preset: 'user' },
      })
    const a = await send()
    const b = await send()
    expect(a.status).toBe(201)
    expect(b.status).toBe(201)
    expect(b.headers.get('Idempotent-Replayed')).toBe('true')
    expect(((await b.json()) as { id: string }).id).toBe(((await a.json()) as { id: string }).id)
    expect(await pendingRows(org.id, email)).toHaveLength(1)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('refuses an address that is already a member', async () => {
    const { org, session } = await ownedOrganization()
    const colleague = await member(org.id)
    const res = await post('/api/team', session, { email: colleague.user.email.toUpperCase(), preset: 'user' })
    expect(res.status).toBe(409)
    expect(await errorCode(res)).toBe('ALREADY_MEMBER')
    expect(await mailsTo(colleague.user.email)).toEqual([])
  })

  it('refuses a bad body: no email, both preset and list, an unknown permission', async () => {
    const { session } = await ownedOrganization()
    for (const body of [
      { preset: 'user' },
      { email: 'not-an-email', preset: 'user' },
      { email: uniqueEmail(), preset: 'user', permissions: ['CHAT'] },
      { email: uniqueEmail() },
      { email: uniqueEmail(), permissions: ['ADMIN_READ'] },
    ]) {
      const res = await post('/api/team', session, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })

  it('lets a member grant only permissions they hold', async () => {
    const { org } = await ownedOrganization()
    const manager = await member(org.id, ['TEAM_READ', 'TEAM_UPDATE', 'JOB_READ'])
    const refused = await post('/api/team', manager.session, { email: uniqueEmail(), preset: 'admin' })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('PERMISSION_NOT_HELD')
    await json(await post('/api/team', manager.session, { email: uniqueEmail(), permissions: ['JOB_READ'] }), 201)
  })

  it('sends at most 30 invitations per organization and hour', async () => {
    const { org, session } = await ownedOrganization()
    // A plan with 50 seats: the Basic plan's five members would stop the batch before the rate limit.
    await subscribe(org.id, await createPlan([feature({ feature: 'TEAM_MEMBERS' })]), { seats: 50 })
    for (let i = 0; i < 30; i++) {
      const res = await post('/api/team', session, { email: uniqueEmail(`batch${i}`), preset: 'none' })
      expect(res.status).toBe(201)
    }
    const email = uniqueEmail('one-too-many')
    const refused = await post('/api/team', session, { email, preset: 'none' })
    expect(refused.status).toBe(429)
    expect(await errorCode(refused)).toBe('RATE_LIMITED')
    expect(await pendingRows(org.id, email)).toEqual([])
    expect(await mailsTo(email)).toEqual([])
    // Another organization has its own budget.
    const other = await ownedOrganization()
    await json(await post('/api/team', other.session, { email, preset: 'none' }), 201)
  })

  it('refuses without TEAM_UPDATE, without a session, and without the CSRF token', async () => {
    const { org } = await ownedOrganization()
    const reader = await member(org.id, ['TEAM_READ'])
    const email = uniqueEmail('nope')
    const res = await post('/api/team', reader.session, { email, preset: 'user' })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
    expect((await call('/api/team', { method: 'POST', json: { email, preset: 'user' } })).status).toBe(401)
    const noCsrf = await call('/api/team', {
      method: 'POST',
      headers: { Cookie: reader.session.cookie },
      json: { email, preset: 'user' },
    })
    expect(noCsrf.status).toBe(403)
    expect(await pendingRows(org.id, email)).toEqual([])
  })
})

describe('POST /api/team/cancel-invite', () => {
  it('cancels a pending invitation: it leaves the list and its link stops working', async () => {
    const { session } = await ownedOrganization()
    const { id, token } = await inviteViaApi(session, uniqueEmail('cancel'))
    expect(await json(await post('/api/team/cancel-invite', session, { id }))).toEqual({ ok: true })
    expect(await json<unknown[]>(await call('/api/team/invites', { session }))).toEqual([])
    const info = await call('/api/access/invite-info', { method: 'POST', json: { token } })
    expect(await errorCode(info)).toBe('INVITE_INVALID')
    const again = await post('/api/team/cancel-invite', session, { id })
    expect(again.status).toBe(404)
    expect(await errorCode(again)).toBe('INVITE_NOT_FOUND')
  })

  it("answers INVITE_NOT_FOUND for another organization's invitation and leaves it pending", async () => {
    const mine = await ownedOrganization()
    const theirs = await ownedOrganization()
    const email = uniqueEmail('theirs')
    const { id } = await inviteViaApi(theirs.session, email)
    const res = await post('/api/team/cancel-invite', mine.session, { id })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('INVITE_NOT_FOUND')
    expect(await pendingRows(theirs.org.id, email)).toHaveLength(1)
  })

  it('refuses without TEAM_UPDATE', async () => {
    const { org, session } = await ownedOrganization()
    const { id } = await inviteViaApi(session, uniqueEmail('keep'))
    const reader = await member(org.id, ['TEAM_READ'])
    const res = await post('/api/team/cancel-invite', reader.session, { id })
    expect(res.status).toBe(403)
    expect(await json<unknown[]>(await call('/api/team/invites', { session }))).toHaveLength(1)
  })
})
