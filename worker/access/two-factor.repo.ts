import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { credentials } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

/** `label` of a TFA credential whose first code was not verified yet. */
export const PENDING_TFA = 'pending'

/** The TFA credential of each user (platform table): its secret, state and last accepted time step. */
export function twoFactorRepo(db: Database) {
  return {
    async credentialOf(userId: string) {
      const rows = await db
        .select()
        .from(credentials)
        .where(and(eq(credentials.userId, userId), eq(credentials.kind, 'TFA')))
        .limit(1)
      return rows[0] ?? null
    },

    /**
     * Stores an accepted step only if it is later than the last one, for exactly this secret: a replayed
     * or concurrent code, or one checked against a secret a restarted setup replaced, writes nothing.
     */
    async acceptStep(credential: { id: string; secret: string }, step: number, at: number): Promise<boolean> {
      const updated = await db
        .update(credentials)
        .set({ lastUsedStep: step, lastUsedAt: at })
        .where(
          and(
            eq(credentials.id, credential.id),
            eq(credentials.secret, credential.secret),
            or(isNull(credentials.lastUsedStep), lt(credentials.lastUsedStep, step)),
          ),
        )
        .returning({ id: credentials.id })
      return updated.length > 0
    },

    /**
     * One statement: a pending setup is replaced (with its used step cleared), an active one is never
     * touched, and two concurrent starts cannot collide on the unique (user, kind) index. False when
     * two-factor is already on.
     */
    async putPending(userId: string, secret: string, now: number): Promise<boolean> {
      const written = await db
        .insert(credentials)
        .values({ id: newId(), userId, kind: 'TFA', secret, label: PENDING_TFA, createdAt: now })
        .onConflictDoUpdate({
          target: [credentials.userId, credentials.kind],
          set: { secret, label: PENDING_TFA, lastUsedStep: null, lastUsedAt: null, createdAt: now },
          setWhere: eq(credentials.label, PENDING_TFA),
        })
        .returning({ id: credentials.id })
      return written.length > 0
    },

    /** Turns on exactly this secret, never one a new setup put there meanwhile. */
    async enable(credential: { id: string; secret: string }): Promise<boolean> {
      const enabled = await db
        .update(credentials)
        .set({ label: null })
        .where(and(eq(credentials.id, credential.id), eq(credentials.secret, credential.secret)))
        .returning({ id: credentials.id })
      return enabled.length > 0
    },

    async delete(credentialId: string) {
      await db.delete(credentials).where(eq(credentials.id, credentialId))
    },

    /** Removes the user's TFA credential; false when there was none. */
    async deleteOfUser(userId: string): Promise<boolean> {
      const removed = await db
        .delete(credentials)
        .where(and(eq(credentials.userId, userId), eq(credentials.kind, 'TFA')))
        .returning({ id: credentials.id })
      return removed.length > 0
    },
  }
}
