import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import type { UiLanguage } from '../../worker/contracts/enums'
import {
  ActiveOAuthProvidersSchema,
  type CompleteRegistrationRequestSchema,
  InviteInfoSchema,
  LoginResponseSchema,
  type OAuthProvider,
  OkResponseSchema,
  RegistrationSessionSchema,
  RegistrationStatusSchema,
  StartFirstUserResponseSchema,
  ValidateResetCodeResponseSchema,
} from '../../worker/contracts/identity'
import { CsrfResponseSchema, type OAuthProviderSlug, ProviderSignInResponseSchema } from '../../worker/contracts/oauth'
import { api, idempotencyKey, parseJson } from './client'

export type { LoginResponse, OAuthProvider, RegistrationSession } from '../../worker/contracts/identity'
export type CompleteRegistrationRequest = z.input<typeof CompleteRegistrationRequestSchema>

const OutcomeSchema = z.object({ outcome: z.string() })

// Mailed tokens are single use or checked server-side on every call: never refetch them behind the
// user's back (window focus, remount), and never retry a 4xx answer.
const ONCE = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY, retry: false } as const

export const accessQueries = {
  registrationStatus: () =>
    queryOptions({
      queryKey: ['access', 'registration-status'] as const,
      queryFn: ({ signal }) =>
        parseJson(api.access['registration-status'].$get(undefined, { init: { signal } }), RegistrationStatusSchema),
      staleTime: 60_000,
    }),
  activeProviders: () =>
    queryOptions({
      queryKey: ['access', 'active-oauth-providers'] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.access['active-oauth-providers'].$get(undefined, { init: { signal } }),
          ActiveOAuthProvidersSchema,
        ),
      staleTime: 5 * 60_000,
    }),
  /** Checks a sign-up confirmation token without using it up; the wizard reuses the answer. */
  registration: (token: string) =>
    queryOptions({
      queryKey: ['access', 'registration', token] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.access.onboarding['verify-registration-session'].$post({ json: { token } }, { init: { signal } }),
          RegistrationSessionSchema,
        ),
      ...ONCE,
    }),
  resetCode: (token: string) =>
    queryOptions({
      queryKey: ['access', 'reset-code', token] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.access['validate-reset-code'].$post({ json: { token } }, { init: { signal } }),
          ValidateResetCodeResponseSchema,
        ),
      ...ONCE,
    }),
  invite: (token: string) =>
    queryOptions({
      queryKey: ['access', 'invite', token] as const,
      queryFn: ({ signal }) =>
        parseJson(api.access['invite-info'].$post({ json: { token } }, { init: { signal } }), InviteInfoSchema),
      ...ONCE,
    }),
  /**
   * Uses a one-time sign-in link. A query, not a mutation, on purpose: the cache deduplicates the
   * call, so a re-render or React's double effects in development cannot spend the link twice.
   */
  signInLink: (token: string) =>
    queryOptions({
      queryKey: ['access', 'sign-in-link', token] as const,
      queryFn: () => parseJson(api.access['sign-in-link'].verify.$post({ json: { token } }), LoginResponseSchema),
      ...ONCE,
    }),
}

export function login(credentials: { email: string; password: string; linkToken?: string }) {
  return parseJson(api.access.login.$post({ json: credentials }), LoginResponseSchema)
}

export function loginWithTfa(challengeToken: string, code: string) {
  return parseJson(api.access.login.tfa.$post({ json: { challengeToken, code } }), LoginResponseSchema)
}

export function startRegistration(email: string, language: UiLanguage, key: string) {
  return parseJson(
    api.access.onboarding['start-registration'].$post({ json: { email, language } }, idempotencyKey(key)),
    OkResponseSchema,
  )
}

export function startFirstUser(email: string, language: UiLanguage) {
  return parseJson(api.access['start-first-user'].$post({ json: { email, language } }), StartFirstUserResponseSchema)
}

export function storeRegistrationPassword(token: string, password: string, confirmPassword: string) {
  return api.access.onboarding['store-password'].$post({ json: { token, password, confirmPassword } })
}

export function completeRegistration(body: CompleteRegistrationRequest, key: string) {
  return parseJson(
    api.access.onboarding['complete-registration'].$post({ json: body }, idempotencyKey(key)),
    OutcomeSchema,
  )
}

export function forgotPassword(email: string) {
  return parseJson(api.access['forgot-password'].$post({ json: { email } }), OkResponseSchema)
}

export function resetPassword(token: string, password: string, confirmPassword: string) {
  return parseJson(api.access['reset-password'].$post({ json: { token, password, confirmPassword } }), OutcomeSchema)
}

export function requestSignInLink(email: string) {
  return parseJson(api.access['sign-in-link'].$post({ json: { email } }), OkResponseSchema)
}

export function signupInTenant(
  body: { token: string; name: string; password: string; confirmPassword: string },
  key: string,
) {
  return api.access['signup-in-tenant'].$post({ json: body }, idempotencyKey(key))
}

/** The sign-in client's path segment for a provider: /api/auth/signin/google. */
const PROVIDER_PATHS: Record<OAuthProvider, OAuthProviderSlug> = { GOOGLE: 'google', MICROSOFT: 'microsoft' }
export function providerPath(provider: OAuthProvider): OAuthProviderSlug {
  return PROVIDER_PATHS[provider]
}

/**
 * Starts Google or Microsoft sign-in (or linking, when signed in): the sign-in client's form post with
 * the CSRF token, callback URL and json flag; the answer names the provider's page to go to.
 */
export async function startProviderSignIn(provider: OAuthProvider, callbackUrl: string): Promise<string> {
  const { csrfToken } = await parseJson(api.auth.csrf.$get(), CsrfResponseSchema)
  const { url } = await parseJson(
    api.auth.signin[':provider'].$post({
      param: { provider: providerPath(provider) },
      form: { csrfToken, callbackUrl, json: 'true' },
    }),
    ProviderSignInResponseSchema,
  )
  return url
}
