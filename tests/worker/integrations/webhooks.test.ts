import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { consumeWebhookBatch } from '../../../queues/webhook.consumer'
import { verifyShortlistSignature } from '../../../scripts/examples/verify-webhook-signature'
import type { WebhookMessage } from '../../../worker/contracts/webhooks'
import { loadConfig } from '../../../worker/env'
import { refusedWebhookAddress } from '../../../worker/integrations/webhook-address'
import { webhookRetryDelaySeconds } from '../../../worker/integrations/webhook-delivery.service'
import { webhookEmitter } from '../../../worker/integrations/webhook-emitter.service'
import { webhooksRepo } from '../../../worker/integrations/webhooks.repo'
import { webhooksService } from '../../../worker/integrations/webhooks.service'
import { AppError } from '../../../worker/lib/app-error'
import { newId } from '../../../worker/lib/ids'
import { createServices } from '../../../worker/middleware/services'
import { SYNTHETIC_CV } from '../applicants/support'
import { createJobViaApi, errorCode, json, post, waitForApplicantMatching } from '../jobs/support'
import { orgWithKey, text, v1, waitForProcessed } from '../public-api/support'
import { call, type Session } from '../support/http'
import { signedInMember } from './support'

type Webhook = { id: string; url: string; events: string[]; active: boolean; secretExcerpt: string }
type Delivery = {
  id: string
  eventId: string
  eventType: string
  status: string
  attempts: number
  responseStatus: number | null
  durationMs: number | null
  lastError: string | null
  nextRetryAt: number | null
  lastAttemptAt: number | null
  replayOf: string | null
}

/**
 * A local address that answers 404 (the OpenID double of the Worker tests): a delivery that the real
 * queue consumer sends there fails and waits for its retry, while the tests hand deliveries to the
 * consumer themselves.
 */
const UNREACHABLE = `${new URL(loadConfig(env).GOOGLE_ISSUER).origin}/hooks`

async function createWebhook(session: Session, body: Record<string, unknown> = {}) {
  const res = await call('/api/webhooks', {
    method: 'POST',
    session,
    json: { url: UNREACHABLE, events: ['applicant.processed', 'job.status_changed'], ...body },
  })
  return json<Webhook & { secret: string }>(res, 201)
}

/** A logged delivery written as the emitter writes it, but not queued: the test hands it to the consumer. */
async function loggedDelivery(tenantId: string, endpointId: string) {
  const id = newId()
  const body = JSON.stringify({
    id: `evt_${id}`,
    type: 'applicant.processed',
    createdAt: Date.now(),
    organizationId: tenantId,
    data: { applicantId: 'a1', documentId: 'd1', name: 'Jonas Feldmann' },
  })
  await webhooksRepo(createServices(env).db.forTenant(tenantId), tenantId).insertDeliveries(
    [{ id, endpointId, eventId: `evt_${id}`, eventType: 'applicant.processed', body }],
    Date.now(),
  )
  return { id, body }
}

/** One delivery of the webhook queue to its consumer, with `fetcher` standing in for the network. */
async function consume(
  message: WebhookMessage,
  attempts: number,
  fetcher: (r: Request) => Promise<Response>,
  services = createServices(env),
) {
  const batch = createMessageBatch('shortlist-webhooks', [
    { id: crypto.randomUUID(), timestamp: new Date(), attempts, body: message },
  ])
  const ctx = createExecutionContext()
  await consumeWebhookBatch(batch, services, fetcher)
  return getQueueResult(batch, ctx)
}

const message = (tenantId: string, deliveryId: string): WebhookMessage => ({
  kind: 'webhook.deliver',
  idempotencyKey: `webhook:${deliveryId}`,
  tenantId,
  deliveryId,
})

async function deliveriesOf(session: Session, webhookId: string) {
  return json<Delivery[]>(await call(`/api/webhooks/${webhookId}/deliveries`, { session }))
}

describe('/api/webhooks', () => {
  it('creates an endpoint whose secret is answered once and stored encrypted, then lists, updates and deletes it', async () => {
    const { session, org } = await signedInMember()
    const created = await createWebhook(session, { description: 'ATS', events: ['match.computed', 'match.computed'] })
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(created).toMatchObject({
      url: UNREACHABLE,
      events: ['match.computed'],
      active: true,
      secretExcerpt: `whsec_…${created.secret.slice(-4)}`,
    })
    const row = await env.DB.prepare('SELECT secret_encrypted FROM webhook_endpoints WHERE id = ? AND tenant_id = ?')
      .bind(created.id, org.id)
      .first<{ secret_encrypted: string }>()
    expect(row?.secret_encrypted).toMatch(/^v1\./)
    expect(row?.secret_encrypted).not.toContain(created.secret.slice(6))

    const listed = await call('/api/webhooks', { session })
    const text = await listed.text()
    expect(text).not.toContain(created.secret)
    expect(JSON.parse(text)).toEqual([expect.objectContaining({ id: created.id, description: 'ATS' })])

    const updated = await json<Webhook>(
      await call(`/api/webhooks/${created.id}`, {
        method: 'PUT',
        session,
        json: { events: ['job.status_changed'], active: false },
      }),
    )
    expect(updated).toMatchObject({ events: ['job.status_changed'], active: false, url: UNREACHABLE })
    expect(await json<Webhook>(await call(`/api/webhooks/${created.id}`, { session }))).toMatchObject({ active: false })

    expect(await json(await call(`/api/webhooks/${created.id}`, { method: 'DELETE', session }))).toEqual({
      deleted: true,
    })
    const gone = await call(`/api/webhooks/${created.id}`, { session })
    expect(gone.status).toBe(404)
    expect(await errorCode(gone)).toBe('WEBHOOK_NOT_FOUND')
    expect((await call(`/api/webhooks/${created.id}`, { method: 'DELETE', session })).status).toBe(404)
  })

  it('refuses bad input with a clear message and writes nothing', async () => {
    const { session, org } = await signedInMember()
    for (const body of [
      { url: 'ftp://example.com/hook', events: ['applicant.processed'] },
      { url: 'not a url', events: ['applicant.processed'] },
      { url: 'https://example.com/hook', events: [] },
      { url: 'https://example.com/hook', events: ['applicant.deleted'] },
    ]) {
      const res = await call('/api/webhooks', { method: 'POST', session, json: body })
      expect(res.status).toBe(400)
      expect(await errorCode(res)).toBe('VALIDATION_FAILED')
    }
    const credentials = await call('/api/webhooks', {
      method: 'POST',
      session,
      json: { url: 'https://user:pass@example.com/hook', events: ['applicant.processed'] },
    })
    expect(credentials.status).toBe(400)
    expect(await errorCode(credentials)).toBe('WEBHOOK_URL_NOT_ALLOWED')
    const empty = await env.DB.prepare('SELECT count(*) AS n FROM webhook_endpoints WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ n: number }>()
    expect(empty?.n).toBe(0)
  })

  it("answers 404 for another organization's endpoints and deliveries, and 403 without the permission", async () => {
    const owner = await signedInMember()
    const hook = await createWebhook(owner.session)
    const delivery = await loggedDelivery(owner.org.id, hook.id)
    const other = await signedInMember()
    for (const [method, path] of [
      ['GET', `/api/webhooks/${hook.id}`],
      ['PUT', `/api/webhooks/${hook.id}`],
      ['DELETE', `/api/webhooks/${hook.id}`],
      ['GET', `/api/webhooks/${hook.id}/deliveries`],
      ['POST', `/api/webhooks/${hook.id}/deliveries/${delivery.id}/replay`],
    ] as const) {
      const res = await call(path, {
        method,
        session: other.session,
        json: method === 'PUT' ? { active: false } : undefined,
      })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await errorCode(res)).toBe('WEBHOOK_NOT_FOUND')
    }
    expect(await json<Webhook[]>(await call('/api/webhooks', { session: other.session }))).toEqual([])
    // A delivery of another endpoint is not found under this one.
    const mine = await createWebhook(other.session)
    const crossed = await call(`/api/webhooks/${mine.id}/deliveries/${delivery.id}/replay`, {
      method: 'POST',
      session: other.session,
    })
    expect(crossed.status).toBe(404)
    expect(await errorCode(crossed)).toBe('WEBHOOK_DELIVERY_NOT_FOUND')

    const reader = await signedInMember(['INTEGRATIONS_READ'], owner.org)
    expect((await call('/api/webhooks', { session: reader.session })).status).toBe(200)
    expect((await call(`/api/webhooks/${hook.id}/deliveries`, { session: reader.session })).status).toBe(200)
    for (const [method, path] of [
      ['POST', '/api/webhooks'],
      ['PUT', `/api/webhooks/${hook.id}`],
      ['DELETE', `/api/webhooks/${hook.id}`],
      ['POST', `/api/webhooks/${hook.id}/deliveries/${delivery.id}/replay`],
    ] as const) {
      const res = await call(path, {
        method,
        session: reader.session,
        json: method === 'DELETE' ? undefined : { url: 'https://example.com/h', events: ['match.computed'] },
      })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(await errorCode(res)).toBe('FORBIDDEN')
    }
    const none = await signedInMember(['APPLICANT_READ'], owner.org)
    expect((await call('/api/webhooks', { session: none.session })).status).toBe(403)
  })
})

describe('webhook addresses', () => {
  const production = { allowPrivate: false, httpsOnly: true }
  it('refuses loopback, private, link-local, metadata and internal names; allows public https', () => {
    for (const url of [
      'https://127.0.0.1/h',
      'https://localhost/h',
      'https://api.localhost/h',
      'https://10.1.2.3/h',
      'https://172.20.0.1/h',
      'https://192.168.1.10/h',
      'https://100.64.0.1/h',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/computeMetadata/v1',
      'https://0.0.0.0/h',
      'https://2130706433/h',
      'https://0x7f.1/h',
      'https://[::1]/h',
      'https://[::ffff:127.0.0.1]/h',
      'https://[::ffff:a9fe:a9fe]/h',
      'https://[fd00:ec2::254]/h',
      'https://[fe80::1]/h',
      'https://intranet/h',
      'https://printer.local/h',
    ]) {
      expect(refusedWebhookAddress(url, production), url).toBe('PRIVATE_ADDRESS')
    }
    expect(refusedWebhookAddress('http://hooks.example.com/h', production)).toBe('SCHEME')
    for (const url of ['https://hooks.example.com/h', 'https://8.8.8.8/h', 'https://[2606:4700::1111]/h']) {
      expect(refusedWebhookAddress(url, production), url).toBeNull()
    }
    // Local runs and tests: a receiver on localhost, over http.
    expect(refusedWebhookAddress('http://127.0.0.1:8123/h', { allowPrivate: true, httpsOnly: false })).toBeNull()
  })

  it('refuses a private endpoint when the deployment does not allow them, at creation and at delivery', async () => {
    const { org, user, session } = await signedInMember()
    const base = createServices(env)
    const strict = { ...base, config: { ...base.config, WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: false } }
    const auth = { user: { id: user.id } } as Parameters<ReturnType<typeof webhooksService>['create']>[0]
    for (const url of ['http://127.0.0.1:8080/h', 'http://169.254.169.254/latest', 'http://localhost/h']) {
      const refused = await webhooksService(strict, org.id)
        .create(auth, { url, description: null, events: ['applicant.processed'] })
        .catch((e: unknown) => e)
      expect(refused).toBeInstanceOf(AppError)
      expect((refused as AppError).code).toBe('WEBHOOK_URL_NOT_ALLOWED')
    }
    // An endpoint stored while allowed (local) is not called once the rule holds: no request leaves.
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    let calls = 0
    const result = await consume(
      message(org.id, delivery.id),
      1,
      async () => {
        calls += 1
        return new Response('ok')
      },
      strict,
    )
    expect(calls).toBe(0)
    expect(result.explicitAcks).toHaveLength(1)
    const [logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({
      status: 'FAILED',
      attempts: 0,
      lastError: 'The address is not allowed (PRIVATE_ADDRESS)',
    })
  })
})

describe('webhook delivery', () => {
  it('signs each attempt, retries a failing receiver with back-off, and logs until it succeeds', async () => {
    const { org, session } = await signedInMember()
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    const received: Request[] = []
    const statuses = [500, 204]
    const receiver = async (request: Request) => {
      received.push(request.clone())
      return new Response(null, { status: statuses[received.length - 1] })
    }

    const first = await consume(message(org.id, delivery.id), 1, receiver)
    expect(first.retryMessages).toHaveLength(1)
    expect(first.explicitAcks).toEqual([])
    let [logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({ status: 'RETRYING', attempts: 1, responseStatus: 500, lastError: 'HTTP 500' })
    expect(((logged?.nextRetryAt ?? 0) - (logged?.lastAttemptAt ?? 0)) / 1000).toBe(30)

    const second = await consume(message(org.id, delivery.id), 2, receiver)
    expect(second.explicitAcks).toHaveLength(1)
    expect(second.retryMessages).toEqual([])
    ;[logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      responseStatus: 204,
      lastError: null,
      nextRetryAt: null,
    })
    expect(logged?.durationMs).toBeGreaterThanOrEqual(0)

    // What the receiver got: the stored body, signed as the documented verifier checks it.
    expect(received).toHaveLength(2)
    for (const request of received) {
      expect(request.method).toBe('POST')
      expect(request.url).toBe(UNREACHABLE)
      expect(request.headers.get('Content-Type')).toBe('application/json')
      expect(request.headers.get('Shortlist-Event')).toBe('applicant.processed')
      expect(request.headers.get('Shortlist-Delivery')).toBe(delivery.id)
      const body = await request.text()
      expect(body).toBe(delivery.body)
      const header = request.headers.get('Shortlist-Signature')
      expect(await verifyShortlistSignature({ body, header, secret: hook.secret })).toMatchObject({ ok: true })
      // Tampered, signed with another secret, or replayed an hour later: refused.
      expect((await verifyShortlistSignature({ body: `${body} `, header, secret: hook.secret })).ok).toBe(false)
      expect((await verifyShortlistSignature({ body, header, secret: `${hook.secret}x` })).ok).toBe(false)
      const later = Math.floor(Date.now() / 1000) + 3600
      expect((await verifyShortlistSignature({ body, header, secret: hook.secret, now: later })).ok).toBe(false)
    }
    // A redelivered message of a finished delivery sends nothing more.
    await consume(message(org.id, delivery.id), 3, receiver)
    expect(received).toHaveLength(2)
  })

  it('waits four times longer before each retry and gives up after the last attempt', async () => {
    const { org, session } = await signedInMember()
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    const delays: number[] = []
    const down = async () => {
      throw new TypeError('connection refused')
    }
    for (let attempt = 1; attempt <= 6; attempt++) {
      const result = await consume(message(org.id, delivery.id), attempt, down)
      if (attempt === 6) {
        expect(result.explicitAcks).toHaveLength(1)
        expect(result.retryMessages).toEqual([])
      } else {
        expect(result.retryMessages).toHaveLength(1)
        const [logged] = await deliveriesOf(session, hook.id)
        expect(logged).toMatchObject({ status: 'RETRYING', attempts: attempt })
        delays.push(((logged?.nextRetryAt ?? 0) - (logged?.lastAttemptAt ?? 0)) / 1000)
      }
    }
    expect(delays).toEqual([30, 120, 480, 1920, 7680])
    expect(delays).toEqual([1, 2, 3, 4, 5].map((n) => webhookRetryDelaySeconds(30, n)))
    expect(webhookRetryDelaySeconds(30, 9)).toBe(43_200)
    const [logged] = await deliveriesOf(session, hook.id)
    expect(logged).toMatchObject({
      status: 'FAILED',
      attempts: 6,
      responseStatus: null,
      lastError: 'The endpoint could not be reached',
      nextRetryAt: null,
    })
  })

  it('replays a logged delivery as a new one with the same event, and a paused endpoint is not called', async () => {
    const { org, session } = await signedInMember()
    const hook = await createWebhook(session)
    const delivery = await loggedDelivery(org.id, hook.id)
    await consume(message(org.id, delivery.id), 1, async () => new Response('ok'))
    const replay = await json<Delivery>(
      await call(`/api/webhooks/${hook.id}/deliveries/${delivery.id}/replay`, {
        method: 'POST',
        session,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
      202,
    )
    expect(replay).toMatchObject({ replayOf: delivery.id, eventId: `evt_${delivery.id}`, attempts: 0 })
    const log = await deliveriesOf(session, hook.id)
    expect(log.map((d) => d.id)).toEqual([replay.id, delivery.id])
    expect(log[1]).toMatchObject({ status: 'SUCCEEDED', attempts: 1 })

    // Paused: a queued delivery is closed without a request.
    await json(await call(`/api/webhooks/${hook.id}`, { method: 'PUT', session, json: { active: false } }))
    const queued = await loggedDelivery(org.id, hook.id)
    let calls = 0
    await consume(message(org.id, queued.id), 1, async () => {
      calls += 1
      return new Response('ok')
    })
    expect(calls).toBe(0)
    const paused = (await deliveriesOf(session, hook.id)).find((d) => d.id === queued.id)
    expect(paused).toMatchObject({ status: 'FAILED', lastError: 'The endpoint is paused' })
  })
})

describe('webhook events', () => {
  it('emits once per subscribed, active endpoint, and the same occurrence only once', async () => {
    const { org, session } = await signedInMember()
    const subscribed = await createWebhook(session, { events: ['match.computed'] })
    const other = await createWebhook(session, { events: ['applicant.processed'] })
    const paused = await createWebhook(session, { events: ['match.computed'] })
    await json(await call(`/api/webhooks/${paused.id}`, { method: 'PUT', session, json: { active: false } }))
    const emitter = webhookEmitter(createServices(env), org.id)
    const data = { subject: 'job' as const, applicantId: null, jobId: 'j1', matchCount: 3 }
    await emitter.emit('match.computed', 'job:j1:r1', data)
    await emitter.emit('match.computed', 'job:j1:r1', data)
    const [logged, ...more] = await deliveriesOf(session, subscribed.id)
    expect(more).toEqual([])
    expect(logged).toMatchObject({ eventType: 'match.computed', eventId: expect.stringMatching(/^evt_[0-9a-f]{32}$/) })
    expect(await deliveriesOf(session, other.id)).toEqual([])
    expect(await deliveriesOf(session, paused.id)).toEqual([])
    const body = await env.DB.prepare('SELECT body FROM webhook_deliveries WHERE id = ? AND tenant_id = ?')
      .bind(logged?.id, org.id)
      .first<{ body: string }>()
    expect(JSON.parse(body?.body ?? '{}')).toMatchObject({
      id: logged?.eventId,
      type: 'match.computed',
      organizationId: org.id,
      data,
    })
  })

  it('emits job.status_changed when a job opens and closes', async () => {
    const { org, session } = await signedInMember()
    const hook = await createWebhook(session, { events: ['job.status_changed'] })
    const job = await createJobViaApi(session)
    await json(await post(`/api/jobs/${job.id}/skill-weight`, session, { area: 'skills', value: 40 }))
    await json(await post(`/api/jobs/${job.id}/status`, session, { status: 'OPEN' }))
    await json(await post(`/api/jobs/${job.id}/status`, session, { status: 'CLOSED' }))
    const rows = await env.DB.prepare(
      "SELECT body FROM webhook_deliveries WHERE tenant_id = ? AND endpoint_id = ? AND event_type = 'job.status_changed' ORDER BY created_at",
    )
      .bind(org.id, hook.id)
      .all<{ body: string }>()
    expect(rows.results.map((r) => (JSON.parse(r.body) as { data: unknown }).data)).toEqual([
      { jobId: job.id, title: 'Senior Data Engineer', from: 'DRAFT', to: 'OPEN' },
      { jobId: job.id, title: 'Senior Data Engineer', from: 'OPEN', to: 'CLOSED' },
    ])
  })

  it('emits applicant.processed after ingestion and match.computed after its matching run', async () => {
    const { apiKey, session, org } = await orgWithKey()
    const hook = await createWebhook(session, { events: ['applicant.processed', 'match.computed'] })
    const upload = await v1(apiKey, '/applicants?filename=marta.txt', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: text(SYNTHETIC_CV),
    })
    const { documentId } = await json<{ documentId: string }>(upload, 202)
    const done = await waitForProcessed(apiKey, documentId)
    expect(done.status).toBe('PROCESSED')
    const applicantId = done.applicantId as string
    await waitForApplicantMatching(applicantId)
    const bodies = async () =>
      (
        await env.DB.prepare(
          'SELECT body FROM webhook_deliveries WHERE tenant_id = ? AND endpoint_id = ? ORDER BY created_at',
        )
          .bind(org.id, hook.id)
          .all<{ body: string }>()
      ).results.map((r) => JSON.parse(r.body) as { type: string; data: unknown })
    const deadline = Date.now() + 10_000
    while ((await bodies()).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
    expect(await bodies()).toEqual([
      expect.objectContaining({
        type: 'applicant.processed',
        data: { applicantId, documentId, name: 'Marta Kowalczyk' },
      }),
      expect.objectContaining({
        type: 'match.computed',
        data: { subject: 'applicant', applicantId, jobId: null, matchCount: 0 },
      }),
    ])
  })
})
