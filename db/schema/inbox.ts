import { sql } from 'drizzle-orm'
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { MAIL_PROVIDERS } from '../../worker/contracts/enums'
import { bool, createdAt, enumCheck, id, timestamp } from './columns'
import { documents } from './documents'
import { users } from './identity'
import { tenantRef } from './tenant-scope'

export const MAIL_ACCOUNT_STATUSES = ['CONNECTED', 'EXPIRED'] as const

/**
 * A connected Gmail or Outlook mailbox. Tokens are stored encrypted; disconnecting deletes the row and,
 * by cascade, its mails (spec §4: disconnected is permanent, data lost).
 */
export const mailAccounts = sqliteTable(
  'mail_accounts',
  {
    id: id(),
    tenantId: tenantRef(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: MAIL_PROVIDERS }).notNull(),
    email: text('email').notNull(),
    accessTokenEnc: text('access_token_enc'),
    refreshTokenEnc: text('refresh_token_enc'),
    tokenExpiresAt: timestamp('token_expires_at'),
    connectedAt: timestamp('connected_at').notNull(),
    status: text('status', { enum: MAIL_ACCOUNT_STATUSES }).notNull().default('CONNECTED'),
    /** Provider-specific position (Gmail historyId, Graph deltaLink) for incremental sync. */
    syncCursor: text('sync_cursor'),
    /** A 429's Retry-After: no sync of this account before then. */
    syncNotBefore: timestamp('sync_not_before'),
    /** One sync per account at a time: a run holds this lease until it ends (or it lapses). */
    syncLeaseUntil: timestamp('sync_lease_until'),
    lastSyncedAt: timestamp('last_synced_at'),
    /** The user's last "Sync now": a second one within a minute is refused (no flood of queue messages). */
    syncRequestedAt: timestamp('sync_requested_at'),
  },
  (t) => [
    uniqueIndex('mail_accounts_tenant_user_provider_uq').on(t.tenantId, t.userId, t.provider),
    // The scheduled trigger's one cross-tenant read: connected accounts that are due.
    index('mail_accounts_status_due_idx').on(t.status, t.syncNotBefore),
    enumCheck('mail_accounts_provider_ck', t.provider, MAIL_PROVIDERS),
    enumCheck('mail_accounts_status_ck', t.status, MAIL_ACCOUNT_STATUSES),
  ],
)

export const emails = sqliteTable(
  'emails',
  {
    id: id(),
    tenantId: tenantRef(),
    accountId: text('account_id')
      .notNull()
      .references(() => mailAccounts.id, { onDelete: 'cascade' }),
    providerMessageId: text('provider_message_id').notNull(),
    fromName: text('from_name'),
    fromAddress: text('from_address').notNull(),
    subject: text('subject'),
    receivedAt: timestamp('received_at').notNull(),
    content: text('content'),
    processed: bool('processed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Sync is at-least-once: the same provider message is stored once.
    uniqueIndex('emails_tenant_account_message_uq').on(t.tenantId, t.accountId, t.providerMessageId),
    // The inbox filters All / Pending / Processed, newest first.
    index('emails_tenant_account_processed_received_idx').on(t.tenantId, t.accountId, t.processed, t.receivedAt),
    index('emails_tenant_account_received_idx').on(t.tenantId, t.accountId, t.receivedAt),
  ],
)

export const emailAttachments = sqliteTable(
  'email_attachments',
  {
    id: id(),
    tenantId: tenantRef(),
    emailId: text('email_id')
      .notNull()
      .references(() => emails.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    providerAttachmentId: text('provider_attachment_id').notNull(),
    imported: bool('imported').notNull().default(false),
    /** The CV document created by importing this attachment. */
    documentId: text('document_id').references(() => documents.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('email_attachments_tenant_email_idx').on(t.tenantId, t.emailId),
    // "Mails with imported CVs" filter.
    index('email_attachments_tenant_imported_idx').on(t.tenantId, t.imported),
    check('email_attachments_size_ck', sql`${t.sizeBytes} >= 0`),
  ],
)
