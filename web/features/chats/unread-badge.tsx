import { useQuery } from '@tanstack/react-query'
import { chatQueries } from '../../api/chats'
import { useSessionUser } from '../../auth/use-session'
import { m } from '../../paraglide/messages'

/** The menu's unread count of chat messages (GET /api/chats' unreadTotal); nothing when all is read. */
export function ChatUnreadBadge() {
  const user = useSessionUser()
  const list = useQuery(chatQueries.list(user?.organizationId ?? null))
  const count = list.data?.unreadTotal ?? 0
  if (count === 0) return null
  return (
    <span className="badge nav-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{m.chat_unread_count({ count })}</span>
    </span>
  )
}
