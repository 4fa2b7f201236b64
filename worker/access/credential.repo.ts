import { eq } from 'drizzle-orm'
import { credentials } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

export function credentialRepo(db: Database) {
  return {
    /** Sets (or replaces) the user's password hash. */
    async setPassword(userId: string, hash: string, now: number) {
      await db
        .insert(credentials)
        .values({ id: newId(now), userId, kind: 'PASSWORD', secret: hash, createdAt: now })
        .onConflictDoUpdate({ target: [credentials.userId, credentials.kind], set: { secret: hash, createdAt: now } })
    },

    async listOfUser(userId: string) {
      return db.select().from(credentials).where(eq(credentials.userId, userId))
    },
  }
}
