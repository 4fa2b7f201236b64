import { and, asc, desc, eq, gt, inArray, isNull, lt, max, type SQL, sql } from 'drizzle-orm'
import {
  applicants,
  chatMembers,
  chatMessages,
  chats,
  jobs,
  memberships,
  messageMentions,
  searchDocuments,
  users,
} from '../../db/schema'
import type { Database } from '../db/database'
import { newId } from '../lib/ids'
import { chatMessageSearchBody } from '../search/search-text'

export type ChatRow = typeof chats.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect & { authorName: string | null }

/** D1 binds at most 100 parameters per statement. */
const ROWS_PER_INSERT = 20

/** Recruiting chats of one tenant (ADR 0023): every query leads with tenant_id. */
export function chatsRepo(db: Database, tenantId: string) {
  const mineChat = (chatId: string) => and(eq(chats.tenantId, tenantId), eq(chats.id, chatId))
  const inChat = (chatId: string) => and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.chatId, chatId))
  const messageColumns = {
    id: chatMessages.id,
    tenantId: chatMessages.tenantId,
    chatId: chatMessages.chatId,
    authorId: chatMessages.authorId,
    seq: chatMessages.seq,
    version: chatMessages.version,
    text: chatMessages.text,
    edited: chatMessages.edited,
    deletedAt: chatMessages.deletedAt,
    createdAt: chatMessages.createdAt,
    updatedAt: chatMessages.updatedAt,
    authorName: users.name,
  }
  const selectMessages = () =>
    db.select(messageColumns).from(chatMessages).leftJoin(users, eq(users.id, chatMessages.authorId))

  function searchStatement(messageId: string, chatName: string, text: string, at: number) {
    return db
      .insert(searchDocuments)
      .values({
        tenantId,
        docType: 'chat_message',
        entityId: messageId,
        title: chatName,
        body: chatMessageSearchBody({ text }),
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [searchDocuments.tenantId, searchDocuments.docType, searchDocuments.entityId],
        set: { title: chatName, body: chatMessageSearchBody({ text }), updatedAt: at },
      })
  }

  function mentionInserts(messageId: string, userIds: string[]) {
    const statements = []
    for (let i = 0; i < userIds.length; i += ROWS_PER_INSERT) {
      const rows = userIds.slice(i, i + ROWS_PER_INSERT).map((userId) => ({ id: newId(), tenantId, messageId, userId }))
      statements.push(db.insert(messageMentions).values(rows).onConflictDoNothing())
    }
    return statements
  }

  return {
    async chat(chatId: string): Promise<ChatRow | null> {
      const rows = await db.select().from(chats).where(mineChat(chatId)).limit(1)
      return rows[0] ?? null
    },

    async chatFor(subject: { applicantId: string } | { jobId: string }): Promise<ChatRow | null> {
      const where =
        'applicantId' in subject ? eq(chats.applicantId, subject.applicantId) : eq(chats.jobId, subject.jobId)
      const rows = await db
        .select()
        .from(chats)
        .where(and(eq(chats.tenantId, tenantId), where))
        .limit(1)
      return rows[0] ?? null
    },

    /** Inserts a chat unless its applicant or job already has one (two first openers create one chat). */
    async createChat(row: Omit<typeof chats.$inferInsert, 'tenantId'>, memberIds: string[], now: number) {
      await db.batch([
        db
          .insert(chats)
          .values({ ...row, tenantId })
          .onConflictDoNothing(),
        ...memberInserts(row.id as string, memberIds, now),
      ])
    },

    async addMembers(chatId: string, userIds: string[], now: number) {
      const statements = memberInserts(chatId, userIds, now)
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
    },

    async member(chatId: string, userId: string) {
      const rows = await db
        .select({ userId: chatMembers.userId, lastReadSeq: chatMembers.lastReadSeq })
        .from(chatMembers)
        .where(and(eq(chatMembers.tenantId, tenantId), eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
        .limit(1)
      return rows[0] ?? null
    },

    members(chatIds: string[]) {
      if (chatIds.length === 0) return Promise.resolve([])
      return db
        .select({ chatId: chatMembers.chatId, userId: chatMembers.userId, name: users.name })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(and(eq(chatMembers.tenantId, tenantId), inArray(chatMembers.chatId, chatIds)))
        .orderBy(sql`${users.name} collate nocase`, asc(users.id))
    },

    /** Which of these users are members of the organization. */
    async organizationMembers(userIds: string[]): Promise<string[]> {
      if (userIds.length === 0) return []
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, userIds)))
      return rows.map((r) => r.userId)
    },

    async applicantName(applicantId: string): Promise<string | null> {
      const rows = await db
        .select({ name: applicants.name })
        .from(applicants)
        .where(and(eq(applicants.tenantId, tenantId), eq(applicants.id, applicantId), isNull(applicants.deletedAt)))
        .limit(1)
      return rows[0]?.name ?? null
    },

    async jobTitle(jobId: string): Promise<string | null> {
      const rows = await db
        .select({ title: jobs.title })
        .from(jobs)
        .where(and(eq(jobs.tenantId, tenantId), eq(jobs.id, jobId)))
        .limit(1)
      return rows[0]?.title ?? null
    },

    /**
     * The user's chats with their unread count (messages of others after the last-read marker) and
     * latest live message, newest activity first.
     */
    listForUser(userId: string) {
      const unread = sql<number>`(SELECT count(*) FROM ${chatMessages} WHERE ${chatMessages.tenantId} = ${tenantId}
        AND ${chatMessages.chatId} = ${chats.id} AND ${chatMessages.seq} > ${chatMembers.lastReadSeq}
        AND ${chatMessages.deletedAt} IS NULL AND coalesce(${chatMessages.authorId}, '') <> ${userId})`
      const lastSeq = sql<number | null>`(SELECT max(${chatMessages.seq}) FROM ${chatMessages}
        WHERE ${chatMessages.tenantId} = ${tenantId} AND ${chatMessages.chatId} = ${chats.id}
        AND ${chatMessages.deletedAt} IS NULL)`
      return db
        .select({
          chat: chats,
          lastReadSeq: chatMembers.lastReadSeq,
          unread: unread.mapWith(Number),
          lastSeq: lastSeq.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(chatMembers)
        .innerJoin(chats, and(eq(chats.tenantId, chatMembers.tenantId), eq(chats.id, chatMembers.chatId)))
        .where(and(eq(chatMembers.tenantId, tenantId), eq(chatMembers.userId, userId)))
    },

    /** The messages at these (chat, seq) places: the list's last messages. */
    async messagesAt(places: { chatId: string; seq: number }[]): Promise<MessageRow[]> {
      if (places.length === 0) return []
      const conditions: SQL[] = places.map(
        (p) => sql`(${chatMessages.chatId} = ${p.chatId} AND ${chatMessages.seq} = ${p.seq})`,
      )
      const rows: MessageRow[] = []
      for (let i = 0; i < conditions.length; i += 40) {
        rows.push(
          ...(await selectMessages().where(
            and(eq(chatMessages.tenantId, tenantId), sql.join(conditions.slice(i, i + 40), sql` OR `)),
          )),
        )
      }
      return rows
    },

    async message(chatId: string, messageId: string): Promise<MessageRow | null> {
      const rows = await selectMessages()
        .where(and(inChat(chatId), eq(chatMessages.id, messageId)))
        .limit(1)
      return rows[0] ?? null
    },

    /** One page of history by seq: the latest, before a seq, or after a seq; `limit + 1` rows tell if more exist. */
    async page(chatId: string, cursor: { before?: number; after?: number }, limit: number): Promise<MessageRow[]> {
      if (cursor.after !== undefined) {
        return selectMessages()
          .where(and(inChat(chatId), gt(chatMessages.seq, cursor.after)))
          .orderBy(asc(chatMessages.seq))
          .limit(limit)
      }
      const rows = await selectMessages()
        .where(and(inChat(chatId), cursor.before === undefined ? undefined : lt(chatMessages.seq, cursor.before)))
        .orderBy(desc(chatMessages.seq))
        .limit(limit)
      return rows.reverse()
    },

    /** The room's latest sequence number as D1 has it (every change bumps a message's version). */
    async latestVersion(chatId: string): Promise<number> {
      const rows = await db
        .select({ v: max(chatMessages.version) })
        .from(chatMessages)
        .where(inChat(chatId))
      return rows[0]?.v ?? 0
    },

    /** Messages changed after `version`, in the order of their latest change: what a socket resumes with. */
    changedAfter(chatId: string, version: number, limit: number): Promise<MessageRow[]> {
      return selectMessages()
        .where(and(inChat(chatId), gt(chatMessages.version, version)))
        .orderBy(asc(chatMessages.version))
        .limit(limit)
    },

    async mentionsOf(messageIds: string[]): Promise<{ messageId: string; userId: string }[]> {
      if (messageIds.length === 0) return []
      const out: { messageId: string; userId: string }[] = []
      for (let i = 0; i < messageIds.length; i += 90) {
        out.push(
          ...(await db
            .select({ messageId: messageMentions.messageId, userId: messageMentions.userId })
            .from(messageMentions)
            .where(
              and(
                eq(messageMentions.tenantId, tenantId),
                inArray(messageMentions.messageId, messageIds.slice(i, i + 90)),
              ),
            )),
        )
      }
      return out
    },

    /** A new message, its mentions and its search document in one batch. */
    async insertMessage(
      m: { id: string; chatId: string; authorId: string; seq: number; text: string; at: number },
      chatName: string,
      mentions: string[],
    ) {
      await db.batch([
        db.insert(chatMessages).values({
          id: m.id,
          tenantId,
          chatId: m.chatId,
          authorId: m.authorId,
          seq: m.seq,
          version: m.seq,
          text: m.text,
          edited: false,
          createdAt: m.at,
          updatedAt: m.at,
        }),
        searchStatement(m.id, chatName, m.text, m.at),
        ...mentionInserts(m.id, mentions),
      ])
    },

    /** An edit: new text and version, the edited flag, mentions replaced, the search document rewritten. */
    async updateMessage(
      m: { id: string; chatId: string; version: number; text: string; at: number },
      chatName: string,
      mentions: string[],
    ) {
      await db.batch([
        db
          .update(chatMessages)
          .set({ text: m.text, edited: true, version: m.version, updatedAt: m.at })
          .where(and(inChat(m.chatId), eq(chatMessages.id, m.id))),
        db
          .delete(messageMentions)
          .where(and(eq(messageMentions.tenantId, tenantId), eq(messageMentions.messageId, m.id))),
        searchStatement(m.id, chatName, m.text, m.at),
        ...mentionInserts(m.id, mentions),
      ])
    },

    /** A soft delete: the text goes, the place stays ("message deleted"); so do its mentions and search document. */
    async deleteMessage(m: { id: string; chatId: string; version: number; at: number }) {
      await db.batch([
        db
          .update(chatMessages)
          .set({ text: '', version: m.version, deletedAt: m.at, updatedAt: m.at })
          .where(and(inChat(m.chatId), eq(chatMessages.id, m.id))),
        db
          .delete(messageMentions)
          .where(and(eq(messageMentions.tenantId, tenantId), eq(messageMentions.messageId, m.id))),
        db
          .delete(searchDocuments)
          .where(
            and(
              eq(searchDocuments.tenantId, tenantId),
              eq(searchDocuments.docType, 'chat_message'),
              eq(searchDocuments.entityId, m.id),
            ),
          ),
      ])
    },

    /** Moves the member's marker forward (never back); joins the member if needed. */
    async markRead(chatId: string, userId: string, seq: number, messageId: string, now: number) {
      await db
        .insert(chatMembers)
        .values({
          id: newId(now),
          tenantId,
          chatId,
          userId,
          lastReadSeq: seq,
          lastReadMessageId: messageId,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [chatMembers.tenantId, chatMembers.chatId, chatMembers.userId],
          set: { lastReadSeq: seq, lastReadMessageId: messageId },
          setWhere: sql`${chatMembers.lastReadSeq} < ${seq}`,
        })
    },

    async unread(chatId: string, userId: string, afterSeq: number): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(chatMessages)
        .where(
          and(
            inChat(chatId),
            gt(chatMessages.seq, afterSeq),
            isNull(chatMessages.deletedAt),
            sql`coalesce(${chatMessages.authorId}, '') <> ${userId}`,
          ),
        )
      return rows[0]?.n ?? 0
    },

    /** Every chat id of the tenant: their rooms are cleared when the organization is deleted. */
    async chatIds(): Promise<string[]> {
      const rows = await db.select({ id: chats.id }).from(chats).where(eq(chats.tenantId, tenantId))
      return rows.map((r) => r.id)
    },
  }

  function memberInserts(chatId: string, userIds: string[], now: number) {
    const statements = []
    for (let i = 0; i < userIds.length; i += ROWS_PER_INSERT) {
      const rows = userIds
        .slice(i, i + ROWS_PER_INSERT)
        .map((userId) => ({ id: newId(now), tenantId, chatId, userId, createdAt: now }))
      statements.push(db.insert(chatMembers).values(rows).onConflictDoNothing())
    }
    return statements
  }
}
