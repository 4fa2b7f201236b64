import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { credentials, invites, memberships, organizations, users } from '../../db/schema'
import type { UiLanguage } from '../contracts/enums'
import { ORGANIZATION_PERMISSIONS, type OrganizationPermission, type UserPermission } from '../contracts/permissions'
import { abortBatchUnless } from '../db/batch-guard'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

export interface InviteAccount {
  inviteId: string
  tenantId: string
  userId: string
  email: string
  name: string
  passwordHash: string
  userPermissions: UserPermission[]
  organizationPermissions: OrganizationPermission[]
  language: UiLanguage
}

/** Invites by their link (platform side: the token is looked up before anyone is signed in). */
export function inviteRepo(db: Database) {
  return {
    /** The open invite for a token hash, with its organization's name and language. */
    async findOpen(tokenHash: string, now: number) {
      const rows = await db
        .select({ invite: invites, organizationName: organizations.name, language: organizations.language })
        .from(invites)
        .innerJoin(organizations, eq(organizations.id, invites.tenantId))
        .where(
          and(
            eq(invites.tokenHash, tokenHash),
            isNull(invites.acceptedAt),
            isNull(invites.cancelledAt),
            gt(invites.expiresAt, now),
          ),
        )
        .limit(1)
      return rows[0] ?? null
    },

    /**
     * Accepts the invite and creates the account, its password and its membership in one D1 batch (a
     * transaction). Throws when another request accepted the invite first or the email is taken.
     */
    async acceptWithAccount(account: InviteAccount, now: number) {
      await db.batch([
        db
          .update(invites)
          .set({ acceptedAt: now })
          .where(and(eq(invites.id, account.inviteId), isNull(invites.acceptedAt))),
        // Rolls the batch back unless this request is the one that accepted the invite.
        abortBatchUnless(db, sql`(SELECT accepted_at FROM invites WHERE id = ${account.inviteId}) = ${now}`),
        db.insert(users).values({
          id: account.userId,
          email: account.email,
          name: account.name,
          permissions: account.userPermissions,
          language: account.language,
          currentOrganizationId: account.tenantId,
          // The invite mail reached this address.
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        }),
        db.insert(credentials).values({
          id: newId(now),
          userId: account.userId,
          kind: 'PASSWORD',
          secret: account.passwordHash,
          createdAt: now,
        }),
        db.insert(memberships).values({
          id: newId(now),
          tenantId: account.tenantId,
          userId: account.userId,
          permissions: account.organizationPermissions,
          createdAt: now,
        }),
        // An organization a platform admin created with an owner invite has no owner until it is
        // accepted: the first account that joins it with every organization permission becomes the owner.
        db
          .update(organizations)
          .set({ ownerId: account.userId, updatedAt: now })
          .where(
            and(
              eq(organizations.id, account.tenantId),
              isNull(organizations.ownerId),
              sql`${ORGANIZATION_PERMISSIONS.every((p) => account.organizationPermissions.includes(p)) ? 1 : 0} = 1`,
            ),
          ),
      ])
    },
  }
}
