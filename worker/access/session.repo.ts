import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import { memberships, organizations, sessions, users } from '../../db/schema'
import { StoredOrganizationPermissionsSchema, StoredUserPermissionsSchema } from '../contracts/stored-permissions'
import type { Database } from '../db/database'
import { parseStored } from '../lib/stored-json'

export type SessionInsert = typeof sessions.$inferInsert
export type OrganizationRow = typeof organizations.$inferSelect

/** Sessions, users and their memberships: platform tables, not tenant-scoped. */
export function sessionRepo(db: Database) {
  // Tenant first, like every membership query (memberships_tenant_user_uq).
  const memberActivity = (userId: string, organizationId: string, at: number) =>
    db
      .update(memberships)
      .set({ lastActivityAt: at })
      .where(and(eq(memberships.tenantId, organizationId), eq(memberships.userId, userId)))

  return {
    async create(row: typeof sessions.$inferInsert) {
      await db.insert(sessions).values(row)
    },

    /**
     * The session with its user and every membership; both queries run concurrently. (Not db.batch:
     * drizzle's D1 batch maps joined columns by name, and both tables have id/created_at.)
     */
    async load(sessionId: string) {
      const userOfSession = db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId))
      const [sessionRows, membershipRows] = await Promise.all([
        db
          .select({ session: sessions, user: users })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(eq(sessions.id, sessionId))
          .limit(1),
        db
          .select({ permissions: memberships.permissions, organization: organizations })
          .from(memberships)
          .innerJoin(organizations, eq(organizations.id, memberships.tenantId))
          .where(eq(memberships.userId, sql`(${userOfSession})`))
          .orderBy(asc(memberships.createdAt), asc(organizations.name)),
      ])
      const first = sessionRows[0]
      if (!first) return null
      // Every request reads these: a list that is not a list of names answers STORED_DATA_CORRUPT.
      const { user } = first
      const permissions = parseStored(StoredUserPermissionsSchema, user.permissions, { table: 'users', id: user.id })
      return {
        ...first,
        user: { ...user, permissions },
        memberships: membershipRows.map((m) => ({
          ...m,
          permissions: parseStored(StoredOrganizationPermissionsSchema, m.permissions, {
            table: 'memberships',
            id: `${user.id}/${m.organization.id}`,
          }),
        })),
      }
    },

    /**
     * A request of a live session: the session, the account and the membership in the current
     * organization all record it (Team "last activity", admin "last active"), in one batch.
     */
    async touch(sessionId: string, lastSeenAt: number, who: { userId: string; organizationId: string | null }) {
      await db.batch([
        db.update(sessions).set({ lastSeenAt }).where(eq(sessions.id, sessionId)),
        db.update(users).set({ lastActiveAt: lastSeenAt }).where(eq(users.id, who.userId)),
        ...(who.organizationId ? [memberActivity(who.userId, who.organizationId, lastSeenAt)] : []),
      ])
    },

    async setOrganization(sessionId: string, userId: string, organizationId: string, now: number) {
      await db.batch([
        db.update(sessions).set({ organizationId }).where(eq(sessions.id, sessionId)),
        db.update(users).set({ currentOrganizationId: organizationId }).where(eq(users.id, userId)),
        memberActivity(userId, organizationId, now),
      ])
    },

    async delete(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId))
    },

    /**
     * Ends the sessions that work in an organization (suspension): those whose current organization it
     * is, and members' sessions that have none chosen yet (they would start in it). `except` keeps the
     * acting admin signed in.
     */
    async deleteAllInOrganization(organizationId: string, exceptSessionId?: string) {
      const members = db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(eq(memberships.tenantId, organizationId))
      await db
        .delete(sessions)
        .where(
          and(
            or(
              eq(sessions.organizationId, organizationId),
              and(isNull(sessions.organizationId), inArray(sessions.userId, members)),
            ),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        )
    },

    /** Sessions and users that still point at a deleted organization start again without one. */
    async forgetOrganization(organizationId: string) {
      await db.batch([
        db.update(sessions).set({ organizationId: null }).where(eq(sessions.organizationId, organizationId)),
        db.update(users).set({ currentOrganizationId: null }).where(eq(users.currentOrganizationId, organizationId)),
      ])
    },

    async deleteAllOfUser(userId: string, exceptSessionId?: string) {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        )
    },
  }
}
