import { asc, eq, sql } from 'drizzle-orm'
import { memberships, users } from '../../db/schema'
import type { TeamMemberName } from '../contracts/team'
import type { Database } from '../db/database'

/** The members of one tenant; every query starts with tenant_id (memberships_tenant_user_uq). */
export function teamRepo(db: Database, tenantId: string) {
  return {
    /** Names and emails only: pickers need no permissions or contact details. */
    names(): Promise<TeamMemberName[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.tenantId, tenantId))
        .orderBy(sql`${users.name} collate nocase`, asc(users.email), asc(users.id))
    },
  }
}
