import { desc, eq } from 'drizzle-orm'
import { outboxMails } from '../../../db/schema'
import type { Database } from '../../db/database'
import { newId } from '../../lib/ids'
import type { OutgoingMail } from './mailer'

/** `outbox_mails` (platform): what the local outbox "sent". Read by the dev mailbox and the tests. */
export function outboxRepo(db: Database) {
  return {
    async add(mail: OutgoingMail, at: number) {
      await db.insert(outboxMails).values({
        id: newId(),
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        language: mail.language,
        kind: mail.kind,
        createdAt: at,
      })
    },

    /** The newest 100 mails, to one address or to anyone; without their bodies. */
    async list(to: string | undefined) {
      return db
        .select({
          id: outboxMails.id,
          to: outboxMails.toAddress,
          subject: outboxMails.subject,
          kind: outboxMails.kind,
          language: outboxMails.language,
          createdAt: outboxMails.createdAt,
        })
        .from(outboxMails)
        .where(to ? eq(outboxMails.toAddress, to) : undefined)
        .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
        .limit(100)
    },

    async get(id: string) {
      const rows = await db.select().from(outboxMails).where(eq(outboxMails.id, id)).limit(1)
      return rows[0] ?? null
    },
  }
}
