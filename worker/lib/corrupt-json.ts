/**
 * What a storedJson column (db/schema/columns.ts) reads when its text is not JSON: no zod schema
 * accepts a symbol, so parseStored reports it. Its own module, so code outside the repositories can
 * recognise it without importing the schema.
 */
export const CORRUPT_JSON: unique symbol = Symbol('corrupt stored JSON')

/** JSON text as a value, or CORRUPT_JSON when it is not JSON: the one place stored text is read. */
export function readJsonText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return CORRUPT_JSON
  }
}
