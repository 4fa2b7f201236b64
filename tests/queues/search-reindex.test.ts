import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { applicantsRepo } from '../../worker/applicants/applicants.repo'
import type { SearchReindexProgress } from '../../worker/contracts/failed-tasks'
import { jobsRepo } from '../../worker/jobs/jobs.repo'
import { newId } from '../../worker/lib/ids'
import { createServices } from '../../worker/middleware/services'
import { searchIndexService } from '../../worker/search/search-index.service'
import { searchReindexService } from '../../worker/search/search-reindex.service'
import { createOrganization, createUser, db } from '../worker/support/factories'
import { call, type Session, signIn } from '../worker/support/http'
import { codeOf, deliver, platformAdmin } from '../worker/tasks/support'

type Doc = { doc_type: string; entity_id: string; title: string; body: string }

async function documents(tenantId: string) {
  const { results } = await env.DB.prepare(
    'SELECT doc_type, entity_id, title, body FROM search_documents WHERE tenant_id = ? ORDER BY doc_type, entity_id',
  )
    .bind(tenantId)
    .all<Doc>()
  return results
}

/** Every column of a tenant's rows, rowid and timestamps included: "untouched" means exactly equal. */
async function rawRows(tenantId: string) {
  const { results } = await env.DB.prepare('SELECT rowid, * FROM search_documents WHERE tenant_id = ? ORDER BY rowid')
    .bind(tenantId)
    .all()
  return results
}

/** An organization whose index was built by the product's own incremental writes. */
async function indexedOrganization(label: string) {
  const org = await createOrganization({ name: `Reindex ${label}` })
  const tdb = db()
  const applicants = applicantsRepo(tdb, org.id)
  const at = Date.now()
  const ids: string[] = []
  for (const [i, person] of ['Jürgen Müller', 'Ada Lovelace', 'Grace Hopper', 'Linus Berg', 'Ola Nordmann'].entries()) {
    const id = newId()
    ids.push(id)
    const [first, ...rest] = applicants.writeStatements({
      id,
      name: person,
      tagline: i === 1 ? null : `${label} platform engineer ${i}`,
      summary: i === 2 ? null : 'Builds Kubernetes clusters',
      hardSkills: ['Kubernetes', `Skill${label}${i}`],
      softSkills: i === 3 ? [] : ['Teamwork'],
      profile: {},
      preparedCv: null,
      documentId: id,
      authorId: null,
      parsedByModel: 'embedded',
      parsedByPromptVersion: 'test',
      at: at + i,
    })
    await tdb.batch([first!, ...rest])
  }
  await applicants.updateFields(ids[0]!, { summary: 'Edited summary', hardSkills: ['Go'] }, at + 10)
  await applicants.softDelete([ids[4]!], at + 11)
  const jobs = jobsRepo(tdb, org.id)
  for (const title of ['Data Engineer', 'Site Reliability Engineer']) {
    await jobs.insert(
      {
        id: newId(),
        title,
        description: `${label} job about ${title}`,
        authorId: null,
        clientId: null,
        matchingOption: 'ALL',
        attributeWeights: null,
        profile: null as unknown as Parameters<typeof jobs.insert>[0]['profile'],
        at,
      },
      [],
    )
  }
  // Clients are written by the seed only: its layout (address, culture, info joined by spaces).
  const clientId = newId()
  await env.DB.batch([
    env.DB.prepare(
      'INSERT INTO clients (id, tenant_id, name, address, culture, info) VALUES (?, ?, ?, ?, NULL, ?)',
    ).bind(clientId, org.id, `${label} Client GmbH`, 'Hauptstraße 1, Berlin', 'Logistics'),
    env.DB.prepare(
      "INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body) VALUES (?, 'client', ?, ?, ?)",
    ).bind(org.id, clientId, `${label} Client GmbH`, 'Hauptstraße 1, Berlin Logistics'),
  ])
  return { org, ids }
}

async function waitForDone(session: Session, organizationId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await call(`/api/admin/search/reindex/${organizationId}`, { session })
    const progress = (await res.json()) as SearchReindexProgress
    if (progress.state === 'DONE' || progress.state === 'FAILED') return progress
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the rebuild did not finish')
}

describe('search index rebuild', () => {
  it('rebuilds a damaged index to exactly the incrementally built one, in batches, without touching another organization', async () => {
    const { session } = await platformAdmin()
    const { org, ids } = await indexedOrganization('A')
    const other = await indexedOrganization('B')
    const incremental = await documents(org.id)
    expect(incremental.filter((d) => d.doc_type === 'candidate')).toHaveLength(4)
    const otherBefore = await rawRows(other.org.id)

    // Damage: a missing document, a wrong text, one of a deleted applicant, one of an entity that never was.
    await env.DB.batch([
      env.DB.prepare('DELETE FROM search_documents WHERE tenant_id = ? AND entity_id = ?').bind(org.id, ids[1]),
      env.DB.prepare("UPDATE search_documents SET body = 'garbage' WHERE tenant_id = ? AND entity_id = ?").bind(
        org.id,
        ids[2],
      ),
      env.DB.prepare(
        "INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body, updated_at) VALUES (?, 'candidate', ?, 'Deleted Person', '', 0)",
      ).bind(org.id, ids[4]),
      env.DB.prepare(
        "INSERT INTO search_documents (tenant_id, doc_type, entity_id, title, body, updated_at) VALUES (?, 'job', 'ghost', 'Ghost job', '', 0)",
      ).bind(org.id),
    ])
    expect(await documents(org.id)).not.toEqual(incremental)

    // Small batches, so the run crosses phases and continues in queued messages.
    const services = createServices(env)
    const admin = await createUser()
    await searchReindexService(services, { batchSize: 2, batchesPerMessage: 2 }).process({
      kind: 'search.reindex',
      idempotencyKey: `search.reindex:${org.id}:test`,
      tenantId: org.id,
      userId: admin.id,
    })
    const progress = await waitForDone(session, org.id)
    expect(progress).toMatchObject({ state: 'DONE', done: 7, total: 7 })

    expect(await documents(org.id)).toEqual(incremental)
    expect(await rawRows(other.org.id)).toEqual(otherBefore)
    const search = searchIndexService(services)
    expect((await search.search(org.id, 'mull')).map((h) => h.title)).toEqual(['Jürgen Müller'])
    expect((await search.search(org.id, 'ghost')).length).toBe(0)
    expect((await search.search(org.id, 'skilla1')).map((h) => h.title)).toEqual(['Ada Lovelace'])
    expect((await search.search(other.org.id, 'skilla1')).length).toBe(0)
  })

  it('is started by a platform admin through the API, reports its progress, and a repeat while it runs starts nothing', async () => {
    const { session } = await platformAdmin()
    const { org } = await indexedOrganization('C')
    const before = await documents(org.id)
    const started = await call(`/api/admin/search/reindex/${org.id}`, { method: 'POST', session })
    expect(started.status).toBe(202)
    expect(((await started.json()) as SearchReindexProgress).state).toMatch(/QUEUED|RUNNING|DONE/)
    expect(await waitForDone(session, org.id)).toMatchObject({ state: 'DONE', done: 7, total: 7 })
    expect(await documents(org.id)).toEqual(before)

    // One under way (as a slow rebuild would be): a second click answers it instead of starting another.
    await env.DB.prepare("UPDATE search_reindex_runs SET state = 'RUNNING', done = 3 WHERE tenant_id = ?")
      .bind(org.id)
      .run()
    const again = await call(`/api/admin/search/reindex/${org.id}`, { method: 'POST', session })
    expect(await again.json()).toMatchObject({ state: 'RUNNING', done: 3 })
    const run = await env.DB.prepare('SELECT run FROM search_reindex_runs WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ run: number }>()
    expect(run?.run).toBe(1)
  })

  it('a rebuild message that exhausted its retries fails the run (search index rebuild failure)', async () => {
    const { session } = await platformAdmin()
    const { org } = await indexedOrganization('D')
    await env.DB.prepare(
      "INSERT INTO search_reindex_runs (tenant_id, run, state, phase, done, total, started_at) VALUES (?, 4, 'RUNNING', 'job', 4, 7, 1)",
    )
      .bind(org.id)
      .run()
    await deliver(
      'shortlist-ingest-dlq',
      {
        kind: 'search.reindex',
        idempotencyKey: `search.reindex:${org.id}:r4:job:`,
        tenantId: org.id,
        userId: null,
        run: 4,
      },
      4,
    )
    const res = await call(`/api/admin/search/reindex/${org.id}`, { session })
    expect(await res.json()).toMatchObject({ state: 'FAILED', done: 4, total: 7 })
  })

  it('answers 404 for an unknown organization and 403 to anyone without the platform admin permissions', async () => {
    const { session } = await platformAdmin()
    const unknown = newId()
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(`/api/admin/search/reindex/${unknown}`, { method, session })
      expect(res.status).toBe(404)
      expect(await codeOf(res)).toBe('ORGANIZATION_NOT_FOUND')
    }
    const org = await createOrganization()
    const owner = await createUser({ memberOf: [{ organizationId: org.id }] })
    const member = await signIn(owner.email, owner.password)
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(`/api/admin/search/reindex/${org.id}`, { method, session: member })
      expect(res.status).toBe(403)
      expect(await codeOf(res)).toBe('FORBIDDEN')
    }
  })
})
