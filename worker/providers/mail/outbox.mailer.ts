import type { Database } from '../../db/database'
import type { Mailer, OutgoingMail } from './mailer'
import { outboxRepo } from './outbox.repo'

/** Stores every mail in `outbox_mails`; the dev mailbox page and the tests read it there. */
export function outboxMailer(db: Database, now: () => number): Mailer {
  const outbox = outboxRepo(db)
  return {
    async send(mail: OutgoingMail) {
      await outbox.add(mail, now())
    },
  }
}
