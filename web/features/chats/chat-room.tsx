import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useEffect, useRef, useState } from 'react'
import { hasAllPermissions } from '../../../worker/contracts/permissions'
import {
  type ChatMessage,
  type ChatSummary,
  chatQueries,
  chatsKey,
  deleteMessage,
  markRead,
  sendMessage,
  updateMessage,
} from '../../api/chats'
import { useSessionUser } from '../../auth/use-session'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { ErrorNotice } from '../../components/page-status'
import { notify } from '../../components/toast/toaster'
import { errorMessage } from '../../i18n/error-message'
import { formatList } from '../../i18n/format-list'
import { m } from '../../paraglide/messages'
import { chatName } from '../applicants/applicant-name'
import { AddMembersDialog } from './add-members-dialog'
import { MessageComposer } from './message-composer'
import { type RoomStatus, useChatRoom } from './use-chat-room'

const STATUS_TEXT: Record<RoomStatus, () => string> = {
  loading: () => m.chat_status_loading(),
  connecting: () => m.chat_status_connecting(),
  live: () => m.chat_status_live(),
  offline: () => m.chat_status_offline(),
  refused: () => m.chat_status_refused(),
  failed: () => m.chat_status_failed(),
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' })

function MessageItem({
  message,
  mine,
  canDelete,
  chat,
  organizationId,
  onChanged,
}: {
  message: ChatMessage
  mine: boolean
  canDelete: boolean
  chat: ChatSummary
  organizationId: string | null
  onChanged: (message: ChatMessage) => void
}) {
  // Spec §4: a message is sent, being edited, or edited.
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const edit = useMutation({
    mutationFn: (draft: { text: string; mentions: string[] }) =>
      updateMessage(chat.id, { messageId: message.id, ...draft }),
    onSuccess: (updated) => {
      onChanged(updated)
      setEditing(false)
    },
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  const remove = useMutation({
    mutationFn: () => deleteMessage(chat.id, message.id),
    onSuccess: onChanged,
    onError: (error) => notify('error', { title: errorMessage(error) }),
  })
  const author = message.authorName ?? m.chat_former_member()
  return (
    <li className="chat-message" data-mine={mine || undefined} aria-label={m.chat_message_from({ name: author })}>
      <div className="chat-message-meta">
        <span className="chat-author">{author}</span>{' '}
        <time dateTime={new Date(message.createdAt).toISOString()} className="muted">
          {timeFormat.format(message.createdAt)}
        </time>
        {message.edited && !message.deleted ? <span className="badge">{m.chat_edited()}</span> : null}
      </div>
      {message.deleted ? (
        <p className="muted chat-deleted">{m.chat_message_deleted()}</p>
      ) : editing ? (
        <MessageComposer
          organizationId={organizationId}
          initial={{ text: message.text, mentions: message.mentions }}
          label={m.chat_edit_label()}
          submitLabel={m.chat_save()}
          pending={edit.isPending}
          candidates={chat.kind === 'TEAM' ? chat.members.map((x) => x.userId) : undefined}
          onSubmit={(draft) =>
            edit.mutateAsync(draft).then(
              () => true,
              () => false,
            )
          }
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="chat-text">{message.text}</p>
      )}
      {!message.deleted && !editing && (mine || canDelete) ? (
        <div className="button-row chat-actions">
          {mine ? (
            <button type="button" className="button button-small" onClick={() => setEditing(true)}>
              {m.chat_edit()}
            </button>
          ) : null}
          <button
            type="button"
            className="button button-small button-danger-outline"
            onClick={() => setConfirming(true)}
            aria-disabled={remove.isPending || undefined}
          >
            {m.chat_delete()}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.chat_delete_title()}
        description={m.chat_delete_description()}
        confirmLabel={m.chat_delete()}
        pending={remove.isPending}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate()
        }}
      />
    </li>
  )
}

/**
 * One chat: its history, live changes over the room's socket, the composer with @mentions, edit and
 * delete of messages, and the last-read marker ("New messages"), which moves as the user reads.
 */
export function ChatRoom({ chatId }: { chatId: string }) {
  const user = useSessionUser()
  const organizationId = user?.organizationId ?? null
  const queryClient = useQueryClient()
  const chat = useQuery(chatQueries.detail(organizationId, chatId))
  const room = useChatRoom(chatId)
  // The marker as it stood when the chat was opened: the divider stays put while reading.
  const [markerSeq, setMarkerSeq] = useState<number | null>(null)
  const readUpTo = useRef(0)
  const listEnd = useRef<HTMLLIElement>(null)

  useEffect(() => {
    if (chat.data && markerSeq === null) {
      setMarkerSeq(chat.data.lastReadSeq)
      readUpTo.current = chat.data.lastReadSeq
    }
  }, [chat.data, markerSeq])

  // Several messages may be on their way at once (typing on while one is sent): each carries its own
  // Idempotency-Key in its variables, so a retry of one repeats that one under the same key (ADR 0018).
  const send = useMutation({
    mutationFn: ({ draft, key }: { draft: { text: string; mentions: string[] }; key: string }) =>
      sendMessage(chatId, draft, key),
    onSuccess: room.apply,
  })

  // Reading: the newest message is visible once the chat is open; the marker follows it.
  const newest = room.messages.at(-1)
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' })
    if (!newest || newest.seq <= readUpTo.current || document.visibilityState === 'hidden') return
    readUpTo.current = newest.seq
    markRead(chatId, newest.id)
      .then(() => queryClient.invalidateQueries({ queryKey: [...chatsKey(organizationId), 'list'] }))
      .catch(() => undefined)
  }, [newest, chatId, organizationId, queryClient])

  if (chat.isError) return <ErrorNotice message={errorMessage(chat.error)} onRetry={() => void chat.refetch()} />
  if (!chat.data) {
    return (
      <p role="status" className="muted">
        {m.common_loading()}
      </p>
    )
  }
  const summary = chat.data
  const canModerate = hasAllPermissions(user?.permissions ?? [], ['TEAM_UPDATE'])
  const firstUnread = room.messages.find(
    (msg) => markerSeq !== null && msg.seq > markerSeq && msg.authorId !== user?.id && !msg.deleted,
  )

  return (
    <section className="chat-room" aria-label={m.chat_room_label({ name: chatName(summary) })}>
      <p className="chat-status muted" role="status" data-status={room.status}>
        {STATUS_TEXT[room.status]()}
      </p>
      {summary.kind === 'TEAM' ? (
        <div className="chat-members">
          <p>{m.chat_members_line({ names: formatList(summary.members.map((x) => x.name)) })}</p>
          <AddMembersDialog organizationId={organizationId} chat={summary} />
        </div>
      ) : null}
      {room.hasOlder ? (
        <button type="button" className="button button-small" onClick={() => void room.loadOlder()}>
          {m.chat_load_older()}
        </button>
      ) : null}
      <ol className="chat-messages" aria-label={m.chat_messages_label()} aria-live="polite">
        {room.status !== 'loading' && room.messages.length === 0 ? (
          <li className="empty muted">{m.chat_no_messages()}</li>
        ) : null}
        {room.messages.map((message) => (
          <Fragment key={message.id}>
            {firstUnread?.id === message.id ? (
              <li className="chat-unread-marker" aria-label={m.chat_new_messages()}>
                <span>{m.chat_new_messages()}</span>
              </li>
            ) : null}
            <MessageItem
              message={message}
              mine={message.authorId === user?.id}
              canDelete={message.authorId === user?.id || canModerate}
              chat={summary}
              organizationId={organizationId}
              onChanged={room.apply}
            />
          </Fragment>
        ))}
        <li ref={listEnd} aria-hidden="true" className="chat-end" />
      </ol>
      {send.isError ? (
        <p className="form-alert" role="alert">
          {errorMessage(send.error)}
        </p>
      ) : null}
      <MessageComposer
        organizationId={organizationId}
        label={m.chat_composer_label()}
        submitLabel={m.chat_send()}
        pending={false}
        candidates={summary.kind === 'TEAM' ? summary.members.map((x) => x.userId) : undefined}
        onSubmit={(draft) =>
          send.mutateAsync({ draft, key: crypto.randomUUID() }).then(
            () => true,
            () => false,
          )
        }
      />
    </section>
  )
}
