import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECT_KINDS } from '../../worker/contracts/enums'
import { createdAt, enumCheck, id, timestamp } from './columns'
import { users } from './identity'
import { tenantRef } from './tenant-scope'

/**
 * Outgoing mail. Locally the dev mailbox page reads this table; in production a sender drains unsent
 * rows through the HTTP email API. Platform-wide (sign-up and reset mails have no tenant yet).
 */
export const outboxMails = sqliteTable(
  'outbox_mails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    language: text('language'),
    /** What triggered it (e.g. 'email_confirmation', 'invite'), for the dev mailbox and tests. */
    kind: text('kind').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
  },
  (t) => [
    index('outbox_mails_sent_created_idx').on(t.sentAt, t.createdAt),
    index('outbox_mails_to_created_idx').on(t.toAddress, t.createdAt),
  ],
)

/**
 * In-app notifications of one member in one organization (the notification panel beside the upload
 * items). Today only MENTION: someone named the recipient in a comment or a chat message. The subject
 * is polymorphic (applicant, job or chat), so subject_id has no foreign key; title and excerpt are
 * copied at notification time so the panel needs no join and survives an edited or deleted subject.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    tenantId: tenantRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: text('subject_kind', { enum: NOTIFICATION_SUBJECT_KINDS }).notNull(),
    subjectId: text('subject_id').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    createdAt: createdAt(),
    readAt: timestamp('read_at'),
  },
  (t) => [
    // The panel's list: newest first per member of an organization; the badge counts unread.
    index('notifications_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
    index('notifications_tenant_user_read_idx').on(t.tenantId, t.userId, t.readAt),
    enumCheck('notifications_kind_ck', t.kind, NOTIFICATION_KINDS),
    enumCheck('notifications_subject_kind_ck', t.subjectKind, NOTIFICATION_SUBJECT_KINDS),
  ],
)
