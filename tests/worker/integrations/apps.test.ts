import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { errorCode, json } from '../jobs/support'
import { call } from '../support/http'
import { createAppViaApi, createKeyViaApi, signedInMember } from './support'

type App = { id: string; name: string; description: string | null; permissions: string[]; keyCount: number }
type Key = { id: string; name: string; excerpt: string; createdAt: number; lastUsedAt: number | null }

describe('/api/apps', () => {
  it('creates an app with its permissions and lists it', async () => {
    const { session } = await signedInMember()
    const created = await createAppViaApi(session, ['APPLICANT_READ', 'JOB_READ', 'APPLICANT_READ'], 'ATS bridge')
    expect(created).toMatchObject({ name: 'ATS bridge', status: 'ACTIVE', permissions: ['APPLICANT_READ', 'JOB_READ'] })
    const list = await json<App[]>(await call('/api/apps', { session }))
    expect(list).toEqual([expect.objectContaining({ id: created.id, name: 'ATS bridge', keyCount: 0 })])
    const names = await json<{ id: string; name: string }[]>(await call('/api/apps/list', { session }))
    expect(names).toEqual([{ id: created.id, name: 'ATS bridge', status: 'ACTIVE' }])
  })

  it('refuses permissions the creator does not hold, and ones that are no API scope', async () => {
    const { session } = await signedInMember(['INTEGRATIONS_READ', 'INTEGRATIONS_CREATE', 'APPLICANT_READ'])
    const res = await call('/api/apps', {
      method: 'POST',
      session,
      json: { name: 'Too much', permissions: ['APPLICANT_READ', 'APPLICANT_DELETE'] },
    })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('PERMISSION_NOT_HELD')
    const admin = await signedInMember()
    const scope = await call('/api/apps', {
      method: 'POST',
      session: admin.session,
      json: { name: 'Key maker', permissions: ['INTEGRATIONS_CREATE'] },
    })
    expect(scope.status).toBe(400)
    expect(await errorCode(scope)).toBe('VALIDATION_FAILED')
  })

  it('needs INTEGRATIONS_READ to list and INTEGRATIONS_CREATE to create', async () => {
    const reader = await signedInMember(['INTEGRATIONS_READ', 'APPLICANT_READ'])
    expect((await call('/api/apps', { session: reader.session })).status).toBe(200)
    const res = await call('/api/apps', {
      method: 'POST',
      session: reader.session,
      json: { name: 'Nope', permissions: ['APPLICANT_READ'] },
    })
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
    const none = await signedInMember(['APPLICANT_READ'])
    expect((await call('/api/apps', { session: none.session })).status).toBe(403)
  })

  it('creates a key whose full token is answered once and stored only as its SHA-256', async () => {
    const { session, org } = await signedInMember()
    const app = await createAppViaApi(session, ['APPLICANT_READ'])
    const key = await createKeyViaApi(session, app.id, 'Nightly import')
    expect(key.token).toMatch(/^sl_live_[A-Za-z0-9_-]{43}$/)
    expect(key.excerpt).toBe(`sl_live_…${key.token.slice(-4)}`)
    const row = await env.DB.prepare('SELECT token_hash, token_excerpt FROM api_keys WHERE id = ? AND tenant_id = ?')
      .bind(key.id, org.id)
      .first<{ token_hash: string; token_excerpt: string }>()
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key.token))
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
    expect(row).toEqual({ token_hash: hex, token_excerpt: key.excerpt })
    // Lists and details show the excerpt, never the token.
    const keys = await json<Key[]>(await call(`/api/apps/${app.id}/api-keys`, { session }))
    expect(keys).toEqual([
      { id: key.id, name: 'Nightly import', excerpt: key.excerpt, createdAt: key.createdAt, lastUsedAt: null },
    ])
    const details = await call(`/api/apps/${app.id}/details`, { session })
    const text = await details.text()
    expect(text).not.toContain(key.token)
    expect(JSON.parse(text)).toMatchObject({ id: app.id, keyCount: 1, apiKeys: [{ id: key.id }] })
  })

  it('deletes a key, and a second delete is a 404', async () => {
    const { session } = await signedInMember()
    const app = await createAppViaApi(session, ['APPLICANT_READ'])
    const key = await createKeyViaApi(session, app.id)
    const path = `/api/apps/${app.id}/api-keys/${key.id}`
    expect(await json(await call(path, { method: 'DELETE', session }))).toEqual({ deleted: true })
    const again = await call(path, { method: 'DELETE', session })
    expect(again.status).toBe(404)
    expect(await errorCode(again)).toBe('API_KEY_NOT_FOUND')
    expect(await json<Key[]>(await call(`/api/apps/${app.id}/api-keys`, { session }))).toEqual([])
  })

  it('sets the status and installs', async () => {
    const { session } = await signedInMember()
    const app = await createAppViaApi(session, ['JOB_READ'])
    const off = await call(`/api/apps/${app.id}/status`, { method: 'POST', session, json: { status: 'INACTIVE' } })
    expect(await json(off)).toMatchObject({ id: app.id, status: 'INACTIVE' })
    const installed = await call(`/api/apps/${app.id}/install`, { method: 'POST', session, json: {} })
    expect(await json(installed)).toMatchObject({ id: app.id, installed: true })
  })

  it("answers another organization's app and key with 404", async () => {
    const owner = await signedInMember()
    const app = await createAppViaApi(owner.session, ['JOB_READ'])
    const key = await createKeyViaApi(owner.session, app.id)
    const { session } = await signedInMember()
    const details = await call(`/api/apps/${app.id}/details`, { session })
    expect(details.status).toBe(404)
    expect(await errorCode(details)).toBe('APP_NOT_FOUND')
    const del = await call(`/api/apps/${app.id}/api-keys/${key.id}`, { method: 'DELETE', session })
    expect(del.status).toBe(404)
    expect(await errorCode(del)).toBe('APP_NOT_FOUND')
    expect(await json<App[]>(await call('/api/apps', { session }))).toEqual([])
  })
})
