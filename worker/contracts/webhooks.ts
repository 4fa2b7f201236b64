import { z } from 'zod'
import { EntityIdSchema } from './params'

/**
 * Outgoing webhooks (issue 18 point 3, ADR 0037): the events an organization can subscribe an endpoint
 * to, the management API's bodies, the delivery log, and the payload every delivery carries.
 */
export const WEBHOOK_EVENT_TYPES = ['applicant.processed', 'match.computed', 'job.status_changed'] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES)

export const WEBHOOK_URL_MAX = 2000
export const WEBHOOK_DESCRIPTION_MAX = 200
/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Shortlist-Signature'
export const WEBHOOK_EVENT_HEADER = 'Shortlist-Event'
export const WEBHOOK_DELIVERY_HEADER = 'Shortlist-Delivery'
/** Signing secrets: `whsec_` + 32 random bytes in base64url. */
export const WEBHOOK_SECRET_SHAPE = /^whsec_[A-Za-z0-9_-]{43}$/

const atMost = (value: number) => ({ message: `Must be at most ${value} characters` })

const UrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the endpoint URL')
  .max(WEBHOOK_URL_MAX, atMost(WEBHOOK_URL_MAX))
  .refine((v) => URL.canParse(v) && ['http:', 'https:'].includes(new URL(v).protocol), 'Enter an http or https URL')

const EventsSchema = z
  .array(WebhookEventTypeSchema)
  .min(1, 'Choose at least one event')
  .transform((list) => [...new Set(list)])

const DescriptionSchema = z
  .string()
  .max(WEBHOOK_DESCRIPTION_MAX, atMost(WEBHOOK_DESCRIPTION_MAX))
  .nullable()
  .transform((v) => (v === null || v.trim() === '' ? null : v.trim()))

/** POST /webhooks: subscribe an endpoint to events. */
export const CreateWebhookRequestSchema = z
  .object({
    url: UrlSchema,
    description: DescriptionSchema.default(null),
    events: EventsSchema,
  })
  .meta({ examples: [{ url: 'https://ats.example.com/hooks/shortlist', events: ['applicant.processed'] }] })
export type CreateWebhookRequest = z.output<typeof CreateWebhookRequestSchema>

/** PUT /webhooks/{id}: change the URL, description, events, or pause it (active: false). */
export const UpdateWebhookRequestSchema = z
  .object({
    url: UrlSchema.optional(),
    description: DescriptionSchema.optional(),
    events: EventsSchema.optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change')
  .meta({ examples: [{ active: false }] })
export type UpdateWebhookRequest = z.output<typeof UpdateWebhookRequestSchema>

export const WebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(WebhookEventTypeSchema),
  active: z.boolean(),
  /** `whsec_…` and the last four characters; the full secret is answered once, at creation. */
  secretExcerpt: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Webhook = z.infer<typeof WebhookSchema>
export const WebhookListResponseSchema = z.array(WebhookSchema)

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export const CreatedWebhookSchema = WebhookSchema.extend({ secret: z.string() })
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'RETRYING', 'SUCCEEDED', 'FAILED'] as const
export const WebhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: WebhookEventTypeSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  lastError: z.string().nullable(),
  nextRetryAt: z.number().nullable(),
  lastAttemptAt: z.number().nullable(),
  replayOf: z.string().nullable(),
  createdAt: z.number(),
})
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>
/** GET /webhooks/{id}/deliveries: newest first, at most 50. */
export const WebhookDeliveryListResponseSchema = z.array(WebhookDeliverySchema)

export const WebhookIdParam = z.object({ id: EntityIdSchema })
export const WebhookDeliveryParams = z.object({ id: EntityIdSchema, deliveryId: EntityIdSchema })

/** What each event's `data` holds. */
export const WebhookEventDataSchemas = {
  'applicant.processed': z.object({ applicantId: z.string(), documentId: z.string(), name: z.string().nullable() }),
  'match.computed': z.object({
    /** Which run finished: an applicant scored against the open jobs, or a job against its applicants. */
    subject: z.enum(['applicant', 'job']),
    applicantId: z.string().nullable(),
    jobId: z.string().nullable(),
    /** Jobs (subject applicant) or applicants (subject job) the run matched. */
    matchCount: z.number().int().nonnegative(),
  }),
  'job.status_changed': z.object({
    jobId: z.string(),
    title: z.string(),
    from: z.string(),
    to: z.string(),
  }),
} satisfies Record<WebhookEventType, z.ZodType>
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WebhookEventDataSchemas)[T]>

/** The JSON body of every delivery. `id` is the event's: the same on retries and replays. */
export const WebhookPayloadSchema = z.object({
  id: z.string(),
  type: WebhookEventTypeSchema,
  /** When the event happened (epoch ms). */
  createdAt: z.number(),
  organizationId: z.string(),
  data: z.record(z.string(), z.unknown()),
})
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>

/** The webhook queue's message: deliver one logged delivery (its row holds the body). */
export const WebhookMessageSchema = z.object({
  kind: z.literal('webhook.deliver'),
  idempotencyKey: z.string(),
  tenantId: z.string(),
  deliveryId: z.string(),
})
export type WebhookMessage = z.infer<typeof WebhookMessageSchema>
