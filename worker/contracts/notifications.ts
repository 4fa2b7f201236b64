import { z } from 'zod'
import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECT_KINDS } from './enums'

/** What a notification points at; the panel links to it (applicant detail, job detail, chat). */
export const NotificationSubjectSchema = z.object({
  kind: z.enum(NOTIFICATION_SUBJECT_KINDS),
  id: z.string(),
  title: z.string(),
})
export type NotificationSubject = z.infer<typeof NotificationSubjectSchema>

/** One notification of the current member (spec §1 notifications; the panel's mentions section). */
export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Who mentioned the recipient; null once that account is deleted. */
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  subject: NotificationSubjectSchema,
  excerpt: z.string(),
  createdAt: z.number(),
  readAt: z.number().nullable(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** GET /api/notifications: newest first; `cursor` is the previous page's `nextCursor`. */
export const NotificationsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional()
    .meta({ examples: ['01890000-0000-7000-8000-000000000000'] }),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>

export const NotificationsPageSchema = z.object({
  items: z.array(NotificationSchema),
  nextCursor: z.string().nullable(),
  /** Unread notifications of the member in this organization (the bell's badge). */
  unread: z.number().int().min(0),
})
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>

/** The answer of read / read-all / delete: the unread count after the change. */
export const NotificationsUnreadSchema = z.object({ unread: z.number().int().min(0) })

/** Longest excerpt kept: the panel shows a line or two, the subject has the full text. */
export const NOTIFICATION_EXCERPT_MAX = 200
