import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, timestamp } from './columns'

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
