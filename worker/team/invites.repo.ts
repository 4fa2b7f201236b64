import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { invites, memberships, organizations } from '../../db/schema'
import type { OrganizationPermission } from '../contracts/permissions'
import { abortBatchUnless } from '../db/batch-guard'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

export interface NewInvite {
  id: string
  email: string
  permissions: OrganizationPermission[]
  invitedBy: string
  tokenHash: string
  expiresAt: number
  createdAt: number
}

/** Pending = neither accepted nor cancelled (an expired one stays until it is renewed or cancelled). */
const pending = () => and(isNull(invites.acceptedAt), isNull(invites.cancelledAt))

const inviteColumns = {
  id: invites.id,
  email: invites.email,
  createdAt: invites.createdAt,
  expiresAt: invites.expiresAt,
  permissions: invites.permissions,
}

const seatsInUse = (tenantId: string, now: number) =>
  sql`SELECT (SELECT count(*) FROM ${memberships} WHERE ${memberships.tenantId} = ${tenantId})
        + (SELECT count(*) FROM ${invites} WHERE ${invites.tenantId} = ${tenantId}
             AND ${invites.acceptedAt} IS NULL AND ${invites.cancelledAt} IS NULL AND ${invites.expiresAt} > ${now})`

/** The invitations of one tenant; every query starts with tenant_id (invites_tenant_idx). */
export function tenantInvitesRepo(db: Database, tenantId: string) {
  return {
    pending() {
      return db
        .select(inviteColumns)
        .from(invites)
        .where(and(eq(invites.tenantId, tenantId), pending()))
        .orderBy(desc(invites.createdAt), desc(invites.id))
    },

    async findPending(id: string) {
      const rows = await db
        .select(inviteColumns)
        .from(invites)
        .where(and(eq(invites.tenantId, tenantId), eq(invites.id, id), pending()))
        .limit(1)
      return rows[0] ?? null
    },

    /**
     * Stores an invitation in place of any pending one to the same address, in one batch: there is
     * never more than one pending invitation per address, and the older link stops working.
     */
    async replace(invite: NewInvite, seatLimit: number | null = null) {
      await db.batch([
        db.delete(invites).where(and(eq(invites.tenantId, tenantId), eq(invites.email, invite.email), pending())),
        db.insert(invites).values({ ...invite, tenantId }),
        // Rolls the batch back when members and live invitations would pass the plan's seats: checked
        // inside the same transaction, so two invitations at once cannot both take the last seat.
        ...(seatLimit === null
          ? []
          : [abortBatchUnless(db, sql`(${seatsInUse(tenantId, invite.createdAt)}) <= ${seatLimit}`)]),
      ])
    },

    /** Whether a valid invitation to this address is pending (renewing it takes no new seat). */
    async hasPending(email: string, now: number): Promise<boolean> {
      const rows = await db
        .select({ id: invites.id })
        .from(invites)
        .where(and(eq(invites.tenantId, tenantId), eq(invites.email, email), pending(), gt(invites.expiresAt, now)))
        .limit(1)
      return rows.length > 0
    },

    /** Members plus invitations still pending and valid at `now`: the seats in use. */
    async seatsInUse(now: number): Promise<number> {
      const rows = await db.select({ n: sql<number>`(${seatsInUse(tenantId, now)})` }).from(sql`(SELECT 1)`)
      return Number(rows[0]?.n ?? 0)
    },

    /** True when this call cancelled it (false: unknown, another tenant's, or no longer pending). */
    async cancel(id: string, now: number): Promise<boolean> {
      const rows = await db
        .update(invites)
        .set({ cancelledAt: now })
        .where(and(eq(invites.tenantId, tenantId), eq(invites.id, id), pending()))
        .returning({ id: invites.id })
      return rows.length > 0
    },

    /**
     * Accepts the invite for an existing account in one batch: marks it accepted (only if still
     * pending) and adds the membership unless there is one. Throws when another request accepted or
     * cancelled it first.
     */
    async acceptAsMember(
      input: { inviteId: string; userId: string; permissions: OrganizationPermission[] },
      now: number,
    ) {
      await db.batch([
        db
          .update(invites)
          .set({ acceptedAt: now })
          .where(and(eq(invites.tenantId, tenantId), eq(invites.id, input.inviteId), pending())),
        // Rolls the batch back unless this request is the one that accepted the invite.
        abortBatchUnless(db, sql`(SELECT accepted_at FROM invites WHERE id = ${input.inviteId}) = ${now}`),
        db
          .insert(memberships)
          .values({
            id: newId(now),
            tenantId,
            userId: input.userId,
            permissions: input.permissions,
            lastActivityAt: now,
            createdAt: now,
          })
          .onConflictDoNothing({ target: [memberships.tenantId, memberships.userId] }),
      ])
    },
  }
}

/** Invitations by their link token (platform side: the token names the tenant). */
export function inviteTokensRepo(db: Database) {
  return {
    /** An invitation already accepted with this token, with its organization's name. */
    async findAccepted(tokenHash: string) {
      const rows = await db
        .select({
          id: invites.id,
          tenantId: invites.tenantId,
          email: invites.email,
          organizationName: organizations.name,
        })
        .from(invites)
        .innerJoin(organizations, eq(organizations.id, invites.tenantId))
        .where(and(eq(invites.tokenHash, tokenHash), isNotNull(invites.acceptedAt), isNull(invites.cancelledAt)))
        .limit(1)
      return rows[0] ?? null
    },
  }
}
