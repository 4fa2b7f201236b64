import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { errorCode, json } from '../jobs/support'
import { call } from '../support/http'
import { signedInMember } from './support'
import { createWebhook, loggedDelivery, UNREACHABLE, type Webhook } from './webhooks-support'

/** The endpoint routes: create with a secret shown once, list, update, delete; bad input; isolation and permissions. */

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
