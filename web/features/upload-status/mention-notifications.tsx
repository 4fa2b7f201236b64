import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
} from '../../api/notifications'
import { notify } from '../../components/toast/toaster'
import { m } from '../../paraglide/messages'
import { formatDateTime } from '../admin-users/labels'
import { applicantName } from '../applicants/applicant-name'
import { useMentionNotifications } from './notification-badge'

/** An applicant (or its chat) without a name read from the CV is titled as every screen shows it. */
function subjectTitle(subject: Notification['subject']): string {
  return subject.kind === 'job' ? subject.title : applicantName(subject.title)
}

function SubjectLink({
  subject,
  onNavigate,
  children,
}: {
  subject: Notification['subject']
  onNavigate: () => void
  children: ReactNode
}) {
  switch (subject.kind) {
    case 'applicant':
      return (
        <Link to="/applicants/$applicantId" params={{ applicantId: subject.id }} onClick={onNavigate}>
          {children}
        </Link>
      )
    case 'job':
      return (
        <Link to="/jobs/$jobId" params={{ jobId: subject.id }} onClick={onNavigate}>
          {children}
        </Link>
      )
    case 'chat':
      return (
        <Link to="/chats" search={{ chat: subject.id }} onClick={onNavigate}>
          {children}
        </Link>
      )
  }
}

/** The panel's mentions section: who mentioned the member where, newest first, unread marked. */
export function MentionNotifications({ onNavigate }: { onNavigate: () => void }) {
  const { query, key } = useMentionNotifications()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })
  const read = useMutation({ mutationFn: markNotificationRead, onSettled: refresh })
  const readAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: refresh,
    onError: () => notify('error', { title: m.error_unknown() }),
  })
  const remove = useMutation({
    mutationFn: deleteNotification,
    onSettled: refresh,
    onError: () => notify('error', { title: m.notifications_delete_failed() }),
  })
  const items = query.data?.items ?? []
  if (items.length === 0) return null

  return (
    <section className="notification-mentions" aria-labelledby="notification-mentions-title">
      <div className="notification-panel-header">
        <h3 id="notification-mentions-title" className="notification-section-title">
          {m.notifications_mentions_title()}
        </h3>
        {(query.data?.unread ?? 0) > 0 ? (
          <button
            type="button"
            className="button button-small"
            aria-disabled={readAll.isPending || undefined}
            onClick={() => {
              if (!readAll.isPending) readAll.mutate()
            }}
          >
            {m.notifications_mark_all_read()}
          </button>
        ) : null}
      </div>
      <ul className="notification-list">
        {items.map((item) => {
          const actor = item.actor?.name ?? m.notifications_someone()
          const unread = item.readAt === null
          return (
            <li key={item.id} className="notification-item" data-unread={unread || undefined}>
              <div className="notification-text">
                <p className="notification-name">
                  {unread ? <span className="visually-hidden">{m.notifications_unread()}: </span> : null}
                  <SubjectLink
                    subject={item.subject}
                    onNavigate={() => {
                      if (unread) read.mutate(item.id)
                      onNavigate()
                    }}
                  >
                    {m.notifications_mentioned_you({ actor, title: subjectTitle(item.subject) })}
                  </SubjectLink>
                </p>
                {item.excerpt ? <p className="notification-status notification-excerpt">{item.excerpt}</p> : null}
                <p className="notification-status">
                  <time dateTime={new Date(item.createdAt).toISOString()}>{formatDateTime(item.createdAt)}</time>
                </p>
              </div>
              <button
                type="button"
                className="icon-button notification-remove"
                aria-label={m.notifications_remove_mention({ title: subjectTitle(item.subject) })}
                onClick={() => remove.mutate(item.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
