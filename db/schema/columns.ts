import { type SQL, sql } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { check, customType, integer, text } from 'drizzle-orm/sqlite-core'
import { AppError } from '../../worker/lib/app-error'
import { CORRUPT_JSON, readJsonText } from '../../worker/lib/corrupt-json'
import { logEvent } from '../../worker/lib/log'

/** Server-generated, time-sortable id (UUIDv7). */
export const id = () => text('id').primaryKey()
/** UTC epoch milliseconds. */
export const timestamp = (name: string) => integer(name, { mode: 'number' })
export const createdAt = () => timestamp('created_at').notNull().default(sql`(unixepoch('subsec') * 1000)`)
export const updatedAt = () => timestamp('updated_at').notNull().default(sql`(unixepoch('subsec') * 1000)`)
/** Every tenant-scoped table starts with this column; its indexes lead with it. */
export const tenantId = () => text('tenant_id').notNull()
export const bool = (name: string) => integer(name, { mode: 'boolean' })
/**
 * JSON stored as text, typed by the code that writes it. Columns whose shape matters to a reader use
 * storedJson and are parsed at the repository; text that is not JSON at all stops here as a logged
 * STORED_DATA_CORRUPT (drizzle's own JSON mode threw a SyntaxError, which the error handler reports
 * as a malformed request body).
 */
export const json = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (text) => {
      const value = readJsonText(text)
      if (value !== CORRUPT_JSON) return value as T
      logEvent('error', 'corrupt_stored_json', { column: name, issues: [{ path: '', message: 'Not valid JSON' }] })
      throw new AppError('STORED_DATA_CORRUPT')
    },
  })(name)

export { CORRUPT_JSON }

/**
 * JSON stored as text and read as `unknown`, for the repository to parse with its contract
 * (worker/lib/stored-json.ts). Unlike `json<T>()` it claims no type, and text that is not JSON reads
 * as CORRUPT_JSON instead of throwing a SyntaxError from inside drizzle (which the error handler
 * would take for a malformed request body).
 */
export const storedJson = customType<{ data: unknown; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: readJsonText,
})

/** A CHECK constraint that keeps an enumeration column to the values of spec §3. */
export function enumCheck(name: string, column: AnySQLiteColumn, values: readonly string[], nullable = false) {
  const list = sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '))
  const condition: SQL = nullable ? sql`${column} IS NULL OR ${column} IN (${list})` : sql`${column} IN (${list})`
  return check(name, condition)
}
