import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createOrganization, createUser } from '../support/factories'
import { call } from '../support/http'
import { cookieOf, tokenOf, waitForMail } from '../support/outbox'
import { enableTwoFactor } from '../support/two-factor'

const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)

async function mailedToken(email: string) {
  const res = await call('/api/access/sign-in-link', { method: 'POST', json: { email } })
  expect(await res.json()).toEqual({ ok: true })
  return tokenOf(await waitForMail(email, 'sign_in_link'))
}

describe('one-time sign-in link', () => {
  it('signs in once; the second use says the link expired or is invalid', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const token = await mailedToken(user.email)
    const res = await call('/api/access/sign-in-link/verify', { method: 'POST', json: { token } })
    expect(await res.json()).toEqual({ outcome: 'SUCCESS' })
    const me = (await (await call('/api/auth/session', { headers: { Cookie: cookieOf(res) } })).json()) as {
      user: { id: string }
    }
    expect(me.user.id).toBe(user.id)
    const again = await call('/api/access/sign-in-link/verify', { method: 'POST', json: { token } })
    expect(again.status).toBe(400)
    const body = (await again.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({
      code: 'SIGN_IN_LINK_INVALID',
      message: 'The one-time sign-in link has expired or is invalid',
    })
  })

  it('expires after 15 minutes', async () => {
    const user = await createUser()
    const token = await mailedToken(user.email)
    const row = await env.DB.prepare(
      "SELECT expires_at - created_at AS ttl FROM one_time_tokens WHERE purpose = 'SIGN_IN_LINK' AND email = ?",
    )
      .bind(user.email)
      .first<{ ttl: number }>()
    expect(row?.ttl).toBe(15 * 60_000)
    await env.DB.prepare("UPDATE one_time_tokens SET expires_at = 1 WHERE purpose = 'SIGN_IN_LINK' AND email = ?")
      .bind(user.email)
      .run()
    expect(await codeOf(await call('/api/access/sign-in-link/verify', { method: 'POST', json: { token } }))).toBe(
      'SIGN_IN_LINK_INVALID',
    )
  })

  it('still asks for the second factor', async () => {
    const user = await createUser()
    await enableTwoFactor(user.id, user.email)
    const token = await mailedToken(user.email)
    const res = await call('/api/access/sign-in-link/verify', { method: 'POST', json: { token } })
    const body = (await res.json()) as { outcome: string; challengeToken?: string }
    expect(body.outcome).toBe('TFA_REQUIRED')
    expect(body.challengeToken).toBeTruthy()
    expect(res.headers.get('Set-Cookie')).toBeNull()
  })

  it('a suspended account gets no link', async () => {
    const user = await createUser({ status: 'SUSPENDED' })
    await call('/api/access/sign-in-link', { method: 'POST', json: { email: user.email } })
    await new Promise((r) => setTimeout(r, 200))
    const n = await env.DB.prepare('SELECT count(*) AS n FROM outbox_mails WHERE to_address = ?')
      .bind(user.email)
      .first<{ n: number }>()
    expect(n?.n).toBe(0)
  })
})
