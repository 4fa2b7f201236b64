import { getTableColumns, getTableName } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'

export type SqlValue = string | number | null
/** One table's rows keyed by database column name, values as the driver stores them. */
export interface SeedTableRows {
  table: string
  rows: Record<string, SqlValue>[]
}

/**
 * Converts typed rows (drizzle insert shape) into column-name rows with driver values, using the
 * schema's own column mappers (json → text, boolean → 0/1). An unknown key fails loudly, so the seed
 * cannot drift from the schema.
 */
export function toTableRows<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): SeedTableRows {
  const columns = getTableColumns(table)
  return {
    table: getTableName(table),
    rows: rows.map((row) => {
      const input = row as Record<string, unknown>
      for (const key of Object.keys(input)) {
        if (!(key in columns)) throw new Error(`${getTableName(table)} has no column for key "${key}"`)
      }
      const out: Record<string, SqlValue> = {}
      // Schema order, so the SQL reads like the table definition.
      for (const [key, column] of Object.entries(columns)) {
        const value = input[key]
        if (value === undefined) continue
        const driverValue: unknown = value === null ? null : column.mapToDriverValue(value)
        if (driverValue !== null && typeof driverValue !== 'string' && typeof driverValue !== 'number') {
          throw new Error(`${getTableName(table)}.${column.name}: unsupported value ${String(driverValue)}`)
        }
        out[column.name] = driverValue
      }
      return out
    }),
  }
}

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  return `'${value.replaceAll("'", "''")}'`
}

const ROWS_PER_STATEMENT = 20

/**
 * INSERT ... ON CONFLICT DO NOTHING, in small chunks (D1 caps statement size). Rows in one statement
 * share one column list, so a column a row leaves out keeps its database default instead of NULL.
 * ON CONFLICT DO NOTHING rather than INSERT OR IGNORE: both skip rows that already exist (same id or
 * unique key), but OR IGNORE would also silently drop a row that violates a CHECK or NOT NULL
 * constraint, hiding seed bugs.
 */
export function insertStatements({ table, rows }: SeedTableRows): string[] {
  const chunks: Record<string, SqlValue>[][] = []
  let signature = ''
  for (const row of rows) {
    const rowSignature = Object.keys(row).join(',')
    const last = chunks.at(-1)
    if (last && rowSignature === signature && last.length < ROWS_PER_STATEMENT) last.push(row)
    else chunks.push([row])
    signature = rowSignature
  }
  return chunks.map((chunk) => {
    const names = Object.keys(chunk[0]!)
    const columnList = names.map((name) => `"${name}"`).join(', ')
    const values = chunk.map((row) => `(${names.map((name) => sqlLiteral(row[name] ?? null)).join(', ')})`)
    return `INSERT INTO "${table}" (${columnList}) VALUES\n  ${values.join(',\n  ')}\nON CONFLICT DO NOTHING;`
  })
}
