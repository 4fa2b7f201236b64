import type { z } from 'zod'
import type { AuthState, Services } from '../context'
import type {
  AddChatMembersRequestSchema,
  AddMessageRequestSchema,
  ChatHistoryQuerySchema,
  ChatHistoryResponse,
  ChatListResponse,
  ChatMessage,
  ChatSummary,
  CreateTeamChatRequestSchema,
  RoomCommand,
  RoomResult,
  UpdateMessageRequestSchema,
} from '../contracts/chats'
import type { ErrorCode } from '../contracts/errors'
import type { SessionUser } from '../contracts/session'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { logEvent } from '../lib/log'
import { notifyMentions } from '../notifications/notifications.service'
import { canModerate, canUseChat } from './chat-access'
import { toMessages } from './chat-room.service'
import type { StepMark } from './chat-steps'
import { type ChatRow, chatsRepo } from './chats.repo'

type User = Pick<SessionUser, 'id' | 'name' | 'status' | 'permissions'>
type HistoryQuery = z.infer<typeof ChatHistoryQuerySchema>

const kindOf = (chat: ChatRow): ChatSummary['kind'] => (chat.applicantId ? 'APPLICANT' : chat.jobId ? 'JOB' : 'TEAM')

/** Recruiting chats of the current organization for one user (spec §7 Chats, ADR 0023). */
export function chatsService(services: Services, tenantId: string, user: User) {
  const repo = chatsRepo(services.db.forTenant(tenantId), tenantId)

  /** The chat if this user may use it; a foreign, unknown or closed chat answers CHAT_NOT_FOUND. */
  async function open(chatId: string): Promise<ChatRow> {
    // Both reads at once: every send passes here before the room, so this is a D1 round trip less on
    // the way to the sockets (a foreign id finds neither row: the tenant leads both queries).
    const [chat, member] = await Promise.all([repo.chat(chatId), repo.member(chatId, user.id)])
    if (!chat) throw new AppError('CHAT_NOT_FOUND')
    if (!canUseChat(user, chat, member)) {
      // A team chat one is not in is not there; a missing APPLICANT_READ / JOB_READ is a refusal.
      throw new AppError(chat.applicantId || chat.jobId ? 'FORBIDDEN' : 'CHAT_NOT_FOUND')
    }
    if (chat.applicantId && (await repo.applicantName(chat.applicantId)) === null) throw new AppError('CHAT_NOT_FOUND')
    // Opening an applicant or job chat joins it, so it shows in the user's list with an unread count.
    if (!member) await repo.addMembers(chatId, [user.id], services.now())
    return chat
  }

  async function summaries(
    rows: { chat: ChatRow; lastReadSeq: number; unread: number; lastSeq: number | null }[],
  ): Promise<ChatSummary[]> {
    const last = await toMessages(
      repo,
      await repo.messagesAt(rows.flatMap((r) => (r.lastSeq === null ? [] : [{ chatId: r.chat.id, seq: r.lastSeq }]))),
    )
    const members = await repo.members(rows.map((r) => r.chat.id))
    return rows.map(({ chat, lastReadSeq, unread }) => ({
      id: chat.id,
      name: chat.name,
      kind: kindOf(chat),
      applicantId: chat.applicantId,
      jobId: chat.jobId,
      lastMessage: last.find((m) => m.chatId === chat.id) ?? null,
      unread,
      lastReadSeq,
      members: members.filter((m) => m.chatId === chat.id).map(({ userId, name }) => ({ userId, name })),
    }))
  }

  async function summary(chat: ChatRow): Promise<ChatSummary> {
    const rows = (await repo.listForUser(user.id)).filter((r) => r.chat.id === chat.id)
    const [found] = await summaries(rows)
    if (!found) throw new AppError('CHAT_NOT_FOUND')
    return found
  }

  /** Runs a write in the chat's room; an unreachable room is the spec's send, update or delete error. */
  async function inRoom(command: RoomCommand, failure: ErrorCode): Promise<Extract<RoomResult, { ok: true }>> {
    let result: RoomResult
    try {
      result = await services.chatRooms.apply(command)
    } catch (error) {
      logEvent('error', 'chat_room_unavailable', { chatId: command.chatId, op: command.op, error: String(error) })
      throw new AppError(failure)
    }
    if (!result.ok) throw new AppError(result.code)
    return result
  }

  /** The mentioned members hear about it in their notification panel; the message stands either way. */
  async function notify(chat: ChatRow, result: Extract<RoomResult, { ok: true }>) {
    if (result.mentioned.length === 0) return
    try {
      await notifyMentions(services, {
        tenantId,
        actorId: user.id,
        mentionedUserIds: result.mentioned,
        subject: { kind: 'chat', id: chat.id, title: chat.name },
        excerpt: result.message.text,
      })
    } catch (error) {
      logEvent('error', 'chat_mention_not_notified', { chatId: chat.id, error: String(error) })
    }
  }

  async function subjectChat(subject: { applicantId: string } | { jobId: string }): Promise<ChatSummary> {
    const name =
      'applicantId' in subject ? await repo.applicantName(subject.applicantId) : await repo.jobTitle(subject.jobId)
    if (name === null) throw new AppError('applicantId' in subject ? 'APPLICANT_NOT_FOUND' : 'JOB_POSITION_NOT_FOUND')
    let chat = await repo.chatFor(subject)
    if (!chat) {
      const now = services.now()
      await repo.createChat({ id: newId(now), name, createdBy: user.id, createdAt: now, ...subject }, [], now)
      chat = await repo.chatFor(subject)
      if (!chat) throw new AppError('CHAT_NOT_FOUND')
    }
    return summary(await open(chat.id))
  }

  return {
    async list(): Promise<ChatListResponse> {
      const rows = (await repo.listForUser(user.id)).filter((r) => canUseChat(user, r.chat, true))
      const chats = (await summaries(rows)).sort(
        (a, b) => (b.lastMessage?.createdAt ?? 0) - (a.lastMessage?.createdAt ?? 0) || b.id.localeCompare(a.id),
      )
      return { chats, unreadTotal: chats.reduce((n, c) => n + c.unread, 0) }
    },

    get: async (chatId: string) => summary(await open(chatId)),

    /** The applicant's chat (its Chat tab), created on first use; one per applicant. */
    forApplicant: (applicantId: string) => subjectChat({ applicantId }),

    /** The job's chat (its chat tab), created on first use; one per job. */
    forJob: (jobId: string) => subjectChat({ jobId }),

    /** A team chat with chosen members of the organization; the creator is always one. */
    async createTeam(input: z.infer<typeof CreateTeamChatRequestSchema>): Promise<ChatSummary> {
      const wanted = [...new Set([user.id, ...input.memberIds])]
      const members = await repo.organizationMembers(wanted)
      if (members.length !== wanted.length) throw new AppError('USER_NOT_FOUND')
      const now = services.now()
      const id = newId(now)
      await repo.createChat({ id, name: input.name, createdBy: user.id, createdAt: now }, members, now)
      return summary(await open(id))
    },

    /**
     * Members of the organization join a chat: whoever may use the chat adds colleagues. Adding someone
     * already in is no change, so a repeated request is harmless. Team chats are where this matters (their
     * members alone read them); in an applicant or job chat it puts the chat in the colleague's list.
     */
    async addMembers(chatId: string, input: z.infer<typeof AddChatMembersRequestSchema>): Promise<ChatSummary> {
      await open(chatId)
      const wanted = [...new Set(input.memberIds)]
      const members = await repo.organizationMembers(wanted)
      if (members.length !== wanted.length) throw new AppError('USER_NOT_FOUND')
      await repo.addMembers(chatId, members, services.now())
      return summary(await open(chatId))
    },

    async history(chatId: string, query: HistoryQuery): Promise<ChatHistoryResponse> {
      await open(chatId)
      const cursorSeq = async (messageId: string | undefined) => {
        if (messageId === undefined) return undefined
        const row = await repo.message(chatId, messageId)
        if (!row) throw new AppError('CHAT_MESSAGE_NOT_FOUND')
        return row.seq
      }
      // The room's number first: a change that lands while the page is read is replayed by the socket.
      const seq = await repo.latestVersion(chatId)
      const cursor = { before: await cursorSeq(query.before), after: await cursorSeq(query.after) }
      const rows = await repo.page(chatId, cursor, query.limit + 1)
      const hasMore = rows.length > query.limit
      const page = !hasMore ? rows : cursor.after !== undefined ? rows.slice(0, query.limit) : rows.slice(1)
      return { messages: await toMessages(repo, page), hasMore, seq }
    },

    async add(chatId: string, input: z.infer<typeof AddMessageRequestSchema>, mark?: StepMark): Promise<ChatMessage> {
      mark?.('handler')
      const chat = await open(chatId)
      mark?.('access')
      const command = { op: 'add', tenantId, chatId, actorId: user.id, actorName: user.name, ...input } as const
      const result = await inRoom(command, 'CHAT_SEND_FAILED')
      if (result.timing) {
        mark?.('room-received', result.timing.received)
        mark?.('room-started', result.timing.started)
        mark?.('room-committed', result.timing.committed)
      }
      mark?.('room-answered')
      await notify(chat, result)
      return result.message
    },

    async update(chatId: string, input: z.infer<typeof UpdateMessageRequestSchema>): Promise<ChatMessage> {
      const chat = await open(chatId)
      const command = { op: 'update', tenantId, chatId, actorId: user.id, ...input } as const
      const result = await inRoom(command, 'CHAT_UPDATE_FAILED')
      await notify(chat, result)
      return result.message
    },

    async delete(chatId: string, messageId: string): Promise<ChatMessage> {
      await open(chatId)
      const command = {
        op: 'delete',
        tenantId,
        chatId,
        actorId: user.id,
        messageId,
        moderator: canModerate(user),
      } as const
      return (await inRoom(command, 'CHAT_DELETE_FAILED')).message
    },

    /** POST /chats/last-read-message: the marker moves forward to this message (never back). */
    async markRead(chatId: string, messageId: string) {
      await open(chatId)
      const message = await repo.message(chatId, messageId)
      if (!message) throw new AppError('CHAT_MESSAGE_NOT_FOUND')
      await repo.markRead(chatId, user.id, message.seq, messageId, services.now())
      const member = await repo.member(chatId, user.id)
      const lastReadSeq = member?.lastReadSeq ?? message.seq
      return { lastReadSeq, unread: await repo.unread(chatId, user.id, lastReadSeq) }
    },

    /** Local and test mode (the bench): the room's open sockets and residence in memory. */
    async roomStats(chatId: string) {
      await open(chatId)
      return services.chatRooms.stats(tenantId, chatId)
    },

    /** Checks access, then hands the WebSocket upgrade to the chat's room. */
    async connect(auth: AuthState, chatId: string, after: number, request: Request): Promise<Response> {
      await open(chatId)
      return services.chatRooms.connect(
        { tenantId, chatId, userId: user.id, sessionId: auth.sessionId, after },
        request,
      )
    },
  }
}
