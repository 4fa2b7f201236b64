import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import {
  CreatedWebhookSchema,
  type CreateWebhookRequestSchema,
  type UpdateWebhookRequestSchema,
  WebhookDeliveryListResponseSchema,
  WebhookDeliverySchema,
  WebhookListResponseSchema,
  WebhookSchema,
} from '../../worker/contracts/webhooks'
import { api, idempotencyKey, parseJson } from './client'

export type { CreatedWebhook, Webhook, WebhookDelivery, WebhookEventType } from '../../worker/contracts/webhooks'
export type CreateWebhookFields = z.output<typeof CreateWebhookRequestSchema>
export type UpdateWebhookFields = z.input<typeof UpdateWebhookRequestSchema>

// Keys carry the organization, so switching organizations never shows the previous one's endpoints.
export const webhooksKey = (organizationId: string | null) => ['webhooks', organizationId] as const

export const webhookQueries = {
  /** GET /api/webhooks: the organization's endpoints (secret excerpts only). */
  list: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...webhooksKey(organizationId), 'list'] as const,
      queryFn: ({ signal }) => parseJson(api.webhooks.$get({}, { init: { signal } }), WebhookListResponseSchema),
    }),
  /** GET /api/webhooks/{id}/deliveries: the newest deliveries of one endpoint. */
  deliveries: (organizationId: string | null, id: string) =>
    queryOptions({
      queryKey: [...webhooksKey(organizationId), 'deliveries', id] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.webhooks[':id'].deliveries.$get({ param: { id } }, { init: { signal } }),
          WebhookDeliveryListResponseSchema,
        ),
    }),
}

/** POST /api/webhooks: the answer holds the signing secret, shown once and never again. */
export function createWebhook(fields: CreateWebhookFields) {
  return parseJson(api.webhooks.$post({ json: fields }), CreatedWebhookSchema)
}

/** PUT /api/webhooks/{id}. */
export function updateWebhook(id: string, fields: UpdateWebhookFields) {
  return parseJson(api.webhooks[':id'].$put({ param: { id }, json: fields }), WebhookSchema)
}

/** DELETE /api/webhooks/{id}: the endpoint and its delivery log. */
export function deleteWebhook(id: string) {
  return parseJson(api.webhooks[':id'].$delete({ param: { id } }), z.object({ deleted: z.literal(true) }))
}

/** POST /api/webhooks/{id}/deliveries/{deliveryId}/replay (Idempotency-Key: one replay per click). */
export function replayDelivery(id: string, deliveryId: string, key: string) {
  return parseJson(
    api.webhooks[':id'].deliveries[':deliveryId'].replay.$post({ param: { id, deliveryId } }, idempotencyKey(key)),
    WebhookDeliverySchema,
  )
}
