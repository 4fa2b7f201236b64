import { env } from 'cloudflare:workers'

/**
 * Every table with a `tenant_id` column, found in the schema itself (not a list), so a table added
 * later is watched without anyone editing this file. D1's own tables (`_cf_*`) are left out.
 */
export async function tenantTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT m.name AS name FROM sqlite_master m
     WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
       AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) p WHERE p.name = 'tenant_id')
     ORDER BY m.name`,
  ).all<{ name: string }>()
  return results.map((r) => r.name)
}

async function sha256(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Per tenant table: its row count, and a digest of every row of the given tenants (sorted, so the
 * order SQLite returns them in does not matter). An INSERT shows in the count, an UPDATE of a row in
 * the digest, a DELETE in both.
 */
export async function tenantSnapshot(tables: string[], tenantIds: string[]): Promise<Record<string, string>> {
  const marks = tenantIds.map(() => '?').join(', ')
  const statements = tables.flatMap((t) => [
    env.DB.prepare(`SELECT count(*) AS n FROM "${t}"`),
    env.DB.prepare(`SELECT * FROM "${t}" WHERE tenant_id IN (${marks})`).bind(...tenantIds),
  ])
  const results = await env.DB.batch<Record<string, unknown>>(statements)
  const snapshot: Record<string, string> = {}
  for (const [i, table] of tables.entries()) {
    const count = results[2 * i]?.results[0]?.n
    const rows = (results[2 * i + 1]?.results ?? []).map((r) => JSON.stringify(r)).sort()
    snapshot[table] = `${count} rows, ${await sha256(rows.join('\n'))}`
  }
  return snapshot
}
