import type { Services } from '../context'
import {
  NOTIFICATION_EXCERPT_MAX,
  type NotificationSubject,
  type NotificationsPage,
  type NotificationsQuery,
} from '../contracts/notifications'
import { AppError } from '../lib/app-error'
import { newId } from '../lib/ids'
import { notificationsRepo } from './notifications.repo'

export interface MentionInput {
  tenantId: string
  /** Who wrote the comment or message: never notified about their own text. */
  actorId: string
  /** Users named in the text; unknown ids and non-members of the tenant are ignored. */
  mentionedUserIds: readonly string[]
  subject: NotificationSubject
  /** The text that mentions them; shortened here. */
  excerpt: string
}

/** Most recipients of one mention: a team's size, and it bounds the writes of one request. */
export const MAX_MENTIONS = 50

/** One line of at most NOTIFICATION_EXCERPT_MAX characters. */
export function toExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= NOTIFICATION_EXCERPT_MAX ? line : `${line.slice(0, NOTIFICATION_EXCERPT_MAX - 1).trimEnd()}…`
}

/**
 * Notifies the members of a tenant that someone mentioned them (comments, chat messages). Returns the
 * ids notified. Only current members of `tenantId` are notified, the author never, each once.
 */
export async function notifyMentions(services: Services, input: MentionInput): Promise<string[]> {
  const wanted = [...new Set(input.mentionedUserIds)].filter((id) => id !== input.actorId).slice(0, MAX_MENTIONS)
  if (wanted.length === 0) return []
  const repo = notificationsRepo(services.db.forTenant(input.tenantId), input.tenantId)
  const recipients = await repo.members(wanted)
  const now = services.now()
  const excerpt = toExcerpt(input.excerpt)
  await repo.insert(
    recipients.map((userId) => ({
      id: newId(now),
      userId,
      kind: 'MENTION' as const,
      actorId: input.actorId,
      subjectKind: input.subject.kind,
      subjectId: input.subject.id,
      title: input.subject.title,
      excerpt,
      createdAt: now,
    })),
  )
  return recipients
}

/** The current member's notifications in the current organization (the panel). */
export function notificationsService(services: Services, tenantId: string, userId: string) {
  const repo = notificationsRepo(services.db.forTenant(tenantId), tenantId)
  return {
    async list(query: NotificationsQuery): Promise<NotificationsPage> {
      const rows = await repo.page(userId, query.cursor, query.limit + 1)
      const items = rows.slice(0, query.limit)
      const nextCursor = rows.length > query.limit ? (items.at(-1)?.id ?? null) : null
      return { items, nextCursor, unread: await repo.unread(userId) }
    },

    async read(id: string) {
      if (!(await repo.markRead(userId, id, services.now()))) throw new AppError('NOTIFICATION_NOT_FOUND')
      return { unread: await repo.unread(userId) }
    },

    async readAll() {
      await repo.markAllRead(userId, services.now())
      return { unread: 0 }
    },

    async remove(id: string) {
      if (!(await repo.remove(userId, id))) throw new AppError('NOTIFICATION_NOT_FOUND')
      return { unread: await repo.unread(userId) }
    },
  }
}
