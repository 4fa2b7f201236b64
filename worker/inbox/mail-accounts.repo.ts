import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm'
import { mailAccounts } from '../../db/schema'
import type { MailProvider } from '../contracts/enums'
import type { Database } from '../db/database'

export type MailAccountRow = typeof mailAccounts.$inferSelect

export interface AccountTokens {
  accessTokenEnc: string
  refreshTokenEnc: string
  tokenExpiresAt: number
}

/** One tenant's connected mailboxes; every query starts with tenant_id (mail_accounts_tenant_user_provider_uq). */
export function mailAccountsRepo(db: Database, tenantId: string) {
  const mine = eq(mailAccounts.tenantId, tenantId)
  const one = (id: string) => and(mine, eq(mailAccounts.id, id))

  return {
    forUser(userId: string): Promise<MailAccountRow[]> {
      return db
        .select()
        .from(mailAccounts)
        .where(and(mine, eq(mailAccounts.userId, userId)))
        .orderBy(asc(mailAccounts.provider))
    },

    async ofUser(userId: string, provider: MailProvider): Promise<MailAccountRow | null> {
      const [row] = await db
        .select()
        .from(mailAccounts)
        .where(and(mine, eq(mailAccounts.userId, userId), eq(mailAccounts.provider, provider)))
      return row ?? null
    },

    async get(id: string): Promise<MailAccountRow | null> {
      const [row] = await db.select().from(mailAccounts).where(one(id))
      return row ?? null
    },

    /**
     * Connects (or reconnects) the user's mailbox of this provider. The same address keeps its mails
     * and sync position; another address replaces the account, and its mails go with the old row.
     */
    async connect(
      row: { id: string; userId: string; provider: MailProvider; email: string; connectedAt: number } & AccountTokens,
    ): Promise<{ id: string; fresh: boolean }> {
      const existing = await this.ofUser(row.userId, row.provider)
      if (existing && existing.email === row.email) {
        await db
          .update(mailAccounts)
          .set({
            accessTokenEnc: row.accessTokenEnc,
            refreshTokenEnc: row.refreshTokenEnc,
            tokenExpiresAt: row.tokenExpiresAt,
            status: 'CONNECTED',
            syncNotBefore: null,
          })
          .where(one(existing.id))
        return { id: existing.id, fresh: false }
      }
      const insert = db.insert(mailAccounts).values({ ...row, tenantId, status: 'CONNECTED' })
      if (existing) await db.batch([db.delete(mailAccounts).where(one(existing.id)), insert])
      else await insert
      return { id: row.id, fresh: true }
    },

    /**
     * Records a "Sync now" unless one was recorded after `notBefore` (one conditional UPDATE, so two
     * clicks at once cannot both pass); false when it was refused.
     */
    async requestSync(id: string, now: number, notBefore: number): Promise<boolean> {
      const rows = await db
        .update(mailAccounts)
        .set({ syncRequestedAt: now })
        .where(
          and(
            one(id),
            eq(mailAccounts.status, 'CONNECTED'),
            or(isNull(mailAccounts.syncRequestedAt), lte(mailAccounts.syncRequestedAt, notBefore)),
          ),
        )
        .returning({ id: mailAccounts.id })
      return rows.length === 1
    },

    /** Undoes `requestSync` of `requestedAt` (its message could not be queued), unless a newer one stands. */
    async releaseSyncRequest(id: string, requestedAt: number, previous: number | null) {
      await db
        .update(mailAccounts)
        .set({ syncRequestedAt: previous })
        .where(and(one(id), eq(mailAccounts.syncRequestedAt, requestedAt)))
    },

    async saveTokens(id: string, tokens: AccountTokens) {
      await db.update(mailAccounts).set(tokens).where(one(id))
    },

    async markExpired(id: string) {
      await db
        .update(mailAccounts)
        .set({ status: 'EXPIRED', accessTokenEnc: null, syncLeaseUntil: null })
        .where(one(id))
    },

    /** Takes the account's sync lease unless another run holds it; false when it is taken. */
    async claimLease(id: string, now: number, until: number): Promise<boolean> {
      const rows = await db
        .update(mailAccounts)
        .set({ syncLeaseUntil: until })
        .where(
          and(
            one(id),
            eq(mailAccounts.status, 'CONNECTED'),
            or(isNull(mailAccounts.syncLeaseUntil), lt(mailAccounts.syncLeaseUntil, now)),
          ),
        )
        .returning({ id: mailAccounts.id })
      return rows.length === 1
    },

    /** Ends a run: where it stands, when it ran, and (after a 429) when the next one may start. */
    async finishSync(id: string, state: { cursor: string | null; at: number; notBefore: number | null }) {
      await db
        .update(mailAccounts)
        .set({ syncCursor: state.cursor, lastSyncedAt: state.at, syncNotBefore: state.notBefore, syncLeaseUntil: null })
        .where(one(id))
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(mailAccounts).where(one(id)).returning({ id: mailAccounts.id })
      return rows.length === 1
    },
  }
}

/**
 * The scheduled trigger's read across tenants (platform database): connected accounts whose Retry-After
 * has passed. It returns ids and tenants only; each sync then works through the tenant-scoped repository.
 */
export function mailSyncScheduleRepo(db: Database) {
  return {
    due(now: number, limit: number): Promise<{ id: string; tenantId: string; userId: string }[]> {
      return db
        .select({ id: mailAccounts.id, tenantId: mailAccounts.tenantId, userId: mailAccounts.userId })
        .from(mailAccounts)
        .where(
          and(
            eq(mailAccounts.status, 'CONNECTED'),
            or(isNull(mailAccounts.syncNotBefore), lte(mailAccounts.syncNotBefore, now)),
          ),
        )
        .orderBy(asc(mailAccounts.lastSyncedAt))
        .limit(limit)
    },
  }
}
