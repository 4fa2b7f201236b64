import { and, eq } from 'drizzle-orm'
import { credentials, users } from '../../db/schema'
import type { Database } from '../db/database'

export function userRepo(db: Database) {
  return {
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
