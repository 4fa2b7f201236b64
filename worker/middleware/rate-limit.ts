import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { AppEnv } from '../context'
import { AppError } from '../lib/app-error'

export interface RateLimitRule {
  /** Distinguishes counters of different endpoints. */
  name: string
  limit: number
  windowMs: number
}

/**
 * Fixed-window counter in D1, one atomic upsert per hit, so it holds across isolates and in local
 * mode alike. Used on credential endpoints, keyed per client and per account.
 */
export async function hitRateLimit(c: Context<AppEnv>, rule: RateLimitRule, subject: string) {
  const { db, now } = c.get('services')
  const t = now()
  const windowStart = t - (t % rule.windowMs)
  const key = `${rule.name}:${subject}`
  const rows = await db.platform().all<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT(key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start < ${windowStart} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = ${windowStart}
    RETURNING count`)
  const count = rows[0]?.count ?? 1
  if (count > rule.limit) {
    c.header('Retry-After', String(Math.ceil((windowStart + rule.windowMs - t) / 1000)))
    throw new AppError('RATE_LIMITED')
  }
}

export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('CF-Connecting-IP') ?? 'local'
}
