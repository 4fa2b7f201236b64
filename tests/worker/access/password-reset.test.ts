import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createOrganization, createUser, uniqueEmail } from '../support/factories'
import { call, signIn } from '../support/http'
import { tokenOf, waitForMail } from '../support/outbox'

const NEW_PASSWORD = 'Granite-Orchard-58'
const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)

async function requestReset(email: string) {
  const res = await call('/api/access/forgot-password', { method: 'POST', json: { email } })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ ok: true })
}

describe('forgot and reset password', () => {
  it('mails a link valid for an hour; the reset ends every session and the old password stops working', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const sessionA = await signIn(user.email, user.password)
    const sessionB = await signIn(user.email, user.password)
    await requestReset(user.email)
    const mail = await waitForMail(user.email, 'password_reset')
    expect(mail.text_body).toContain('valid for 1 hour')
    const token = tokenOf(mail)
    const row = await env.DB.prepare(
      "SELECT id, expires_at, created_at FROM one_time_tokens WHERE purpose = 'PASSWORD_RESET' AND email = ?",
    )
      .bind(user.email)
      .first<{ id: string; expires_at: number; created_at: number }>()
    expect(row).not.toBeNull()
    expect(row!.expires_at - row!.created_at).toBe(60 * 60_000)
    // Stored hashed: the row id is not the token.
    expect(row?.id).not.toBe(token)
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/)

    const valid = await call('/api/access/validate-reset-code', { method: 'POST', json: { token } })
    expect(await valid.json()).toEqual({ email: user.email })
    const reset = await call('/api/access/reset-password', {
      method: 'POST',
      json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    })
    expect(reset.status).toBe(200)
    expect(await reset.json()).toEqual({ outcome: 'LOGIN' })

    for (const s of [sessionA, sessionB]) {
      const me = (await (await call('/api/auth/session', { session: s })).json()) as { user: unknown }
      expect(me.user).toBeNull()
    }
    const old = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(old.status).toBe(401)
    await signIn(user.email, NEW_PASSWORD)

    // Single use.
    const reused = await call('/api/access/reset-password', {
      method: 'POST',
      json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    })
    expect(reused.status).toBe(400)
    expect(await codeOf(reused)).toBe('RESET_LINK_INVALID')
  })

  it('refuses an expired link', async () => {
    const user = await createUser()
    await requestReset(user.email)
    const token = tokenOf(await waitForMail(user.email, 'password_reset'))
    await env.DB.prepare("UPDATE one_time_tokens SET expires_at = 1 WHERE purpose = 'PASSWORD_RESET' AND email = ?")
      .bind(user.email)
      .run()
    const res = await call('/api/access/validate-reset-code', { method: 'POST', json: { token } })
    expect(await codeOf(res)).toBe('RESET_LINK_INVALID')
  })

  it('answers the same for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('ghost')
    await requestReset(email)
    await new Promise((r) => setTimeout(r, 200))
    const n = await env.DB.prepare('SELECT count(*) AS n FROM outbox_mails WHERE to_address = ?')
      .bind(email)
      .first<{ n: number }>()
    expect(n?.n).toBe(0)
  })

  it('refuses a weak new password and keeps the token usable', async () => {
    const user = await createUser()
    await requestReset(user.email)
    const token = tokenOf(await waitForMail(user.email, 'password_reset'))
    const weak = await call('/api/access/reset-password', {
      method: 'POST',
      json: { token, password: 'abcdefgh', confirmPassword: 'abcdefgh' },
    })
    expect(weak.status).toBe(400)
    expect((await call('/api/access/validate-reset-code', { method: 'POST', json: { token } })).status).toBe(200)
  })

  it('rate-limits reset mails per address', async () => {
    const user = await createUser()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await call('/api/access/forgot-password', { method: 'POST', json: { email: user.email } })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
