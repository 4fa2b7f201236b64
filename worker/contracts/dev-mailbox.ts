import { z } from 'zod'

/**
 * The dev mailbox (local mode only; 404 elsewhere): what the local outbox "sent".
 * GET /api/dev/mailbox?to=<email> lists the newest 100; GET /api/dev/mailbox/{id} is one mail.
 */
export const OutboxMailSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  language: z.string().nullable(),
  createdAt: z.number(),
})
export const OutboxMailSchema = OutboxMailSummarySchema.extend({ text: z.string(), html: z.string().nullable() })
export const OutboxListSchema = z.object({ mails: z.array(OutboxMailSummarySchema) })
export type OutboxMailSummary = z.infer<typeof OutboxMailSummarySchema>
export type OutboxMail = z.infer<typeof OutboxMailSchema>
