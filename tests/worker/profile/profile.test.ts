import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'
import { errorCodeOf, signedInUser } from './support'

describe('GET /api/my-profile', () => {
  it('answers the signed-in user’s profile without secrets', async () => {
    const { user, session } = await signedInUser({ name: 'Ada Lovelace' })
    const res = await call('/api/my-profile', { session })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      id: user.id,
      email: user.email,
      name: 'Ada Lovelace',
      position: null,
      language: null,
      photoUrl: null,
      tfaEnabled: false,
      hasPassword: true,
    })
  })

  it('works for a user without any organization', async () => {
    const user = await createUser()
    const session = await signIn(user.email, user.password)
    const res = await call('/api/my-profile', { session })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { email: string }).email).toBe(user.email)
  })

  it('refuses a signed-out caller with 401 and a user without PROFILE with 403', async () => {
    expect((await call('/api/my-profile')).status).toBe(401)
    const user = await createUser({ userPermissions: ['DASHBOARD'] })
    const session = await signIn(user.email, user.password)
    const res = await call('/api/my-profile', { session })
    expect(res.status).toBe(403)
    expect(await errorCodeOf(res)).toBe('FORBIDDEN')
  })

  it('refuses a suspended user (live session) on reads and writes with ACCOUNT_SUSPENDED', async () => {
    const { user, session } = await signedInUser()
    await env.DB.prepare("UPDATE users SET status = 'SUSPENDED' WHERE id = ?").bind(user.id).run()
    for (const res of [
      await call('/api/my-profile', { session }),
      await call('/api/my-profile/name', { method: 'POST', session, json: { name: 'X' } }),
      await call('/api/my-profile/2fa/initiate', { method: 'POST', session }),
    ]) {
      expect(res.status).toBe(403)
      expect(await errorCodeOf(res)).toBe('ACCOUNT_SUSPENDED')
    }
  })

  it('refuses a user holding the SUSPENDED preset permission the same way', async () => {
    const { user, session } = await signedInUser()
    await env.DB.prepare(`UPDATE users SET permissions = '["PROFILE","SUSPENDED"]' WHERE id = ?`).bind(user.id).run()
    const res = await call('/api/my-profile', { session })
    expect(res.status).toBe(403)
    expect(await errorCodeOf(res)).toBe('ACCOUNT_SUSPENDED')
  })
})

describe('POST /api/my-profile/name', () => {
  it('changes name and position', async () => {
    const { session } = await signedInUser()
    const res = await call('/api/my-profile/name', {
      method: 'POST',
      session,
      json: { name: '  Grace Hopper ', position: 'Recruiter' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ name: 'Grace Hopper', position: 'Recruiter' })
    const me = (await (await call('/api/auth/session', { session })).json()) as { user: { name: string } }
    expect(me.user.name).toBe('Grace Hopper')
  })

  it('keeps the position when it is not sent, and clears it with an empty string', async () => {
    const { session } = await signedInUser()
    await call('/api/my-profile/name', { method: 'POST', session, json: { name: 'A', position: 'Lead' } })
    const kept = await call('/api/my-profile/name', { method: 'POST', session, json: { name: 'B' } })
    expect(await kept.json()).toMatchObject({ name: 'B', position: 'Lead' })
    const cleared = await call('/api/my-profile/name', { method: 'POST', session, json: { name: 'B', position: '' } })
    expect(await cleared.json()).toMatchObject({ position: null })
  })

  it('refuses an empty name with VALIDATION_FAILED', async () => {
    const { session } = await signedInUser()
    const res = await call('/api/my-profile/name', { method: 'POST', session, json: { name: '   ' } })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } }
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details).toContainEqual({ path: 'name', message: 'Name is required' })
  })

  it('refuses cross-site writes: no CSRF token, a foreign Origin, Sec-Fetch-Site cross-site', async () => {
    const { session } = await signedInUser({ name: 'Unchanged' })
    const noToken = await call('/api/my-profile/name', {
      method: 'POST',
      headers: { Cookie: session.cookie },
      json: { name: 'Evil' },
    })
    const foreignOrigin = await call('/api/my-profile/name', {
      method: 'POST',
      session,
      headers: { Origin: 'https://evil.example' },
      json: { name: 'Evil' },
    })
    const crossSite = await call('/api/my-profile/name', {
      method: 'POST',
      session,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      json: { name: 'Evil' },
    })
    const wrongToken = await call('/api/my-profile/name', {
      method: 'POST',
      session: { ...session, csrfToken: 'x'.repeat(43) },
      json: { name: 'Evil' },
    })
    for (const res of [noToken, foreignOrigin, crossSite, wrongToken]) {
      expect(res.status).toBe(403)
      expect(await errorCodeOf(res)).toBe('CSRF_FAILED')
    }
    const me = (await (await call('/api/my-profile', { session })).json()) as { name: string }
    expect(me.name).toBe('Unchanged')
  })
})

describe('contact details per organization', () => {
  it('reads and updates the contact of an organization the user is a member of', async () => {
    const { org, session } = await signedInUser()
    const empty = await call(`/api/my-profile/contact/${org.id}`, { session })
    expect(await empty.json()).toEqual({ organizationId: org.id, contactEmail: null, contactPhone: null })
    const updated = await call('/api/my-profile/update-contact', {
      method: 'POST',
      session,
      json: { organizationId: org.id, contactEmail: 'Desk@Example.com', contactPhone: '+49 (30) 123-456' },
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toEqual({
      organizationId: org.id,
      contactEmail: 'desk@example.com',
      contactPhone: '+49 (30) 123-456',
    })
    const read = await call(`/api/my-profile/contact/${org.id}`, { session })
    expect(await read.json()).toMatchObject({ contactEmail: 'desk@example.com' })
    const cleared = await call('/api/my-profile/update-contact', {
      method: 'POST',
      session,
      json: { organizationId: org.id, contactEmail: '' },
    })
    expect(await cleared.json()).toEqual({
      organizationId: org.id,
      contactEmail: null,
      contactPhone: '+49 (30) 123-456',
    })
  })

  it('keeps contacts apart per organization', async () => {
    const a = await createOrganization()
    const b = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: a.id }, { organizationId: b.id }] })
    const session = await signIn(user.email, user.password)
    await call('/api/my-profile/update-contact', {
      method: 'POST',
      session,
      json: { organizationId: b.id, contactPhone: '555' },
    })
    expect(await (await call(`/api/my-profile/contact/${a.id}`, { session })).json()).toMatchObject({
      contactPhone: null,
    })
    expect(await (await call(`/api/my-profile/contact/${b.id}`, { session })).json()).toMatchObject({
      contactPhone: '555',
    })
  })

  it("answers 404 for another organization's contact, and changes nothing there", async () => {
    const { session } = await signedInUser()
    const other = await createOrganization()
    const victim = await createUser({ memberOf: [{ organizationId: other.id }] })
    await env.DB.prepare("UPDATE memberships SET contact_email = 'victim@example.com' WHERE user_id = ?")
      .bind(victim.id)
      .run()
    const read = await call(`/api/my-profile/contact/${other.id}`, { session })
    expect(read.status).toBe(404)
    expect(await errorCodeOf(read)).toBe('ORGANIZATION_NOT_FOUND')
    const write = await call('/api/my-profile/update-contact', {
      method: 'POST',
      session,
      json: { organizationId: other.id, contactEmail: 'attacker@example.com' },
    })
    expect(write.status).toBe(404)
    const row = await env.DB.prepare('SELECT contact_email FROM memberships WHERE user_id = ?')
      .bind(victim.id)
      .first<{ contact_email: string }>()
    expect(row?.contact_email).toBe('victim@example.com')
    expect((await call('/api/my-profile/contact/no-such-org', { session })).status).toBe(404)
  })

  it('refuses a malformed email or phone', async () => {
    const { org, session } = await signedInUser()
    const res = await call('/api/my-profile/update-contact', {
      method: 'POST',
      session,
      json: { organizationId: org.id, contactEmail: 'nope', contactPhone: 'call me<script>' },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { details: { path: string }[] } }
    expect(body.error.details.map((d) => d.path).sort()).toEqual(['contactEmail', 'contactPhone'])
  })
})
