import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { invites, memberships, organizations, users } from '../../db/schema'
import type { OrganizationPermission } from '../contracts/permissions'
import { StoredOrganizationPermissionsSchema } from '../contracts/stored-permissions'
import type { Database } from '../db/database'
import { qualified } from '../db/qualified'
import { parseStored } from '../lib/stored-json'

export type OrganizationRow = typeof organizations.$inferSelect
export type OrganizationInsert = typeof organizations.$inferInsert
export type OrganizationChanges = Partial<Pick<OrganizationRow, 'name' | 'status' | 'kind' | 'isAgency' | 'language'>>

const orgId = qualified(organizations, organizations.id)

/** Counts per organization as correlated subqueries (one round trip for a whole page of the list). */
function countFields(now: number) {
  return {
    members: sql<number>`(SELECT count(*) FROM memberships m WHERE m.tenant_id = ${orgId})`,
    applicants: sql<number>`(SELECT count(*) FROM applicants a WHERE a.tenant_id = ${orgId} AND a.deleted_at IS NULL)`,
    jobs: sql<number>`(SELECT count(*) FROM jobs j WHERE j.tenant_id = ${orgId})`,
    invites: sql<number>`(SELECT count(*) FROM invites i WHERE i.tenant_id = ${orgId}
      AND i.accepted_at IS NULL AND i.cancelled_at IS NULL AND i.expires_at > ${now})`,
  }
}

const ownerFields = { ownerName: users.name, ownerEmail: users.email }

/** Escapes LIKE's wildcards so a search for "50%" finds "50%" (used with ESCAPE '\'). */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[%_\\]/g, (m) => `\\${m}`)}%`

/**
 * Organizations across the platform: only platform-admin routes use this repository. The counts read
 * tenant tables from the platform database, which is the one database today (ADR 0003: a sharded
 * layout fans these out per tenant).
 */
export function adminTenantsRepo(db: Database) {
  return {
    async list(input: { search?: string; cursor?: string; limit: number }, now: number) {
      const rows = await db
        .select({ organization: organizations, ...ownerFields, ...countFields(now) })
        .from(organizations)
        .leftJoin(users, eq(users.id, organizations.ownerId))
        .where(
          and(
            input.search ? sql`lower(${organizations.name}) LIKE ${likePattern(input.search)} ESCAPE '\\'` : undefined,
            // Ids are UUIDv7: ordering by id is ordering by creation, newest first.
            input.cursor ? lt(organizations.id, input.cursor) : undefined,
          ),
        )
        .orderBy(desc(organizations.id))
        .limit(input.limit + 1)
      const page = rows.slice(0, input.limit)
      return {
        rows: page,
        nextCursor: rows.length > input.limit ? (page.at(-1)?.organization.id ?? null) : null,
      }
    },

    async find(tenantId: string, now: number) {
      const rows = await db
        .select({ organization: organizations, ...ownerFields, ...countFields(now) })
        .from(organizations)
        .leftJoin(users, eq(users.id, organizations.ownerId))
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows[0] ?? null
    },

    async exists(tenantId: string) {
      const rows = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(eq(organizations.id, tenantId))
        .limit(1)
      return rows.length > 0
    },

    async members(tenantId: string) {
      const rows = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          permissions: memberships.permissions,
          lastActivityAt: memberships.lastActivityAt,
          joinedAt: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.tenantId, tenantId))
        .orderBy(sql`${users.name} collate nocase`, asc(users.email))
      return rows.map((r) => ({
        ...r,
        permissions: parseStored(StoredOrganizationPermissionsSchema, r.permissions, {
          table: 'memberships',
          id: `${r.userId}/${tenantId}`,
        }),
      }))
    },

    async pendingInvites(tenantId: string, now: number) {
      return db
        .select({ id: invites.id, email: invites.email, createdAt: invites.createdAt, expiresAt: invites.expiresAt })
        .from(invites)
        .where(
          and(
            eq(invites.tenantId, tenantId),
            isNull(invites.acceptedAt),
            isNull(invites.cancelledAt),
            gt(invites.expiresAt, now),
          ),
        )
        .orderBy(desc(invites.createdAt))
    },

    async isMember(tenantId: string, userId: string) {
      const rows = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
        .limit(1)
      return rows.length > 0
    },

    async create(row: OrganizationInsert) {
      await db.insert(organizations).values(row)
    },

    async update(tenantId: string, changes: OrganizationChanges, now: number) {
      await db
        .update(organizations)
        .set({ ...changes, updatedAt: now })
        .where(eq(organizations.id, tenantId))
    },

    /** The admin joins with the given permissions; joining again brings the permissions up to them. */
    async join(tenantId: string, userId: string, permissions: OrganizationPermission[], id: string, now: number) {
      await db
        .insert(memberships)
        .values({ id, tenantId, userId, permissions, createdAt: now })
        .onConflictDoUpdate({ target: [memberships.tenantId, memberships.userId], set: { permissions } })
    },

    async leave(tenantId: string, userId: string) {
      await db.delete(memberships).where(and(eq(memberships.tenantId, tenantId), eq(memberships.userId, userId)))
    },
  }
}
