import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createUser, uniqueEmail } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { mailsTo, tokenOf, waitForMail } from '../support/outbox'
import { errorCodeOf, signedInUser } from './support'

const requestChange = (session: Session, json: Record<string, unknown>) =>
  call('/api/my-profile/change-email', { method: 'POST', session, json })
const setEmail = (token: string, session?: Session) =>
  call('/api/my-profile/set-email', { method: 'POST', json: { token }, ...(session ? { session } : {}) })

async function linkFor(session: Session, password: string, newEmail: string) {
  const res = await requestChange(session, { email: newEmail, password })
  expect(res.status).toBe(200)
  const mail = await waitForMail(newEmail.toLowerCase(), 'email_change')
  expect(mail.text_body).toContain('/email-change?token=')
  return tokenOf(mail)
}

describe('changing the email address', () => {
  it('mails a link to the new address; the link changes the email, tells the old address, keeps this session', async () => {
    const { user, session } = await signedInUser()
    const other = await signIn(user.email, user.password)
    const newEmail = uniqueEmail('moved')
    const token = await linkFor(session, user.password, newEmail.toUpperCase())
    // Nothing changes before the link is used.
    expect(((await (await call('/api/my-profile', { session })).json()) as { email: string }).email).toBe(user.email)

    const res = await setEmail(token, session)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ email: newEmail })
    expect(((await (await call('/api/my-profile', { session })).json()) as { email: string }).email).toBe(newEmail)
    expect((await call('/api/my-profile', { session: other })).status).toBe(401)
    const notice = await waitForMail(user.email, 'email_changed_notice')
    expect(notice.text_body).toContain(newEmail)
    // Sign-in now works with the new address only.
    await signIn(newEmail, user.password)
    expect(
      (await call('/api/access/login', { method: 'POST', json: { email: user.email, password: user.password } }))
        .status,
    ).toBe(401)
  })

  it('works when the link is opened signed out, and then ends every session', async () => {
    const { user, session } = await signedInUser()
    const token = await linkFor(session, user.password, uniqueEmail('signed-out'))
    expect((await setEmail(token)).status).toBe(200)
    expect((await call('/api/my-profile', { session })).status).toBe(401)
  })

  it("ends every session when someone else's session opens the link", async () => {
    const { user, session } = await signedInUser()
    const stranger = await createUser()
    const strangerSession = await signIn(stranger.email, stranger.password)
    const token = await linkFor(session, user.password, uniqueEmail('other-browser'))
    expect((await setEmail(token, strangerSession)).status).toBe(200)
    expect((await call('/api/my-profile', { session })).status).toBe(401)
    // The stranger is untouched.
    const me = (await (await call('/api/my-profile', { session: strangerSession })).json()) as { email: string }
    expect(me.email).toBe(stranger.email)
  })

  it('refuses a reused link', async () => {
    const { user, session } = await signedInUser()
    const token = await linkFor(session, user.password, uniqueEmail('reuse'))
    expect((await setEmail(token, session)).status).toBe(200)
    const again = await setEmail(token, session)
    expect(again.status).toBe(400)
    expect(await errorCodeOf(again)).toBe('EMAIL_CHANGE_LINK_INVALID')
  })

  it('refuses an expired link, an unknown token and a malformed one', async () => {
    const { user, session } = await signedInUser()
    const newEmail = uniqueEmail('expired')
    const token = await linkFor(session, user.password, newEmail)
    await env.DB.prepare("UPDATE one_time_tokens SET expires_at = ? WHERE email = ? AND purpose = 'EMAIL_CHANGE'")
      .bind(Date.now() - 1, newEmail)
      .run()
    const expired = await setEmail(token)
    expect(expired.status).toBe(400)
    expect(await errorCodeOf(expired)).toBe('EMAIL_CHANGE_LINK_INVALID')
    expect(await errorCodeOf(await setEmail('A'.repeat(43)))).toBe('EMAIL_CHANGE_LINK_INVALID')
    expect(await errorCodeOf(await setEmail('not a token!'))).toBe('VALIDATION_FAILED')
    expect(((await (await call('/api/my-profile', { session })).json()) as { email: string }).email).toBe(user.email)
  })

  it('refuses a link of another purpose (a password reset token)', async () => {
    const { user } = await signedInUser()
    await call('/api/access/forgot-password', { method: 'POST', json: { email: user.email } })
    const reset = tokenOf(await waitForMail(user.email, 'password_reset'))
    expect(await errorCodeOf(await setEmail(reset))).toBe('EMAIL_CHANGE_LINK_INVALID')
  })

  it('makes an earlier link void when a new one is requested', async () => {
    const { user, session } = await signedInUser()
    const first = await linkFor(session, user.password, uniqueEmail('first'))
    const secondEmail = uniqueEmail('second')
    const second = await linkFor(session, user.password, secondEmail)
    expect(await errorCodeOf(await setEmail(first))).toBe('EMAIL_CHANGE_LINK_INVALID')
    expect(await (await setEmail(second)).json()).toEqual({ email: secondEmail })
  })

  it('refuses an address in use with the generic EMAIL_CHANGE_FAILED and sends nothing', async () => {
    const { user, session } = await signedInUser()
    const taken = await createUser()
    for (const email of [taken.email, user.email]) {
      const res = await requestChange(session, { email, password: user.password })
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error).toMatchObject({ code: 'EMAIL_CHANGE_FAILED', message: 'The email could not be changed' })
    }
    expect((await mailsTo(taken.email)).filter((m) => m.kind === 'email_change')).toHaveLength(0)
  })

  it('refuses the link when the address was taken in the meantime', async () => {
    const { user, session } = await signedInUser()
    const newEmail = uniqueEmail('race')
    const token = await linkFor(session, user.password, newEmail)
    await createUser({ email: newEmail })
    const res = await setEmail(token, session)
    expect(res.status).toBe(400)
    expect(await errorCodeOf(res)).toBe('EMAIL_CHANGE_FAILED')
    expect(((await (await call('/api/my-profile', { session })).json()) as { email: string }).email).toBe(user.email)
  })

  it('needs the password when the account has one', async () => {
    const { session } = await signedInUser()
    const newEmail = uniqueEmail('nopass')
    for (const json of [{ email: newEmail }, { email: newEmail, password: 'Wrong-Pass-1' }]) {
      const res = await requestChange(session, json)
      expect(res.status).toBe(400)
      expect(await errorCodeOf(res)).toBe('WRONG_PASSWORD')
    }
    expect(await mailsTo(newEmail)).toHaveLength(0)
  })

  it('does not ask a provider-only account for a password', async () => {
    const { user, session } = await signedInUser()
    await env.DB.prepare(
      "UPDATE credentials SET kind = 'MICROSOFT_OAUTH2', secret = 'ms-sub', label = ? WHERE user_id = ?",
    )
      .bind(user.email, user.id)
      .run()
    const newEmail = uniqueEmail('provider')
    expect((await requestChange(session, { email: newEmail })).status).toBe(200)
    await waitForMail(newEmail, 'email_change')
  })

  it('refuses a suspended user’s link', async () => {
    const { user, session } = await signedInUser()
    const token = await linkFor(session, user.password, uniqueEmail('suspended'))
    await env.DB.prepare("UPDATE users SET status = 'SUSPENDED' WHERE id = ?").bind(user.id).run()
    expect(await errorCodeOf(await setEmail(token))).toBe('EMAIL_CHANGE_LINK_INVALID')
    const row = await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(user.id).first<{ email: string }>()
    expect(row?.email).toBe(user.email)
  })

  it('rate-limits requests per account', async () => {
    const { user, session } = await signedInUser()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await requestChange(session, { email: uniqueEmail('flood'), password: user.password })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses a cross-site request and a signed-out one', async () => {
    const { user, session } = await signedInUser()
    const crossSite = await call('/api/my-profile/change-email', {
      method: 'POST',
      session,
      headers: { Origin: 'https://evil.example' },
      json: { email: uniqueEmail('csrf'), password: user.password },
    })
    expect(crossSite.status).toBe(403)
    expect(await errorCodeOf(crossSite)).toBe('CSRF_FAILED')
    const signedOut = await call('/api/my-profile/change-email', { method: 'POST', json: { email: uniqueEmail('x') } })
    expect(signedOut.status).toBe(401)
  })
})
