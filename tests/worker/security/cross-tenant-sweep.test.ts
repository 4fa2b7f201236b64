import { beforeAll, describe, expect, it } from 'vitest'
import { type IdSlot, idSlotsOfRoute, NOT_FOUND_CODE } from './route-ids'
import { routeTable } from './route-table'
import { buildRequest, ownIdFor, randomV7 } from './sweep-request'
import { createTenant, type Tenant } from './tenant-fixtures'
import { tenantSnapshot, tenantTables } from './tenant-snapshot'

/**
 * Routes with an id that the sweep leaves out, each with the reason. Everything else with an id in its
 * path, body or query is swept: a new route joins without anyone editing this file.
 */
const OPT_OUTS: Record<string, string> = {
  // Platform administration works across tenants by design: the id is any user, the caller holds
  // user-level ADMIN_* permissions and no organization scope applies.
  'GET /api/admin/users/:id': 'platform admin: a user across tenants',
  'POST /api/admin/users/:id/disable-tfa': 'platform admin: a user across tenants',
  'POST /api/admin/users/:id/delete': 'platform admin: a user across tenants',
  'POST /api/admin/users/update-permissions': 'platform admin: a user across tenants',
  'POST /api/admin/queue/:id/recover': 'platform admin: a failed task of any organization',
  'POST /api/admin/queue/:id/rerun': 'platform admin: a failed task of any organization',
  'POST /api/admin/queue/:id/remove': 'platform admin: a failed task of any organization',
  'POST /api/admin/search/reindex/:organizationId': 'platform admin: any organization',
  'GET /api/admin/search/reindex/:organizationId': 'platform admin: any organization',
  'GET /api/admin/tenants/:id': 'platform admin: an organization across tenants',
  'POST /api/admin/tenants/:id/update': 'platform admin: an organization across tenants',
  'POST /api/admin/tenants/:id/join': 'platform admin: an organization across tenants',
  'POST /api/admin/tenants/:id/leave': 'platform admin: an organization across tenants',
  'POST /api/admin/tenants/:id/invite': 'platform admin: an organization across tenants',
  'POST /api/admin/tenants/:id/delete': 'platform admin: an organization across tenants',
  // The platform's default AI rows (tenant_id null), edited by platform admins only.
  'POST /api/admin/ai-model/:id/update': 'platform admin: platform default rows, no tenant',
  'POST /api/admin/ai-prompt/:id/update': 'platform admin: platform default rows, no tenant',
  // Subscription plans are platform data offered to every organization (no tenant_id).
  'POST /api/admin/billing/plans': 'platform admin: platform plans, no tenant',
  'GET /api/admin/billing/plans/:id': 'platform admin: platform plans, no tenant',
  'PUT /api/admin/billing/plans/:id': 'platform admin: platform plans, no tenant',
  'DELETE /api/admin/billing/plans/:id': 'platform admin: platform plans, no tenant',
  // The plan an owner subscribes to is a platform plan offered to every organization (no tenant_id).
  'POST /api/billing/create-checkout-session': "platform plan id, no tenant; the checkout is the caller's own",
  'POST /api/billing/change-plan': "platform plan id, no tenant; the subscription is the caller's own",
  // The local mailer's outbox: public, mounted only in local and test mode, and not tenant data.
  'GET /api/dev/mailbox/:id': 'local outbox only, not tenant data',
}

const routes = routeTable()
const withIds = routes.filter((r) => idSlotsOfRoute(r).slots.length + idSlotsOfRoute(r).unmapped.length > 0)
const swept = withIds.filter((r) => !(r.key in OPT_OUTS))

/** The error code of a response body, if it is the API's error shape. */
function errorCodeOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { error?: { code?: string } }).error?.code
  } catch {
    return undefined
  }
}

describe('cross-tenant sweep', () => {
  let attacker: Tenant
  let victim: Tenant
  let tables: string[]

  beforeAll(async () => {
    attacker = await createTenant('A')
    victim = await createTenant('B')
    tables = await tenantTables()
  })

  it('finds the tenant tables and the routes to sweep in the schema and the route table', () => {
    expect(tables).toEqual(expect.arrayContaining(['applicants', 'documents', 'jobs', 'matches', 'memberships']))
    expect(swept.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'POST /api/applicants/:id/update',
        'GET /api/jobs/:id',
        'POST /api/jobs/apply-applicant',
      ]),
    )
  })

  it('opts out only routes that exist and have an id', () => {
    for (const key of Object.keys(OPT_OUTS)) expect(withIds.map((r) => r.key)).toContain(key)
  })

  it('maps every id of every swept route to an entity', () => {
    const unmapped = swept.flatMap((r) => idSlotsOfRoute(r).unmapped.map((u) => `${r.key}: ${u}`))
    expect(unmapped, 'map these ids in route-ids.ts, or opt the route out with a reason').toEqual([])
  })

  it.each(swept.map((r) => [r.key, r] as const))(
    "%s answers 404 for another tenant's id and a random one, and writes nothing",
    async (_, route) => {
      const { slots } = idSlotsOfRoute(route)
      const own = ownIdFor(route, attacker.ids)
      for (const target of slots) {
        for (const [label, id] of [
          [`B's ${target.entity}`, victim.ids[target.entity]],
          ['a random id', randomV7()],
        ] as const) {
          const idFor = (s: IdSlot) => (s === target ? id : own(s))
          const fill = (s: IdSlot) => attacker.ids[s.entity]
          // Public API routes take the attacker's API key (every scope); the others its admin's session.
          const credentials = route.apiKey ? { apiKey: attacker.apiKey } : attacker.admin.session
          const request = buildRequest(route, slots, idFor, credentials, fill)
          const scope = [attacker.organizationId, victim.organizationId]
          const before = await tenantSnapshot(tables, scope)
          const res = await request.send()
          const text = await res.text()
          const what = `${route.key} with ${label} in ${target.where} ${target.path.join('.')}: ${res.status} ${text}`
          const code = errorCodeOf(text)
          expect(res.status, what).not.toBe(500)
          // A request that stops at validation proves nothing about isolation.
          expect(code, what).not.toBe('VALIDATION_FAILED')
          if (target.list && res.status < 300) {
            // Bulk routes skip ids they cannot see, as if they did not exist; nothing may change.
            expect(res.status, what).toBeGreaterThanOrEqual(200)
          } else {
            expect(res.status, what).toBe(404)
            expect(code, what).toBe(NOT_FOUND_CODE[target.entity])
          }
          expect(await tenantSnapshot(tables, scope), `${what}: rows changed`).toEqual(before)
        }
      }
    },
  )
})
