import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { errorCodeOf, signedInUser } from './support'

const NEW_PASSWORD = 'Brand-New-Secret-42'
const change = (session: Session, json: Record<string, unknown>) =>
  call('/api/my-profile/password', { method: 'POST', session, json })

describe('POST /api/my-profile/password', () => {
  it('changes the password, ends every other session and keeps the current one', async () => {
    const { user, session } = await signedInUser()
    const other = await signIn(user.email, user.password)
    const res = await change(session, {
      currentPassword: user.password,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    expect((await call('/api/my-profile', { session })).status).toBe(200)
    const gone = await call('/api/my-profile', { session: other })
    expect(gone.status).toBe(401)
    expect(await errorCodeOf(gone)).toBe('UNAUTHENTICATED')
    // The old password no longer signs in; the new one does.
    const old = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(old.status).toBe(401)
    await signIn(user.email, NEW_PASSWORD)
  })

  it('refuses a wrong current password with WRONG_PASSWORD and keeps the old one', async () => {
    const { user, session } = await signedInUser()
    const other = await signIn(user.email, user.password)
    const res = await change(session, {
      currentPassword: 'Wrong-Pass-99',
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(res.status).toBe(400)
    expect(await errorCodeOf(res)).toBe('WRONG_PASSWORD')
    const missing = await change(session, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(await errorCodeOf(missing)).toBe('WRONG_PASSWORD')
    expect((await call('/api/my-profile', { session: other })).status).toBe(200)
    await signIn(user.email, user.password)
  })

  it('refuses a weak or unconfirmed new password', async () => {
    const { user, session } = await signedInUser()
    const weak = await change(session, { currentPassword: user.password, password: 'short', confirmPassword: 'short' })
    expect(weak.status).toBe(400)
    expect(await errorCodeOf(weak)).toBe('VALIDATION_FAILED')
    const mismatch = await change(session, {
      currentPassword: user.password,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    })
    const body = (await mismatch.json()) as { error: { details: { path: string; message: string }[] } }
    expect(body.error.details).toContainEqual({ path: 'confirmPassword', message: 'Passwords do not match' })
  })

  it('lets a provider-only account set a first password without a current one', async () => {
    const { user, session } = await signedInUser()
    await env.DB.prepare(
      "UPDATE credentials SET kind = 'GOOGLE_OAUTH2', secret = 'google-sub-1', label = ? WHERE user_id = ?",
    )
      .bind(user.email, user.id)
      .run()
    expect(((await (await call('/api/my-profile', { session })).json()) as { hasPassword: boolean }).hasPassword).toBe(
      false,
    )
    const res = await change(session, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(res.status).toBe(200)
    expect(((await (await call('/api/my-profile', { session })).json()) as { hasPassword: boolean }).hasPassword).toBe(
      true,
    )
    await signIn(user.email, NEW_PASSWORD)
  })

  it('rate-limits attempts per account', async () => {
    const { session } = await signedInUser()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await change(session, {
        currentPassword: 'Wrong-Pass-99',
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
  })

  it('refuses a cross-site request', async () => {
    const user = await createUser()
    const session = await signIn(user.email, user.password)
    const res = await call('/api/my-profile/password', {
      method: 'POST',
      headers: { Cookie: session.cookie, Origin: 'https://evil.example' },
      json: { currentPassword: user.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    })
    expect(res.status).toBe(403)
    expect(await errorCodeOf(res)).toBe('CSRF_FAILED')
  })
})
