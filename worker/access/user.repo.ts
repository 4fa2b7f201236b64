import { and, eq } from 'drizzle-orm'
import { credentials, users } from '../../db/schema'
import type { Database } from '../db/database'

export type UserRow = typeof users.$inferSelect

export function userRepo(db: Database) {
  return {
    /** True until the first account exists (first-user registration). */
    async platformIsEmpty(): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).limit(1)
      return rows.length === 0
    },

    /** The user and their password hash (if any) for sign-in. */
    async findForSignIn(email: string) {
      const rows = await db
        .select({ user: users, passwordHash: credentials.secret })
        .from(users)
        .leftJoin(credentials, and(eq(credentials.userId, users.id), eq(credentials.kind, 'PASSWORD')))
        .where(eq(users.email, email))
        .limit(1)
      return rows[0] ?? null
    },

    async findById(userId: string) {
      const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1)
      return rows[0] ?? null
    },

    async findByEmail(email: string) {
      const rows = await db.select().from(users).where(eq(users.email, email)).limit(1)
      return rows[0] ?? null
    },

    async markEmailVerified(userId: string, at: number) {
      await db.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId))
    },

    async markActive(userId: string, at: number) {
      await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId))
    },
  }
}
