import { z } from 'zod'
import { OAUTH_PROVIDERS } from './identity'

/**
 * Google and Microsoft sign-in and the sign-in session client (spec §7), relative to /api/auth unless
 * said otherwise. The callback always answers with a redirect to the SPA (ADR 0013):
 *  - signed in:                 {callbackUrl}
 *  - second factor on:          /login?outcome=TFA_REQUIRED&challenge={token}
 *  - provider not linked yet:   /login?outcome=LOGIN_REQUIRED&link={token}&provider={GOOGLE|MICROSOFT}&email={email}
 *  - no account for the email:  /login?outcome=SIGNUP_REQUIRED&error=OAUTH_ACCOUNT_NOT_FOUND&provider=…
 *  - provider or flow failure:  /login?error=OAUTH_PROVIDER_ERROR&provider=…   (also error=RATE_LIMITED)
 *  - suspended account:         /suspended
 *  - linked from the profile:   /profile?tab=security&linked={provider}
 *  - link refused:              /profile?tab=security&error={OAUTH_ALREADY_LINKED|OAUTH_PROVIDER_ERROR}&provider=…
 */

/** GET /csrf: the session's token, or for a guest the double-submit token also set as a cookie. */
export const CsrfResponseSchema = z.object({ csrfToken: z.string().min(1) })

/** The path segment naming a provider: /api/auth/signin/google, /api/auth/callback/microsoft. */
export const OAUTH_PROVIDER_SLUGS = ['google', 'microsoft'] as const
export type OAuthProviderSlug = (typeof OAUTH_PROVIDER_SLUGS)[number]
/** `:provider` in any case (links written by hand say Google); anything else answers 400. */
export const ProviderParam = z.object({ provider: z.string().toLowerCase().pipe(z.enum(OAUTH_PROVIDER_SLUGS)) })

/** POST /signin/{google|microsoft}, form-encoded. */
export const ProviderSignInRequestSchema = z.object({
  csrfToken: z.string().min(1).max(128),
  /** Where to land after sign-in: a path of this site (absolute URLs of this origin are reduced to it). */
  callbackUrl: z.string().max(2048).optional(),
  /** "true": answer { url } instead of a 302 to the provider. */
  json: z.enum(['true', 'false']).optional(),
})
export const ProviderSignInResponseSchema = z.object({ url: z.url() })

/** GET /providers: NextAuth-like list (credentials always, providers only when configured). */
export const AuthProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['credentials', 'oidc']),
  signinUrl: z.string(),
  callbackUrl: z.string(),
})
export const AuthProvidersResponseSchema = z.object({ providers: z.array(AuthProviderSchema) })

/** GET /api/v1/auth/oauth/client: public facts about the configured OAuth clients; never secrets. */
export const OAuthClientInfoSchema = z.object({
  clients: z.array(
    z.object({ provider: z.enum(OAUTH_PROVIDERS), clientId: z.string(), issuer: z.string(), redirectUri: z.string() }),
  ),
})

/** POST /_log: the sign-in client's log line. Bounded so the endpoint cannot flood the logs. */
export const ClientLogRequestSchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'error']),
  message: z.string().max(1000),
  code: z.string().max(100).optional(),
  url: z.string().max(500).optional(),
})
export const CLIENT_LOG_MAX_BYTES = 4096
