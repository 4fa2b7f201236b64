import { and, asc, eq, sql } from 'drizzle-orm'
import { jobRecruiters, memberships, organizations, sessions, users } from '../../db/schema'
import type { OrganizationPermission } from '../contracts/permissions'
import type { TeamMemberName } from '../contracts/team'
import type { Database } from '../db/database'

/** A member as stored: the membership with its user; the service parses `permissions` (stored JSON). */
export interface MemberRow {
  id: string
  name: string
  email: string
  userStatus: 'ACTIVE' | 'SUSPENDED'
  permissions: unknown
  lastActivityAt: number | null
  joinedAt: number
}

/** The members of one tenant; every query starts with tenant_id (memberships_tenant_user_uq). */
export function teamRepo(db: Database, tenantId: string) {
  const memberColumns = {
    id: users.id,
    name: users.name,
    email: users.email,
    userStatus: users.status,
    permissions: memberships.permissions,
    lastActivityAt: memberships.lastActivityAt,
    joinedAt: memberships.createdAt,
  }
  const byName = [sql`${users.name} collate nocase`, asc(users.email), asc(users.id)]

  return {
    /** Names and emails only: pickers need no permissions or contact details. */
    names(): Promise<TeamMemberName[]> {
      return db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.tenantId, tenantId))
        .orderBy(...byName)
    },

    members(): Promise<MemberRow[]> {
      return db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.tenantId, tenantId))
        .orderBy(...byName)
    },

    async member(userId: string): Promise<MemberRow | null> {
      const rows = await db
        .select(memberColumns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
        .limit(1)
      return rows[0] ?? null
    },

    /** The organization's own row: name and language for mails, the owner for the checks. */
    async organization() {
      const rows = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          language: organizations.language,
          ownerId: organizations.ownerId,
        })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows[0] ?? null
    },

    async isMemberByEmail(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.tenantId, tenantId), eq(users.email, email)))
        .limit(1)
      return rows.length > 0
    },

    async setPermissions(userId: string, permissions: OrganizationPermission[]) {
      await db
        .update(memberships)
        .set({ permissions })
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
    },

    /**
     * Removes a member in one batch: the membership, their places on this organization's hiring
     * teams, and this organization as the current one of their sessions (the next request then
     * falls to another of their organizations, or none).
     */
    async removeMember(userId: string) {
      await db.batch([
        db.delete(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId))),
        db.delete(jobRecruiters).where(and(eq(jobRecruiters.tenantId, tenantId), eq(jobRecruiters.userId, userId))),
        db
          .update(sessions)
          .set({ organizationId: null })
          .where(and(eq(sessions.userId, userId), eq(sessions.organizationId, tenantId))),
        db
          .update(users)
          .set({ currentOrganizationId: null })
          .where(and(eq(users.id, userId), eq(users.currentOrganizationId, tenantId))),
      ])
    },
  }
}
