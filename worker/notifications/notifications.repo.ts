import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm'
import { memberships, notifications, users } from '../../db/schema'
import type { NotificationKind, NotificationSubjectKind } from '../contracts/enums'
import type { Notification } from '../contracts/notifications'
import type { Database } from '../db/database'

export interface NewNotification {
  id: string
  userId: string
  kind: NotificationKind
  actorId: string | null
  subjectKind: NotificationSubjectKind
  subjectId: string
  title: string
  excerpt: string
  createdAt: number
}

/** D1 binds at most 100 parameters per statement: 10 rows of 10 columns. */
const ROWS_PER_INSERT = 10

/** The notifications of one tenant; every query leads with tenant_id (notifications_tenant_user_*_idx). */
export function notificationsRepo(db: Database, tenantId: string) {
  const mine = (userId: string) => and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId))

  return {
    /** Which of these user ids are members of the tenant (others are dropped, never notified). */
    async members(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return []
      const rows = await db
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.tenantId, tenantId), inArray(memberships.userId, [...userIds])))
      return rows.map((r) => r.userId)
    },

    async insert(rows: readonly NewNotification[]) {
      if (rows.length === 0) return
      const statements = []
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
        statements.push(
          db.insert(notifications).values(rows.slice(i, i + ROWS_PER_INSERT).map((r) => ({ tenantId, ...r }))),
        )
      }
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
    },

    /** Newest first (ids are UUIDv7, so id order is creation order); `before` is the last id seen. */
    async page(userId: string, before: string | undefined, limit: number): Promise<Notification[]> {
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          actorId: notifications.actorId,
          actorName: users.name,
          subjectKind: notifications.subjectKind,
          subjectId: notifications.subjectId,
          title: notifications.title,
          excerpt: notifications.excerpt,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(and(mine(userId), before ? lt(notifications.id, before) : undefined))
        .orderBy(desc(notifications.id))
        .limit(limit)
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        actor: r.actorId && r.actorName !== null ? { id: r.actorId, name: r.actorName } : null,
        subject: { kind: r.subjectKind, id: r.subjectId, title: r.title },
        excerpt: r.excerpt,
        createdAt: r.createdAt,
        readAt: r.readAt,
      }))
    },

    async unread(userId: string): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(userId), isNull(notifications.readAt)))
      return rows[0]?.n ?? 0
    },

    /** False when the id is not one of this member's notifications here (another's, another tenant's). */
    async markRead(userId: string, id: string, now: number): Promise<boolean> {
      const found = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(mine(userId), eq(notifications.id, id)))
        .limit(1)
      if (found.length === 0) return false
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(mine(userId), eq(notifications.id, id), isNull(notifications.readAt)))
      return true
    },

    async markAllRead(userId: string, now: number) {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(mine(userId), isNull(notifications.readAt)))
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(mine(userId), eq(notifications.id, id)))
        .returning({ id: notifications.id })
      return rows.length > 0
    },
  }
}
