/**
 * A drizzle query as a plain D1 statement, so it can share one `d1.batch` (one transaction, one round
 * trip) with statements written in SQL, such as the packed match upserts.
 */
export function d1Statement(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL()
  return d1.prepare(sql).bind(...params)
}
