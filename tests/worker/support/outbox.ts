import { env } from 'cloudflare:workers'

export interface StoredMail {
  id: string
  subject: string
  text_body: string
  html_body: string | null
  kind: string
  language: string | null
}

/** The newest mail of a kind to an address; waits briefly, since mails are sent after the response. */
export async function waitForMail(
  to: string,
  kind: string,
  options: { newerThan?: string; timeoutMs?: number } = {},
): Promise<StoredMail> {
  const timeoutMs = options.timeoutMs ?? 5000
  const started = Date.now()
  for (;;) {
    const row = await env.DB.prepare(
      'SELECT * FROM outbox_mails WHERE to_address = ? AND kind = ? ORDER BY created_at DESC, id DESC LIMIT 1',
    )
      .bind(to, kind)
      .first<StoredMail>()
    if (row && row.id !== options.newerThan) return row
    if (Date.now() - started > timeoutMs) throw new Error(`no ${kind} mail to ${to}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

export async function mailsTo(to: string): Promise<StoredMail[]> {
  const { results } = await env.DB.prepare('SELECT * FROM outbox_mails WHERE to_address = ? ORDER BY created_at')
    .bind(to)
    .all<StoredMail>()
  return results
}

/** The token of the first link in a mail's text part. */
export function tokenOf(mail: StoredMail): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text_body)
  if (!match?.[1]) throw new Error(`no link token in mail: ${mail.subject}`)
  return match[1]
}

/** The Set-Cookie session pair of a response, as a browser would send it back. */
export function cookieOf(res: Response): string {
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? ''
}
