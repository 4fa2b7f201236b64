import { sessionService } from '../access/session.service'
import type { Services } from '../context'
import type { ChatMessage, RoomCommand, RoomResult } from '../contracts/chats'
import { newId } from '../lib/ids'
import { canUseChat } from './chat-access'
import { type ChatRow, chatsRepo, type MessageRow } from './chats.repo'

/** Turns stored rows into the contract's messages (deleted ones keep their place, not their text). */
export async function toMessages(repo: ReturnType<typeof chatsRepo>, rows: MessageRow[]): Promise<ChatMessage[]> {
  const mentions = await repo.mentionsOf(rows.map((r) => r.id))
  return rows.map((r) => ({
    id: r.id,
    chatId: r.chatId,
    seq: r.seq,
    version: r.version,
    authorId: r.authorId,
    authorName: r.authorName,
    text: r.deletedAt === null ? r.text : '',
    edited: r.edited,
    deleted: r.deletedAt !== null,
    mentions: mentions.filter((m) => m.messageId === r.id).map((m) => m.userId),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  }))
}

/** How many changes a resume replays before it asks the tab to reload the history instead. */
export const RESUME_LIMIT = 500

/**
 * What a chat room's Durable Object does with D1 (durable/chat-room.object.ts is the adapter). The room
 * calls these one at a time, so `seq` is the next number and nobody else writes this chat meanwhile. The
 * room keeps one of these per residence.
 */
export function chatRoomService(services: Services, tenantId: string, chatId: string) {
  const repo = chatsRepo(services.db.forTenant(tenantId), tenantId)
  /** The chat as the writes of this residence found it (see chatForWrite). */
  let known: ChatRow | null = null

  async function chatOrNull(): Promise<ChatRow | null> {
    return repo.chat(chatId)
  }

  /**
   * The chat a write needs (its name for the search document, its kind for mentions): read once per
   * residence, not before every message, since neither ever changes. The Worker has just found the
   * chat open for the writer; were it deleted since, the message's foreign key fails the whole batch
   * (nothing is written or delivered), and an edit or delete finds its message gone.
   */
  async function chatForWrite(): Promise<ChatRow | null> {
    known ??= await chatOrNull()
    return known
  }

  /** Mentions are kept only for members of the organization (team chats: of the chat). */
  async function keptMentions(chat: ChatRow, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)]
    if (unique.length === 0) return []
    const inOrganization = await repo.organizationMembers(unique)
    if (chat.applicantId || chat.jobId) {
      // Applicant and job chats are open to the team: a mentioned member joins, so it shows in their list.
      await repo.addMembers(chatId, inOrganization, services.now())
      return inOrganization
    }
    const members = new Set((await repo.members([chatId])).map((m) => m.userId))
    return inOrganization.filter((id) => members.has(id))
  }

  async function one(messageId: string): Promise<ChatMessage> {
    const row = await repo.message(chatId, messageId)
    if (!row) throw new Error(`chat message ${messageId} vanished after its write`)
    const [message] = await toMessages(repo, [row])
    if (!message) throw new Error('unreachable')
    return message
  }

  return {
    latestVersion: () => repo.latestVersion(chatId),

    /** Carries out one authorized write as change number `seq` of the room. */
    async apply(command: RoomCommand, seq: number): Promise<RoomResult> {
      const chat = await chatForWrite()
      if (!chat) return { ok: false, code: 'CHAT_MESSAGE_NOT_FOUND' }
      const at = services.now()
      if (command.op === 'add') {
        const mentions = await keptMentions(chat, command.mentions)
        const id = newId(at)
        await repo.insertMessage(
          { id, chatId, authorId: command.actorId, seq, text: command.text, at },
          chat.name,
          mentions,
        )
        // Everything of a new message is known here: no read-back on the hot path of a send.
        const message: ChatMessage = {
          id,
          chatId,
          seq,
          version: seq,
          authorId: command.actorId,
          authorName: command.actorName,
          text: command.text,
          edited: false,
          deleted: false,
          mentions,
          createdAt: at,
          updatedAt: at,
        }
        return { ok: true, message, mentioned: mentions }
      }
      const existing = await repo.message(chatId, command.messageId)
      if (!existing || existing.deletedAt !== null) return { ok: false, code: 'CHAT_MESSAGE_NOT_FOUND' }
      if (command.op === 'update') {
        if (existing.authorId !== command.actorId) return { ok: false, code: 'CHAT_MESSAGE_NOT_OWN' }
        const before = new Set((await repo.mentionsOf([existing.id])).map((m) => m.userId))
        const mentions = await keptMentions(chat, command.mentions)
        await repo.updateMessage({ id: existing.id, chatId, version: seq, text: command.text, at }, chat.name, mentions)
        // Only people newly mentioned by the edit hear about it.
        return { ok: true, message: await one(existing.id), mentioned: mentions.filter((id) => !before.has(id)) }
      }
      if (existing.authorId !== command.actorId && !command.moderator)
        return { ok: false, code: 'CHAT_MESSAGE_NOT_OWN' }
      await repo.deleteMessage({ id: existing.id, chatId, version: seq, at })
      return { ok: true, message: await one(existing.id), mentioned: [] }
    },

    /** Messages changed after `after`, oldest change first, at most `limit`. */
    async changedAfter(after: number, limit: number): Promise<ChatMessage[]> {
      return toMessages(repo, await repo.changedAfter(chatId, after, limit))
    },

    /**
     * Whether a socket's session may still read this chat: the session is live, its user not suspended,
     * it still works in this organization with CHAT, and the chat is still open to the user.
     */
    async authorize(sessionId: string, userId: string): Promise<boolean> {
      const auth = await sessionService(services).resolveById(sessionId)
      if (!auth || auth.user.id !== userId || auth.user.organizationId !== tenantId) return false
      const chat = await chatOrNull()
      if (!chat) return false
      return canUseChat(auth.user, chat, await repo.member(chatId, userId))
    },
  }
}
