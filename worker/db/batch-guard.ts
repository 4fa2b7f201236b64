import { type SQL, sql } from 'drizzle-orm'
import type { Database } from './database'

/**
 * A batch statement that aborts the whole D1 batch (a transaction) unless `condition` holds: the
 * CASE evaluates json(''), which raises "malformed JSON". This lets a batch depend on an earlier
 * conditional UPDATE of the same batch, e.g. "this request is the one that used the token".
 */
export function abortBatchUnless(db: Database, condition: SQL) {
  return db.select({ ok: sql<number>`CASE WHEN ${condition} THEN 1 ELSE json('') END` }).from(sql`(SELECT 1)`)
}
