import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm'
import { emailAttachments, emails, mailAccounts } from '../../db/schema'
import type { EmailFilter } from '../contracts/inbox'
import type { Database } from '../db/database'

export type EmailRow = typeof emails.$inferSelect
export type EmailAttachmentRow = typeof emailAttachments.$inferSelect

export interface NewEmail {
  id: string
  providerMessageId: string
  fromName: string | null
  fromAddress: string
  subject: string | null
  receivedAt: number
  content: string
  attachments: {
    id: string
    filename: string
    contentType: string
    sizeBytes: number
    providerAttachmentId: string
  }[]
}

/**
 * One tenant's synced mails. A mailbox is private to the user who connected it: every read and write
 * goes through the user's own accounts (`mine`), so another member of the organization sees nothing.
 */
export function emailsRepo(db: Database, tenantId: string) {
  const accountsOf = (userId: string) =>
    db
      .select({ id: mailAccounts.id })
      .from(mailAccounts)
      .where(and(eq(mailAccounts.tenantId, tenantId), eq(mailAccounts.userId, userId)))
  const mine = (userId: string) => and(eq(emails.tenantId, tenantId), inArray(emails.accountId, accountsOf(userId)))
  // Qualified by hand: inside the subqueries a bare tenant_id would mean the attachment row's own.
  const attachmentCount = sql<number>`(SELECT count(*) FROM email_attachments a WHERE a.tenant_id = "emails"."tenant_id" AND a.email_id = "emails"."id")`
  const importedCount = sql<number>`(SELECT count(*) FROM email_attachments a WHERE a.tenant_id = "emails"."tenant_id" AND a.email_id = "emails"."id" AND a.imported = 1)`

  const filterOf: Record<EmailFilter, ReturnType<typeof sql> | undefined> = {
    ALL: undefined,
    PENDING: sql`${emails.processed} = 0`,
    PROCESSED: sql`${emails.processed} = 1`,
    WITH_IMPORTED: sql`${importedCount} > 0`,
  }

  return {
    /** The provider message ids of this account that are stored already (of those given). */
    async known(accountId: string, providerMessageIds: string[]): Promise<Set<string>> {
      const found = new Set<string>()
      for (let i = 0; i < providerMessageIds.length; i += 90) {
        const rows = await db
          .select({ p: emails.providerMessageId })
          .from(emails)
          .where(
            and(
              eq(emails.tenantId, tenantId),
              eq(emails.accountId, accountId),
              inArray(emails.providerMessageId, providerMessageIds.slice(i, i + 90)),
            ),
          )
        for (const r of rows) found.add(r.p)
      }
      return found
    },

    /** Stores new mails with their attachments; a mail seen before (at-least-once sync) is skipped. */
    async insert(accountId: string, mails: NewEmail[], at: number) {
      const statements = mails.flatMap((m) => [
        db
          .insert(emails)
          .values({
            id: m.id,
            tenantId,
            accountId,
            providerMessageId: m.providerMessageId,
            fromName: m.fromName,
            fromAddress: m.fromAddress,
            subject: m.subject,
            receivedAt: m.receivedAt,
            content: m.content,
            createdAt: at,
          })
          .onConflictDoNothing(),
        ...m.attachments.map((a) =>
          db
            .insert(emailAttachments)
            .values({ ...a, tenantId, emailId: m.id })
            .onConflictDoNothing(),
        ),
      ])
      const [first, ...rest] = statements
      if (first) await db.batch([first, ...rest])
    },

    /** Newest first; the cursor is `receivedAt:id` of the last row of the previous page. */
    async list(userId: string, filter: EmailFilter, cursor: { receivedAt: number; id: string } | null, limit: number) {
      return db
        .select({
          id: emails.id,
          provider: mailAccounts.provider,
          fromName: emails.fromName,
          fromAddress: emails.fromAddress,
          subject: emails.subject,
          receivedAt: emails.receivedAt,
          processed: emails.processed,
          attachmentCount,
          importedCount,
        })
        .from(emails)
        .innerJoin(mailAccounts, and(eq(mailAccounts.tenantId, tenantId), eq(mailAccounts.id, emails.accountId)))
        .where(
          and(
            mine(userId),
            filterOf[filter],
            cursor
              ? or(
                  lt(emails.receivedAt, cursor.receivedAt),
                  and(eq(emails.receivedAt, cursor.receivedAt), lt(emails.id, cursor.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(emails.receivedAt), desc(emails.id))
        .limit(limit)
    },

    async get(userId: string, emailId: string) {
      const [row] = await db
        .select({
          email: emails,
          provider: mailAccounts.provider,
          attachmentCount,
          importedCount,
        })
        .from(emails)
        .innerJoin(mailAccounts, and(eq(mailAccounts.tenantId, tenantId), eq(mailAccounts.id, emails.accountId)))
        .where(and(mine(userId), eq(emails.id, emailId)))
      return row ?? null
    },

    attachmentsOf(emailId: string): Promise<EmailAttachmentRow[]> {
      return db
        .select()
        .from(emailAttachments)
        .where(and(eq(emailAttachments.tenantId, tenantId), eq(emailAttachments.emailId, emailId)))
        .orderBy(emailAttachments.filename)
    },

    /** An attachment of one of the user's mails, with what is needed to fetch it from the provider. */
    async attachment(userId: string, attachmentId: string) {
      const [row] = await db
        .select({ attachment: emailAttachments, email: emails })
        .from(emailAttachments)
        .innerJoin(emails, and(eq(emails.tenantId, tenantId), eq(emails.id, emailAttachments.emailId)))
        .where(and(eq(emailAttachments.tenantId, tenantId), eq(emailAttachments.id, attachmentId), mine(userId)))
      return row ?? null
    },

    async setProcessed(userId: string, emailId: string, processed: boolean): Promise<boolean> {
      const rows = await db
        .update(emails)
        .set({ processed })
        .where(and(mine(userId), eq(emails.id, emailId)))
        .returning({ id: emails.id })
      return rows.length === 1
    },

    /**
     * Claims the attachment for one import: of two imports that race, exactly one turns `imported` on;
     * the other sees false and answers with the holder's document (or that it is still on its way).
     */
    async claimImport(attachmentId: string): Promise<boolean> {
      const rows = await db
        .update(emailAttachments)
        .set({ imported: true })
        .where(
          and(
            eq(emailAttachments.tenantId, tenantId),
            eq(emailAttachments.id, attachmentId),
            eq(emailAttachments.imported, false),
          ),
        )
        .returning({ id: emailAttachments.id })
      return rows.length === 1
    },

    /** The claimed import's CV document. */
    async setImportedDocument(attachmentId: string, documentId: string) {
      await db
        .update(emailAttachments)
        .set({ documentId })
        .where(and(eq(emailAttachments.tenantId, tenantId), eq(emailAttachments.id, attachmentId)))
    },

    /** Gives a claim back when the import failed before the pipeline took the file. */
    async releaseImport(attachmentId: string) {
      await db
        .update(emailAttachments)
        .set({ imported: false, documentId: null })
        .where(and(eq(emailAttachments.tenantId, tenantId), eq(emailAttachments.id, attachmentId)))
    },
  }
}
