import { eq } from 'drizzle-orm'
import { organizations } from '../../db/schema'
import type { Database } from '../db/database'

/** Organizations (the tenants themselves): platform rows, read by capabilities that speak for one. */
export function organizationRepo(db: Database) {
  return {
    /** What messages and reports say about the organization: name, language, agency or not. */
    async profile(tenantId: string) {
      const rows = await db
        .select({ name: organizations.name, language: organizations.language, isAgency: organizations.isAgency })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows[0] ?? null
    },

    /** Whether the organization still exists (queue consumers drop work of a deleted one). */
    async exists(tenantId: string) {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows.length > 0
    },
  }
}
