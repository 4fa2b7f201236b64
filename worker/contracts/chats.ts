import { z } from 'zod'
import { EntityIdSchema } from './params'

/**
 * Recruiting chats (spec §7 Chats, issue 15): the REST bodies and answers, and the WebSocket frames of
 * a chat room. Both ends parse them: the Worker and the room's Durable Object on the way in, the SPA on
 * the way out (web/api/chats.ts, web/features/chats/room-socket.ts).
 */

/** An id in a body: any string that can be an id; an unknown or foreign one answers 404, not 400. */
const BodyIdSchema = z.string().min(1).max(64)

export const CHAT_KINDS = ['TEAM', 'APPLICANT', 'JOB'] as const
export type ChatKind = (typeof CHAT_KINDS)[number]

export const CHAT_MESSAGE_MAX = 4000
export const CHAT_NAME_MAX = 120
export const CHAT_HISTORY_PAGE = 50
/** Spec §5: 'Message cannot be empty'. */
export const ChatMessageTextSchema = z
  .string()
  .trim()
  .min(1, 'Message cannot be empty')
  .max(CHAT_MESSAGE_MAX, `Must be at most ${CHAT_MESSAGE_MAX} characters`)

export const ChatMessageSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  /** The message's place in the room (1, 2, 3, …): the order in which everyone sees it. */
  seq: z.number().int().positive(),
  /** The room sequence number of its latest change (sent, edited or deleted). */
  version: z.number().int().positive(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  /** Empty once deleted. */
  text: z.string(),
  edited: z.boolean(),
  deleted: z.boolean(),
  mentions: z.array(z.string()),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

export const ChatMemberSchema = z.object({ userId: z.string(), name: z.string() })

export const ChatSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CHAT_KINDS),
  applicantId: z.string().nullable(),
  jobId: z.string().nullable(),
  lastMessage: ChatMessageSchema.nullable(),
  /** Messages of others after the member's last-read marker. */
  unread: z.number().int().nonnegative(),
  lastReadSeq: z.number().int().nonnegative(),
  /** Team chats: the chosen members. Applicant and job chats: who has joined so far. */
  members: z.array(ChatMemberSchema),
})
export type ChatSummary = z.infer<typeof ChatSummarySchema>

/** GET /chats: the current user's chats, most recent activity first, and the unread total (the menu badge). */
export const ChatListResponseSchema = z.object({ chats: z.array(ChatSummarySchema), unreadTotal: z.number().int() })
export type ChatListResponse = z.infer<typeof ChatListResponseSchema>

/** POST /chats/team: a team chat with chosen members (the creator is always one). */
export const CreateTeamChatRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CHAT_NAME_MAX),
  memberIds: z.array(BodyIdSchema).max(100),
})

/** POST /chats/{id}/add-members: members of the organization join the chat (spec §1: "added to recruiting chats"). */
export const AddChatMembersRequestSchema = z.object({
  memberIds: z.array(BodyIdSchema).min(1).max(100),
})

/** GET /chats/{id}/messages: `before` pages back from a message id, `after` forward; neither = the latest page. */
export const ChatHistoryQuerySchema = z
  .object({
    before: EntityIdSchema.optional(),
    after: EntityIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
  })
  .refine((q) => !(q.before && q.after), { message: 'Use before or after, not both' })

export const ChatHistoryResponseSchema = z.object({
  /** Oldest first. */
  messages: z.array(ChatMessageSchema),
  /** More messages lie beyond this page in the direction asked. */
  hasMore: z.boolean(),
  /** The room's latest sequence number when read: a socket resumes after it. */
  seq: z.number().int().nonnegative(),
})
export type ChatHistoryResponse = z.infer<typeof ChatHistoryResponseSchema>

export const AddMessageRequestSchema = z.object({
  text: ChatMessageTextSchema,
  /** Mentioned team members (the @ picker); ids that are not members are dropped. */
  mentions: z.array(BodyIdSchema).max(50).default([]),
})
export const UpdateMessageRequestSchema = z.object({
  messageId: BodyIdSchema,
  text: ChatMessageTextSchema,
  mentions: z.array(BodyIdSchema).max(50).default([]),
})
export const DeleteMessageRequestSchema = z.object({ messageId: BodyIdSchema })
export const LastReadRequestSchema = z.object({ chatId: BodyIdSchema, messageId: BodyIdSchema })
export const LastReadResponseSchema = z.object({ lastReadSeq: z.number().int(), unread: z.number().int() })

/** `/chats/for-applicant/:applicantId` and `/chats/for-job/:jobId`. */
export const ApplicantIdParam = z.object({ applicantId: EntityIdSchema })
export const JobIdParam = z.object({ jobId: EntityIdSchema })

/** GET /chats/{id}/socket?after=N: the WebSocket upgrade; the room first sends what changed after N. */
export const ChatSocketQuerySchema = z.object({ after: z.coerce.number().int().nonnegative().default(0) })

// WebSocket frames ------------------------------------------------------------------------------

/** Larger frames close the socket with 1009; they can never be a valid client frame. */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024
/** Close codes the room uses; the SPA reconnects after all but the refusals. */
export const CHAT_CLOSE = {
  /** RFC 6455: a frame that does not parse as a client frame. */
  MALFORMED: 1008,
  /** RFC 6455: a frame over CHAT_FRAME_MAX_BYTES. */
  TOO_BIG: 1009,
  /** RFC 6455: the room could not check the session before a delivery; the tab reconnects and resumes. */
  UNAVAILABLE: 1011,
  /** Application code: the session, the CHAT permission or access to the chat is gone. */
  FORBIDDEN: 4403,
  /** Application code: the chat or its organization was deleted. */
  GONE: 4410,
} as const

/** From the browser. `ping` (plain text) is answered by the runtime without waking the room. */
export const ChatClientFrameSchema = z.discriminatedUnion('type', [
  /** Send everything that changed after `after` again, then `ready`. */
  z.object({ type: z.literal('resume'), after: z.number().int().nonnegative() }),
])
export type ChatClientFrame = z.infer<typeof ChatClientFrameSchema>

/** To the browser. */
export const ChatServerFrameSchema = z.discriminatedUnion('type', [
  /** A message was sent, edited or deleted: `seq` is the change's room sequence number (its version). */
  z.object({ type: z.literal('message'), seq: z.number().int().positive(), message: ChatMessageSchema }),
  /** The backlog after a connect or resume is complete; live changes follow. */
  z.object({ type: z.literal('ready'), seq: z.number().int().nonnegative() }),
  /** Too much changed while away to replay: reload the history, then resume after `seq`. */
  z.object({ type: z.literal('reload'), seq: z.number().int().nonnegative() }),
])
export type ChatServerFrame = z.infer<typeof ChatServerFrameSchema>

/** What the Worker hands the room on connect, after authenticating the user (headers, parsed in the room). */
export const ChatConnectHeadersSchema = z.object({
  tenantId: EntityIdSchema,
  chatId: EntityIdSchema,
  userId: EntityIdSchema,
  sessionId: z.string().min(1).max(128),
  after: z.coerce.number().int().nonnegative(),
})
export type ChatConnect = z.infer<typeof ChatConnectHeadersSchema>

// Between the Worker and the room (RPC) -----------------------------------------------------------

/**
 * A write the Worker has authorized (session, CHAT, tenant, access to the chat) and the room carries
 * out one at a time, so sequence numbers, D1 commits and deliveries happen in one order (ADR 0023).
 */
export const RoomCommandSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('add'),
    tenantId: EntityIdSchema,
    chatId: EntityIdSchema,
    actorId: EntityIdSchema,
    /** The author's name as the session has it: the new message is answered without reading it back. */
    actorName: z.string(),
    text: ChatMessageTextSchema,
    mentions: z.array(EntityIdSchema),
  }),
  z.object({
    op: z.literal('update'),
    tenantId: EntityIdSchema,
    chatId: EntityIdSchema,
    actorId: EntityIdSchema,
    messageId: EntityIdSchema,
    text: ChatMessageTextSchema,
    mentions: z.array(EntityIdSchema),
  }),
  z.object({
    op: z.literal('delete'),
    tenantId: EntityIdSchema,
    chatId: EntityIdSchema,
    actorId: EntityIdSchema,
    messageId: EntityIdSchema,
    /** Organization admins (TEAM_UPDATE) may delete anyone's message. */
    moderator: z.boolean(),
  }),
])
export type RoomCommand = z.infer<typeof RoomCommandSchema>

/**
 * When the room received a write, took it up from its queue and had it committed to D1 (epoch ms, the
 * runtime's clock): the step timings of a broadcast (local and test mode show them to the bench).
 */
export const RoomTimingSchema = z.object({ received: z.number(), started: z.number(), committed: z.number() })

export const RoomResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    message: ChatMessageSchema,
    mentioned: z.array(z.string()),
    timing: RoomTimingSchema.optional(),
  }),
  z.object({ ok: z.literal(false), code: z.enum(['CHAT_MESSAGE_NOT_FOUND', 'CHAT_MESSAGE_NOT_OWN']) }),
])
export type RoomResult = z.infer<typeof RoomResultSchema>
