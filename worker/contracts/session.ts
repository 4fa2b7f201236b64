import { z } from 'zod'
import { ORGANIZATION_SUBSCRIPTION_STATUSES, PLAN_NAMES, TENANT_STATUSES, UI_LANGUAGES, USER_STATUSES } from './enums'

/*
 * The browser parses these answers; the Worker only takes their types. Each schema is built at its
 * first parse (`z.lazy` validates exactly as the schema it wraps): the app's start imports this
 * contract for the session query, and building the schemas at module load was a long task on the
 * path to the first paint of every signed-in page (issue 19, ADR 0049).
 */
export const OrganizationSummarySchema = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    language: z.enum(UI_LANGUAGES),
    isAgency: z.boolean(),
  }),
)

export const CurrentOrganizationSchema = z.lazy(() =>
  OrganizationSummarySchema.unwrap().extend({
    status: z.enum(TENANT_STATUSES),
    subscriptionStatus: z.enum(ORGANIZATION_SUBSCRIPTION_STATUSES),
    planName: z.enum(PLAN_NAMES),
    /** The score overview switch: whether lists and the dashboard show numeric match scores (ADR 0019). */
    showMatchingScores: z.boolean(),
    /** The organization's logo for the app shell (a new logo is a new URL), or null. */
    logoUrl: z.string().nullable(),
  }),
)

/** GET /api/auth/session: who is signed in, with the permission list the checks run against. */
export const SessionUserSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    status: z.enum(USER_STATUSES),
    permissions: z.array(z.string()),
    organizationId: z.string().nullable(),
    organization: CurrentOrganizationSchema.nullable(),
    organizations: z.array(OrganizationSummarySchema),
  }),
)

export type SessionUser = z.infer<typeof SessionUserSchema>
export type OrganizationSummary = z.infer<typeof OrganizationSummarySchema>
export type CurrentOrganization = z.infer<typeof CurrentOrganizationSchema>

/** GET and POST /api/auth/session. */
export const SessionResponseSchema = z.lazy(() =>
  z.union([
    z.object({ user: SessionUserSchema, csrfToken: z.string(), expiresAt: z.number() }),
    z.object({ user: z.null() }),
  ]),
)
export type SessionResponse = z.infer<typeof SessionResponseSchema>

// Types only: a value re-export would make this module evaluate the identity contract (and build its
// schemas) wherever the session is read, i.e. at the app's start.
export type { LoginResponse } from './identity'

export const SignOutResponseSchema = z.lazy(() => z.object({ ok: z.literal(true) }))

export const SessionUpdateSchema = z.object({
  csrfToken: z.string().min(1),
  data: z.object({ organizationId: z.string().min(1).max(64) }),
})
