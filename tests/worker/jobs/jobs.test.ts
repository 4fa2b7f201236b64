import { describe, expect, it } from 'vitest'
import { createApplicant, createJob, createOrganization } from '../support/factories'
import { call } from '../support/http'
import { createJobViaApi, DESCRIPTION, errorCode, json, post, signedInMember } from './support'

interface Detail {
  id: string
  title: string
  description: string
  status: string
  matchingOption: string
  requirements: { attribute: string; operator: string; value: string; maxValue: string | null; mandatory: boolean }[]
  recruiters: { id: string }[]
  client: { id: string; name: string } | null
  author: { id: string } | null
  counts: { assigned: number; matched: number; knockouts: number }
  matching: { pending: number }
}

describe('jobs: create, read, list', () => {
  it('creates a draft with requirements and reads it back with counts and author', async () => {
    const { session, user } = await signedInMember()
    const created = await createJobViaApi(session, {
      requirements: [
        { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true },
        { attribute: 'degree', operator: 'BETWEEN', value: 'bachelor', maxValue: 'master' },
        { attribute: 'language_proficiency', language: 'DE', operator: 'GTE', value: 'professional' },
      ],
    })
    const detail = await json<Detail>(await call(`/api/jobs/${created.id}`, { session }))
    expect(detail).toMatchObject({ title: 'Senior Data Engineer', status: 'DRAFT', matchingOption: 'ALL' })
    expect(detail.author?.id).toBe(user.id)
    expect(detail.requirements).toHaveLength(3)
    expect(detail.requirements.map((r) => r.attribute)).toEqual(['skills', 'degree', 'language_proficiency'])
    expect(detail.counts).toEqual({ assigned: 0, matched: 0, knockouts: 0 })
    expect(detail.matching).toEqual({ pending: 0 })
  })

  it("refuses a short title and description with 'Must be at least {value} characters'", async () => {
    const { session } = await signedInMember()
    const res = await post('/api/jobs', session, { title: 'Dev', description: 'too short' })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } }
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Must be at least 5 characters' },
        { path: 'description', message: 'Must be at least 50 characters' },
      ]),
    )
  })

  it('refuses requirements that are not on their scale or miss maxValue for BETWEEN', async () => {
    const { session } = await signedInMember()
    const res = await post('/api/jobs', session, {
      title: 'Senior Data Engineer',
      description: DESCRIPTION,
      requirements: [
        { attribute: 'degree', operator: 'GTE', value: 'wizard' },
        { attribute: 'seniority', operator: 'BETWEEN', value: 'competent' },
        { attribute: 'language_proficiency', operator: 'GTE', value: 'native_or_bilingual' },
      ],
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { details: { path: string }[] } }
    expect(body.error.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['requirements.0.value', 'requirements.1.maxValue', 'requirements.2.language']),
    )
  })

  it('lists newest first with cursor paging and status and search filters', async () => {
    const { session, org } = await signedInMember()
    for (let i = 0; i < 3; i++) await createJob(org.id, { title: `Backend Engineer ${i}`, createdAt: 1000 + i })
    await createJob(org.id, { title: 'Nurse on night shift', status: 'OPEN', createdAt: 2000 })
    const first = await json<{ items: { title: string }[]; nextCursor: string }>(
      await call('/api/jobs?limit=2', { session }),
    )
    expect(first.items.map((i) => i.title)).toEqual(['Nurse on night shift', 'Backend Engineer 2'])
    const second = await json<{ items: { title: string }[]; nextCursor: string | null }>(
      await call(`/api/jobs?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`, { session }),
    )
    expect(second.items.map((i) => i.title)).toEqual(['Backend Engineer 1', 'Backend Engineer 0'])
    expect(second.nextCursor).toBeNull()
    const open = await json<{ items: { title: string }[] }>(await call('/api/jobs?status=OPEN', { session }))
    expect(open.items.map((i) => i.title)).toEqual(['Nurse on night shift'])
    const search = await json<{ items: { title: string }[] }>(await call('/api/jobs?search=engineer%201', { session }))
    expect(search.items.map((i) => i.title)).toEqual(['Backend Engineer 1'])
    // LIKE wildcards are literal.
    const wild = await json<{ items: unknown[] }>(await call('/api/jobs?search=%25', { session }))
    expect(wild.items).toEqual([])
  })

  it("never shows another organization's jobs: list, detail and every change answer as if absent", async () => {
    const { session } = await signedInMember()
    const other = await createOrganization()
    const foreign = await createJob(other.id, { title: 'Foreign job title' })
    const list = await json<{ items: { id: string }[] }>(await call('/api/jobs', { session }))
    expect(list.items.map((i) => i.id)).not.toContain(foreign.id)
    expect((await call(`/api/jobs/${foreign.id}`, { session })).status).toBe(404)
    for (const [path, body] of [
      [`/api/jobs/${foreign.id}/update`, { title: 'Taken over' }],
      [`/api/jobs/${foreign.id}/status`, { status: 'CANCELLED' }],
      [`/api/jobs/${foreign.id}/skill-weight`, { area: 'skills', value: 50 }],
      [`/api/jobs/${foreign.id}/delete`, {}],
      [`/api/jobs/${foreign.id}/match-with-all`, {}],
    ] as const) {
      const res = await post(path, session, body)
      expect(res.status, path).toBe(404)
    }
    for (const path of ['skill-weight', 'match', 'assigned-applicants', 'unassigned-applicants']) {
      expect((await call(`/api/jobs/${foreign.id}/${path}`, { session })).status, path).toBe(404)
    }
    const bulk = await json<{ deleted: number }>(await post('/api/jobs/delete', session, { ids: [foreign.id] }))
    expect(bulk.deleted).toBe(0)
    const row = await call(`/api/jobs/${foreign.id}`, { session })
    expect(row.status).toBe(404)
  })

  it('needs JOB_CREATE to create, JOB_UPDATE to change, JOB_DELETE to delete', async () => {
    const { session, org } = await signedInMember(['JOB_READ'])
    const job = await createJob(org.id)
    expect(
      await errorCode(await post('/api/jobs', session, { title: 'Senior Engineer', description: DESCRIPTION })),
    ).toBe('FORBIDDEN')
    for (const path of ['update', 'status', 'skill-weight', 'client', 'add-recruiter', 'match-with-all']) {
      const res = await post(`/api/jobs/${job.id}/${path}`, session, {})
      expect(res.status, path).toBe(403)
    }
    expect((await post(`/api/jobs/${job.id}/delete`, session)).status).toBe(403)
    expect((await post('/api/jobs/status', session, { ids: [job.id], status: 'OPEN' })).status).toBe(403)
    // Reading works with JOB_READ; match lists also need APPLICANT_READ.
    expect((await call(`/api/jobs/${job.id}`, { session })).status).toBe(200)
    expect((await call(`/api/jobs/${job.id}/match`, { session })).status).toBe(403)
  })
})

describe('jobs: edit and delete', () => {
  it('updates title, description, matching option and replaces all requirements', async () => {
    const { session } = await signedInMember()
    const created = await createJobViaApi(session, {
      requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Python' }],
    })
    const updated = await json<Detail>(
      await post(`/api/jobs/${created.id}/update`, session, {
        title: 'Lead Data Engineer',
        matchingOption: 'ASSIGNED_ONLY',
        requirements: [
          { attribute: 'seniority', operator: 'GTE', value: 'advanced', mandatory: true },
          { attribute: 'isco', operator: 'EQUALS', value: '2512' },
        ],
      }),
    )
    expect(updated).toMatchObject({ title: 'Lead Data Engineer', matchingOption: 'ASSIGNED_ONLY' })
    expect(updated.requirements.map((r) => [r.attribute, r.value, r.mandatory])).toEqual([
      ['seniority', 'advanced', true],
      ['isco', '2512', false],
    ])
    const short = await post(`/api/jobs/${created.id}/update`, session, { description: 'short' })
    expect(await errorCode(short)).toBe('VALIDATION_FAILED')
  })

  it('deletes one (404 when absent) and many', async () => {
    const { session, org } = await signedInMember()
    const a = await createJob(org.id)
    const b = await createJob(org.id)
    const c = await createJob(org.id)
    expect(await json(await post(`/api/jobs/${a.id}/delete`, session))).toEqual({ deleted: 1 })
    expect((await post(`/api/jobs/${a.id}/delete`, session)).status).toBe(404)
    expect(await json(await post('/api/jobs/delete', session, { ids: [b.id, c.id, a.id] }))).toEqual({ deleted: 2 })
    expect((await post('/api/jobs/delete', session, { ids: [] })).status).toBe(400)
  })
})

describe('jobs: client and recruiters', () => {
  it('sets and removes a client of the organization; a foreign client is 404', async () => {
    // Clients are for agencies (spec §6); a non-agency is refused below.
    const { session, org } = await signedInMember(undefined, await createOrganization({ isAgency: true }))
    const other = await createOrganization()
    const { env } = await import('cloudflare:workers')
    await env.DB.prepare('INSERT INTO clients (id, tenant_id, name) VALUES (?, ?, ?), (?, ?, ?)')
      .bind(`client-${org.id}`, org.id, 'Acme AG', `client-${other.id}`, other.id, 'Foreign AG')
      .run()
    const job = await createJob(org.id)
    const job2 = await createJob(org.id)
    const withClient = await json<Detail>(
      await post(`/api/jobs/${job.id}/client`, session, { clientId: `client-${org.id}` }),
    )
    expect(withClient.client).toEqual({ id: `client-${org.id}`, name: 'Acme AG' })
    expect((await post(`/api/jobs/${job.id}/client`, session, { clientId: `client-${other.id}` })).status).toBe(404)
    const bulk = await json<{ updated: string[]; refused: { id: string; code: string }[] }>(
      await post('/api/jobs/client', session, { ids: [job.id, job2.id, 'missing'], clientId: null }),
    )
    expect(bulk.updated.sort()).toEqual([job.id, job2.id].sort())
    expect(bulk.refused).toEqual([{ id: 'missing', code: 'JOB_POSITION_NOT_FOUND' }])
  })

  it('refuses naming a client in an organization that is not an agency', async () => {
    const { session, org } = await signedInMember()
    const job = await createJob(org.id)
    const res = await post(`/api/jobs/${job.id}/client`, session, { clientId: 'any-client' })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('CLIENTS_AGENCY_ONLY')
    expect((await json<Detail>(await post(`/api/jobs/${job.id}/client`, session, { clientId: null }))).client).toBe(
      null,
    )
  })

  it('adds and removes recruiters who are members; others are 404', async () => {
    const { session, org, user } = await signedInMember()
    const outsider = await signedInMember()
    const job = await createJob(org.id)
    const added = await json<{ recruiters: { id: string }[] }>(
      await post(`/api/jobs/${job.id}/add-recruiter`, session, { userId: user.id }),
    )
    expect(added.recruiters.map((r) => r.id)).toEqual([user.id])
    // Twice is still once.
    await post(`/api/jobs/${job.id}/add-recruiter`, session, { userId: user.id })
    const detail = await json<Detail>(await call(`/api/jobs/${job.id}`, { session }))
    expect(detail.recruiters.map((r) => r.id)).toEqual([user.id])
    expect((await post(`/api/jobs/${job.id}/add-recruiter`, session, { userId: outsider.user.id })).status).toBe(404)
    const removed = await json<{ recruiters: unknown[] }>(
      await post(`/api/jobs/${job.id}/delete-recruiter`, session, { userId: user.id }),
    )
    expect(removed.recruiters).toEqual([])
    expect((await post(`/api/jobs/${job.id}/delete-recruiter`, session, { userId: user.id })).status).toBe(404)
  })
})

describe('jobs: job-description upload', () => {
  it('reads a text document into a title, description and proposed requirements', async () => {
    const { session } = await signedInMember()
    const text = `Senior Python Developer

Requirements
- Must have: 5+ years of Python and SQL
- Master's degree in computer science required
- Fluent German and English

We offer remote work and a flexible schedule.`
    const res = await post('/api/jobs/upload-url', session, { filename: 'ad.txt', contentBase64: btoa(text) })
    const body = await json<{ title: string; description: string; requirements: { attribute: string }[] }>(res)
    expect(body.title).toContain('Python Developer')
    expect(body.description).toContain('remote work')
    expect(body.requirements.map((r) => r.attribute)).toEqual(expect.arrayContaining(['skills', 'degree']))
    for (const contentBase64 of ['%%% not base64', btoa('   \n  ')]) {
      const broken = await post('/api/jobs/upload-url', session, { filename: 'ad.txt', contentBase64 })
      expect(broken.status).toBe(400)
      expect(await errorCode(broken)).toBe('JOB_DOCUMENT_UNREADABLE')
    }
  })
})

describe('jobs: assigned and unassigned applicants', () => {
  it('lists them apart; bulk assign and unassign count only live applicants of the organization', async () => {
    const { session, org } = await signedInMember()
    const other = await createOrganization()
    const job = await createJob(org.id)
    const a = await createApplicant(org.id, { name: 'Ada' })
    const b = await createApplicant(org.id, { name: 'Ben' })
    const foreign = await createApplicant(other.id, { name: 'Foreign' })
    const result = await json(
      await post(`/api/jobs/${job.id}/bulk-assign-unassign-applicant`, session, {
        assign: [a.id, b.id, foreign.id],
        unassign: [],
      }),
    )
    expect(result).toEqual({ assigned: 2, unassigned: 0 })
    const again = await json(
      await post(`/api/jobs/${job.id}/bulk-assign-unassign-applicant`, session, { assign: [a.id], unassign: [b.id] }),
    )
    expect(again).toEqual({ assigned: 0, unassigned: 1 })
    const assigned = await json<{ items: { name: string }[] }>(
      await call(`/api/jobs/${job.id}/assigned-applicants`, { session }),
    )
    expect(assigned.items.map((i) => i.name)).toEqual(['Ada'])
    const unassigned = await json<{ items: { name: string }[] }>(
      await call(`/api/jobs/${job.id}/unassigned-applicants`, { session }),
    )
    expect(unassigned.items.map((i) => i.name)).toEqual(['Ben'])
    const empty = await post(`/api/jobs/${job.id}/bulk-assign-unassign-applicant`, session, {})
    expect(empty.status).toBe(400)
  })

  it('apply-applicant assigns one; a foreign applicant or job is 404', async () => {
    const { session, org } = await signedInMember()
    const other = await createOrganization()
    const job = await createJob(org.id)
    const a = await createApplicant(org.id)
    const foreign = await createApplicant(other.id)
    const foreignJob = await createJob(other.id)
    expect(await json(await post('/api/jobs/apply-applicant', session, { jobId: job.id, applicantId: a.id }))).toEqual({
      assigned: 1,
      unassigned: 0,
    })
    expect((await post('/api/jobs/apply-applicant', session, { jobId: job.id, applicantId: foreign.id })).status).toBe(
      404,
    )
    expect((await post('/api/jobs/apply-applicant', session, { jobId: foreignJob.id, applicantId: a.id })).status).toBe(
      404,
    )
  })
})
