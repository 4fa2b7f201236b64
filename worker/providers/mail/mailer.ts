import type { UiLanguage } from '../../contracts/enums'

/** What every mail template produces: both parts, in one language. */
export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export interface OutgoingMail extends RenderedMail {
  to: string
  language: UiLanguage
  /** What triggered it ('email_confirmation', 'password_reset', …): for the dev mailbox and tests. */
  kind: string
}

/** The mail port: the local outbox by default, an HTTP email API in production (ADR 0012). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
}
