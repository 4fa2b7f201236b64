import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { retryDelaySeconds } from '../../queues/ingest.consumer'
import worker from '../../worker/index'
import { newId } from '../../worker/lib/ids'
import { createServices } from '../../worker/middleware/services'
import { searchIndexService, toPrefixQuery } from '../../worker/search/search-index.service'
import { createOrganization } from '../worker/support/factories'

async function failedTask(key: string) {
  return env.DB.prepare('SELECT * FROM failed_tasks WHERE idempotency_key = ?').bind(key).first<{
    error_type: string
    queue: string
    attempts: number
  }>()
}

/** Runs the Worker's queue handler on a batch, as the queue would. */
async function deliver(batch: MessageBatch<unknown>) {
  const ctx = createExecutionContext()
  await worker.queue(batch, env, ctx)
  return getQueueResult(batch, ctx)
}

describe('ingestion queue', () => {
  it('rebuilds a tenant search index; redelivery changes nothing', async () => {
    const org = await createOrganization()
    await env.DB.prepare('INSERT INTO applicants (id, tenant_id, name, tagline) VALUES (?, ?, ?, ?)')
      .bind(newId(), org.id, 'Jürgen Müller', 'Kubernetes platform engineer')
      .run()
    const message = { kind: 'search.reindex', idempotencyKey: `reindex-${org.id}`, tenantId: org.id, userId: null }
    for (let i = 0; i < 2; i++) {
      const batch = createMessageBatch('shortlist-ingest', [
        { id: `m${i}`, timestamp: new Date(), attempts: 1, body: message },
      ])
      const result = await deliver(batch)
      expect(result.explicitAcks).toEqual([`m${i}`])
    }
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM search_documents WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ n: number }>()
    expect(rows?.n).toBe(1)
    const hits = await searchIndexService(createServices(env)).search(org.id, 'mull kube')
    expect(hits.map((h) => h.title)).toEqual(['Jürgen Müller'])
    const other = await createOrganization()
    expect(await searchIndexService(createServices(env)).search(other.id, 'mull')).toEqual([])
  })

  it('records a message that breaks the contract as a failed task and acks it', async () => {
    const batch = createMessageBatch('shortlist-ingest', [
      { id: 'bad-1', timestamp: new Date(), attempts: 1, body: { kind: 'nonsense' } },
    ])
    const result = await deliver(batch)
    expect(result.explicitAcks).toEqual(['bad-1'])
    expect((await failedTask('invalid:bad-1'))?.error_type).toBe('VALIDATION_FAILED')
  })

  it('the dead-letter consumer records exhausted messages once', async () => {
    const key = `dead-${newId()}`
    const body = { kind: 'search.reindex', idempotencyKey: key, tenantId: 'gone', userId: null }
    for (const id of ['d1', 'd2']) {
      const batch = createMessageBatch('shortlist-ingest-dlq', [{ id, timestamp: new Date(), attempts: 4, body }])
      await deliver(batch)
    }
    const task = await failedTask(key)
    expect(task).toMatchObject({ error_type: 'UNKNOWN_ERROR', queue: 'shortlist-ingest', attempts: 4 })
    const count = await env.DB.prepare('SELECT count(*) AS n FROM failed_tasks WHERE idempotency_key = ?')
      .bind(key)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)
  })

  it('backs off exponentially up to five minutes', () => {
    expect([1, 2, 3, 10].map(retryDelaySeconds)).toEqual([2, 4, 8, 300])
  })
})

describe('toPrefixQuery', () => {
  it('keeps letters and digits only and quotes each term', () => {
    expect(toPrefixQuery('Müller c++ NEAR( title:x "')).toBe('"Müller"* "c"* "NEAR"* "title"* "x"*')
    expect(toPrefixQuery('  -- ')).toBeNull()
  })
})
