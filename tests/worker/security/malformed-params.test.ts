import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { organizations } from '../../../db/schema'
import { createApp } from '../../../worker/app'
import { API_SCOPES } from '../../../worker/contracts/integrations'
import { ORGANIZATION_PERMISSIONS, USER_PERMISSIONS } from '../../../worker/contracts/permissions'
import { withIntegrationsPlan } from '../integrations/support'
import { createOrganization, createUser, db } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { createApiKey } from './tenant-fixtures'

const app = createApp('test')

/** Every concrete route with a path parameter (middleware entries have method ALL). */
const paramRoutes = [
  ...new Set(app.routes.filter((r) => r.method !== 'ALL' && r.path.includes('/:')).map((r) => `${r.method} ${r.path}`)),
]
const withParams = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value)

interface ErrorAnswer {
  error: { code: string; details?: { path: string; message: string }[] }
}

let session: Session
/** A key with every API scope for the public API's routes (/api/v1), which take no session. */
let apiKey: string

beforeAll(async () => {
  // Every permission, so that guards let the request through to the parameter check.
  const org = await createOrganization()
  const user = await createUser({
    userPermissions: USER_PERMISSIONS.filter((p) => p !== 'SUSPENDED'),
    memberOf: [{ organizationId: org.id, permissions: [...ORGANIZATION_PERMISSIONS] }],
  })
  // The owner too: billing routes are the owner's (ADR 0010).
  await db().update(organizations).set({ ownerId: user.id }).where(eq(organizations.id, org.id))
  session = await signIn(user.email, user.password)
  apiKey = (await createApiKey(org.id, user.id, API_SCOPES)).token
  await withIntegrationsPlan(org.id)
})

describe('malformed route parameters', () => {
  it('are found on the routes known to take them', () => {
    for (const route of [
      'GET /api/admin/users/:id',
      'POST /api/ai-model/:id/update',
      'POST /api/admin/ai-prompt/:id/update',
      'GET /api/my-profile/contact/:organizationId',
      'GET /api/auth/callback/:provider',
      'GET /api/jobs/:id',
      'PUT /api/applicants/upload/:id',
      'GET /api/dev/mailbox/:id',
    ]) {
      expect(paramRoutes).toContain(route)
    }
  })

  it.each(paramRoutes)('%s answers 400 VALIDATION_FAILED to a malformed parameter', async (route) => {
    const [method, path] = route.split(' ') as [string, string]
    const res = await call(withParams(path, '%20bad%20id'), {
      method,
      ...(path.startsWith('/api/v1/') ? { apiKey } : { session }),
      ...(method === 'GET' ? {} : { json: {} }),
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as ErrorAnswer
    expect(body.error.code).toBe('VALIDATION_FAILED')
    const names = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1])
    expect(body.error.details?.map((d) => d.path)).toEqual(names)
  })

  it.each(['a..b', 'a.b', `${'a'.repeat(65)}`, "x'or'1", '%3Cscript%3E'])('an id shaped %s is refused', async (id) => {
    const res = await call(`/api/admin/users/${id}`, { session })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('VALIDATION_FAILED')
  })

  it('a well-formed id that names no row is still a 404, not a 400', async () => {
    const res = await call('/api/admin/users/00000000-0000-7000-8000-000000000000', { session })
    expect(res.status).toBe(404)
  })

  it('an unknown OAuth provider is a 400; a known one in another case is accepted', async () => {
    const unknown = await call('/api/auth/callback/github?code=x&state=y')
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as ErrorAnswer).error.code).toBe('VALIDATION_FAILED')
    // Google is configured in tests; without a flow cookie the callback fails over to the login page.
    const known = await call('/api/auth/callback/Google?code=x&state=y', { redirect: 'manual' })
    expect(known.status).toBe(302)
    expect(known.headers.get('Location')).toContain('provider=GOOGLE')
  })
})
