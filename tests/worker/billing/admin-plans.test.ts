import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Plan, PlanRequest } from '../../../worker/contracts/billing-plans'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { newId } from '../../../worker/lib/ids'
import { createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'

async function platformAdmin() {
  const admin = await createUser({ userPermissions: [...PERMISSION_PRESETS.admin.user] })
  return signIn(admin.email, admin.password)
}

/** An organization owner: every organization permission, but no platform rights. */
async function organizationOwner() {
  const org = await createOrganization()
  const owner = await createUser({
    memberOf: [{ organizationId: org.id, permissions: [...PERMISSION_PRESETS.admin.organization] }],
  })
  return signIn(owner.email, owner.password)
}

/** A per-seat plan of 3 to 20 seats, chat unlimited and 500 CVs a month per seat. */
function perSeatPlan(overrides: Partial<PlanRequest> = {}): PlanRequest {
  return {
    name: 'standard',
    displayName: `Team ${crypto.randomUUID().slice(0, 8)}`,
    planType: 'PER_SEAT',
    interval: 'MONTHLY',
    seatRule: 'RANGE',
    minSeats: 3,
    maxSeats: 20,
    pricePerSeatCents: 2900,
    priceCents: 0,
    cloudPricePerIngestedDocCents: null,
    cloudPricePerStoredDocMonthCents: null,
    basicLimits: null,
    providerVariantId: null,
    active: true,
    features: [
      { feature: 'CHAT', enabled: true, quota: null, quotaPeriod: 'PERIOD', perSeat: false, hardLimit: null },
      { feature: 'CV_UPLOAD', enabled: true, quota: 500, quotaPeriod: 'PERIOD', perSeat: true, hardLimit: null },
    ],
    ...overrides,
  }
}

const send = (method: string, path: string, session: Session | undefined, json?: unknown, key?: string) =>
  call(path, {
    method,
    ...(session ? { session } : {}),
    ...(json === undefined ? {} : { json }),
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  })

const plansNamed = async (displayName: string) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM subscription_plans WHERE display_name = ?')
      .bind(displayName)
      .first<{ n: number }>()
  )?.n

describe('admin billing plans: happy path', () => {
  it('creates a plan with its features, reads, lists, replaces and deletes it', async () => {
    const admin = await platformAdmin()
    const request = perSeatPlan()
    const created = await send('POST', '/api/admin/billing/plans', admin, request)
    expect(created.status).toBe(201)
    const plan = (await created.json()) as Plan
    expect(plan).toMatchObject({ ...request, subscriptions: 0 })
    expect(plan.features.map((f) => f.feature)).toEqual(['CHAT', 'CV_UPLOAD'])

    const read = (await (await send('GET', `/api/admin/billing/plans/${plan.id}`, admin)).json()) as Plan
    expect(read).toEqual(plan)
    const list = (await (await send('GET', '/api/admin/billing/plans', admin)).json()) as { plans: Plan[] }
    expect(list.plans.map((p) => p.id)).toContain(plan.id)

    // PUT replaces the whole plan, features included.
    const changed = perSeatPlan({
      displayName: request.displayName,
      seatRule: 'MIN',
      maxSeats: null,
      features: [
        { feature: 'API_ACCESS', enabled: true, quota: 10_000, quotaPeriod: 'PERIOD', perSeat: false, hardLimit: null },
      ],
    })
    const put = await send('PUT', `/api/admin/billing/plans/${plan.id}`, admin, changed)
    expect(put.status).toBe(200)
    const updated = (await put.json()) as Plan
    expect(updated).toMatchObject({ seatRule: 'MIN', maxSeats: null })
    expect(updated.features).toEqual(changed.features)

    const removed = await send('DELETE', `/api/admin/billing/plans/${plan.id}`, admin)
    expect(await removed.json()).toEqual({ outcome: 'deleted' })
    expect((await send('GET', `/api/admin/billing/plans/${plan.id}`, admin)).status).toBe(404)
    const features = await env.DB.prepare('SELECT count(*) AS n FROM plan_features WHERE plan_id = ?')
      .bind(plan.id)
      .first<{ n: number }>()
    expect(features?.n).toBe(0)
  })

  it('keeps a plan that organizations subscribe to: delete only stops offering it', async () => {
    const admin = await platformAdmin()
    const plan = (await (await send('POST', '/api/admin/billing/plans', admin, perSeatPlan())).json()) as Plan
    const org = await createOrganization()
    await env.DB.prepare(
      `INSERT INTO subscriptions (id, tenant_id, plan_id, status, interval, seats, current_period_start, current_period_end, created_at, updated_at)
       VALUES (?, ?, ?, 'ACTIVE', 'MONTHLY', 5, 0, 1, 0, 0)`,
    )
      .bind(newId(), org.id, plan.id)
      .run()
    const removed = await send('DELETE', `/api/admin/billing/plans/${plan.id}`, admin)
    expect(await removed.json()).toEqual({ outcome: 'deactivated' })
    const kept = (await (await send('GET', `/api/admin/billing/plans/${plan.id}`, admin)).json()) as Plan
    expect(kept).toMatchObject({ active: false, subscriptions: 1 })
  })

  it('lists the feature kinds a plan can carry', async () => {
    const admin = await platformAdmin()
    const body = (await (await send('GET', '/api/admin/billing/features', admin)).json()) as {
      features: { feature: string; periods: string[] }[]
    }
    expect(body.features.map((f) => f.feature)).toEqual([
      'CHAT',
      'CV_UPLOAD',
      'INTEGRATIONS',
      'JOB_POSTING',
      'API_ACCESS',
      'TEAM_MEMBERS',
    ])
    expect(body.features[0]?.periods).toEqual(['PERIOD', 'TOTAL'])
  })

  it('a double submit with one Idempotency-Key makes one plan', async () => {
    const admin = await platformAdmin()
    const request = perSeatPlan()
    const key = crypto.randomUUID()
    const [a, b] = await Promise.all([
      send('POST', '/api/admin/billing/plans', admin, request, key),
      send('POST', '/api/admin/billing/plans', admin, request, key),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(await plansNamed(request.displayName)).toBe(1)
  })
})

describe('admin billing plans: bad input', () => {
  it.each([
    ['a range without its minimum', { seatRule: 'RANGE', minSeats: null }, 'minSeats'],
    ['a maximum below the minimum', { minSeats: 10, maxSeats: 5 }, 'maxSeats'],
    ['a maximum on the rule any', { seatRule: 'ANY', minSeats: null, maxSeats: 5 }, 'maxSeats'],
    ['a seat price on a fixed-price plan', { planType: 'FIXED_PRICE' }, 'pricePerSeatCents'],
    ['a negative price', { pricePerSeatCents: -1 }, 'pricePerSeatCents'],
    ['no display name', { displayName: ' ' }, 'displayName'],
    [
      'a feature twice',
      {
        features: [
          { feature: 'CHAT', enabled: true, quota: null, quotaPeriod: 'PERIOD', perSeat: false, hardLimit: null },
          { feature: 'CHAT', enabled: false, quota: 0, quotaPeriod: 'PERIOD', perSeat: false, hardLimit: null },
        ],
      },
      'features',
    ],
  ] as const)('refuses %s with 400 and the field, and writes nothing', async (_, change, path) => {
    const admin = await platformAdmin()
    const request = { ...perSeatPlan(), ...change }
    const res = await send('POST', '/api/admin/billing/plans', admin, request)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; details: { path: string }[] } }
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details.map((d) => d.path)).toContain(path)
    expect(await plansNamed(request.displayName)).toBe(0)
  })

  it('answers 404 PLAN_NOT_FOUND for a plan that does not exist', async () => {
    const admin = await platformAdmin()
    const missing = newId()
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', perSeatPlan()],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(method, `/api/admin/billing/plans/${missing}`, admin, body)
      expect(res.status, method).toBe(404)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PLAN_NOT_FOUND')
    }
  })
})

describe('admin billing plans: security', () => {
  it('refuses an organization owner (no platform rights) on every call, and changes nothing', async () => {
    const admin = await platformAdmin()
    const plan = (await (await send('POST', '/api/admin/billing/plans', admin, perSeatPlan())).json()) as Plan
    const owner = await organizationOwner()
    const attempts = [
      send('GET', '/api/admin/billing/plans', owner),
      send('GET', '/api/admin/billing/features', owner),
      send('GET', `/api/admin/billing/plans/${plan.id}`, owner),
      send('POST', '/api/admin/billing/plans', owner, perSeatPlan()),
      send('PUT', `/api/admin/billing/plans/${plan.id}`, owner, perSeatPlan({ pricePerSeatCents: 1 })),
      send('DELETE', `/api/admin/billing/plans/${plan.id}`, owner),
    ]
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403)
    const after = (await (await send('GET', `/api/admin/billing/plans/${plan.id}`, admin)).json()) as Plan
    expect(after).toEqual(plan)
  })

  it('asks a visitor without a session to sign in', async () => {
    expect((await send('GET', '/api/admin/billing/plans', undefined)).status).toBe(401)
  })
})
