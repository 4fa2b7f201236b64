import { queryOptions } from '@tanstack/react-query'
import { NotificationsPageSchema, NotificationsUnreadSchema } from '../../worker/contracts/notifications'
import { api, parseJson } from './client'

export type { Notification, NotificationSubject } from '../../worker/contracts/notifications'

/**
 * How often the panel asks for new mentions (ADR 0025): the upload-status stream stays upload-only,
 * so mentions arrive by polling every 15 s and whenever the window gets the focus back.
 */
export const NOTIFICATIONS_POLL_MS = 15_000
/** The panel shows the newest ones; older ones are rarely worth a second page there. */
export const NOTIFICATIONS_PANEL_LIMIT = 20

// Keys carry the organization and the member, so switching either never shows the previous one's.
export const notificationsKey = (organizationId: string | null, userId: string | null) =>
  ['notifications', organizationId, userId] as const

export const notificationQueries = {
  /** GET /api/notifications: the newest mentions of the current member and the unread count. */
  latest: (organizationId: string | null, userId: string | null) =>
    queryOptions({
      queryKey: [...notificationsKey(organizationId, userId), 'latest'] as const,
      queryFn: ({ signal }) =>
        parseJson(
          api.notifications.$get({ query: { limit: String(NOTIFICATIONS_PANEL_LIMIT) } }, { init: { signal } }),
          NotificationsPageSchema,
        ),
      refetchInterval: NOTIFICATIONS_POLL_MS,
      refetchOnWindowFocus: true,
    }),
}

export function markNotificationRead(id: string) {
  return parseJson(api.notifications[':id'].read.$post({ param: { id } }), NotificationsUnreadSchema)
}

export function markAllNotificationsRead() {
  return parseJson(api.notifications['read-all'].$post(), NotificationsUnreadSchema)
}

export function deleteNotification(id: string) {
  return parseJson(api.notifications[':id'].delete.$post({ param: { id } }), NotificationsUnreadSchema)
}
