import { and, eq } from 'drizzle-orm'
import { credentials, type users } from '../../db/schema'
import type { Services } from '../context'
import { type ProviderLinkPayload, ProviderLinkPayloadSchema } from '../contracts/link-payloads'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { parseStored } from '../lib/stored-json'
import { linkTokenRepo } from './link-token.repo'

/** What a provider callback leaves in an OAUTH_LINK challenge for the password sign-in to finish. */
export type { ProviderLinkPayload }

/**
 * Links a provider account to the user who just proved their password. The challenge must be for
 * this user's email: a link token from someone else's provider account cannot be attached.
 */
export async function linkProviderFromChallenge(services: Services, user: typeof users.$inferSelect, token: string) {
  const tokens = linkTokenRepo(services)
  const challenge = await tokens.consumeChallenge(token, 'OAUTH_LINK')
  if (!challenge) throw new AppError('CHALLENGE_EXPIRED')
  const payload = parseStored(ProviderLinkPayloadSchema, challenge.payload, {
    table: 'sign_in_challenges',
    id: challenge.id,
  })
  if (payload.email.toLowerCase() !== user.email) throw new AppError('CHALLENGE_EXPIRED')
  await linkProvider(services, user.id, payload)
}

export async function linkProvider(services: Services, userId: string, payload: ProviderLinkPayload) {
  const db = services.db.platform()
  const taken = await db
    .select({ userId: credentials.userId })
    .from(credentials)
    .where(and(eq(credentials.kind, payload.kind), eq(credentials.secret, payload.subject)))
    .limit(1)
  if (taken[0] && taken[0].userId !== userId) throw new AppError('OAUTH_ALREADY_LINKED')
  if (taken[0]) return
  await db
    .insert(credentials)
    .values({
      id: newId(),
      userId,
      kind: payload.kind,
      secret: payload.subject,
      label: payload.email,
      createdAt: services.now(),
    })
    .onConflictDoUpdate({
      target: [credentials.userId, credentials.kind],
      set: { secret: payload.subject, label: payload.email, createdAt: services.now() },
    })
}
