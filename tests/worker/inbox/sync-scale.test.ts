import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { NewMessage } from '../../doubles/demo-mailbox'
import { signedInMember } from '../jobs/support'
import { connect, DAY, mailboxAddress, mailDouble, type Slug, TYPE_OF } from './support'

/** A small but well-formed PDF: the sync only lists attachments, it does not read them. */
const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Issue 16 point 5: a mailbox of 5,000 mails in the past week, 500 of them with a CV attached. */
function bigMailbox(): NewMessage[] {
  const now = Date.now()
  return Array.from({ length: 5000 }, (_, i) => ({
    from: { name: `Sender ${i}`, address: `sender${i}@example.com` },
    subject: `Mail ${i}`,
    receivedAt: now - Math.floor((i / 5000) * 6 * DAY) - 60_000,
    html: null,
    text: `Body ${i}`,
    attachments: i % 10 === 0 ? [{ filename: `cv-${i}.pdf`, contentType: 'application/pdf', bytes: TINY_PDF }] : [],
  }))
}

const count = async (sql: string, tenantId: string) =>
  (await env.DB.prepare(sql).bind(tenantId).first<{ n: number }>())?.n ?? 0

for (const slug of ['google', 'microsoft'] as Slug[]) {
  describe(`${TYPE_OF[slug]} sync of a large mailbox`, () => {
    it('stores the 500 mails with attachments in bounded steps', { timeout: 300_000 }, async () => {
      const { session, org } = await signedInMember()
      const address = mailboxAddress('bulk')
      await mailDouble.setMailbox(slug, address, bigMailbox())
      const started = Date.now()
      await connect(session, slug, address)
      const deadline = Date.now() + 280_000
      let stored = 0
      while (Date.now() < deadline) {
        stored = await count('SELECT count(*) AS n FROM emails WHERE tenant_id = ?', org.id)
        if (stored >= 500) break
        await new Promise((r) => setTimeout(r, 250))
      }
      const seconds = (Date.now() - started) / 1000
      const calls = await mailDouble.calls(slug, address)
      const attachments = await count('SELECT count(*) AS n FROM email_attachments WHERE tenant_id = ?', org.id)
      const pages = calls.filter((c) => c.path.endsWith('/messages') || c.path.endsWith('/delta')).length
      // The queue messages the sync took (each one invocation), as the consumer recorded them.
      const account = await env.DB.prepare('SELECT id FROM mail_accounts WHERE tenant_id = ?')
        .bind(org.id)
        .first<{ id: string }>()
      // The last step is recorded just after it stored its page: give the consumer a moment.
      await new Promise((r) => setTimeout(r, 2000))
      const steps = await count(
        `SELECT count(*) AS n FROM processed_messages WHERE idempotency_key LIKE 'mail.sync:' || ? || ':%'`,
        account?.id ?? '',
      )
      console.info(
        JSON.stringify({
          event: 'mail_sync_scale',
          provider: TYPE_OF[slug],
          seconds,
          emails: stored,
          attachments,
          providerCalls: calls.length,
          pages,
          queueSteps: steps,
          callsPerStep: Math.round(calls.length / steps),
        }),
      )
      expect(stored).toBe(500)
      expect(attachments).toBe(500)
      // At most 200 requests plus one last page (51) and a token refresh per step: far inside 1,000.
      expect(steps).toBeGreaterThan(0)
      expect(calls.length / steps).toBeLessThanOrEqual(200 + 51 + 1)
    })
  })
}
