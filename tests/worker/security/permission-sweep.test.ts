import { beforeAll, describe, expect, it } from 'vitest'
import { API_SCOPES } from '../../../worker/contracts/integrations'
import {
  ORGANIZATION_PERMISSIONS,
  type Permission,
  REGULAR_USER_PERMISSIONS,
} from '../../../worker/contracts/permissions'
import { createUser } from '../support/factories'
import { type Credentials, type Session, signIn } from '../support/http'
import { type IdSlot, idSlotsOfRoute } from './route-ids'
import { routeTable } from './route-table'
import { buildRequest, ownIdFor } from './sweep-request'
import { createApiKey, createTenant, type Tenant } from './tenant-fixtures'

/** Every guarded route that requires permissions, read from its guard's metadata. */
const guarded = routeTable().filter((r) => (r.guard?.permissions.length ?? 0) > 0)

describe('permission sweep', () => {
  let tenant: Tenant
  const sessions = new Map<string, Session>()

  /** A member of the tenant holding every organization (and regular user) permission except `missing`. */
  async function memberWithout(missing: readonly Permission[]) {
    const key = [...missing].sort().join(',')
    const known = sessions.get(key)
    if (known) return known
    const user = await createUser({
      userPermissions: REGULAR_USER_PERMISSIONS.filter((p) => !missing.includes(p)),
      memberOf: [
        {
          organizationId: tenant.organizationId,
          permissions: ORGANIZATION_PERMISSIONS.filter((p) => !missing.includes(p)),
        },
      ],
    })
    const session = await signIn(user.email, user.password)
    sessions.set(key, session)
    return session
  }

  /** A key of an app with every API scope except `missing`, made by the tenant's admin (who holds them all). */
  async function apiKeyWithout(missing: readonly Permission[]): Promise<Credentials> {
    const scopes = API_SCOPES.filter((p) => !missing.includes(p))
    return { apiKey: (await createApiKey(tenant.organizationId, tenant.admin.id, scopes)).token }
  }

  beforeAll(async () => {
    tenant = await createTenant('P')
  })

  it('reads the required permissions from the route table', () => {
    expect(guarded.find((r) => r.key === 'GET /api/applicants/:id')?.guard?.permissions).toEqual(['APPLICANT_READ'])
    expect(guarded.length).toBeGreaterThan(40)
  })

  it.each(guarded.map((r) => [r.key, r] as const))(
    '%s refuses a member without its permissions with 403 FORBIDDEN',
    async (_, route) => {
      const missing = route.guard?.permissions ?? []
      const session = route.apiKey ? await apiKeyWithout(missing) : await memberWithout(missing)
      const { slots } = idSlotsOfRoute(route)
      const own = ownIdFor(route, tenant.ids)
      const request = buildRequest(route, slots, own, session, (s: IdSlot) => tenant.ids[s.entity])
      const res = await request.send()
      const text = await res.text()
      expect(res.status, text).toBe(403)
      expect((JSON.parse(text) as { error: { code: string } }).error.code, text).toBe('FORBIDDEN')
    },
  )
})
