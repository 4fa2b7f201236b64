import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { webhookEmitter } from '../../../worker/integrations/webhook-emitter.service'
import { createServices } from '../../../worker/middleware/services'
import { SYNTHETIC_CV } from '../applicants/support'
import { createJobViaApi, json, post, waitForApplicantMatching } from '../jobs/support'
import { orgWithKey, text, v1, waitForProcessed } from '../public-api/support'
import { call } from '../support/http'
import { signedInMember } from './support'
import { createWebhook, deliveriesOf } from './webhooks-support'

/** Which events are emitted, to which endpoints, and only once per occurrence. */

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
