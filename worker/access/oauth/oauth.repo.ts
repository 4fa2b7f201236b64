import { and, eq } from 'drizzle-orm'
import { credentials, users } from '../../../db/schema'
import type { ProviderLinkPayload } from '../../contracts/link-payloads'
import type { Database } from '../../db/database'

/** Provider credentials: `secret` holds the provider's subject, which never changes for an account. */
export function oauthRepo(db: Database) {
  return {
    async findUserByProviderSubject(kind: ProviderLinkPayload['kind'], subject: string) {
      const rows = await db
        .select({ user: users, credentialId: credentials.id })
        .from(credentials)
        .innerJoin(users, eq(users.id, credentials.userId))
        .where(and(eq(credentials.kind, kind), eq(credentials.secret, subject)))
        .limit(1)
      return rows[0] ?? null
    },

    async markUsed(credentialId: string, at: number) {
      await db.update(credentials).set({ lastUsedAt: at }).where(eq(credentials.id, credentialId))
    },
  }
}
