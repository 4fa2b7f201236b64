/**
 * What a storedJson column (db/schema/columns.ts) reads when its text is not JSON: no zod schema
 * accepts a symbol, so parseStored reports it. Its own module, so code outside the repositories can
 * recognise it without importing the schema.
 */
export const CORRUPT_JSON: unique symbol = Symbol('corrupt stored JSON')
