import type { Mailer, OutgoingMail } from './mailer'

export interface HttpMailerConfig {
  url: string
  apiKey: string
  from: string
  fetch?: typeof fetch
}

/**
 * An HTTP email API in the widely used `POST /emails` JSON shape (Resend and compatible services):
 * `{ from, to: [..], subject, text, html }` with a bearer key. Refusals raise, so the caller can
 * decide whether the action that wanted the mail fails.
 */
export function httpMailer(config: HttpMailerConfig): Mailer {
  const doFetch = config.fetch ?? fetch
  return {
    async send(mail: OutgoingMail) {
      const response = await doFetch(config.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({
          from: config.from,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { 'X-Shortlist-Kind': mail.kind },
        }),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`Email API refused the mail: HTTP ${response.status}`)
    },
  }
}
