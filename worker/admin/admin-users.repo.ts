import { and, desc, eq, like, lt, or, sql } from 'drizzle-orm'
import { credentials, memberships, organizations, users } from '../../db/schema'
import type { Database } from '../db/database'

/** Users across the platform: only platform-admin routes use this repository. */
export function adminUsersRepo(db: Database) {
  return {
    async list(input: { search?: string; cursor?: string; limit: number }) {
      const pattern = input.search ? `%${input.search.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%` : null
      const rows = await db
        .select({
          user: users,
          organizations: sql<number>`(SELECT count(*) FROM memberships m WHERE m.user_id = "users"."id")`,
          tfaEnabled: sql<number>`EXISTS (SELECT 1 FROM credentials c WHERE c.user_id = "users"."id" AND c.kind = 'TFA' AND c.label IS NULL)`,
        })
        .from(users)
        .where(
          and(
            pattern ? or(like(users.email, pattern), like(sql`lower(${users.name})`, pattern)) : undefined,
            // ids are UUIDv7: ordering by id is ordering by creation.
            input.cursor ? lt(users.id, input.cursor) : undefined,
          ),
        )
        .orderBy(desc(users.id))
        .limit(input.limit + 1)
      const page = rows.slice(0, input.limit)
      return { rows: page, nextCursor: rows.length > input.limit ? (page.at(-1)?.user.id ?? null) : null }
    },

    async memberships(userId: string) {
      return db
        .select({
          organizationId: organizations.id,
          name: organizations.name,
          permissions: memberships.permissions,
          ownerId: organizations.ownerId,
        })
        .from(memberships)
        .innerJoin(organizations, eq(organizations.id, memberships.tenantId))
        .where(eq(memberships.userId, userId))
    },

    async tfaEnabled(userId: string) {
      const rows = await db
        .select({ id: credentials.id })
        .from(credentials)
        .where(and(eq(credentials.userId, userId), eq(credentials.kind, 'TFA'), sql`${credentials.label} IS NULL`))
        .limit(1)
      return rows.length > 0
    },

    async setPermissions(userId: string, permissions: string[], status: 'ACTIVE' | 'SUSPENDED', now: number) {
      await db
        .update(users)
        .set({ permissions: permissions as (typeof users.$inferSelect)['permissions'], status, updatedAt: now })
        .where(eq(users.id, userId))
    },

    async ownedOrganizations(userId: string) {
      return db.select({ id: organizations.id }).from(organizations).where(eq(organizations.ownerId, userId))
    },
  }
}
