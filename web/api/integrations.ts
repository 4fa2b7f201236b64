import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  ApiKeyListResponseSchema,
  AppDetailsSchema,
  AppListResponseSchema,
  AppSchema,
  type CreateAppRequestSchema,
  CreatedApiKeySchema,
} from '../../worker/contracts/integrations'
import { api, idempotencyKey, parseJson } from './client'

export type { ApiKey, ApiScope, App, AppDetails, CreatedApiKey } from '../../worker/contracts/integrations'
export type CreateAppFields = z.output<typeof CreateAppRequestSchema>

// Keys carry the organization, so switching organizations never shows the previous one's apps.
export const appsKey = (organizationId: string | null) => ['apps', organizationId] as const

export const appQueries = {
  /** GET /api/apps: the organization's custom apps. */
  list: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...appsKey(organizationId), 'list'] as const,
      queryFn: ({ signal }) => parseJson(api.apps.$get({}, { init: { signal } }), AppListResponseSchema),
    }),
  /** GET /api/apps/{id}/details: the app with its keys (excerpts only). */
  details: (organizationId: string | null, id: string) =>
    queryOptions({
      queryKey: [...appsKey(organizationId), 'details', id] as const,
      queryFn: ({ signal }) =>
        parseJson(api.apps[':id'].details.$get({ param: { id } }, { init: { signal } }), AppDetailsSchema),
    }),
  /** GET /api/apps/{appId}/api-keys. */
  keys: (organizationId: string | null, appId: string) =>
    queryOptions({
      queryKey: [...appsKey(organizationId), 'keys', appId] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.apps[':appId']['api-keys'].$get({ param: { appId } }, { init: { signal } }),
          ApiKeyListResponseSchema,
        ),
    }),
}

/** POST /api/apps (Idempotency-Key: one app per submission). */
export function createApp(fields: CreateAppFields, key: string) {
  return parseJson(api.apps.$post({ json: fields }, idempotencyKey(key)), AppSchema)
}

/** POST /api/apps/{id}/status. */
export function setAppStatus(id: string, status: 'ACTIVE' | 'INACTIVE') {
  return parseJson(api.apps[':id'].status.$post({ param: { id }, json: { status } }), AppSchema)
}

/** POST /api/apps/{appId}/api-keys: the answer holds the full token, shown once and never again. */
export function createApiKey(appId: string, name: string) {
  return parseJson(api.apps[':appId']['api-keys'].$post({ param: { appId }, json: { name } }), CreatedApiKeySchema)
}

/** DELETE /api/apps/{appId}/api-keys/{apiKeyId}: the key stops working at once. */
export function deleteApiKey(appId: string, apiKeyId: string) {
  return parseJson(
    api.apps[':appId']['api-keys'][':apiKeyId'].$delete({ param: { appId, apiKeyId } }),
    z.object({ deleted: z.literal(true) }),
  )
}
