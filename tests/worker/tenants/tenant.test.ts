import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ORGANIZATION_ADMIN_PERMISSIONS } from '../../../worker/contracts/permissions'
import {
  CreateTenantResponseSchema,
  SubscriptionPlansResponseSchema,
  TenantSchema,
} from '../../../worker/contracts/tenant'
import { newId } from '../../../worker/lib/ids'
import { createApplicant, createJob, createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { errorCodeOf, memberOf, organizationRow, ownedOrganization, pendingInvite } from './support'

const post = (path: string, session: Session, json: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', session, json, headers })

const info = {
  name: 'Hopper Hiring',
  address: 'Main Street 1, Berlin',
  brandLanguage: 'Warm and direct',
  culture: 'Remote first',
  info: 'We place compiler engineers.',
  isAgency: true,
}

async function sessionOf(session: Session) {
  return (await (await call('/api/auth/session', { session })).json()) as {
    user: { organizationId: string; permissions: string[]; organization: Record<string, unknown> }
  }
}

describe('GET /api/tenant', () => {
  it('answers the current organization with owner, status, kind and counts of its own data only', async () => {
    const { org, user, session } = await ownedOrganization({ name: 'Counting Org', status: 'SPECIAL' })
    await createApplicant(org.id)
    await createApplicant(org.id)
    await env.DB.prepare(
      'UPDATE applicants SET deleted_at = ? WHERE tenant_id = ? AND id IN (SELECT id FROM applicants WHERE tenant_id = ? LIMIT 1)',
    )
      .bind(Date.now(), org.id, org.id)
      .run()
    await createJob(org.id)
    await pendingInvite(org.id)
    await pendingInvite(org.id, 1) // expired: not pending
    // Another tenant's rows never count.
    const other = await createOrganization()
    await createApplicant(other.id)
    await createJob(other.id)
    await pendingInvite(other.id)

    const res = await call('/api/tenant', { session })
    expect(res.status).toBe(200)
    const tenant = TenantSchema.parse(await res.json())
    expect(tenant).toMatchObject({
      id: org.id,
      name: 'Counting Org',
      status: 'SPECIAL',
      kind: 'organization',
      language: 'en_US',
      isAgency: false,
      logoUrl: null,
      showMatchingScores: true,
      owner: { id: user.id, email: user.email },
      counts: { applicants: 1, jobs: 1, invites: 1 },
    })
  })

  it('needs ORGANIZATION_READ, a session and an organization', async () => {
    const { org } = await ownedOrganization()
    const { session } = await memberOf(org.id, ['JOB_READ'])
    expect(await errorCodeOf(await call('/api/tenant', { session }))).toBe('FORBIDDEN')
    expect(await errorCodeOf(await call('/api/tenant'))).toBe('UNAUTHENTICATED')
    const loner = await createUser()
    expect(await errorCodeOf(await call('/api/tenant', { session: await signIn(loner.email, loner.password) }))).toBe(
      'NO_ORGANIZATION',
    )
  })
})

describe('POST /api/tenant', () => {
  it('creates an organization owned by the caller with every organization permission and switches the session', async () => {
    const { org: first, session } = await ownedOrganization()
    const res = await post('/api/tenant', session, { name: '  Second House  ', language: 'de_DE', isAgency: true })
    expect(res.status).toBe(201)
    const body = CreateTenantResponseSchema.parse(await res.json())
    expect(body.organizationId).not.toBe(first.id)
    const row = await organizationRow(body.organizationId)
    expect(row).toMatchObject({ name: 'Second House', language: 'de_DE', is_agency: 1, plan_name: 'basic' })

    const me = await sessionOf(session)
    expect(me.user.organizationId).toBe(body.organizationId)
    expect(me.user.organization).toMatchObject({ name: 'Second House', language: 'de_DE', isAgency: true })
    expect(me.user.permissions).toEqual(expect.arrayContaining([...ORGANIZATION_ADMIN_PERMISSIONS]))
    // Ownership brings billing.
    expect(me.user.permissions).toContain('ORGANIZATION_BILLING_READ')
    const membership = await env.DB.prepare('SELECT permissions FROM memberships WHERE tenant_id = ?')
      .bind(body.organizationId)
      .first<{ permissions: string }>()
    expect(JSON.parse(membership?.permissions ?? '[]')).toEqual([...ORGANIZATION_ADMIN_PERMISSIONS])
    expect(await (await call('/api/tenant', { session })).json()).toMatchObject({ id: body.organizationId })
  })

  it('lets a user without any organization create their first, on the Basic plan when the platform has it', async () => {
    const planId = newId()
    await env.DB.prepare(
      "INSERT INTO subscription_plans (id, name, display_name, plan_type, created_at) VALUES (?, 'basic', 'Basic', 'FIXED_PRICE', ?)",
    )
      .bind(planId, Date.now())
      .run()
    const user = await createUser()
    const session = await signIn(user.email, user.password)
    const res = await post('/api/tenant', session, { name: 'First House', language: 'en_US' })
    expect(res.status).toBe(201)
    const { organizationId } = CreateTenantResponseSchema.parse(await res.json())
    const subscription = await env.DB.prepare('SELECT plan_id, status FROM subscriptions WHERE tenant_id = ?')
      .bind(organizationId)
      .first()
    expect(subscription).toMatchObject({ status: 'ACTIVE' })
    expect((await organizationRow(organizationId))?.owner_id).toBe(user.id)
  })

  it("refuses a blank name with 'Name is required' and creates nothing", async () => {
    const { user, session } = await ownedOrganization()
    const res = await post('/api/tenant', session, { name: '   ', language: 'en_US' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } }
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details).toContainEqual({ path: 'name', message: 'Name is required' })
    const owned = await env.DB.prepare('SELECT count(*) AS n FROM organizations WHERE owner_id = ?')
      .bind(user.id)
      .first()
    expect(owned).toEqual({ n: 1 })
    expect((await post('/api/tenant', session, { name: 'X', language: 'fr_FR' })).status).toBe(400)
  })

  it('creates once per Idempotency-Key and replays the answer', async () => {
    const { user, session } = await ownedOrganization()
    const headers = { 'Idempotency-Key': `create-org-${newId()}` }
    const first = await post('/api/tenant', session, { name: 'Once Only', language: 'en_US' }, headers)
    const again = await post('/api/tenant', session, { name: 'Once Only', language: 'en_US' }, headers)
    expect(first.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await again.json()) as unknown).toMatchObject({
      organizationId: ((await first.json()) as { organizationId: string }).organizationId,
    })
    const owned = await env.DB.prepare(
      "SELECT count(*) AS n FROM organizations WHERE owner_id = ? AND name = 'Once Only'",
    )
      .bind(user.id)
      .first()
    expect(owned).toEqual({ n: 1 })
  })

  it('needs the user-level ORGANIZATION_CREATE permission', async () => {
    const user = await createUser({ userPermissions: ['DASHBOARD', 'PROFILE'] })
    const session = await signIn(user.email, user.password)
    expect(await errorCodeOf(await post('/api/tenant', session, { name: 'Nope', language: 'en_US' }))).toBe('FORBIDDEN')
    expect(
      await errorCodeOf(await call('/api/tenant', { method: 'POST', json: { name: 'Nope', language: 'en_US' } })),
    ).toBe('UNAUTHENTICATED')
  })
})

describe('POST /api/tenant/update-info, matching-scores, language', () => {
  it('updates the general information of the current organization only', async () => {
    const { org, session } = await ownedOrganization()
    const other = await ownedOrganization({ name: 'Untouched' })
    const res = await post('/api/tenant/update-info', session, info)
    expect(res.status).toBe(200)
    expect(TenantSchema.parse(await res.json())).toMatchObject({ ...info, id: org.id })
    expect((await organizationRow(other.org.id))?.name).toBe('Untouched')
    // The agency flag turns clients on: the session (menu, client pickers) says so at once.
    expect((await sessionOf(session)).user.organization).toMatchObject({ isAgency: true, name: 'Hopper Hiring' })
    // Blank optional texts are cleared.
    const cleared = await post('/api/tenant/update-info', session, { ...info, address: ' ', info: '' })
    expect(await cleared.json()).toMatchObject({ address: null, info: null })
  })

  it("refuses a blank name ('Name is required') and over-long texts", async () => {
    const { session } = await ownedOrganization()
    const blank = await post('/api/tenant/update-info', session, { ...info, name: '' })
    expect(blank.status).toBe(400)
    expect(await blank.json()).toMatchObject({ error: { details: [{ path: 'name', message: 'Name is required' }] } })
    expect((await post('/api/tenant/update-info', session, { ...info, info: 'x'.repeat(5001) })).status).toBe(400)
  })

  it('switches the score overview and the language for everyone in the organization', async () => {
    const { org, session } = await ownedOrganization()
    const colleague = await memberOf(org.id, ['JOB_READ', 'APPLICANT_READ'])
    const scores = await post('/api/tenant/matching-scores', session, { showMatchingScores: false })
    expect(await scores.json()).toMatchObject({ showMatchingScores: false })
    const language = await post('/api/tenant/language', session, { language: 'de_DE' })
    expect(await language.json()).toMatchObject({ language: 'de_DE' })
    // A colleague's live session reads both on its next request.
    expect((await sessionOf(colleague.session)).user.organization).toMatchObject({
      language: 'de_DE',
      showMatchingScores: false,
    })
    expect((await post('/api/tenant/language', session, { language: 'fr_FR' })).status).toBe(400)
  })

  it('needs ORGANIZATION_UPDATE: a reader may look but not change', async () => {
    const { org } = await ownedOrganization({ name: 'Read Only' })
    const reader = await memberOf(org.id, ['ORGANIZATION_READ'])
    expect((await call('/api/tenant', { session: reader.session })).status).toBe(200)
    for (const [path, body] of [
      ['/api/tenant/update-info', info],
      ['/api/tenant/matching-scores', { showMatchingScores: false }],
      ['/api/tenant/language', { language: 'de_DE' }],
    ] as const) {
      expect(await errorCodeOf(await post(path, reader.session, body)), path).toBe('FORBIDDEN')
    }
    expect(await organizationRow(org.id)).toMatchObject({
      name: 'Read Only',
      language: 'en_US',
      show_matching_scores: 1,
    })
  })

  it('refuses a write without the CSRF token', async () => {
    const { session } = await ownedOrganization()
    const res = await call('/api/tenant/language', {
      method: 'POST',
      headers: { Cookie: session.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'de_DE' }),
    })
    expect(await errorCodeOf(res)).toBe('CSRF_FAILED')
  })
})

describe('GET /api/tenant/subscription-plans', () => {
  it('lists the active plans, cheapest first, for readers of the organization', async () => {
    const now = Date.now()
    const inactive = `Retired ${newId()}`
    await env.DB.prepare(
      "INSERT INTO subscription_plans (id, name, display_name, plan_type, price_cents, cloud_price_per_ingested_doc_cents, active, created_at) VALUES (?, 'cloud', 'Cloud', 'FIXED_PRICE', 0, 25, 1, ?), (?, 'standard', ?, 'PER_SEAT', 900, NULL, 0, ?)",
    )
      .bind(newId(), now, newId(), inactive, now)
      .run()
    const { org, session } = await ownedOrganization()
    const res = await call('/api/tenant/subscription-plans', { session })
    expect(res.status).toBe(200)
    const { plans } = SubscriptionPlansResponseSchema.parse(await res.json())
    expect(plans.map((p) => p.name)).toContain('cloud')
    expect(plans.find((p) => p.name === 'cloud')?.cloudPricePerIngestedDocCents).toBe(25)
    expect(plans.map((p) => p.displayName)).not.toContain(inactive)
    const prices = plans.map((p) => p.priceCents)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const { session: outsider } = await memberOf(org.id, ['JOB_READ'])
    expect(await errorCodeOf(await call('/api/tenant/subscription-plans', { session: outsider }))).toBe('FORBIDDEN')
  })
})
