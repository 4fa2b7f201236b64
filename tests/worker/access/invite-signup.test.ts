import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../worker/lib/crypto'
import { newId } from '../../../worker/lib/ids'
import { createOrganization, createUser, uniqueEmail } from '../support/factories'
import { call } from '../support/http'
import { cookieOf } from '../support/outbox'

const PASSWORD = 'Willow-Harbor-19'
const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)

async function invite(email: string, options: { expiresAt?: number } = {}) {
  const org = await createOrganization({ name: 'Invite Org', language: 'de_DE' })
  const token = `invite${crypto.randomUUID().replaceAll('-', '')}`
  await env.DB.prepare(
    'INSERT INTO invites (id, tenant_id, email, permissions, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      newId(),
      org.id,
      email,
      '["APPLICANT_READ","JOB_READ"]',
      await sha256Hex(token),
      options.expiresAt ?? Date.now() + 86_400_000,
      Date.now(),
    )
    .run()
  return { org, token }
}

describe('sign-up inside a tenant from an invite', () => {
  it('shows the invite, creates the account with the invited permissions, and signs in', async () => {
    const email = uniqueEmail('invitee')
    const { org, token } = await invite(email)
    const info = await call('/api/access/invite-info', { method: 'POST', json: { token } })
    expect(await info.json()).toEqual({ email, organizationName: 'Invite Org', accountExists: false })

    const res = await call('/api/access/signup-in-tenant', {
      method: 'POST',
      json: { token, name: 'Ina Vite', password: PASSWORD, confirmPassword: PASSWORD },
    })
    expect(res.status).toBe(200)
    const me = (await (await call('/api/auth/session', { headers: { Cookie: cookieOf(res) } })).json()) as {
      user: { organizationId: string; permissions: string[] }
    }
    expect(me.user.organizationId).toBe(org.id)
    expect(me.user.permissions).toEqual(expect.arrayContaining(['APPLICANT_READ', 'JOB_READ', 'PROFILE']))
    expect(me.user.permissions).not.toContain('TEAM_UPDATE')

    const again = await call('/api/access/signup-in-tenant', {
      method: 'POST',
      json: { token, name: 'Ina Vite', password: PASSWORD, confirmPassword: PASSWORD },
    })
    expect(await codeOf(again)).toBe('INVITE_INVALID')
  })

  it('refuses expired and unknown invites', async () => {
    const { token } = await invite(uniqueEmail('late'), { expiresAt: 1 })
    expect(await codeOf(await call('/api/access/invite-info', { method: 'POST', json: { token } }))).toBe(
      'INVITE_INVALID',
    )
    expect(
      await codeOf(await call('/api/access/invite-info', { method: 'POST', json: { token: 'y'.repeat(43) } })),
    ).toBe('INVITE_INVALID')
  })

  it('tells an existing account to sign in instead', async () => {
    const user = await createUser()
    const { token } = await invite(user.email)
    expect(await (await call('/api/access/invite-info', { method: 'POST', json: { token } })).json()).toMatchObject({
      accountExists: true,
    })
    const res = await call('/api/access/signup-in-tenant', {
      method: 'POST',
      json: { token, name: 'Dup', password: PASSWORD, confirmPassword: PASSWORD },
    })
    expect(res.status).toBe(409)
  })
})
