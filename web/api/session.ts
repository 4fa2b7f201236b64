import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  LOGIN_OUTCOMES,
  ORGANIZATION_SUBSCRIPTION_STATUSES,
  TENANT_STATUSES,
  UI_LANGUAGES,
  USER_STATUSES,
} from '../../worker/contracts/enums'
import { requestJson } from './client'

// Response contracts of the sign-in session API. They move to worker/contracts once the worker
// publishes them (then this file switches to the hono client and those schemas).
const organizationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(UI_LANGUAGES),
  isAgency: z.boolean(),
})

const currentOrganizationSchema = organizationSummarySchema.extend({
  status: z.enum(TENANT_STATUSES),
  subscriptionStatus: z.enum(ORGANIZATION_SUBSCRIPTION_STATUSES),
  planName: z.string(),
})

const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(USER_STATUSES),
  // Plain strings: a permission the client does not know yet must not break the whole session.
  permissions: z.array(z.string()),
  organizationId: z.string().nullable(),
  organization: currentOrganizationSchema.nullable(),
  organizations: z.array(organizationSummarySchema),
})

export const sessionSchema = z.union([
  z.object({ user: sessionUserSchema, csrfToken: z.string(), expiresAt: z.number() }),
  z.object({ user: z.null() }),
])

export type OrganizationSummary = z.infer<typeof organizationSummarySchema>
export type CurrentOrganization = z.infer<typeof currentOrganizationSchema>
export type SessionUser = z.infer<typeof sessionUserSchema>
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
