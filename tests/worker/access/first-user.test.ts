import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call } from '../support/http'
import { cookieOf } from '../support/outbox'

const PASSWORD = 'Harbour-Lantern-42'

// Runs in its own file: the vitest Workers integration gives each file fresh storage, so the
// platform starts empty here.
describe('first-user registration on an empty platform', () => {
  it('registers the first user as platform admin and owner of the first organization, once', async () => {
    const status = await call('/api/access/registration-status')
    expect(await status.json()).toEqual({ firstUser: true })

    const started = await call('/api/access/start-first-user', {
      method: 'POST',
      json: { email: 'Founder@Example.org', language: 'de_DE' },
    })
    expect(started.status).toBe(200)
    const { token } = (await started.json()) as { token: string }
    const session = await call('/api/access/onboarding/verify-registration-session', {
      method: 'POST',
      json: { token },
    })
    expect(await session.json()).toEqual({
      email: 'founder@example.org',
      language: 'de_DE',
      firstUser: true,
      passwordStored: false,
    })
    const stored = await call('/api/access/onboarding/store-password', {
      method: 'POST',
      json: { token, password: PASSWORD, confirmPassword: PASSWORD },
    })
    expect(stored.status, await stored.clone().text()).toBe(200)
    const done = await call('/api/access/onboarding/complete-registration', {
      method: 'POST',
      json: {
        token,
        language: 'de_DE',
        organization: { name: 'Erste Firma', isAgency: false },
        user: { name: 'Frida Gründer' },
      },
    })
    expect(done.status, await done.clone().text()).toBe(200)
    expect(await done.json()).toEqual({ outcome: 'SUCCESS' })
    const me = (await (await call('/api/auth/session', { headers: { Cookie: cookieOf(done) } })).json()) as {
      user: { permissions: string[]; organization: { name: string; language: string } }
    }
    expect(me.user.permissions).toEqual(
      expect.arrayContaining(['ADMIN_READ', 'ADMIN_UPDATE', 'JOB_CREATE', 'TEAM_UPDATE']),
    )
    expect(me.user.permissions).toContain('ORGANIZATION_BILLING_SUBSCRIBE')
    expect(me.user.organization).toMatchObject({ name: 'Erste Firma', language: 'de_DE' })
    // No mail was needed for the first user.
    const mails = await env.DB.prepare('SELECT count(*) AS n FROM outbox_mails').first<{ n: number }>()
    expect(mails?.n).toBe(0)

    // Once anyone exists, nobody else can take the first-user path.
    expect(await (await call('/api/access/registration-status')).json()).toEqual({ firstUser: false })
    const again = await call('/api/access/start-first-user', {
      method: 'POST',
      json: { email: 'late@example.org', language: 'en_US' },
    })
    expect(again.status).toBe(409)
  })
})
