import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createJobViaApi, errorCode, json, post, signedInMember } from '../jobs/support'
import { createApplicant, createJob, createOrganization } from '../support/factories'
import { call } from '../support/http'

interface Client {
  id: string
  name: string
  address: string | null
  brandLanguage: string | null
  culture: string | null
  info: string | null
  hireType: string | null
  privacy: string | null
  jobsCount: number
}

const agency = () => createOrganization({ isAgency: true, address: 'Hauptstraße 1, Berlin', info: 'An agency' })

const WEBSITE = `Nordlicht Robotics GmbH
About us
Nordlicht Robotics is a manufacturer of warehouse robots, founded in 2009 and based in Hamburg with 240 employees.
Our values
We believe in open feedback, trust and ownership in small teams. Curiosity and learning are part of every day!
Diversity and respect shape how we work together across our offices.
Contact
Address: Hafenstraße 12
20457 Hamburg`

const searchDoc = async (tenantId: string, id: string) =>
  env.DB.prepare(
    "SELECT title, body FROM search_documents WHERE tenant_id = ? AND doc_type = 'client' AND entity_id = ?",
  )
    .bind(tenantId, id)
    .first<{ title: string; body: string }>()

describe('clients: create, read, update, delete', () => {
  it('creates a client, lists it with its jobs count, reads, edits and deletes it; the search index follows', async () => {
    const { session, org } = await signedInMember(undefined, await agency())
    const created = await json<Client>(
      await post('/api/clients', session, {
        name: '  Nordlicht Robotics ',
        address: 'Hafenstraße 12, 20457 Hamburg',
        brandLanguage: 'Friendly',
        culture: 'Open feedback and trust',
        info: '',
        hireType: 'recruiting',
        privacy: 'shared',
      }),
      201,
    )
    expect(created).toMatchObject({ name: 'Nordlicht Robotics', info: null, hireType: 'recruiting', jobsCount: 0 })
    expect(await searchDoc(org.id, created.id)).toEqual({
      title: 'Nordlicht Robotics',
      body: 'Hafenstraße 12, 20457 Hamburg Open feedback and trust',
    })

    const job = await createJobViaApi(session)
    await json(await post(`/api/jobs/${job.id}/client`, session, { clientId: created.id }))
    const list = await json<{ items: Client[] }>(await call('/api/clients', { session }))
    expect(list.items).toEqual([expect.objectContaining({ id: created.id, jobsCount: 1 })])
    expect((await json<{ items: Client[] }>(await call('/api/clients?search=zzz', { session }))).items).toEqual([])

    const updated = await json<Client>(
      await post(`/api/clients/${created.id}/update`, session, {
        name: 'Nordlicht Robotics GmbH',
        address: null,
        brandLanguage: 'Formal',
        culture: 'Respect',
        info: 'Warehouse robots',
        hireType: 'staffing',
        privacy: 'private',
      }),
    )
    expect(updated).toMatchObject({
      name: 'Nordlicht Robotics GmbH',
      address: null,
      hireType: 'staffing',
      jobsCount: 1,
    })
    expect((await searchDoc(org.id, created.id))?.title).toBe('Nordlicht Robotics GmbH')
    expect(await json<Client>(await call(`/api/clients/${created.id}`, { session }))).toEqual(updated)

    expect(await json(await post(`/api/clients/${created.id}/delete`, session))).toEqual({
      deleted: true,
      jobsCleared: 1,
    })
    // The job stays, without its client; the search document is gone.
    expect((await json<{ client: unknown }>(await call(`/api/jobs/${job.id}`, { session }))).client).toBe(null)
    expect(await searchDoc(org.id, created.id)).toBe(null)
    expect((await call(`/api/clients/${created.id}`, { session })).status).toBe(404)
  })

  it("refuses a client without a name with 'Name is required'", async () => {
    const { session } = await signedInMember(undefined, await agency())
    const res = await post('/api/clients', session, { name: '   ' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } }
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details).toContainEqual(expect.objectContaining({ path: 'name', message: 'Name is required' }))
    expect((await post('/api/clients', session, { name: 'X', hireType: 'temp' })).status).toBe(400)
  })

  it('answers CLIENT_NOT_FOUND for unknown ids and for ids of another organization', async () => {
    const { session } = await signedInMember(undefined, await agency())
    const other = await signedInMember(undefined, await agency())
    const foreign = await json<Client>(await post('/api/clients', other.session, { name: 'Foreign AG' }), 201)
    for (const res of [
      await call(`/api/clients/${foreign.id}`, { session }),
      await post(`/api/clients/${foreign.id}/update`, session, { name: 'Taken over' }),
      await post(`/api/clients/${foreign.id}/delete`, session),
      await call('/api/clients/unknown-id', { session }),
    ]) {
      expect(res.status).toBe(404)
      expect(await errorCode(res)).toBe('CLIENT_NOT_FOUND')
    }
    expect((await json<Client>(await call(`/api/clients/${foreign.id}`, { session: other.session }))).name).toBe(
      'Foreign AG',
    )
  })

  it('refuses every clients call of an organization that is not an agency', async () => {
    const { session } = await signedInMember()
    for (const res of [
      await call('/api/clients', { session }),
      await post('/api/clients', session, { name: 'Acme' }),
      await post('/api/clients/draft', session, { name: 'Acme', text: WEBSITE }),
      await call('/api/clients/some-id', { session }),
      await post('/api/clients/some-id/update', session, { name: 'Acme' }),
      await post('/api/clients/some-id/delete', session),
    ]) {
      expect(res.status).toBe(403)
      expect(await errorCode(res)).toBe('CLIENTS_AGENCY_ONLY')
    }
  })

  it('checks each permission: CLIENT_READ, CLIENT_CREATE, CLIENT_UPDATE, CLIENT_DELETE', async () => {
    const org = await agency()
    const owner = await signedInMember(undefined, org)
    const client = await json<Client>(await post('/api/clients', owner.session, { name: 'Acme' }), 201)
    const reader = await signedInMember(['CLIENT_READ'], org)
    expect((await call(`/api/clients/${client.id}`, { session: reader.session })).status).toBe(200)
    for (const res of [
      await post('/api/clients', reader.session, { name: 'Nope' }),
      await post('/api/clients/draft', reader.session, { name: 'Nope', text: WEBSITE }),
      await post(`/api/clients/${client.id}/update`, reader.session, { name: 'Nope' }),
      await post(`/api/clients/${client.id}/delete`, reader.session),
    ]) {
      expect(res.status).toBe(403)
      expect(await errorCode(res)).toBe('FORBIDDEN')
    }
    const none = await signedInMember(['JOB_READ'], org)
    expect((await call('/api/clients', { session: none.session })).status).toBe(403)
    expect((await call('/api/clients')).status).toBe(401)
  })
})

describe('clients: the AI information wizard (POST /api/clients/draft)', () => {
  it('drafts address, brand language, culture and information from pasted text with the embedded engine', async () => {
    const { session } = await signedInMember(undefined, await agency())
    const draft = await json<Client & { model: string; promptVersion: string }>(
      await post('/api/clients/draft', session, { name: 'Nordlicht Robotics', text: WEBSITE }),
    )
    expect(draft.address).toBe('Hafenstraße 12, 20457 Hamburg')
    expect(draft.culture).toContain('We believe in open feedback, trust and ownership in small teams.')
    expect(draft.info).toContain('manufacturer of warehouse robots, founded in 2009')
    expect(draft.brandLanguage).toMatch(/speaks as "we"/)
    expect(draft.model).toBe('embedded')
  })

  it('reads an uploaded text document like a CV upload, and refuses an unreadable one', async () => {
    const { session } = await signedInMember(undefined, await agency())
    const contentBase64 = btoa(String.fromCharCode(...new TextEncoder().encode(WEBSITE)))
    const draft = await json<Client>(
      await post('/api/clients/draft', session, {
        name: 'Nordlicht Robotics',
        file: { filename: 'about.txt', contentBase64 },
      }),
    )
    expect(draft.address).toBe('Hafenstraße 12, 20457 Hamburg')
    const broken = await post('/api/clients/draft', session, {
      name: 'Nordlicht',
      file: { filename: 'brochure.pdf', contentBase64: btoa('%PDF-1.7\n1 0 obj << /Type /Catalog >> broken') },
    })
    expect(broken.status).toBe(400)
    expect(await errorCode(broken)).toBe('CLIENT_DOCUMENT_UNREADABLE')
    const empty = await post('/api/clients/draft', session, { name: 'Nordlicht', text: '   ' })
    expect(empty.status).toBe(400)
    expect(await errorCode(empty)).toBe('VALIDATION_FAILED')
  })
})

describe('clients: assignment and culture', () => {
  it('assigns a client to applicants in bulk; foreign applicants and clients are refused', async () => {
    const { session, org } = await signedInMember(undefined, await agency())
    const other = await agency()
    const client = await json<Client>(await post('/api/clients', session, { name: 'Acme' }), 201)
    const a = await createApplicant(org.id, { name: 'Ada' })
    const b = await createApplicant(org.id, { name: 'Bo' })
    const foreign = await createApplicant(other.id, { name: 'Foreign' })
    const result = await json<{ updated: string[]; refused: { id: string; code: string }[] }>(
      await post('/api/applicants/client', session, { ids: [a.id, b.id, foreign.id], clientId: client.id }),
    )
    expect(result.updated.sort()).toEqual([a.id, b.id].sort())
    expect(result.refused).toEqual([{ id: foreign.id, code: 'APPLICANT_NOT_FOUND' }])
    const list = await json<{ items: { id: string; client: { id: string; name: string } | null }[] }>(
      await call('/api/applicants', { session }),
    )
    expect(list.items.find((i) => i.id === a.id)?.client).toEqual({ id: client.id, name: 'Acme' })
    const foreignClient = await env.DB.prepare(
      "INSERT INTO clients (id, tenant_id, name) VALUES (?, ?, 'F') RETURNING id",
    )
      .bind(`fc-${other.id}`, other.id)
      .first<{ id: string }>()
    const res = await post('/api/applicants/client', session, { ids: [a.id], clientId: foreignClient?.id })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('CLIENT_NOT_FOUND')
    // Deleting the client clears it from the applicants, who stay.
    await json(await post(`/api/clients/${client.id}/delete`, session))
    const after = await json<{ items: { id: string; client: unknown }[] }>(await call('/api/applicants', { session }))
    expect(after.items.find((i) => i.id === a.id)?.client).toBe(null)
  })

  it("a recruiting client's culture joins its jobs' culture keywords; staffing uses the agency's own", async () => {
    const org = await createOrganization({ isAgency: true, culture: 'We value sustainability above all.' })
    const { session } = await signedInMember(undefined, org)
    const client = await json<Client>(
      await post('/api/clients', session, {
        name: 'Acme',
        culture: 'Open feedback, autonomy and a flexible, inclusive team.',
        hireType: 'recruiting',
      }),
      201,
    )
    const job = await createJob(org.id, { title: 'Backend Engineer', description: 'Backend engineer wanted.' })
    await json(await post(`/api/jobs/${job.id}/client`, session, { clientId: client.id }))
    const keywords = async () => {
      const row = await env.DB.prepare('SELECT profile FROM jobs WHERE id = ?')
        .bind(job.id)
        .first<{ profile: string }>()
      return (JSON.parse(row?.profile ?? '{}') as { cultureKeywords: string[] }).cultureKeywords
    }
    const recruiting = await keywords()
    expect(recruiting.length).toBeGreaterThan(0)
    await json(
      await post(`/api/clients/${client.id}/update`, session, {
        name: 'Acme',
        culture: 'Open feedback, autonomy and a flexible, inclusive team.',
        hireType: 'staffing',
      }),
    )
    const staffing = await keywords()
    expect(staffing).not.toEqual(recruiting)
  })
})
