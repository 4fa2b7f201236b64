import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'

/**
 * Fixed-window counters (`rate_limits`, a platform table), one atomic statement per change so they
 * hold across isolates. `key` is `<rule>:<subject>`, `windowStart` the start of the current window.
 */
export function rateLimitRepo(db: Database) {
  return {
    /** Counts one hit and returns the count in the window. A late hit never rewinds the window. */
    async hit(key: string, windowStart: number): Promise<number> {
      const rows = await db.all<{ count: number }>(sql`
      INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
      ON CONFLICT(key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start < excluded.window_start THEN 1
                     WHEN rate_limits.window_start > excluded.window_start THEN rate_limits.count
                     ELSE rate_limits.count + 1 END,
        window_start = max(rate_limits.window_start, excluded.window_start)
      RETURNING count`)
      return rows[0]?.count ?? 1
    },

    /** The hits counted since `windowStart`, without counting one. */
    async count(key: string, windowStart: number): Promise<number> {
      const rows = await db.all<{ count: number }>(sql`
      SELECT count FROM rate_limits WHERE key = ${key} AND window_start >= ${windowStart}`)
      return rows[0]?.count ?? 0
    },

    /** Takes back one hit, only while its window is still the current one. */
    async release(key: string, windowStart: number) {
      await db.run(sql`
      UPDATE rate_limits SET count = max(count - 1, 0) WHERE key = ${key} AND window_start = ${windowStart}`)
    },

    async reset(key: string) {
      await db.run(sql`DELETE FROM rate_limits WHERE key = ${key}`)
    },
  }
}
