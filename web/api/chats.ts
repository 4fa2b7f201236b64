import { queryOptions } from '@tanstack/react-query'
import {
  CHAT_HISTORY_PAGE,
  type ChatHistoryResponse,
  ChatHistoryResponseSchema,
  ChatListResponseSchema,
  ChatMessageSchema,
  ChatSummarySchema,
  LastReadResponseSchema,
} from '../../worker/contracts/chats'
import { api, idempotencyKey, parseJson } from './client'

export type { ChatListResponse, ChatMessage, ChatSummary } from '../../worker/contracts/chats'

// Keys carry the organization, so switching organizations never shows the previous one's chats.
export const chatsKey = (organizationId: string | null) => ['chats', organizationId] as const

export const chatQueries = {
  /** GET /api/chats: the user's chats with last message and unread counts (the list and the menu badge). */
  list: (organizationId: string | null) =>
    queryOptions({
      queryKey: [...chatsKey(organizationId), 'list'] as const,
      queryFn: ({ signal }) => parseJson(api.chats.$get({}, { init: { signal } }), ChatListResponseSchema),
      refetchInterval: 60_000,
    }),
  /** GET /api/chats/{id}: one chat (name, members, unread, last-read marker). */
  detail: (organizationId: string | null, chatId: string) =>
    queryOptions({
      queryKey: [...chatsKey(organizationId), 'detail', chatId] as const,
      queryFn: ({ signal }) =>
        parseJson(api.chats[':id'].$get({ param: { id: chatId } }, { init: { signal } }), ChatSummarySchema),
    }),
}

/** GET /api/chats/{id}/messages: the latest page, or the page before a message. */
export function loadHistory(chatId: string, before?: string): Promise<ChatHistoryResponse> {
  const query = { limit: String(CHAT_HISTORY_PAGE), ...(before ? { before } : {}) }
  return parseJson(api.chats[':id'].messages.$get({ param: { id: chatId }, query }), ChatHistoryResponseSchema)
}

/** POST /api/chats/team: a team chat with chosen members. */
export function createTeamChat(input: { name: string; memberIds: string[] }, key: string) {
  return parseJson(api.chats.team.$post({ json: input }, idempotencyKey(key)), ChatSummarySchema)
}

/** POST /api/chats/{id}/add-members: colleagues join the chat; answers the chat with its members. */
export function addChatMembers(chatId: string, memberIds: string[]) {
  return parseJson(
    api.chats[':id']['add-members'].$post({ param: { id: chatId }, json: { memberIds } }),
    ChatSummarySchema,
  )
}

/** POST /api/chats/for-applicant/{id} or for-job/{id}: the subject's one chat, created on first use. */
export function openSubjectChat(subject: { applicantId: string } | { jobId: string }) {
  return 'applicantId' in subject
    ? parseJson(api.chats['for-applicant'][':applicantId'].$post({ param: subject }), ChatSummarySchema)
    : parseJson(api.chats['for-job'][':jobId'].$post({ param: subject }), ChatSummarySchema)
}

export function sendMessage(chatId: string, input: { text: string; mentions: string[] }, key: string) {
  return parseJson(
    api.chats[':id']['add-message'].$post({ param: { id: chatId }, json: input }, idempotencyKey(key)),
    ChatMessageSchema,
  )
}

export function updateMessage(chatId: string, input: { messageId: string; text: string; mentions: string[] }) {
  return parseJson(api.chats[':id']['update-message'].$post({ param: { id: chatId }, json: input }), ChatMessageSchema)
}

export function deleteMessage(chatId: string, messageId: string) {
  return parseJson(
    api.chats[':id']['delete-message'].$post({ param: { id: chatId }, json: { messageId } }),
    ChatMessageSchema,
  )
}

/** POST /api/chats/last-read-message: moves the user's marker forward. */
export function markRead(chatId: string, messageId: string) {
  return parseJson(api.chats['last-read-message'].$post({ json: { chatId, messageId } }), LastReadResponseSchema)
}

/** The chat's WebSocket address on this origin; the room first replays what changed after `after`. */
export function chatSocketUrl(chatId: string, after: number): string {
  const { protocol, host } = window.location
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/chats/${encodeURIComponent(chatId)}/socket?after=${after}`
}
