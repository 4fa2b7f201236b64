import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../../worker/context'
import { housekeeping } from '../../../worker/housekeeping'
import { AppError } from '../../../worker/lib/app-error'
import { handleError } from '../../../worker/middleware/error-handler'
import { idempotent } from '../../../worker/middleware/idempotency'
import { createServices, services } from '../../../worker/middleware/services'

const HOUR = 3_600_000

/**
 * The middleware's claim lifecycle on a route of its own, whose handler the test scripts: failures,
 * stale and expired claims, and the wait for a first request that is still running. Anonymous (no
 * session), so the scope is the client address the test sends.
 */
function scriptedApp(handler: (attempt: number) => Promise<Response> | Response) {
  let attempts = 0
  const app = new Hono<AppEnv>()
    .use(services)
    .use(async (c, next) => {
      c.set('auth', null)
      await next()
    })
    .post('/create', idempotent(), () => handler(++attempts))
  app.onError(handleError)
  return { app, attempts: () => attempts }
}

function send(app: Hono<AppEnv>, key: string, body = '{"name":"x"}', client = '2001:db8::1') {
  const headers = { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'CF-Connecting-IP': client }
  return app.request('/create', { method: 'POST', headers, body }, env)
}

const row = (key: string) =>
  env.DB.prepare('SELECT state, status FROM idempotency_keys WHERE key = ?').bind(key).first<{ state: string }>()

async function sha256Hex(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A ledger row as another request (or a Worker that died) left it. */
async function insertClaim(key: string, fields: { state: string; at: number; body?: string; fingerprintOf?: string }) {
  await env.DB.prepare(
    `INSERT INTO idempotency_keys (scope, key, tenant_id, method, path, fingerprint, state, owner, claimed_at, status, headers, body, created_at)
     VALUES ('client:2001:db8::1', ?, NULL, 'POST', '/create', ?, ?, 'other', ?, ?, ?, ?, ?)`,
  )
    .bind(
      key,
      await sha256Hex(fields.fingerprintOf ?? '{"name":"x"}'),
      fields.state,
      fields.at,
      fields.state === 'DONE' ? 201 : null,
      fields.state === 'DONE' ? '{"content-type":"application/json"}' : null,
      fields.body ?? null,
      fields.at,
    )
    .run()
}

describe('Idempotency-Key claims', () => {
  it('a 5xx first attempt gives the key back: the retry runs and its answer is kept', async () => {
    const { app, attempts } = scriptedApp((n) => {
      if (n === 1) throw new AppError('INTERNAL')
      return Response.json({ attempt: n }, { status: 201 })
    })
    const key = crypto.randomUUID()
    expect((await send(app, key)).status).toBe(500)
    expect(await row(key)).toBeNull()
    const retry = await send(app, key)
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual({ attempt: 2 })
    const replay = await send(app, key)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await replay.json()).toEqual({ attempt: 2 })
    expect(attempts()).toBe(2)
  })

  it('a thrown error that escapes the app gives the key back too', async () => {
    const app = new Hono<AppEnv>()
      .use(services)
      .use(async (c, next) => {
        c.set('auth', null)
        await next()
      })
      // Not an Error: Hono's onError does not catch it, so it passes through the middleware.
      .post('/create', idempotent(), () => Promise.reject('worker gone'))
    const key = crypto.randomUUID()
    await expect(send(app, key)).rejects.toBe('worker gone')
    expect(await row(key)).toBeNull()
  })

  it('a request that arrives while the first runs waits for its answer instead of running', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { app, attempts } = scriptedApp(async (n) => {
      await gate
      return Response.json({ attempt: n }, { status: 201 })
    })
    const key = crypto.randomUUID()
    const first = send(app, key)
    // The first has claimed the key once its row exists; then the second arrives.
    for (let i = 0; i < 100 && !(await row(key)); i++) await new Promise((r) => setTimeout(r, 10))
    const second = send(app, key)
    await new Promise((r) => setTimeout(r, 300))
    release()
    const [a, b] = await Promise.all([first, second])
    expect(await a.json()).toEqual({ attempt: 1 })
    expect(b.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await b.json()).toEqual({ attempt: 1 })
    expect(attempts()).toBe(1)
  })

  it('answers 409 IDEMPOTENCY_KEY_IN_PROGRESS when the first is still running after the wait', async () => {
    const { app, attempts } = scriptedApp(() => Response.json({}, { status: 201 }))
    const key = crypto.randomUUID()
    await insertClaim(key, { state: 'IN_PROGRESS', at: Date.now() })
    const started = Date.now()
    const res = await send(app, key)
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_KEY_IN_PROGRESS')
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000)
    expect(attempts()).toBe(0)
  })

  it('takes over a claim whose Worker died (still IN_PROGRESS after two minutes)', async () => {
    const { app, attempts } = scriptedApp((n) => Response.json({ attempt: n }, { status: 201 }))
    const key = crypto.randomUUID()
    await insertClaim(key, { state: 'IN_PROGRESS', at: Date.now() - 3 * 60_000 })
    const res = await send(app, key)
    expect(res.status).toBe(201)
    expect(res.headers.get('Idempotent-Replayed')).toBeNull()
    expect(attempts()).toBe(1)
    expect(await row(key)).toMatchObject({ state: 'DONE', status: 201 })
  })

  it('a stale claim for another body is still a reused key', async () => {
    const { app, attempts } = scriptedApp(() => Response.json({}, { status: 201 }))
    const key = crypto.randomUUID()
    await insertClaim(key, { state: 'IN_PROGRESS', at: Date.now() - 3 * 60_000, fingerprintOf: '{"name":"y"}' })
    expect((await send(app, key)).status).toBe(422)
    expect(attempts()).toBe(0)
  })

  it('a key older than 24 h is a new key, even before housekeeping dropped it', async () => {
    const { app, attempts } = scriptedApp((n) => Response.json({ attempt: n }, { status: 201 }))
    const key = crypto.randomUUID()
    await insertClaim(key, {
      state: 'DONE',
      at: Date.now() - 24 * HOUR - 1000,
      fingerprintOf: '{"name":"y"}',
      body: 'e30=',
    })
    const res = await send(app, key)
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ attempt: 1 })
    expect(attempts()).toBe(1)
  })

  it('housekeeping drops keys past their 24 h and keeps the others', async () => {
    const now = Date.now()
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()]
    await insertClaim(old, { state: 'DONE', at: now - 24 * HOUR - 1, body: 'e30=' })
    await insertClaim(recent, { state: 'DONE', at: now - 23 * HOUR, body: 'e30=' })
    await housekeeping(createServices(env), now)
    expect(await row(old)).toBeNull()
    expect(await row(recent)).not.toBeNull()
  })

  it('a replay repeats the stored bytes and headers of a binary answer, never its cookies', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80])
    const { app } = scriptedApp(
      () =>
        new Response(pdf, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="r.pdf"',
            'Set-Cookie': 'session=secret',
          },
        }),
    )
    const key = crypto.randomUUID()
    await send(app, key)
    const replay = await send(app, key)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(new Uint8Array(await replay.arrayBuffer())).toEqual(pdf)
    expect(replay.headers.get('Content-Type')).toBe('application/pdf')
    expect(replay.headers.get('Content-Disposition')).toBe('attachment; filename="r.pdf"')
    expect(replay.headers.get('Set-Cookie')).toBeNull()
  })
})
