import { outboxMails } from '../../../db/schema'
import type { Database } from '../../db/database'
import { newId } from '../../lib/ids'
import type { Mailer, OutgoingMail } from './mailer'

/** Stores every mail in `outbox_mails`; the dev mailbox page and the tests read it there. */
export function outboxMailer(db: Database, now: () => number): Mailer {
  return {
    async send(mail: OutgoingMail) {
      await db.insert(outboxMails).values({
        id: newId(),
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        language: mail.language,
        kind: mail.kind,
        createdAt: now(),
      })
    },
  }
}
