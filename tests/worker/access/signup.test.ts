import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createUser, uniqueEmail } from '../support/factories'
import { call } from '../support/http'
import { cookieOf, mailsTo, tokenOf, waitForMail } from '../support/outbox'

const PASSWORD = 'Copper-Meadow-73'

async function signUp(email: string, language: 'en_US' | 'de_DE' = 'en_US', newerThan?: string) {
  const res = await call('/api/access/onboarding/start-registration', { method: 'POST', json: { email, language } })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual({ ok: true })
  return tokenOf(await waitForMail(email.toLowerCase(), 'email_confirmation', { newerThan }))
}

async function completeWizard(token: string) {
  await call('/api/access/onboarding/store-password', {
    method: 'POST',
    json: { token, password: PASSWORD, confirmPassword: PASSWORD },
  })
  return call('/api/access/onboarding/complete-registration', {
    method: 'POST',
    json: {
      token,
      language: 'en_US',
      organization: { name: 'Fjord Recruiting', isAgency: true },
      user: { name: 'Ada Sample', position: 'Lead recruiter' },
    },
  })
}

describe('sign-up with email confirmation', () => {
  it('mails a single-use link in the chosen language, then onboarding creates user, organization and session', async () => {
    const email = uniqueEmail('signup')
    await call('/api/access/onboarding/start-registration', { method: 'POST', json: { email, language: 'de_DE' } })
    const mail = await waitForMail(email, 'email_confirmation')
    expect(mail.language).toBe('de_DE')
    expect(mail.subject).toContain('Bestätigen')
    expect(mail.html_body).toContain('/signup/confirm?token=')
    const token = tokenOf(mail)

    const verified = await call('/api/access/onboarding/verify-registration-session', {
      method: 'POST',
      json: { token },
    })
    expect(await verified.json()).toMatchObject({ email, firstUser: false, passwordStored: false })

    await env.DB.prepare(
      "INSERT OR IGNORE INTO subscription_plans (id, name, display_name, plan_type) VALUES ('plan-basic-test', 'basic', 'Basic', 'FIXED_PRICE')",
    ).run()
    const done = await completeWizard(token)
    expect(done.status).toBe(200)
    const me = (await (await call('/api/auth/session', { headers: { Cookie: cookieOf(done) } })).json()) as {
      user: {
        name: string
        permissions: string[]
        organizationId: string
        organization: { name: string; isAgency: boolean; planName: string; subscriptionStatus: string }
      }
    }
    // A new organization starts on the free Basic plan, active: the owner lands on the dashboard.
    expect(me.user.organization).toMatchObject({ planName: 'basic', subscriptionStatus: 'ACTIVE' })
    const subscription = await env.DB.prepare('SELECT plan_id, status FROM subscriptions WHERE tenant_id = ?')
      .bind(me.user.organizationId)
      .first<{ plan_id: string; status: string }>()
    expect(subscription).toEqual({ plan_id: 'plan-basic-test', status: 'ACTIVE' })
    expect(me.user.name).toBe('Ada Sample')
    expect(me.user.organization).toMatchObject({ name: 'Fjord Recruiting', isAgency: true })
    // The owner holds every organization permission and billing, but is no platform admin.
    expect(me.user.permissions).toEqual(expect.arrayContaining(['TEAM_UPDATE', 'AI_MODEL_UPDATE', 'CLIENT_DELETE']))
    expect(me.user.permissions).not.toContain('ADMIN_READ')

    // The link is single use.
    const reused = await call('/api/access/onboarding/verify-registration-session', { method: 'POST', json: { token } })
    expect(reused.status).toBe(400)
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe('EMAIL_CONFIRMATION_INVALID')
    expect((await completeWizard(token)).status).toBe(400)
  })

  it('refuses an expired link with the confirmation-invalid error', async () => {
    const email = uniqueEmail('expired')
    const token = await signUp(email)
    await env.DB.prepare("UPDATE one_time_tokens SET expires_at = 1 WHERE email = ? AND purpose = 'EMAIL_CONFIRMATION'")
      .bind(email)
      .run()
    const res = await call('/api/access/onboarding/verify-registration-session', { method: 'POST', json: { token } })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('EMAIL_CONFIRMATION_INVALID')
  })

  it('a newer link replaces the older one', async () => {
    const email = uniqueEmail('twice')
    const first = await signUp(email)
    const firstMail = await waitForMail(email, 'email_confirmation')
    const second = await signUp(email, 'en_US', firstMail.id)
    expect(first).not.toBe(second)
    expect(
      (await call('/api/access/onboarding/verify-registration-session', { method: 'POST', json: { token: first } }))
        .status,
    ).toBe(400)
    expect(
      (await call('/api/access/onboarding/verify-registration-session', { method: 'POST', json: { token: second } }))
        .status,
    ).toBe(200)
  })

  it('answers the same for an existing account and mails a sign-in hint instead of a link', async () => {
    const user = await createUser()
    const res = await call('/api/access/onboarding/start-registration', {
      method: 'POST',
      json: { email: user.email, language: 'en_US' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    const mail = await waitForMail(user.email, 'account_exists')
    expect(mail.text_body).not.toMatch(/token=/)
  })

  it('completing without a stored password, or with a weak one, fails and creates nothing', async () => {
    const email = uniqueEmail('nopass')
    const token = await signUp(email)
    const res = await call('/api/access/onboarding/complete-registration', {
      method: 'POST',
      json: { token, language: 'en_US', organization: { name: 'X Org', isAgency: false }, user: { name: 'X' } },
    })
    expect(res.status).toBe(400)
    const weak = await call('/api/access/onboarding/store-password', {
      method: 'POST',
      json: { token, password: 'password1', confirmPassword: 'password1' },
    })
    expect(weak.status).toBe(400)
    const mismatch = await call('/api/access/onboarding/store-password', {
      method: 'POST',
      json: { token, password: PASSWORD, confirmPassword: `${PASSWORD}x` },
    })
    const body = (await mismatch.json()) as { error: { details: { path: string }[] } }
    expect(body.error.details.map((d) => d.path)).toContain('confirmPassword')
    const users = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email = ?')
      .bind(email)
      .first<{ n: number }>()
    expect(users?.n).toBe(0)
  })

  it('two concurrent completions create exactly one account', async () => {
    const email = uniqueEmail('race')
    const token = await signUp(email)
    await call('/api/access/onboarding/store-password', {
      method: 'POST',
      json: { token, password: PASSWORD, confirmPassword: PASSWORD },
    })
    const body = {
      token,
      language: 'en_US',
      organization: { name: 'Race Org', isAgency: false },
      user: { name: 'Racer' },
    }
    const results = await Promise.all([
      call('/api/access/onboarding/complete-registration', { method: 'POST', json: body }),
      call('/api/access/onboarding/complete-registration', { method: 'POST', json: body }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    const orgs = await env.DB.prepare(
      'SELECT count(*) AS n FROM organizations o JOIN users u ON u.id = o.owner_id WHERE u.email = ?',
    )
      .bind(email)
      .first<{ n: number }>()
    expect(orgs?.n).toBe(1)
  })

  it('rate-limits sign-up mails per address', async () => {
    const email = uniqueEmail('flood')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await call('/api/access/onboarding/start-registration', {
        method: 'POST',
        json: { email, language: 'en_US' },
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    await waitForMail(email, 'email_confirmation')
    expect((await mailsTo(email)).length).toBeLessThanOrEqual(3)
  })
})
