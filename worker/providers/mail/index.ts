import type { Database } from '../../db/database'
import type { AppConfig } from '../../env'
import { httpMailer } from './http.mailer'
import type { Mailer } from './mailer'
import { outboxMailer } from './outbox.mailer'

export type { Mailer, OutgoingMail } from './mailer'
export { type MailKind, type MailParams, renderMail } from './templates'

/** Picks the mail adapter from configuration (MAIL_PROVIDER). */
export function createMailer(config: AppConfig, db: Database, now: () => number): Mailer {
  if (config.MAIL_PROVIDER === 'http' && config.MAIL_API_URL && config.MAIL_API_KEY) {
    return httpMailer({ url: config.MAIL_API_URL, apiKey: config.MAIL_API_KEY, from: config.MAIL_FROM })
  }
  return outboxMailer(db, now)
}
