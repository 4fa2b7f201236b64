import type { z } from 'zod'
import { AppError } from './app-error'
import { CORRUPT_JSON, readJsonText } from './corrupt-json'
import { logEvent } from './log'

/** Where a stored value came from, for the log line: never the value itself (it may hold secrets). */
export interface StoredAt {
  table: string
  id: string
}

/**
 * Parses JSON read from storage (D1 rows, R2 objects, KV) with its contract. A value that does not
 * match is the server's fault, not the caller's: it is logged as `corrupt_stored_json` with the zod
 * issues and answers 500 STORED_DATA_CORRUPT, so it is neither read as a silent default nor crashes
 * later with a TypeError far from the row that caused it.
 */
export function parseStored<S extends z.ZodType>(schema: S, value: unknown, at: StoredAt): z.output<S> {
  const result = value === CORRUPT_JSON ? null : schema.safeParse(value)
  if (result?.success) return result.data
  const issues = result
    ? result.error.issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
    : [{ path: '', message: 'Not valid JSON' }]
  logEvent('error', 'corrupt_stored_json', { table: at.table, id: at.id, issues })
  throw new AppError('STORED_DATA_CORRUPT')
}

/** parseStored for JSON text read as a string (packed query results, raw D1 columns, R2 bodies). */
export function parseStoredText<S extends z.ZodType>(schema: S, text: string, at: StoredAt): z.output<S> {
  return parseStored(schema, readJsonText(text), at)
}
