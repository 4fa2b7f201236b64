import { z } from 'zod'
import { EntityIdSchema } from './params'

/**
 * The permissions an app (and so its API keys) may carry: the ones the public API under /api/v1 checks
 * (ADR 0035). Never INTEGRATIONS_*, TEAM_*, ORGANIZATION_* or user-level ones: a key cannot manage
 * keys, the team, the organization or the platform.
 */
export const API_SCOPES = [
  'APPLICANT_READ',
  'APPLICANT_CREATE',
  'APPLICANT_DELETE',
  'JOB_READ',
  'JOB_CREATE',
  'JOB_UPDATE',
  'CLIENT_READ',
] as const
export type ApiScope = (typeof API_SCOPES)[number]
export const ApiScopeSchema = z.enum(API_SCOPES)

export const APP_STATUSES = ['ACTIVE', 'INACTIVE'] as const
export const APP_NAME_MAX = 100
export const APP_DESCRIPTION_MAX = 500
export const API_KEY_NAME_MAX = 100

const atMost = (value: number) => ({ message: `Must be at most ${value} characters` })

/** POST /apps: a custom app with the permissions its keys may use (each held by the creator). */
export const CreateAppRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(APP_NAME_MAX, atMost(APP_NAME_MAX)),
    description: z
      .string()
      .max(APP_DESCRIPTION_MAX, atMost(APP_DESCRIPTION_MAX))
      .nullable()
      .default(null)
      .transform((v) => (v === null || v.trim() === '' ? null : v.trim())),
    permissions: z
      .array(ApiScopeSchema)
      .min(1, 'Choose at least one permission')
      .transform((list) => [...new Set(list)]),
  })
  .meta({
    examples: [{ name: 'ATS sync', description: 'Pushes CVs from our careers page', permissions: ['APPLICANT_READ'] }],
  })
export type CreateAppRequest = z.output<typeof CreateAppRequestSchema>

/** POST /apps/{id}/status. */
export const AppStatusRequestSchema = z
  .object({ status: z.enum(APP_STATUSES) })
  .meta({ examples: [{ status: 'INACTIVE' }] })

export const AppSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(APP_STATUSES),
  installed: z.boolean(),
  permissions: z.array(ApiScopeSchema),
  /** API keys of the app. */
  keyCount: z.number(),
  createdAt: z.number(),
})
export type App = z.infer<typeof AppSchema>
/** GET /apps. */
export const AppListResponseSchema = z.array(AppSchema)

/** GET /apps/list: the apps as pickers show them. */
export const AppNameSchema = z.object({ id: z.string(), name: z.string(), status: z.enum(APP_STATUSES) })
export const AppNamesResponseSchema = z.array(AppNameSchema)

/** An API key as listed (spec §3 API key: name, created, token excerpt); never the token. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's prefix and last characters, e.g. `sl_live_…a1B2`. */
  excerpt: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number().nullable(),
})
export type ApiKey = z.infer<typeof ApiKeySchema>
export const ApiKeyListResponseSchema = z.array(ApiKeySchema)

/** GET /apps/{id}/details: the app and its keys. */
export const AppDetailsSchema = AppSchema.extend({ apiKeys: z.array(ApiKeySchema) })
export type AppDetails = z.infer<typeof AppDetailsSchema>

/** POST /apps/{appId}/api-keys. */
export const CreateApiKeyRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(API_KEY_NAME_MAX, atMost(API_KEY_NAME_MAX)),
  })
  .meta({ examples: [{ name: 'Production' }] })

/** The answer to creating a key: the only time the full token is ever shown (spec §2). */
export const CreatedApiKeySchema = ApiKeySchema.extend({ token: z.string() })
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>

export const AppIdParam = z.object({ appId: EntityIdSchema })
export const ApiKeyParams = z.object({ appId: EntityIdSchema, apiKeyId: EntityIdSchema })

/** `sl_live_` + 43 base64url characters (256 bits). */
export const API_TOKEN_PREFIX = 'sl_live_'
export const API_TOKEN_SHAPE = /^sl_live_[A-Za-z0-9_-]{43}$/
