import { and, eq, gt, isNull } from 'drizzle-orm'
import { oneTimeTokens, signInChallenges } from '../../db/schema'
import type { Services } from '../context'
import { randomToken, sha256Hex } from '../lib/crypto'

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose']
type ChallengeKind = (typeof signInChallenges.$inferSelect)['kind']

/**
 * Single-use tokens for mailed links (one_time_tokens) and half-done sign-ins (sign_in_challenges).
 * Only the SHA-256 of a token is stored; using one is a single conditional UPDATE, so a token can
 * never be used twice, even by two requests at the same moment. Payloads are read as `unknown`
 * (storedJson): the caller parses them with their contract (contracts/link-payloads.ts).
 */
export function linkTokenRepo(services: Services) {
  const db = services.db.platform()

  /** Live = this purpose, not used, not expired. */
  async function liveToken(purpose: Purpose, token: string, now: number) {
    return and(
      eq(oneTimeTokens.id, await sha256Hex(token)),
      eq(oneTimeTokens.purpose, purpose),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, now),
    )
  }

  async function liveChallenge(kind: ChallengeKind, token: string, now: number) {
    return and(
      eq(signInChallenges.id, await sha256Hex(token)),
      eq(signInChallenges.kind, kind),
      isNull(signInChallenges.usedAt),
      gt(signInChallenges.expiresAt, now),
    )
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
    async peek(token: string, purpose: Purpose) {
      const where = await liveToken(purpose, token, services.now())
      const rows = await db.select().from(oneTimeTokens).where(where).limit(1)
      return rows[0] ?? null
    },

    /** Uses the token up; null when it is unknown, used, expired or meant for something else. */
    async consume(token: string, purpose: Purpose) {
      const now = services.now()
      const where = await liveToken(purpose, token, now)
      const rows = await db.update(oneTimeTokens).set({ usedAt: now }).where(where).returning()
      return rows[0] ?? null
    },

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

    async peekChallenge(token: string, kind: ChallengeKind) {
      const where = await liveChallenge(kind, token, services.now())
      const rows = await db.select().from(signInChallenges).where(where).limit(1)
      return rows[0] ?? null
    },

    async consumeChallenge(token: string, kind: ChallengeKind) {
      const now = services.now()
      const where = await liveChallenge(kind, token, now)
      const rows = await db.update(signInChallenges).set({ usedAt: now }).where(where).returning()
      return rows[0] ?? null
    },
  }
}
