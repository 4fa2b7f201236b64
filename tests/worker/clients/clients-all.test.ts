import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { errorCode, json, signedInMember } from '../jobs/support'
import { createOrganization, createUser } from '../support/factories'
import { call, signIn } from '../support/http'

type Clients = { id: string; name: string; hireType: string | null }[]

async function addClient(tenantId: string, name: string, hireType: 'recruiting' | 'staffing' | null = null) {
  const id = `client-${crypto.randomUUID()}`
  await env.DB.prepare(
    "INSERT INTO clients (id, tenant_id, name, hire_type, info, privacy) VALUES (?, ?, ?, ?, 'internal notes', 'private')",
  )
    .bind(id, tenantId, name, hireType)
    .run()
  return id
}

describe('GET /api/clients/all', () => {
  it("lists the organization's clients by name with id, name and hire type only", async () => {
    const org = await createOrganization({ isAgency: true, address: 'Hauptstraße 1, Berlin' })
    const zeta = await addClient(org.id, 'zeta Logistics', 'staffing')
    const acme = await addClient(org.id, 'Acme Rail', 'recruiting')
    const bare = await addClient(org.id, 'Borealis')
    const { session } = await signedInMember(undefined, org)
    const list = await json<Clients>(await call('/api/clients/all', { session }))
    expect(list).toEqual([
      { id: acme, name: 'Acme Rail', hireType: 'recruiting' },
      { id: bare, name: 'Borealis', hireType: null },
      { id: zeta, name: 'zeta Logistics', hireType: 'staffing' },
    ])
  })

  it('answers an empty list to an agency without clients', async () => {
    const { session } = await signedInMember(undefined, await createOrganization({ isAgency: true }))
    expect(await json<Clients>(await call('/api/clients/all', { session }))).toEqual([])
  })

  it('refuses an organization that is not an agency with CLIENTS_AGENCY_ONLY', async () => {
    const { session } = await signedInMember()
    const res = await call('/api/clients/all', { session })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('CLIENTS_AGENCY_ONLY')
  })

  it("never lists another organization's clients", async () => {
    const { session, org } = await signedInMember(undefined, await createOrganization({ isAgency: true }))
    const other = await createOrganization({ isAgency: true })
    const mine = await addClient(org.id, 'Own Client', 'recruiting')
    const foreign = await addClient(other.id, 'Foreign Client', 'staffing')
    const list = await json<Clients>(await call('/api/clients/all', { session }))
    expect(list.map((c) => c.id)).toEqual([mine])
    expect(list.map((c) => c.id)).not.toContain(foreign)
  })

  it('answers 401 without a session and 403 without CLIENT_READ', async () => {
    const res = await call('/api/clients/all')
    expect(res.status).toBe(401)
    expect(await errorCode(res)).toBe('UNAUTHENTICATED')
    const { session } = await signedInMember(['JOB_READ', 'JOB_UPDATE'])
    const refused = await call('/api/clients/all', { session })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('FORBIDDEN')
  })

  it('a member with CLIENT_READ only may read the list', async () => {
    const { session, org } = await signedInMember(['CLIENT_READ'], await createOrganization({ isAgency: true }))
    const id = await addClient(org.id, 'Only Client')
    expect((await json<Clients>(await call('/api/clients/all', { session }))).map((c) => c.id)).toEqual([id])
  })

  it('answers NO_ORGANIZATION to a user without a membership', async () => {
    const loner = await createUser()
    const session = await signIn(loner.email, loner.password)
    const res = await call('/api/clients/all', { session })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('NO_ORGANIZATION')
  })
})
