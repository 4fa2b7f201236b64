import { queryOptions } from '@tanstack/react-query'
import { type SessionResponse, SessionResponseSchema, SignOutResponseSchema } from '../../worker/contracts/session'
import { api, parseJson } from './client'

export type { CurrentOrganization, OrganizationSummary, SessionUser } from '../../worker/contracts/session'
export type Session = SessionResponse
export type { LoginResponse } from '../../worker/contracts/session'

export const SIGNED_OUT: Session = { user: null }

export const sessionQueryKey = ['session'] as const

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => parseJson(api.auth.session.$get(undefined, { init: { signal } }), SessionResponseSchema),
    // Many components read the session; without a stale time every mount would refetch it.
    // Window focus still refetches once it is stale (spec §9).
    staleTime: 30_000,
    // Permission changes by an owner or admin reach the server at once (computed per request); the
    // interface follows within 30 s, so the menu and pages shrink without a reload (spec §4).
    refetchInterval: 30_000,
  })
}

export function csrfTokenOf(session: Session | undefined): string | undefined {
  return session?.user ? session.csrfToken : undefined
}

export function signOut() {
  return parseJson(api.auth.signout.$post(), SignOutResponseSchema)
}

/** Session update of the sign-in client: switches the current organization. */
export function switchOrganization(csrfToken: string, organizationId: string): Promise<Session> {
  return parseJson(api.auth.session.$post({ json: { csrfToken, data: { organizationId } } }), SessionResponseSchema)
}
