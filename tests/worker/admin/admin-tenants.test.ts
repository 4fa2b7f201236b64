import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PERMISSION_PRESETS } from '../../../worker/contracts/permissions'
import { createApplicant, createOrganization, createUser, uniqueEmail } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { waitForMail } from '../support/outbox'

const codeOf = (res: Response) => res.json().then((b) => (b as { error: { code: string } }).error.code)

async function platformAdmin(memberOf: string[] = []) {
  const admin = await createUser({
    name: 'Pat Admin',
    userPermissions: [...PERMISSION_PRESETS.admin.user],
    memberOf: memberOf.map((organizationId) => ({ organizationId })),
  })
  return { admin, session: await signIn(admin.email, admin.password) }
}

interface Detail {
  id: string
  name: string
  status: string
  kind: string
  isAgency: boolean
  language: string
  owner: { id: string; email: string } | null
  counts: { members: number; applicants: number; jobs: number; invites: number }
  members: { userId: string; owner: boolean; permissions: string[] }[]
  invites: { id: string; email: string }[]
  joined: boolean
}

const post = (path: string, session: Session, json?: unknown) =>
  call(path, { method: 'POST', session, ...(json === undefined ? {} : { json }) })
/** Switches the session's organization as the SPA does (CSRF token in the body). */
const switchTo = (session: Session, organizationId: string) =>
  call('/api/auth/session', {
    method: 'POST',
    session,
    json: { csrfToken: session.csrfToken, data: { organizationId } },
  })
const sessionUserOf = async (session: Session) =>
  (
    (await (await call('/api/auth/session', { session })).json()) as {
      user: { organizationId: string | null; permissions: string[] } | null
    }
  ).user

describe('admin tenants', () => {
  it('lists organizations with owner and counts, searches by name and pages', async () => {
    const { session } = await platformAdmin()
    const tag = crypto.randomUUID().slice(0, 8)
    const orgs = []
    for (let i = 0; i < 3; i++) orgs.push(await createOrganization({ name: `Listed ${tag} ${i}` }))
    const first = orgs[0]
    if (!first) throw new Error('no organization')
    const owner = await createUser({ name: 'Olive Owner', memberOf: [{ organizationId: first.id }] })
    await env.DB.prepare('UPDATE organizations SET owner_id = ? WHERE id = ?').bind(owner.id, first.id).run()
    await createApplicant(first.id)
    await createApplicant(first.id)

    const page1 = (await (await call(`/api/admin/tenants?search=${tag}&limit=2`, { session })).json()) as {
      organizations: Detail[]
      nextCursor: string | null
    }
    expect(page1.organizations.map((o) => o.name)).toEqual([`Listed ${tag} 2`, `Listed ${tag} 1`])
    expect(page1.nextCursor).not.toBeNull()
    const page2 = (await (
      await call(`/api/admin/tenants?search=${tag}&limit=2&cursor=${page1.nextCursor}`, { session })
    ).json()) as { organizations: Detail[]; nextCursor: string | null }
    expect(page2.nextCursor).toBeNull()
    expect(page2.organizations).toEqual([
      expect.objectContaining({
        id: first.id,
        status: 'STANDARD',
        owner: expect.objectContaining({ id: owner.id, email: owner.email }),
        counts: { members: 1, applicants: 2, jobs: 0, invites: 0 },
      }),
    ])
    // LIKE wildcards are searched for literally.
    const none = (await (await call(`/api/admin/tenants?search=${tag}%25_`, { session })).json()) as {
      organizations: unknown[]
    }
    expect(none.organizations).toEqual([])
  })

  it('creates an organization with an owner invite; accepting it makes the owner', async () => {
    const { session } = await platformAdmin()
    const ownerEmail = uniqueEmail('new-owner')
    const res = await call('/api/admin/tenants', {
      method: 'POST',
      session,
      json: { name: '  Brand New GmbH ', language: 'de_DE', isAgency: true, ownerEmail },
      headers: { 'Idempotency-Key': `create-${ownerEmail}` },
    })
    expect(res.status).toBe(201)
    const created = (await res.json()) as Detail
    expect(created).toMatchObject({
      name: 'Brand New GmbH',
      language: 'de_DE',
      isAgency: true,
      kind: 'organization',
      status: 'STANDARD',
      owner: null,
      members: [],
      invites: [expect.objectContaining({ email: ownerEmail })],
    })
    // A repeat with the same key is the same organization.
    const again = await call('/api/admin/tenants', {
      method: 'POST',
      session,
      json: { name: '  Brand New GmbH ', language: 'de_DE', isAgency: true, ownerEmail },
      headers: { 'Idempotency-Key': `create-${ownerEmail}` },
    })
    expect(((await again.json()) as Detail).id).toBe(created.id)

    const mail = await waitForMail(ownerEmail, 'invite')
    expect(mail.language).toBe('de_DE')
    expect(mail.subject).toContain('Brand New GmbH')
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1]
    expect(token).toBeDefined()
    const signup = await call('/api/access/signup-in-tenant', {
      method: 'POST',
      json: {
        token,
        name: 'Neue Inhaberin',
        password: 'A-Strong-Passphrase-42',
        confirmPassword: 'A-Strong-Passphrase-42',
      },
    })
    expect(signup.status, await signup.clone().text()).toBe(200)
    const detail = (await (await call(`/api/admin/tenants/${created.id}`, { session })).json()) as Detail
    expect(detail.owner?.email).toBe(ownerEmail)
    expect(detail.members).toEqual([expect.objectContaining({ owner: true })])
    expect(detail.invites).toEqual([])
  })

  it('refuses a nameless organization', async () => {
    const { session } = await platformAdmin()
    const res = await post('/api/admin/tenants', session, { name: '   ' })
    expect(res.status).toBe(400)
    expect(await codeOf(res)).toBe('VALIDATION_FAILED')
  })

  it('updates name, kind, agency flag and language; unknown ids answer ORGANIZATION_NOT_FOUND', async () => {
    const { session } = await platformAdmin()
    const org = await createOrganization()
    const res = await post(`/api/admin/tenants/${org.id}/update`, session, {
      name: 'Renamed',
      kind: 'marketplace',
      isAgency: true,
      language: 'de_DE',
      status: 'SPECIAL',
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      name: 'Renamed',
      kind: 'marketplace',
      isAgency: true,
      language: 'de_DE',
      status: 'SPECIAL',
    })
    const empty = await post(`/api/admin/tenants/${org.id}/update`, session, {})
    expect(empty.status).toBe(400)
    const missing = '00000000-0000-7000-8000-000000000000'
    for (const res of [
      await call(`/api/admin/tenants/${missing}`, { session }),
      await post(`/api/admin/tenants/${missing}/update`, session, { name: 'x' }),
      await post(`/api/admin/tenants/${missing}/join`, session),
      await post(`/api/admin/tenants/${missing}/leave`, session),
      await post(`/api/admin/tenants/${missing}/invite`, session, { email: uniqueEmail(), preset: 'user' }),
      await post(`/api/admin/tenants/${missing}/delete`, session),
    ]) {
      expect(res.status).toBe(404)
      expect(await codeOf(res)).toBe('ORGANIZATION_NOT_FOUND')
    }
  })

  it('joins with admin permissions and leaves; the owner cannot leave', async () => {
    const { admin, session } = await platformAdmin()
    const org = await createOrganization()
    const joined = (await (await post(`/api/admin/tenants/${org.id}/join`, session)).json()) as Detail
    expect(joined.joined).toBe(true)
    expect(joined.members.find((m) => m.userId === admin.id)?.permissions).toEqual(
      expect.arrayContaining([...PERMISSION_PRESETS.admin.organization]),
    )
    // The admin can now work in it.
    await switchTo(session, org.id)
    expect((await call('/api/applicants', { session })).status).toBe(200)

    const left = (await (await post(`/api/admin/tenants/${org.id}/leave`, session)).json()) as Detail
    expect(left.joined).toBe(false)
    expect(left.members).toEqual([])

    await env.DB.prepare('UPDATE organizations SET owner_id = ? WHERE id = ?').bind(admin.id, org.id).run()
    await post(`/api/admin/tenants/${org.id}/join`, session)
    const refused = await post(`/api/admin/tenants/${org.id}/leave`, session)
    expect(refused.status).toBe(409)
    expect(await codeOf(refused)).toBe('ORGANIZATION_OWNER_CANNOT_LEAVE')
  })

  it('invites by e-mail with a hashed token; a new invite replaces the open one; members are refused', async () => {
    const { session } = await platformAdmin()
    const org = await createOrganization({ name: 'Inviting Org' })
    const email = uniqueEmail('invitee')
    const first = await post(`/api/admin/tenants/${org.id}/invite`, session, { email, preset: 'user' })
    expect(first.status).toBe(201)
    const firstMail = await waitForMail(email, 'invite')
    const token = /token=([A-Za-z0-9_-]+)/.exec(firstMail.text_body)?.[1] ?? ''
    const stored = await env.DB.prepare('SELECT token_hash FROM invites WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ token_hash: string }>()
    expect(stored?.token_hash).not.toBe(token)
    expect(stored?.token_hash).toMatch(/^[0-9a-f]{64}$/)

    await post(`/api/admin/tenants/${org.id}/invite`, session, { email, preset: 'admin' })
    const detail = (await (await call(`/api/admin/tenants/${org.id}`, { session })).json()) as Detail
    expect(detail.invites).toHaveLength(1)
    expect(detail.counts.invites).toBe(1)
    // The first link no longer works.
    const info = await call('/api/access/invite-info', { method: 'POST', json: { token } })
    expect(await codeOf(info)).toBe('INVITE_INVALID')

    const member = await createUser({ memberOf: [{ organizationId: org.id }] })
    const refused = await post(`/api/admin/tenants/${org.id}/invite`, session, { email: member.email, preset: 'user' })
    expect(refused.status).toBe(409)
    expect(await codeOf(refused)).toBe('ALREADY_MEMBER')
  })

  it('refuses every call of a non-admin with 403, organization admins included', async () => {
    const org = await createOrganization()
    const orgAdmin = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(orgAdmin.email, orgAdmin.password)
    const calls = [
      call('/api/admin/tenants', { session }),
      post('/api/admin/tenants', session, { name: 'Mine now' }),
      call(`/api/admin/tenants/${org.id}`, { session }),
      post(`/api/admin/tenants/${org.id}/update`, session, { status: 'SPECIAL' }),
      post(`/api/admin/tenants/${org.id}/join`, session),
      post(`/api/admin/tenants/${org.id}/leave`, session),
      post(`/api/admin/tenants/${org.id}/invite`, session, { email: uniqueEmail(), preset: 'admin' }),
      post(`/api/admin/tenants/${org.id}/delete`, session),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403)
      expect(await codeOf(res)).toBe('FORBIDDEN')
    }
    const row = await env.DB.prepare('SELECT status FROM organizations WHERE id = ?')
      .bind(org.id)
      .first<{ status: string }>()
    expect(row?.status).toBe('STANDARD')
    expect((await call('/api/admin/tenants')).status).toBe(401)
  })
})

describe('suspension of an organization', () => {
  it('closes it to its members at once (their tabs learn why), others work on, lifting it restores access', async () => {
    const org = await createOrganization({ name: 'To Be Suspended' })
    const other = await createOrganization({ name: 'Still Open' })
    const { session: adminSession } = await platformAdmin([org.id])
    await switchTo(adminSession, org.id)
    const only = await createUser({ memberOf: [{ organizationId: org.id }] })
    const both = await createUser({ memberOf: [{ organizationId: org.id }, { organizationId: other.id }] })
    const bystander = await createUser({ memberOf: [{ organizationId: other.id }] })
    const onlySession = await signIn(only.email, only.password)
    const bothSession = await signIn(both.email, both.password)
    const bystanderSession = await signIn(bystander.email, bystander.password)
    expect((await sessionUserOf(bothSession))?.organizationId).toBe(org.id)

    const res = await post(`/api/admin/tenants/${org.id}/update`, adminSession, { status: 'SUSPENDED' })
    expect(res.status).toBe(200)
    // A member of only this organization: the session says why (the SPA signs out to /suspended) …
    expect((await sessionUserOf(onlySession))?.permissions).toContain('ORGANIZATION_SUSPENDED')
    // … and every request of theirs is refused, tenant data and the rest alike.
    for (const path of ['/api/applicants', '/api/my-profile', '/api/access/tenants']) {
      const refused = await call(path, { session: onlySession })
      expect(refused.status, path).toBe(403)
      expect(await codeOf(refused), path).toBe('ORGANIZATION_SUSPENDED')
    }
    // A member of another organization works on there without signing in again.
    const bothUser = await sessionUserOf(bothSession)
    expect(bothUser?.organizationId).toBe(other.id)
    expect(bothUser?.permissions).not.toContain('ORGANIZATION_SUSPENDED')
    expect((await call('/api/applicants', { session: bothSession })).status).toBe(200)
    expect((await sessionUserOf(bystanderSession))?.organizationId).toBe(other.id)
    // The platform admin keeps the admin screens (and lifts it), but not the organization's data.
    expect((await call('/api/admin/tenants', { session: adminSession })).status).toBe(200)
    expect(await codeOf(await call('/api/applicants', { session: adminSession }))).toBe('ORGANIZATION_SUSPENDED')

    const lifted = await post(`/api/admin/tenants/${org.id}/update`, adminSession, { status: 'STANDARD' })
    expect(((await lifted.json()) as Detail).status).toBe('STANDARD')
    expect((await call('/api/applicants', { session: onlySession })).status).toBe(200)
    expect((await sessionUserOf(onlySession))?.permissions).not.toContain('ORGANIZATION_SUSPENDED')
  })

  it('setting SUSPENDED again or another field leaves sessions alone', async () => {
    const org = await createOrganization({ status: 'SUSPENDED' })
    const { session } = await platformAdmin()
    const member = await createUser({ memberOf: [{ organizationId: org.id }] })
    const memberSession = await signIn(member.email, member.password)
    await post(`/api/admin/tenants/${org.id}/update`, session, { status: 'SUSPENDED', name: 'Still closed' })
    expect(await sessionUserOf(memberSession)).not.toBeNull()
  })
})
