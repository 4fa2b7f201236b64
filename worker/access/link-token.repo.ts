import { and, eq, gt, isNull } from 'drizzle-orm'
import { oneTimeTokens, signInChallenges } from '../../db/schema'
import type { Services } from '../context'
import { randomToken, sha256Hex } from '../lib/crypto'

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose']
type ChallengeKind = (typeof signInChallenges.$inferSelect)['kind']
type TokenTable = typeof oneTimeTokens | typeof signInChallenges

/**
 * Single-use tokens for mailed links (one_time_tokens) and half-done sign-ins (sign_in_challenges).
 * Only the SHA-256 of a token is stored; using one is a single conditional UPDATE, so a token can
 * never be used twice, even by two requests at the same moment.
 */
export function linkTokenRepo(services: Services) {
  const db = services.db.platform()

  /** Live = this type, not used, not expired. Both tables share these columns. */
  async function live(table: TokenTable, type: Purpose | ChallengeKind, token: string, now: number) {
    const typeColumn = table === oneTimeTokens ? oneTimeTokens.purpose : signInChallenges.kind
    return and(
      eq(table.id, await sha256Hex(token)),
      eq(typeColumn, type),
      isNull(table.usedAt),
      gt(table.expiresAt, now),
    )
  }

  async function peekIn<T extends TokenTable>(table: T, type: Purpose | ChallengeKind, token: string) {
    const rows = await db
      .select()
      .from(table as TokenTable)
      .where(await live(table, type, token, services.now()))
      .limit(1)
    return (rows[0] ?? null) as T['$inferSelect'] | null
  }

  async function consumeIn<T extends TokenTable>(table: T, type: Purpose | ChallengeKind, token: string) {
    const now = services.now()
    const rows = await db
      .update(table as TokenTable)
      .set({ usedAt: now })
      .where(await live(table, type, token, now))
      .returning()
    return (rows[0] ?? null) as T['$inferSelect'] | null
  }

  return {
    async issue(input: {
      purpose: Purpose
      email: string
      userId?: string | null
      payload?: Record<string, unknown>
      ttlMs: number
    }): Promise<string> {
      const token = randomToken()
      const now = services.now()
      await db.insert(oneTimeTokens).values({
        id: await sha256Hex(token),
        purpose: input.purpose,
        email: input.email,
        userId: input.userId ?? null,
        payload: input.payload ?? null,
        expiresAt: now + input.ttlMs,
        createdAt: now,
      })
      return token
    },

    /** The live token without using it (e.g. to show the onboarding wizard). */
    peek: (token: string, purpose: Purpose) => peekIn(oneTimeTokens, purpose, token),

    /** Uses the token up; null when it is unknown, used, expired or meant for something else. */
    consume: (token: string, purpose: Purpose) => consumeIn(oneTimeTokens, purpose, token),

    async updatePayload(token: string, payload: Record<string, unknown>) {
      await db
        .update(oneTimeTokens)
        .set({ payload })
        .where(eq(oneTimeTokens.id, await sha256Hex(token)))
    },

    /** Earlier unused links of the same purpose stop working when a new one is sent. */
    async revokeOpen(email: string, purpose: Purpose) {
      await db
        .update(oneTimeTokens)
        .set({ usedAt: services.now() })
        .where(and(eq(oneTimeTokens.email, email), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)))
    },

    async createChallenge(input: {
      kind: ChallengeKind
      userId?: string | null
      payload?: Record<string, unknown>
      ttlMs: number
    }): Promise<string> {
      const token = randomToken()
      const now = services.now()
      await db.insert(signInChallenges).values({
        id: await sha256Hex(token),
        kind: input.kind,
        userId: input.userId ?? null,
        payload: input.payload ?? null,
        expiresAt: now + input.ttlMs,
        createdAt: now,
      })
      return token
    },

    peekChallenge: (token: string, kind: ChallengeKind) => peekIn(signInChallenges, kind, token),
    consumeChallenge: (token: string, kind: ChallengeKind) => consumeIn(signInChallenges, kind, token),
  }
}
