import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { housekeeping } from '../../worker/housekeeping'
import { createServices } from '../../worker/middleware/services'
import { createUser } from '../worker/support/factories'

const DAY = 86_400_000
const exists = async (table: string, column: string, value: string) =>
  (await env.DB.prepare(`SELECT 1 AS x FROM ${table} WHERE ${column} = ?`).bind(value).first()) !== null

/** The cron (worker/index.ts `scheduled`): what it drops and what it keeps. */
describe('housekeeping', () => {
  it('drops expired and idle sessions, old tokens, rate-limit windows and idempotency keys only', async () => {
    const services = createServices(env)
    const now = Date.now()
    const idle = services.config.SESSION_IDLE_HOURS * 3_600_000
    const user = await createUser()
    const id = (name: string) => `housekeeping-${name}-${crypto.randomUUID()}`
    const sessions = { expired: id('expired'), idle: id('idle'), live: id('live') }
    const session = (sid: string, lastSeenAt: number, expiresAt: number) =>
      env.DB.prepare(
        'INSERT INTO sessions (id, user_id, csrf_token, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).bind(sid, user.id, 'csrf', now - 2 * DAY, lastSeenAt, expiresAt)
    const token = (tid: string, expiresAt: number) =>
      env.DB.prepare(
        "INSERT INTO one_time_tokens (id, purpose, email, expires_at, created_at) VALUES (?, 'EMAIL_CONFIRMATION', ?, ?, ?)",
      ).bind(tid, user.email, expiresAt, now - 3 * DAY)
    const tokens = { old: id('token-old'), recent: id('token-recent') }
    const limits = { old: id('limit-old'), recent: id('limit-recent') }
    const keys = { old: id('key-old'), recent: id('key-recent') }
    await env.DB.batch([
      session(sessions.expired, now, now - 1),
      session(sessions.idle, now - idle - 1, now + DAY),
      session(sessions.live, now - 60_000, now + DAY),
      token(tokens.old, now - DAY - 1),
      token(tokens.recent, now - DAY + 60_000),
      env.DB.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1), (?, ?, 1)').bind(
        limits.old,
        now - DAY - 1,
        limits.recent,
        now - 60_000,
      ),
      env.DB.prepare('INSERT INTO processed_messages (idempotency_key, processed_at) VALUES (?, ?), (?, ?)').bind(
        keys.old,
        now - 14 * DAY - 1,
        keys.recent,
        now - 13 * DAY,
      ),
    ])

    await housekeeping(services, now)

    expect(await exists('sessions', 'id', sessions.expired)).toBe(false)
    expect(await exists('sessions', 'id', sessions.idle)).toBe(false)
    expect(await exists('sessions', 'id', sessions.live)).toBe(true)
    expect(await exists('one_time_tokens', 'id', tokens.old)).toBe(false)
    expect(await exists('one_time_tokens', 'id', tokens.recent)).toBe(true)
    expect(await exists('rate_limits', 'key', limits.old)).toBe(false)
    expect(await exists('rate_limits', 'key', limits.recent)).toBe(true)
    expect(await exists('processed_messages', 'idempotency_key', keys.old)).toBe(false)
    expect(await exists('processed_messages', 'idempotency_key', keys.recent)).toBe(true)
  })
})
