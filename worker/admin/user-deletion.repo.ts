import { and, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm'
import { failedTasks, idempotencyKeys, invites, oneTimeTokens, outboxMails, rateLimits, users } from '../../db/schema'
import type { Database } from '../db/database'

/**
 * Deleting an account (ADR 0020). Foreign keys do most of it: sessions, credentials, memberships,
 * sign-in challenges, tokens with the user's id, upload items, chat memberships, mentions, recruiter
 * assignments and connected mailboxes cascade; authored content keeps its row with the author set to
 * null. This repository clears what only names the user by address or by an id without a key.
 */
export function userDeletionRepo(db: Database) {
  return {
    async delete(user: { id: string; email: string }) {
      await db.batch([
        // Links mailed to the address before the account existed (sign-up, email change).
        db.delete(oneTimeTokens).where(eq(oneTimeTokens.email, user.email)),
        // Mail to the person: the outbox is their data, not the organization's.
        db.delete(outboxMails).where(eq(outboxMails.toAddress, user.email)),
        // Stored answers of their requests (ADR 0018 scopes: `user:<id>`, `org:<org>:user:<id>`).
        db
          .delete(idempotencyKeys)
          .where(
            or(eq(idempotencyKeys.scope, `user:${user.id}`), like(idempotencyKeys.scope, `org:%:user:${user.id}`)),
          ),
        // Invites this address accepted: the membership they made goes with the account.
        db.delete(invites).where(and(eq(invites.email, user.email), isNotNull(invites.acceptedAt))),
        // Rate-limit windows keyed by the account or its address (they expire within a day anyway).
        db.delete(rateLimits).where(or(like(rateLimits.key, `%:${user.id}`), like(rateLimits.key, `%:${user.email}`))),
        // Failed tasks stay for the organization; the principal is gone, in the row and in the message
        // (a re-run then acts for nobody, as a message without a user does).
        db
          .update(failedTasks)
          .set({ userId: null, message: sql`json_set(${failedTasks.message}, '$.userId', NULL)` })
          .where(eq(failedTasks.userId, user.id)),
        db.delete(users).where(inArray(users.id, [user.id])),
      ])
    },
  }
}
