import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import type { UploadStatusItem } from '../../../worker/contracts/upload-status'
import { notificationQueries, notificationsKey } from '../../api/notifications'
import { useSessionUser } from '../../auth/use-session'
import { NOTIFICATION_SUMMARY_ID } from '../../components/layout/shell-twins'
import { formatCount } from '../../i18n/format-count'
import { m } from '../../paraglide/messages'
import { uploadStatusAtom } from '../../state/uploads'
import { countByStatus, countUnseen } from './upload-status-list'
import { useSeenUploads } from './use-seen-uploads'

/**
 * The bell's numbers without its panel (ADR 0036, fourth addendum): what the header shows before
 * anyone opens the notifications, so it is a small part of its own (a query, the upload list's
 * counts and their markup; no Ark, no panel). The panel draws its trigger with the same markup.
 */

/** The current member's mentions, polled (ADR 0025); shared by the bell's badge and the panel. */
export function useMentionNotifications() {
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const userId = user?.id ?? null
  const query = useQuery({
    ...notificationQueries.latest(organizationId, userId),
    enabled: organizationId !== null && userId !== null,
  })
  return { query, key: notificationsKey(organizationId, userId), unread: query.data?.unread ?? 0 }
}

/** The count on the bell: uploads changed since the panel was last open, and unread mentions. */
export function NotificationBadge({ count, failed }: { count: number; failed: boolean }) {
  if (count === 0) return null
  return (
    <span className="notification-badge" aria-hidden="true" data-failed={failed || undefined}>
      {count > 99 ? '99+' : count}
    </span>
  )
}

/** The bell's description for a screen reader (its aria-describedby): mentions and uploads by status. */
export function NotificationSummary({
  items,
  unreadMentions,
}: {
  items: readonly UploadStatusItem[]
  unreadMentions: number
}) {
  const counts = countByStatus(items)
  return (
    <span id={NOTIFICATION_SUMMARY_ID} className="visually-hidden">
      {unreadMentions > 0 ? `${m.notifications_unread_mentions({ count: formatCount(unreadMentions) })} ` : ''}
      {counts.total === 0
        ? unreadMentions > 0
          ? ''
          : m.notifications_empty()
        : m.notifications_summary({
            processing: formatCount(counts.processing),
            failed: formatCount(counts.failed),
            total: formatCount(counts.total),
          })}
    </span>
  )
}

/** The twin's badge (inside its button), from the same data as the panel's. */
export function BellBadge() {
  const { items } = useAtomValue(uploadStatusAtom).list
  const { seenAt } = useSeenUploads()
  const unseen = countUnseen(items, seenAt)
  const mentions = useMentionNotifications()
  return <NotificationBadge count={unseen.unseen + mentions.unread} failed={unseen.failed} />
}

/** The twin's description (beside its button). */
export function BellSummary() {
  const { items } = useAtomValue(uploadStatusAtom).list
  return <NotificationSummary items={items} unreadMentions={useMentionNotifications().unread} />
}
