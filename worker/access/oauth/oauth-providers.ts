import type { OAuthProvider } from '../../contracts/identity'
import type { ProviderLinkPayload } from '../../contracts/link-payloads'
import type { OAuthProviderSlug } from '../../contracts/oauth'
import type { AppConfig } from '../../env'
import { AppError } from '../../lib/app-error'

export interface OAuthProviderConfig {
  provider: OAuthProvider
  /** The path segment of the sign-in client: /api/auth/signin/google. */
  slug: OAuthProviderSlug
  name: string
  kind: ProviderLinkPayload['kind']
  clientId: string
  clientSecret: string
  issuer: string
}

/** A provider is active only when both its client id and secret are configured. */
export function activeProviders(config: AppConfig): OAuthProviderConfig[] {
  const all: (OAuthProviderConfig | null)[] = [
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? {
          provider: 'GOOGLE',
          slug: 'google',
          name: 'Google',
          kind: 'GOOGLE_OAUTH2',
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          issuer: trimSlash(config.GOOGLE_ISSUER),
        }
      : null,
    config.MICROSOFT_CLIENT_ID && config.MICROSOFT_CLIENT_SECRET
      ? {
          provider: 'MICROSOFT',
          slug: 'microsoft',
          name: 'Microsoft',
          kind: 'MICROSOFT_OAUTH2',
          clientId: config.MICROSOFT_CLIENT_ID,
          clientSecret: config.MICROSOFT_CLIENT_SECRET,
          issuer: trimSlash(config.MICROSOFT_ISSUER),
        }
      : null,
  ]
  return all.filter((p): p is OAuthProviderConfig => p !== null)
}

/** The active provider named by a path segment (parsed with ProviderParam), else 404: not configured. */
export function providerBySlug(config: AppConfig, slug: OAuthProviderSlug): OAuthProviderConfig {
  const found = activeProviders(config).find((p) => p.slug === slug)
  if (!found) throw new AppError('OAUTH_PROVIDER_NOT_CONFIGURED')
  return found
}

/** The redirect URI registered with the provider: always on APP_URL, never on a request's Host. */
export function redirectUriOf(config: AppConfig, provider: OAuthProviderConfig): string {
  return `${new URL(config.APP_URL).origin}/api/auth/callback/${provider.slug}`
}

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}
