import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { toPrefixQuery } from '../../../worker/search/search-index.service'
import { searchReindexService } from '../../../worker/search/search-reindex.service'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { createOrganization } from '../support/factories'
import { call } from '../support/http'
import { indexedAssessment, indexedCandidate, indexedClient, indexedJob, services } from './support'

interface Suggestion {
  id: string
  title: string
  excerpt: string | null
  applicantId?: string
  jobId?: string
}
interface Groups {
  groups: { type: string; items: Suggestion[] }[]
}

const autocomplete = async (session: Parameters<typeof post>[1], query: string, limit?: number) =>
  json<Groups>(await post('/api/search/autocomplete', session, { query, ...(limit ? { limit } : {}) }))

const titlesOf = (body: Groups) => Object.fromEntries(body.groups.map((g) => [g.type, g.items.map((i) => i.title)]))

/** An organization with one of each document type, named so one prefix finds them all. */
async function populated() {
  const member = await signedInMember()
  const tenantId = member.org.id
  const candidateId = await indexedCandidate(tenantId, 'Zoë Quellmann')
  const jobId = await indexedJob(tenantId, 'Quellcode Engineer')
  const clientId = await indexedClient(tenantId, 'Quellwerk GmbH')
  await indexedAssessment(
    tenantId,
    { id: candidateId, name: 'Zoë Quellmann' },
    { id: jobId, title: 'Quellcode Engineer' },
    'A strong fit for the pipelines',
  )
  return { ...member, tenantId, candidateId, jobId, clientId }
}

describe('POST /api/search/autocomplete', () => {
  it('groups candidates, clients, assessments and jobs by a prefix, in that order', async () => {
    const { session, candidateId, jobId, clientId } = await populated()
    const body = await autocomplete(session, 'quel')
    expect(body.groups.map((g) => g.type)).toEqual(['candidate', 'client', 'assessment', 'job'])
    expect(titlesOf(body)).toEqual({
      candidate: ['Zoë Quellmann'],
      client: ['Quellwerk GmbH'],
      assessment: ['Zoë Quellmann – Quellcode Engineer'],
      job: ['Quellcode Engineer'],
    })
    const ids = Object.fromEntries(body.groups.map((g) => [g.type, g.items[0]]))
    expect(ids.candidate?.id).toBe(candidateId)
    expect(ids.client?.id).toBe(clientId)
    expect(ids.job?.id).toBe(jobId)
    expect(ids.assessment).toMatchObject({ applicantId: candidateId, jobId })
  })

  it('folds diacritics both ways ("Zoe" finds "Zoë", "zoë" too) and matches several prefixes', async () => {
    const { session } = await populated()
    for (const query of ['Zoe', 'zoë', 'ZOE QUELL', 'zo qu']) {
      expect(titlesOf(await autocomplete(session, query)).candidate, query).toEqual(['Zoë Quellmann'])
    }
  })

  it('ranks a title match above a body match and keeps to the per-group limit', async () => {
    const { session, org } = await signedInMember()
    const tenantId = org.id
    await indexedCandidate(tenantId, 'Someone Else', 'Knows Kafka and Kotlin')
    await indexedCandidate(tenantId, 'Kafka Kowalski', 'Writes Java')
    await indexedCandidate(tenantId, 'Third Person', 'Kafka streams')
    const body = await autocomplete(session, 'kafka', 2)
    // The title match first though it is not the newest; then body matches, newest first.
    expect(titlesOf(body).candidate).toEqual(['Kafka Kowalski', 'Third Person'])
    expect(body.groups[0]?.items[0]?.excerpt).toContain('Java')
  })

  it('finds a name by its first word and the first letter of the next ("kafka n")', async () => {
    const { session, org } = await signedInMember()
    await indexedCandidate(org.id, 'Kafka Kowalski', 'Writes Java')
    await indexedCandidate(org.id, 'Kafka Nowak', 'Writes Go')
    expect(titlesOf(await autocomplete(session, 'kafka n')).candidate).toEqual(['Kafka Nowak'])
  })

  it('answers empty groups for nothing to search: blank, one letter, punctuation alone', async () => {
    const { session } = await populated()
    for (const query of ['', '   ', 'q', '*', '"', '()', '-', '^', ':']) {
      expect((await autocomplete(session, query)).groups, JSON.stringify(query)).toEqual([])
    }
  })

  it('never fails on FTS5 syntax and never shows another tenant’s rows', async () => {
    const { session, tenantId } = await populated()
    const victim = await createOrganization()
    await indexedCandidate(victim.id, 'Quellen Victim NEAR')
    await indexedClient(victim.id, 'Quell Secret Client')
    const hostile = [
      '"quel',
      'quel"',
      "quel'",
      'NEAR(quel victim)',
      'quel NEAR victim',
      'title:quel',
      '{title body}:quel',
      'body:secret OR title:quel',
      'quel OR victim',
      'quel AND NOT zoë',
      'quel*',
      '*quel',
      '* *',
      '(quel',
      'quel)',
      '((((quel',
      '^quel',
      'quel + victim',
      'quel -victim',
      'quel\u0000victim',
      `quel ${'x'.repeat(150)}`,
      'rowid:1',
      'search_fts:quel',
      "quel' OR 1=1 --",
      'quel; DROP TABLE search_documents',
      '😀 quel',
      'Zoe\u0308',
    ]
    for (const query of hostile) {
      const res = await post('/api/search/autocomplete', session, { query })
      const text = await res.text()
      expect(res.status, `${query}: ${text}`).toBe(200)
      const body = JSON.parse(text) as Groups
      const titles = body.groups.flatMap((g) => g.items.map((i) => i.title))
      expect(
        titles.some((t) => /Victim|Secret/.test(t)),
        `${query}: ${titles}`,
      ).toBe(false)
    }
    // The attacker's own rows are still found through hostile input: it is searched as plain words.
    expect(titlesOf(await autocomplete(session, '(("quel*')).client).toEqual(['Quellwerk GmbH'])
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM search_documents WHERE tenant_id = ?')
      .bind(tenantId)
      .first<{ n: number }>()
    expect(rows?.n).toBe(4)
  })

  it('refuses over-long queries and bad limits with 400, and 401 without a session', async () => {
    const { session } = await signedInMember()
    const long = await post('/api/search/autocomplete', session, { query: 'a'.repeat(201) })
    expect(long.status).toBe(400)
    expect(await errorCode(long)).toBe('VALIDATION_FAILED')
    expect((await post('/api/search/autocomplete', session, { query: 'ab', limit: 0 })).status).toBe(400)
    expect((await post('/api/search/autocomplete', session, { query: 42 })).status).toBe(400)
    expect((await call('/api/search/autocomplete', { method: 'POST', json: { query: 'ab' } })).status).toBe(401)
  })

  it('shows each member only the groups their permissions allow', async () => {
    const { org } = await populated()
    const jobsOnly = await signedInMember(['JOB_READ'], org)
    expect((await autocomplete(jobsOnly.session, 'quel')).groups.map((g) => g.type)).toEqual(['job'])
    const applicantsOnly = await signedInMember(['APPLICANT_READ'], org)
    expect((await autocomplete(applicantsOnly.session, 'quel')).groups.map((g) => g.type)).toEqual(['candidate'])
    const clientsOnly = await signedInMember(['CLIENT_READ'], org)
    expect((await autocomplete(clientsOnly.session, 'quel')).groups.map((g) => g.type)).toEqual(['client'])
  })
})

describe('job-autocomplete and applicant-autocomplete', () => {
  it('answer the best matches of their kind only', async () => {
    const { session, candidateId, jobId } = await populated()
    const jobs = await json<{ items: Suggestion[] }>(
      await post('/api/search/job-autocomplete', session, { query: 'quel' }),
    )
    expect(jobs.items.map((i) => i.id)).toEqual([jobId])
    const applicants = await json<{ items: Suggestion[] }>(
      await post('/api/search/applicant-autocomplete', session, { query: 'zoe' }),
    )
    expect(applicants.items.map((i) => i.id)).toEqual([candidateId])
    const none = await json<{ items: Suggestion[] }>(
      await post('/api/search/job-autocomplete', session, { query: '"' }),
    )
    expect(none.items).toEqual([])
  })

  it('need JOB_READ and APPLICANT_READ and stay in the tenant', async () => {
    const { org } = await populated()
    const applicantsOnly = await signedInMember(['APPLICANT_READ'], org)
    const refused = await post('/api/search/job-autocomplete', applicantsOnly.session, { query: 'quel' })
    expect(refused.status).toBe(403)
    expect(await errorCode(refused)).toBe('FORBIDDEN')
    const jobsOnly = await signedInMember(['JOB_READ'], org)
    expect((await post('/api/search/applicant-autocomplete', jobsOnly.session, { query: 'zoe' })).status).toBe(403)
    const stranger = await signedInMember()
    for (const path of ['/api/search/job-autocomplete', '/api/search/applicant-autocomplete']) {
      const body = await json<{ items: Suggestion[] }>(await post(path, stranger.session, { query: 'quel zoe' }))
      expect(body.items).toEqual([])
    }
  })
})

describe('the index follows deletes and the rebuild', () => {
  it('drops the candidate and its assessments when the applicant is deleted, the job and its assessments with the job', async () => {
    const { session, candidateId, jobId } = await populated()
    expect(await json(await post(`/api/applicants/${candidateId}/delete`, session))).toBeTruthy()
    expect(titlesOf(await autocomplete(session, 'quel'))).toEqual({
      client: ['Quellwerk GmbH'],
      job: ['Quellcode Engineer'],
    })
    const second = await populated()
    await json(await post(`/api/jobs/${second.jobId}/delete`, second.session))
    expect(Object.keys(titlesOf(await autocomplete(second.session, 'quel')))).toEqual(['candidate', 'client'])
    expect(jobId).toBeTruthy()
  })

  it('rebuilds clients and assessments with the same text as the incremental writes', async () => {
    const { session, tenantId } = await populated()
    const before = titlesOf(await autocomplete(session, 'quel'))
    await env.DB.prepare('DELETE FROM search_documents WHERE tenant_id = ?').bind(tenantId).run()
    expect((await autocomplete(session, 'quel')).groups).toEqual([])
    await searchReindexService(services()).process({
      kind: 'search.reindex',
      idempotencyKey: `test-reindex-${tenantId}`,
      tenantId,
      userId: null,
    })
    expect(titlesOf(await autocomplete(session, 'quel'))).toEqual(before)
  })
})

describe('toPrefixQuery', () => {
  it('quotes every word as a prefix, drops syntax, and needs one word of two characters', () => {
    expect(toPrefixQuery('Zoë  NEAR(title:x "y')).toBe('"Zoë"* "NEAR"* "title"* "x"* "y"*')
    expect(toPrefixQuery('*')).toBeNull()
    expect(toPrefixQuery('a b c')).toBeNull()
  })
})

describe('job-autocomplete with a status', () => {
  it('offers only jobs of that status', async () => {
    const { session, org } = await signedInMember()
    const draft = await indexedJob(org.id, 'Quarry Draft Engineer')
    const open = await indexedJob(org.id, 'Quarry Open Engineer')
    await env.DB.prepare("UPDATE jobs SET status = 'OPEN' WHERE id = ?").bind(open).run()
    const all = await json<{ items: Suggestion[] }>(
      await post('/api/search/job-autocomplete', session, { query: 'quarry' }),
    )
    expect(all.items.map((i) => i.id).sort()).toEqual([draft, open].sort())
    const openOnly = await json<{ items: Suggestion[] }>(
      await post('/api/search/job-autocomplete', session, { query: 'quarry', status: 'OPEN' }),
    )
    expect(openOnly.items.map((i) => i.id)).toEqual([open])
  })
})

describe('POST /api/search/bench/synthetic (local and test mode)', () => {
  it('writes synthetic documents of the caller’s organization that the index finds, and only there', async () => {
    const { session, org } = await signedInMember()
    const first = await json<{ total: number }>(
      await post('/api/search/bench/synthetic', session, { offset: 0, documents: 200 }),
    )
    expect(first.total).toBe(200)
    // A repeat of the same range adds nothing.
    expect(
      (await json<{ total: number }>(await post('/api/search/bench/synthetic', session, { offset: 0, documents: 200 })))
        .total,
    ).toBe(200)
    const body = await autocomplete(session, 'zoe')
    expect(body.groups.find((g) => g.type === 'candidate')?.items.length).toBeGreaterThan(0)
    const stranger = await signedInMember()
    expect((await autocomplete(stranger.session, 'zoe')).groups).toEqual([])
    expect(org.id).toBeTruthy()
  })
})
