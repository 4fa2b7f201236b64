import { and, eq, exists, inArray, isNull, ne } from 'drizzle-orm'
import { credentials, memberships, oneTimeTokens, users } from '../../db/schema'
import type { Database } from '../db/database'

type ProviderKind = 'GOOGLE_OAUTH2' | 'MICROSOFT_OAUTH2'

/**
 * The signed-in user's own rows. Every query is keyed by the user id from the session; contact
 * details are additionally keyed by an organization the user is a member of (tenant isolation).
 */
export function profileRepo(db: Database) {
  return {
    async findUser(userId: string) {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      return rows[0] ?? null
    },

    async isEmailTaken(email: string, exceptUserId?: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
        .limit(1)
      return rows.length > 0
    },

    async updateName(userId: string, name: string, position: string | null | undefined, now: number) {
      await db
        .update(users)
        .set({ name, ...(position === undefined ? {} : { position: position || null }), updatedAt: now })
        .where(eq(users.id, userId))
    },

    async setPhotoKey(userId: string, photoKey: string, now: number) {
      await db.update(users).set({ photoKey, updatedAt: now }).where(eq(users.id, userId))
    },

    /** Changes the address; false when the unique index refused it (taken in the meantime). */
    async setEmail(userId: string, email: string, now: number): Promise<boolean> {
      try {
        await db.update(users).set({ email, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId))
        return true
      } catch (err) {
        // D1 reports the unique index in the message; drizzle wraps it as the cause.
        if (`${err} ${(err as { cause?: unknown })?.cause}`.includes('UNIQUE constraint failed')) return false
        throw err
      }
    },

    /** Earlier unused email-change links of this user stop working when a new one is sent. */
    async revokeEmailChangeLinks(userId: string, now: number) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(oneTimeTokens.userId, userId),
            eq(oneTimeTokens.purpose, 'EMAIL_CHANGE'),
            isNull(oneTimeTokens.usedAt),
          ),
        )
    },

    /** The membership's contact details, or null when the user is not a member of that organization. */
    async contactOf(userId: string, organizationId: string) {
      const rows = await db
        .select({
          organizationId: memberships.tenantId,
          contactEmail: memberships.contactEmail,
          contactPhone: memberships.contactPhone,
        })
        .from(memberships)
        .where(and(eq(memberships.tenantId, organizationId), eq(memberships.userId, userId)))
        .limit(1)
      return rows[0] ?? null
    },

    async updateContact(
      userId: string,
      organizationId: string,
      changes: { contactEmail?: string | null; contactPhone?: string | null },
    ) {
      const rows = await db
        .update(memberships)
        .set(changes)
        .where(and(eq(memberships.tenantId, organizationId), eq(memberships.userId, userId)))
        .returning({
          organizationId: memberships.tenantId,
          contactEmail: memberships.contactEmail,
          contactPhone: memberships.contactPhone,
        })
      return rows[0] ?? null
    },

    /** Kinds, labels and dates only: secrets never leave this function. */
    async credentialsOf(userId: string) {
      return db
        .select({
          id: credentials.id,
          kind: credentials.kind,
          label: credentials.label,
          createdAt: credentials.createdAt,
        })
        .from(credentials)
        .where(eq(credentials.userId, userId))
    },

    /**
     * Removes a provider link only while another way to sign in remains (a password or another
     * provider), checked in the same statement so two concurrent unlinks cannot remove both.
     */
    async unlinkProvider(userId: string, kind: ProviderKind): Promise<boolean> {
      const other: ProviderKind = kind === 'GOOGLE_OAUTH2' ? 'MICROSOFT_OAUTH2' : 'GOOGLE_OAUTH2'
      const anotherWayIn = db
        .select({ id: credentials.id })
        .from(credentials)
        .where(and(eq(credentials.userId, userId), inArray(credentials.kind, ['PASSWORD', other])))
      const rows = await db
        .delete(credentials)
        .where(and(eq(credentials.userId, userId), eq(credentials.kind, kind), exists(anotherWayIn)))
        .returning({ id: credentials.id })
      return rows.length > 0
    },
  }
}
