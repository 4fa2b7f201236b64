import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'
import { PUBLIC_ROUTES } from '../../worker/public-routes'
import { createOrganization, createUser } from './support/factories'
import { call, signIn } from './support/http'

/** Every concrete route the test app registered (middleware entries have method ALL). */
const app = createApp('test')
const routes = [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))]
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '00000000-0000-7000-8000-000000000000')

describe('route security', () => {
  it('lists only routes that exist', () => {
    for (const route of PUBLIC_ROUTES) expect(routes).toContain(route)
  })

  it.each(routes.filter((r) => !(PUBLIC_ROUTES as readonly string[]).includes(r)))(
    '%s answers 401 without a session',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string]
      const res = await call(concrete(path), { method, ...(method === 'GET' ? {} : { json: {} }) })
      expect(res.status).toBe(401)
      const body = (await res.json()) as { error: { code: string } }
      expect(body.error.code).toBe('UNAUTHENTICATED')
    },
  )

  it('a signed-in user without permissions gets 403 on permission-guarded routes', async () => {
    const org = await createOrganization()
    const user = await createUser({ userPermissions: [], memberOf: [{ organizationId: org.id, permissions: [] }] })
    const session = await signIn(user.email, user.password)
    const res = await call('/api/metrics/applicants', { session })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN')
  })

  it('a suspended user with a live session is refused with ACCOUNT_SUSPENDED', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const { env } = await import('cloudflare:workers')
    await env.DB.prepare("UPDATE users SET status = 'SUSPENDED' WHERE id = ?").bind(user.id).run()
    const res = await call('/api/metrics/applicants', { session })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ACCOUNT_SUSPENDED')
    // The session endpoint still answers, so the SPA can see the status and sign the user out.
    const me = (await (await call('/api/auth/session', { session })).json()) as { user: { status: string } }
    expect(me.user.status).toBe('SUSPENDED')
  })

  it("a suspended organization's data is closed to its members", async () => {
    const org = await createOrganization({ status: 'SUSPENDED' })
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const res = await call('/api/metrics/applicants', { session })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ORGANIZATION_SUSPENDED')
  })

  it('a membership cannot grant user-level permissions, nor a user row organization ones', async () => {
    const org = await createOrganization()
    const user = await createUser({
      userPermissions: ['PROFILE', 'APPLICANT_DELETE' as never],
      memberOf: [{ organizationId: org.id, permissions: ['JOB_READ', 'ADMIN_DELETE' as never, 'DASHBOARD' as never] }],
    })
    const session = await signIn(user.email, user.password)
    const body = (await (await call('/api/auth/session', { session })).json()) as { user: { permissions: string[] } }
    expect(body.user.permissions).toEqual(['JOB_READ', 'PROFILE'])
  })

  it('a permission removed by an admin takes effect on the next request', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    expect((await call('/api/metrics/applicants', { session })).status).toBe(200)
    const { env } = await import('cloudflare:workers')
    await env.DB.prepare(`UPDATE users SET permissions = '["PROFILE"]' WHERE id = ?`).bind(user.id).run()
    expect((await call('/api/metrics/applicants', { session })).status).toBe(403)
  })
})

describe('API conventions', () => {
  it('echoes a well-formed X-Correlation-Id and makes one otherwise', async () => {
    const echoed = await call('/api/health', { headers: { 'X-Correlation-Id': 'abc-123' } })
    expect(echoed.headers.get('X-Correlation-Id')).toBe('abc-123')
    const made = await call('/api/health', { headers: { 'X-Correlation-Id': 'bad id with spaces <script>' } })
    expect(made.headers.get('X-Correlation-Id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers unknown API paths with the one error shape', async () => {
    const res = await call('/api/does-not-exist', { headers: { 'X-Correlation-Id': 'cid-404' } })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found', correlationId: 'cid-404' } })
  })

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await call('/api/access/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST')
  })

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await call('/api/access/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.example', password: 'x'.repeat(1_100_000) }),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE')
  })
})
