import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic'
import type { Services } from '../../context'
import { randomToken } from '../../lib/crypto'
import { linkTokenRepo } from '../link-token.repo'
import { linkProvider } from '../provider-link'
import { type SignInResult, signInService } from '../sign-in.service'
import { userRepo } from '../user.repo'
import { IdTokenError, verifyIdToken } from './id-token'
import { oauthRepo } from './oauth.repo'
import { type OAuthProviderConfig, redirectUriOf } from './oauth-providers'
import { discover } from './oidc-discovery'

/** What the browser keeps (in an HttpOnly cookie) between the redirect out and the callback. */
export interface FlowState {
  provider: OAuthProviderConfig['slug']
  state: string
  nonce: string
  codeVerifier: string
  callbackUrl: string
  /** Set when a signed-in user started the flow: the provider is linked to this user. */
  linkUserId: string | null
  expiresAt: number
}

export type CallbackOutcome =
  | { kind: 'SIGNED_IN'; result: SignInResult }
  | { kind: 'LINKED' }
  | { kind: 'LINK_REQUIRED'; linkToken: string; email: string }
  | { kind: 'NO_ACCOUNT' }

/** Anything the provider or the flow got wrong: the user may simply try again. */
export class OAuthFlowError extends Error {}

export const FLOW_TTL_MS = 10 * 60_000
const LINK_CHALLENGE_TTL_MS = 10 * 60_000
const SCOPES = ['openid', 'email', 'profile']

/**
 * OpenID Connect sign-in with Google and Microsoft: authorization code with PKCE (S256), state and
 * nonce; the ID token is the only source of identity (no userinfo round trip).
 */
export function oauthFlowService(services: Services) {
  const clientOf = (p: OAuthProviderConfig) =>
    new OAuth2Client(p.clientId, p.clientSecret, redirectUriOf(services.config, p))

  return {
    async begin(
      provider: OAuthProviderConfig,
      input: { callbackUrl: string; linkUserId: string | null },
    ): Promise<{ url: string; flow: FlowState }> {
      const discovery = await discover(provider.issuer, services.now()).catch((err: unknown) => {
        throw new OAuthFlowError(`discovery failed: ${String(err)}`)
      })
      const flow: FlowState = {
        provider: provider.slug,
        state: generateState(),
        nonce: randomToken(),
        codeVerifier: generateCodeVerifier(),
        callbackUrl: input.callbackUrl,
        linkUserId: input.linkUserId,
        expiresAt: services.now() + FLOW_TTL_MS,
      }
      const url = clientOf(provider).createAuthorizationURLWithPKCE(
        discovery.authorization_endpoint,
        flow.state,
        CodeChallengeMethod.S256,
        flow.codeVerifier,
        SCOPES,
      )
      url.searchParams.set('nonce', flow.nonce)
      // Both providers honour it: the user picks the account instead of a silent sign-in.
      url.searchParams.set('prompt', 'select_account')
      return { url: url.toString(), flow }
    },

    /** Exchanges the code and verifies the ID token: the provider account's subject and email. */
    async identify(provider: OAuthProviderConfig, flow: FlowState, code: string) {
      const discovery = await discover(provider.issuer, services.now()).catch((err: unknown) => {
        throw new OAuthFlowError(`discovery failed: ${String(err)}`)
      })
      let idToken: string
      try {
        const tokens = await clientOf(provider).validateAuthorizationCode(
          discovery.token_endpoint,
          code,
          flow.codeVerifier,
        )
        idToken = tokens.idToken()
      } catch (err) {
        throw new OAuthFlowError(`code exchange failed: ${err instanceof Error ? err.message : String(err)}`)
      }
      try {
        return await verifyIdToken(idToken, discovery, {
          clientId: provider.clientId,
          nonce: flow.nonce,
          now: services.now(),
        })
      } catch (err) {
        if (err instanceof IdTokenError) throw new OAuthFlowError(err.message)
        throw err
      }
    },

    /**
     * Decides what the verified provider account means here: link it (signed-in start), sign in its
     * linked user, ask for the password once (an account with that email exists), or no account.
     */
    async settle(
      provider: OAuthProviderConfig,
      flow: FlowState,
      identity: { subject: string; email: string },
      currentUserId: string | null,
      userAgent: string | null,
    ): Promise<CallbackOutcome> {
      const payload = { kind: provider.kind, subject: identity.subject, email: identity.email }
      if (flow.linkUserId) {
        // Only the user who started linking may finish it, in the same browser session.
        if (currentUserId !== flow.linkUserId) throw new OAuthFlowError('link started by another session')
        await linkProvider(services, flow.linkUserId, payload)
        return { kind: 'LINKED' }
      }
      const db = services.db.platform()
      const linked = await oauthRepo(db).findUserByProviderSubject(provider.kind, identity.subject)
      if (linked) {
        const result = await signInService(services).finish(linked.user, userAgent)
        await oauthRepo(db).markUsed(linked.credentialId, services.now())
        return { kind: 'SIGNED_IN', result }
      }
      const byEmail = await userRepo(db).findByEmail(identity.email)
      if (!byEmail) return { kind: 'NO_ACCOUNT' }
      const linkToken = await linkTokenRepo(services).createChallenge({
        kind: 'OAUTH_LINK',
        payload: { ...payload },
        ttlMs: LINK_CHALLENGE_TTL_MS,
      })
      return { kind: 'LINK_REQUIRED', linkToken, email: identity.email }
    },
  }
}
