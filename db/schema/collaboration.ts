import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { CONTENT_KINDS } from '../../worker/contracts/enums'
import { applicants } from './applicants'
import { bool, createdAt, enumCheck, id, json, timestamp, updatedAt } from './columns'
import { users } from './identity'
import { jobs } from './jobs'
import { tenantRef } from './tenant-scope'

/** Comments on any content (applicant, job, client, ...). content_id is polymorphic, so it has no foreign key. */
export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    tenantId: tenantRef(),
    contentKind: text('content_kind', { enum: CONTENT_KINDS }).notNull(),
    contentId: text('content_id').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** The team members the text mentions (@name), as picked when writing: ids with the names shown. */
    mentions: json<{ id: string; name: string }[]>('mentions').notNull().default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('comments_tenant_content_created_idx').on(t.tenantId, t.contentKind, t.contentId, t.createdAt),
    enumCheck('comments_content_kind_ck', t.contentKind, CONTENT_KINDS),
  ],
)

/**
 * A recruiting chat, optionally about one job or one applicant (their Chat tabs): at most one chat per
 * applicant and per job (the unique indexes; NULLs are distinct, so team chats are unlimited).
 */
export const chats = sqliteTable(
  'chats',
  {
    id: id(),
    tenantId: tenantRef(),
    name: text('name').notNull(),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    applicantId: text('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_tenant_job_uq').on(t.tenantId, t.jobId),
    uniqueIndex('chats_tenant_applicant_uq').on(t.tenantId, t.applicantId),
  ],
)

export const chatMembers = sqliteTable(
  'chat_members',
  {
    id: id(),
    tenantId: tenantRef(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unread counts compare message ids (UUIDv7 sort by time); no foreign key so deleting a message is cheap. */
    lastReadMessageId: text('last_read_message_id'),
    /** The room sequence number of that message: unread = messages of others with a higher seq (ADR 0023). */
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_members_tenant_chat_user_uq').on(t.tenantId, t.chatId, t.userId),
    index('chat_members_tenant_user_idx').on(t.tenantId, t.userId),
  ],
)

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: id(),
    tenantId: tenantRef(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Order in the room, given by the room's Durable Object (ADR 0023): 1, 2, 3, … per chat. */
    seq: integer('seq').notNull(),
    /** The room sequence number of the message's latest change (sent, edited, deleted): resume reads by it. */
    version: integer('version').notNull(),
    text: text('text').notNull(),
    edited: bool('edited').notNull().default(false),
    /** Soft delete so the chat can show "message deleted" in place. */
    deletedAt: timestamp('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('chat_messages_tenant_chat_created_idx').on(t.tenantId, t.chatId, t.createdAt),
    uniqueIndex('chat_messages_tenant_chat_seq_uq').on(t.tenantId, t.chatId, t.seq),
    uniqueIndex('chat_messages_tenant_chat_version_uq').on(t.tenantId, t.chatId, t.version),
  ],
)

export const messageMentions = sqliteTable(
  'message_mentions',
  {
    id: id(),
    tenantId: tenantRef(),
    messageId: text('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('message_mentions_tenant_message_user_uq').on(t.tenantId, t.messageId, t.userId),
    index('message_mentions_tenant_user_idx').on(t.tenantId, t.userId),
  ],
)
