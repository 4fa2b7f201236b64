import { and, eq } from 'drizzle-orm'
import { credentials } from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'

export type ProviderCredentialKind = 'GOOGLE_OAUTH2' | 'MICROSOFT_OAUTH2'

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

    /** The user a provider account (kind + subject) is linked to, or null. */
    async providerOwner(kind: ProviderCredentialKind, subject: string): Promise<string | null> {
      const rows = await db
        .select({ userId: credentials.userId })
        .from(credentials)
        .where(and(eq(credentials.kind, kind), eq(credentials.secret, subject)))
        .limit(1)
      return rows[0]?.userId ?? null
    },

    /** Links a provider account, replacing an earlier link of the same kind. */
    async linkProvider(
      userId: string,
      link: { kind: ProviderCredentialKind; subject: string; label: string },
      now: number,
    ) {
      await db
        .insert(credentials)
        .values({ id: newId(), userId, kind: link.kind, secret: link.subject, label: link.label, createdAt: now })
        .onConflictDoUpdate({
          target: [credentials.userId, credentials.kind],
          set: { secret: link.subject, label: link.label, createdAt: now },
        })
    },
  }
}
