import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ChatSummary, chatQueries } from '../../api/chats'
import { useSessionUser } from '../../auth/use-session'
import { ErrorNotice } from '../../components/page-status'
import { errorMessage } from '../../i18n/error-message'
import { m } from '../../paraglide/messages'
import { chatName } from '../applicants/applicant-name'
import { ChatRoom } from './chat-room'
import { NewTeamChatDialog } from './new-team-chat-dialog'

const KIND_LABEL: Record<ChatSummary['kind'], () => string> = {
  TEAM: () => m.chat_kind_team(),
  APPLICANT: () => m.chat_kind_applicant(),
  JOB: () => m.chat_kind_job(),
}

function ChatListItem({ chat, current }: { chat: ChatSummary; current: boolean }) {
  const last = chat.lastMessage
  return (
    <li>
      <Link
        to="/chats"
        search={{ chat: chat.id }}
        className="chat-list-link"
        aria-current={current ? 'page' : undefined}
      >
        <span className="chat-list-name">{chatName(chat)}</span>{' '}
        <span className="muted">{KIND_LABEL[chat.kind]()}</span>
        {chat.unread > 0 ? (
          <span className="badge chat-unread">
            <span aria-hidden="true">{chat.unread}</span>
            <span className="visually-hidden">{m.chat_unread_count({ count: chat.unread })}</span>
          </span>
        ) : null}
        <span className="chat-list-last muted">
          {last
            ? last.deleted
              ? m.chat_message_deleted()
              : `${last.authorName ?? ''}: ${last.text}`
            : m.chat_no_messages()}
        </span>
      </Link>
    </li>
  )
}

/** Spec §2 Recruiting chats: the list of the user's chats and the open chat beside it. */
export function ChatsScreen({ chatId }: { chatId: string | undefined }) {
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const navigate = useNavigate()
  const list = useQuery(chatQueries.list(organizationId))
  return (
    <div className="chats-layout">
      <section className="chat-list card" aria-labelledby="chat-list-heading">
        <div className="page-header">
          <h2 id="chat-list-heading">{m.chat_list_title()}</h2>
          <NewTeamChatDialog
            organizationId={organizationId}
            selfId={user?.id}
            onCreated={(chat) => void navigate({ to: '/chats', search: { chat: chat.id } })}
          />
        </div>
        {list.isError ? (
          <ErrorNotice message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data === undefined ? (
          <p role="status" className="muted">
            {m.common_loading()}
          </p>
        ) : list.data.chats.length === 0 ? (
          <p className="empty muted">{m.chat_list_empty()}</p>
        ) : (
          <ul className="plain-list" aria-label={m.chat_list_title()}>
            {list.data.chats.map((chat) => (
              <ChatListItem key={chat.id} chat={chat} current={chat.id === chatId} />
            ))}
          </ul>
        )}
      </section>
      <div className="chat-pane">
        {chatId ? <ChatRoom key={chatId} chatId={chatId} /> : <p className="muted">{m.chat_pick_one()}</p>}
      </div>
    </div>
  )
}
