import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { LOGIN_OUTCOMES } from '../../worker/contracts/enums'
import { SessionUserSchema } from '../../worker/contracts/session'
import { requestJson } from './client'

// The session user is the worker's contract; the envelope is what GET/POST /api/auth/session answer.
// Calls use `requestJson`, not `hc<AppType>`: importing the worker's AppType type pulls Cloudflare-typed
// worker files into the web typecheck (reported to the lead).
export const sessionSchema = z.union([
  z.object({ user: SessionUserSchema, csrfToken: z.string(), expiresAt: z.number() }),
  z.object({ user: z.null() }),
])

export type { CurrentOrganization, OrganizationSummary, SessionUser } from '../../worker/contracts/session'
export type Session = z.infer<typeof sessionSchema>

export const SIGNED_OUT: Session = { user: null }

export const sessionQueryKey = ['session'] as const

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => requestJson('/api/auth/session', sessionSchema, { signal }),
    // Many components read the session; without a stale time every mount would refetch it.
    // Window focus still refetches once it is stale (spec §9).
    staleTime: 30_000,
  })
}

export function csrfTokenOf(session: Session | undefined): string | undefined {
  return session?.user ? session.csrfToken : undefined
}

const loginResponseSchema = z.object({ outcome: z.enum(LOGIN_OUTCOMES) })
export type LoginResponse = z.infer<typeof loginResponseSchema>

export function login(credentials: { email: string; password: string }): Promise<LoginResponse> {
  return requestJson('/api/access/login', loginResponseSchema, { method: 'POST', json: credentials })
}

export function signOut(): Promise<{ ok: true }> {
  return requestJson('/api/auth/signout', z.object({ ok: z.literal(true) }), { method: 'POST' })
}

/** Session update of the sign-in client: switches the current organization. */
export function switchOrganization(csrfToken: string, organizationId: string): Promise<Session> {
  return requestJson('/api/auth/session', sessionSchema, {
    method: 'POST',
    json: { csrfToken, data: { organizationId } },
  })
}
