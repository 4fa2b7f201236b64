import { drizzle } from 'drizzle-orm/d1'
import * as schema from '../../db/schema'

export type Database = ReturnType<typeof createDatabase>

function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema })
}

/**
 * Repositories get their database from here, never from the binding directly, so tenants can later
 * be spread over several D1 databases (ADR 0003) without touching services.
 */
export interface DatabaseResolver {
  /** The platform database: users, sessions, organizations, plans. */
  platform(): Database
  /** The database that holds this tenant's rows. */
  forTenant(tenantId: string): Database
}

/** drizzle builds its relational config from the whole schema: do it once per binding, not per request. */
const byBinding = new WeakMap<D1Database, DatabaseResolver>()

export function singleDatabaseResolver(d1: D1Database): DatabaseResolver {
  let resolver = byBinding.get(d1)
  if (!resolver) {
    const db = createDatabase(d1)
    resolver = { platform: () => db, forTenant: () => db }
    byBinding.set(d1, resolver)
  }
  return resolver
}
