import { ArcticFetchError, CodeChallengeMethod, OAuth2Client, OAuth2RequestError, type OAuth2Tokens } from 'arctic'
import { MailboxError, type MailboxTokens } from './mailbox-provider'

/**
 * arctic's generic OAuth 2.0 client with configured endpoints: its Google and MicrosoftEntraId classes
 * hard-code the providers' hosts, which the local double could not stand in for (ADR 0040). Requests
 * are the same: PKCE S256, client_secret_basic, form-encoded token calls.
 */
export function oauthEndpoints(options: {
  clientId: string
  clientSecret: string
  redirectUri: string
  authorizationEndpoint: string
  tokenEndpoint: string
  scopes: string[]
  /** Extra authorization parameters (Google: access_type=offline, prompt=consent). */
  extra?: Record<string, string>
  /** Scopes to repeat on refresh (Microsoft wants them; Google keeps the granted ones). */
  refreshScopes?: string[]
}) {
  const client = new OAuth2Client(options.clientId, options.clientSecret, options.redirectUri)

  function toTokens(tokens: OAuth2Tokens, now: number): MailboxTokens {
    return {
      accessToken: tokens.accessToken(),
      refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
      // Without expires_in, assume the common hour and let a 401 correct it.
      expiresAt: 'expires_in' in tokens.data ? tokens.accessTokenExpiresAt().getTime() : now + 3600_000,
    }
  }

  function mapError(err: unknown): never {
    if (err instanceof OAuth2RequestError) {
      throw new MailboxError(
        err.code === 'invalid_grant' ? 'grant_revoked' : 'unavailable',
        `token endpoint: ${err.code}`,
      )
    }
    if (err instanceof ArcticFetchError) throw new MailboxError('unavailable', 'token endpoint unreachable')
    throw new MailboxError('unavailable', `token endpoint: ${err instanceof Error ? err.message : String(err)}`)
  }

  return {
    authorizationUrl(state: string, codeVerifier: string): URL {
      const url = client.createAuthorizationURLWithPKCE(
        options.authorizationEndpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        options.scopes,
      )
      for (const [k, v] of Object.entries(options.extra ?? {})) url.searchParams.set(k, v)
      return url
    },
    async exchangeCode(code: string, codeVerifier: string): Promise<MailboxTokens> {
      try {
        return toTokens(await client.validateAuthorizationCode(options.tokenEndpoint, code, codeVerifier), Date.now())
      } catch (err) {
        return mapError(err)
      }
    },
    async refresh(refreshToken: string): Promise<MailboxTokens> {
      try {
        return toTokens(
          await client.refreshAccessToken(options.tokenEndpoint, refreshToken, options.refreshScopes ?? []),
          Date.now(),
        )
      } catch (err) {
        return mapError(err)
      }
    },
  }
}
