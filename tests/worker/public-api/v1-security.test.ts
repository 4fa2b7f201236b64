import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { API_KEY_RATE_LIMIT } from '../../../worker/middleware/api-key'
import { errorCode, json } from '../jobs/support'
import { createApplicant } from '../support/factories'
import { call } from '../support/http'
import { inOneRateWindow } from '../support/rate-window'
import { orgWithKey, usageOf, v1 } from './support'

describe('public API: keys, scopes and tenants', () => {
  it('reaches only its own organization: a foreign id is the entity 404', async () => {
    const mine = await orgWithKey()
    const other = await orgWithKey()
    const foreign = await createApplicant(other.org.id, { title: 'Data Engineer' })
    const own = await createApplicant(mine.org.id, { title: 'Nurse' })
    expect((await v1(mine.apiKey, `/applicants/${own.id}`)).status).toBe(200)
    const res = await v1(mine.apiKey, `/applicants/${foreign.id}`)
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('APPLICANT_NOT_FOUND')
    const list = await json<{ items: { id: string }[] }>(await v1(mine.apiKey, '/applicants'))
    expect(list.items.map((i) => i.id)).toEqual([own.id])
  })

  it("refuses a route outside the app's scopes with 403 FORBIDDEN", async () => {
    const { apiKey } = await orgWithKey(['APPLICANT_READ'])
    expect((await v1(apiKey, '/applicants')).status).toBe(200)
    const res = await v1(apiKey, '/jobs', {
      method: 'POST',
      json: { title: 'Senior Nurse', description: 'x'.repeat(60) },
    })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
    // Matches need JOB_READ too.
    expect((await v1(apiKey, '/jobs')).status).toBe(403)
  })

  it("loses a scope at once when the app's creator loses the permission", async () => {
    const { apiKey, org, user } = await orgWithKey(['APPLICANT_READ'])
    expect((await v1(apiKey, '/applicants')).status).toBe(200)
    await env.DB.prepare(`UPDATE memberships SET permissions = '["JOB_READ"]' WHERE tenant_id = ? AND user_id = ?`)
      .bind(org.id, user.id)
      .run()
    expect((await v1(apiKey, '/applicants')).status).toBe(403)
  })

  it('fails on the very next request once its key is deleted', async () => {
    const { apiKey, session, app, key } = await orgWithKey(['APPLICANT_READ'])
    expect((await v1(apiKey, '/applicants')).status).toBe(200)
    const del = await call(`/api/apps/${app.id}/api-keys/${key.id}`, { method: 'DELETE', session })
    expect(del.status).toBe(200)
    const res = await v1(apiKey, '/applicants')
    expect(res.status).toBe(401)
    expect(await errorCode(res)).toBe('API_KEY_INVALID')
  })

  it('stops working while its app is deactivated, and works again once active', async () => {
    const { apiKey, session, app } = await orgWithKey(['APPLICANT_READ'])
    await call(`/api/apps/${app.id}/status`, { method: 'POST', session, json: { status: 'INACTIVE' } })
    const res = await v1(apiKey, '/applicants')
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('APP_INACTIVE')
    await call(`/api/apps/${app.id}/status`, { method: 'POST', session, json: { status: 'ACTIVE' } })
    expect((await v1(apiKey, '/applicants')).status).toBe(200)
  })

  it('never reaches admin, session or cookie routes', async () => {
    const { apiKey } = await orgWithKey()
    for (const path of ['/api/admin/users', '/api/admin/tenants', '/api/apps', '/api/applicants', '/api/team']) {
      const res = await call(path, { apiKey })
      expect(res.status, path).toBe(401)
      expect(await errorCode(res), path).toBe('UNAUTHENTICATED')
    }
    const session = (await (await call('/api/auth/session', { apiKey })).json()) as { user: unknown }
    expect(session.user).toBeNull()
  })

  it('is not authenticated by a cookie session', async () => {
    const { session } = await orgWithKey()
    const res = await call('/api/v1/applicants', { session })
    expect(res.status).toBe(401)
    expect(await errorCode(res)).toBe('UNAUTHENTICATED')
  })

  it('refuses a malformed or unknown token with API_KEY_INVALID', async () => {
    for (const header of ['Bearer nope', `Bearer sl_live_${'A'.repeat(43)}`, 'Basic dXNlcjpwYXNz']) {
      const res = await call('/api/v1/applicants', { headers: { Authorization: header } })
      expect(res.status, header).toBe(401)
      expect(await errorCode(res), header).toBe('API_KEY_INVALID')
    }
  })

  it('sends RateLimit headers and answers 429 with Retry-After once the window is full', async () => {
    const { limit, windowMs } = API_KEY_RATE_LIMIT
    const { first, limited, before, key, org } = await inOneRateWindow(windowMs, async () => {
      const { apiKey, key, org } = await orgWithKey(['APPLICANT_READ'])
      const first = await v1(apiKey, '/applicants')
      // The rest of the window's requests, counted as the server counts them (one row per key and window).
      await env.DB.prepare('UPDATE rate_limits SET count = ? WHERE key = ?').bind(limit, `api-key:${key.id}`).run()
      const before = await usageOf(org.id, key.id)
      return { first, limited: await v1(apiKey, '/applicants'), before, key, org }
    })
    expect(first.status).toBe(200)
    expect(first.headers.get('RateLimit-Policy')).toBe(`"per-key";q=${limit};w=${windowMs / 1000}`)
    expect(first.headers.get('RateLimit')).toMatch(new RegExp(`^"per-key";r=${limit - 1};t=\\d+$`))
    expect(limited.status).toBe(429)
    expect(await errorCode(limited)).toBe('RATE_LIMITED')
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(limited.headers.get('RateLimit')).toMatch(/^"per-key";r=0;t=\d+$/)
    // A refused request is not usage.
    expect(await usageOf(org.id, key.id)).toEqual(before)
  })

  it("writes each key's usage to its own organization only", async () => {
    const a = await orgWithKey(['APPLICANT_READ'])
    const b = await orgWithKey(['APPLICANT_READ'])
    await v1(a.apiKey, '/applicants')
    await v1(a.apiKey, '/applicants')
    expect(await usageOf(a.org.id, a.key.id)).toEqual({ records: 2, perKey: 2 })
    expect(await usageOf(b.org.id, b.key.id)).toEqual({ records: 0, perKey: 0 })
    const listed = await json<{ lastUsedAt: number | null }[]>(
      await call(`/api/apps/${a.app.id}/api-keys`, { session: a.session }),
    )
    expect(listed[0]?.lastUsedAt).toBeGreaterThan(0)
  })
})
