import { eq, sql } from 'drizzle-orm'
import { organizations } from '../../db/schema'
import type { Database } from '../db/database'

/** Rows per DELETE: small enough for D1's statement time, large enough to stay far below 1,000 queries. */
const CHUNK = 1000

/**
 * The tables that hold an organization's rows, found in the schema itself (every table with a
 * `tenant_id` column), ordered so that a table comes before the tables it references: deleting
 * children first keeps each statement's cascade small and makes a table added later part of the
 * deletion without anyone listing it (ADR 0020).
 */
export interface TenantTable {
  name: string
  /** The columns that pick one row: the primary key (tables WITHOUT ROWID have no rowid), else rowid. */
  key: string[]
}

async function tenantTablesChildrenFirst(db: Database): Promise<TenantTable[]> {
  const tables = await db.all<{ name: string }>(sql`
    SELECT m.name AS name FROM sqlite_master m
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
      AND m.name <> 'organizations'
      AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) p WHERE p.name = 'tenant_id')
    ORDER BY m.name`)
  const names = new Set(tables.map((t) => t.name))
  const references = await db.all<{ child: string; parent: string }>(sql`
    SELECT m.name AS child, f."table" AS parent FROM sqlite_master m, pragma_foreign_key_list(m.name) f
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`)
  const parentsOf = new Map<string, Set<string>>()
  for (const { child, parent } of references) {
    if (!names.has(child) || !names.has(parent) || child === parent) continue
    parentsOf.set(child, (parentsOf.get(child) ?? new Set()).add(parent))
  }
  // Depth-first: a table is listed after every table that references it.
  const childrenOf = new Map<string, string[]>()
  for (const [child, parents] of parentsOf) {
    for (const parent of parents) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), child])
  }
  const ordered: string[] = []
  const seen = new Set<string>()
  const visit = (table: string) => {
    if (seen.has(table)) return
    seen.add(table)
    for (const child of childrenOf.get(table) ?? []) visit(child)
    ordered.push(table)
  }
  for (const table of names) visit(table)
  const keys = await db.all<{ name: string; column: string }>(sql`
    SELECT m.name AS name, p.name AS "column" FROM sqlite_master m, pragma_table_info(m.name) p
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND m.name NOT LIKE '\\_cf\\_%' ESCAPE '\\'
      AND p.pk > 0 ORDER BY m.name, p.pk`)
  return ordered.map((name) => {
    const key = keys.filter((k) => k.name === name).map((k) => k.column)
    return { name, key: key.length > 0 ? key : ['rowid'] }
  })
}

/** Deleting one organization's rows: tenant tables in chunks, the organization row last. */
export function tenantDeletionRepo(db: Database) {
  return {
    tenantTablesChildrenFirst: () => tenantTablesChildrenFirst(db),

    /** Deletes up to CHUNK rows of the tenant from one table; the number deleted. */
    async deleteChunk(table: TenantTable, tenantId: string): Promise<number> {
      // Names come from sqlite_master (tenantTablesChildrenFirst), never from a request.
      const name = sql.identifier(table.name)
      const key = sql.join(
        table.key.map((c) => sql.identifier(c)),
        sql`, `,
      )
      const result = await db.run(sql`
        DELETE FROM ${name} WHERE (${key}) IN (SELECT ${key} FROM ${name} WHERE tenant_id = ${tenantId} LIMIT ${CHUNK})`)
      return result.meta.changes ?? 0
    },

    chunkSize: CHUNK,

    async deleteOrganization(tenantId: string) {
      await db.delete(organizations).where(eq(organizations.id, tenantId))
    },
  }
}
