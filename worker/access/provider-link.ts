import type { Services } from '../context'
import { type ProviderLinkPayload, ProviderLinkPayloadSchema } from '../contracts/link-payloads'
import { AppError } from '../lib/app-error'
import { parseStored } from '../lib/stored-json'
import { credentialRepo } from './credential.repo'
import { linkTokenRepo } from './link-token.repo'
import type { UserRow } from './user.repo'

/** What a provider callback leaves in an OAUTH_LINK challenge for the password sign-in to finish. */
export type { ProviderLinkPayload }

/**
 * Links a provider account to the user who just proved their password. The challenge must be for
 * this user's email: a link token from someone else's provider account cannot be attached.
 */
export async function linkProviderFromChallenge(services: Services, user: UserRow, token: string) {
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
  const repo = credentialRepo(services.db.platform())
  const owner = await repo.providerOwner(payload.kind, payload.subject)
  if (owner && owner !== userId) throw new AppError('OAUTH_ALREADY_LINKED')
  if (owner) return
  await repo.linkProvider(
    userId,
    { kind: payload.kind, subject: payload.subject, label: payload.email },
    services.now(),
  )
}
