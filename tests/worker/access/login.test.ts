import { describe, expect, it } from 'vitest'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

async function orgUser(overrides: Parameters<typeof createUser>[0] = {}) {
  const org = await createOrganization({ name: 'Login Org' })
  const user = await createUser({ memberOf: [{ organizationId: org.id }], ...overrides })
  return { org, user }
}

describe('POST /api/access/login', () => {
  it('signs in, sets an HttpOnly SameSite=Lax cookie, and GET session returns user, permissions and organization', async () => {
    const { org, user } = await orgUser()
    const res = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ outcome: 'SUCCESS' })
    const cookie = res.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^shortlist_session=[A-Za-z0-9_-]{43};/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).not.toContain('Secure') // APP_URL is http://localhost in local mode

    const session = await call('/api/auth/session', { headers: { Cookie: cookie.split(';')[0]! } })
    const body = (await session.json()) as { user: { email: string; organizationId: string; permissions: string[] } }
    expect(body.user.email).toBe(user.email)
    expect(body.user.organizationId).toBe(org.id)
    expect(body.user.permissions).toContain('APPLICANT_READ')
    expect(body.user.permissions).toContain('DASHBOARD')
  })

  it('accepts the email in any case', async () => {
    const { user } = await orgUser()
    const res = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email.toUpperCase(), password: user.password },
    })
    expect(res.status).toBe(200)
  })

  it('answers a wrong password and an unknown email with the same 401 and message', async () => {
    const { user } = await orgUser()
    const wrong = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: 'Nope-1234' },
    })
    const unknown = await call('/api/access/login', {
      method: 'POST',
      json: { email: 'nobody-here@test.example', password: 'Nope-1234' },
    })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.headers.get('Set-Cookie')).toBeNull()
      const body = (await res.json()) as { error: { code: string; message: string; correlationId: string } }
      expect(body.error.code).toBe('INVALID_CREDENTIALS')
      expect(body.error.message).toBe('The password or email is incorrect!')
      expect(body.error.correlationId).toBe(res.headers.get('X-Correlation-Id'))
    }
  })

  it('rejects a malformed body with 400 and field details', async () => {
    const res = await call('/api/access/login', { method: 'POST', json: { email: 'not-an-email', password: '' } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } }
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'It seems not to be an email' },
        { path: 'password', message: 'Password is required' },
      ]),
    )
  })

  it('refuses a suspended user after a correct password, and gives no session', async () => {
    const { user } = await orgUser({ status: 'SUSPENDED' })
    const res = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_SUSPENDED')
    expect(res.headers.get('Set-Cookie')).toBeNull()
  })

  it('rate-limits attempts per account', async () => {
    const { user } = await orgUser()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await call('/api/access/login', {
        method: 'POST',
        json: { email: user.email, password: 'Wrong-123' },
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
    const right = await call('/api/access/login', {
      method: 'POST',
      json: { email: user.email, password: user.password },
    })
    expect(right.status).toBe(429)
  })

  it('counts only failed attempts against an account', async () => {
    const { user } = await orgUser()
    for (let i = 0; i < 12; i++) {
      const res = await call('/api/access/login', {
        method: 'POST',
        json: { email: user.email, password: user.password },
      })
      expect(res.status).toBe(200)
    }
  })

  it('issues a new token at every sign-in and ends the session the browser had', async () => {
    const { user } = await orgUser()
    const first = await signIn(user.email, user.password)
    const again = await call('/api/access/login', {
      method: 'POST',
      headers: { Cookie: first.cookie },
      json: { email: user.email, password: user.password },
    })
    expect(again.status).toBe(200)
    const second = (again.headers.get('Set-Cookie') ?? '').split(';')[0]
    expect(second).not.toBe(first.cookie)
    expect(await (await call('/api/auth/session', { session: first })).json()).toEqual({ user: null })
  })

  it('refuses a cross-site sign-in attempt', async () => {
    const { user } = await orgUser()
    const res = await call('/api/access/login', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      json: { email: user.email, password: user.password },
    })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CSRF_FAILED')
  })
})

describe('sessions', () => {
  it('GET session without a cookie says nobody is signed in', async () => {
    const res = await call('/api/auth/session')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ user: null })
  })

  it('signs out with the CSRF token; the old cookie is dead afterwards', async () => {
    const { user } = await orgUser()
    const session = await signIn(user.email, user.password)
    const noToken = await call('/api/auth/signout', { method: 'POST', headers: { Cookie: session.cookie } })
    expect(noToken.status).toBe(403)
    const out = await call('/api/auth/signout', { method: 'POST', session })
    expect(out.status).toBe(200)
    const after = await call('/api/auth/session', { session })
    expect(await after.json()).toEqual({ user: null })
    const guarded = await call('/api/metrics/applicants', { session })
    expect(guarded.status).toBe(401)
  })

  it('switches the current organization only to one the user belongs to', async () => {
    const first = await createOrganization({ name: 'First' })
    const second = await createOrganization({ name: 'Second', language: 'de_DE' })
    const foreign = await createOrganization({ name: 'Foreign' })
    const user = await createUser({ memberOf: [{ organizationId: first.id }, { organizationId: second.id }] })
    const session = await signIn(user.email, user.password)

    const switched = await call('/api/auth/session', {
      method: 'POST',
      session,
      json: { csrfToken: session.csrfToken, data: { organizationId: second.id } },
    })
    expect(switched.status).toBe(200)
    const body = (await switched.json()) as { user: { organizationId: string; organization: { language: string } } }
    expect(body.user.organizationId).toBe(second.id)
    expect(body.user.organization.language).toBe('de_DE')

    const refused = await call('/api/auth/session', {
      method: 'POST',
      session,
      json: { csrfToken: session.csrfToken, data: { organizationId: foreign.id } },
    })
    expect(refused.status).toBe(404)

    const badToken = await call('/api/auth/session', {
      method: 'POST',
      session,
      json: { csrfToken: 'forged', data: { organizationId: first.id } },
    })
    expect(badToken.status).toBe(403)
  })

  it('starts the next session in the organization chosen last', async () => {
    const first = await createOrganization({ name: 'Alpha' })
    const second = await createOrganization({ name: 'Beta' })
    const user = await createUser({ memberOf: [{ organizationId: first.id }, { organizationId: second.id }] })
    const session = await signIn(user.email, user.password)
    await call('/api/auth/session', {
      method: 'POST',
      session,
      json: { csrfToken: session.csrfToken, data: { organizationId: second.id } },
    })
    const next = await signIn(user.email, user.password)
    const body = (await (await call('/api/auth/session', { session: next })).json()) as {
      user: { organizationId: string }
    }
    expect(body.user.organizationId).toBe(second.id)
  })

  it('lists the tenants of the signed-in user', async () => {
    const org = await createOrganization({ name: 'Tenant A' })
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const res = await call('/api/access/tenants', { session })
    expect(await res.json()).toEqual({
      tenants: [{ id: org.id, name: 'Tenant A', language: 'en_US', isAgency: false }],
    })
  })
})
