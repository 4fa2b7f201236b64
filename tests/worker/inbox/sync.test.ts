import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { mailSyncService } from '../../../worker/inbox/mail-sync.service'
import { createServices } from '../../../worker/middleware/services'
import { cvDocx, cvPdf } from '../../doubles/demo-mailbox'
import { syntheticCv } from '../../fixtures/synthetic-cv'
import { errorCode, signedInMember } from '../jobs/support'
import { call, type Session } from '../support/http'
import {
  accountRow,
  accounts,
  connect,
  DAY,
  mail,
  mailboxAddress,
  mailDouble,
  type Slug,
  TYPE_OF,
  waitForSync,
} from './support'

const PDF = 'application/pdf'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

interface Listed {
  items: { id: string; subject: string | null; attachmentCount: number }[]
}
const subjects = async (session: Session) => {
  const res = await call('/api/external-account/emails', { session })
  expect(res.status).toBe(200)
  return ((await res.json()) as Listed).items.map((i) => i.subject).sort()
}

/** One sync step run here (not by the background consumer), after the first round has finished. */
async function syncNow(tenantId: string, type: 'GOOGLE' | 'MICROSOFT', userId: string) {
  const row = await accountRow(tenantId, type)
  return mailSyncService(createServices(env)).sync({
    kind: 'mail.sync',
    idempotencyKey: `test:${crypto.randomUUID()}`,
    tenantId,
    userId,
    accountId: row?.id ?? '',
  })
}

async function connected(slug: Slug) {
  const member = await signedInMember()
  const address = mailboxAddress()
  const cv = syntheticCv(21)
  await mailDouble.setMailbox(slug, address, [
    mail('Too old', 10 * DAY, [{ filename: 'old.pdf', contentType: PDF, bytes: await cvPdf(cv) }]),
    mail('No attachment', 3 * DAY, []),
    mail('Spreadsheet only', 3 * DAY, [
      { filename: 'budget.xlsx', contentType: 'application/vnd.ms-excel', bytes: new Uint8Array([1, 2, 3]) },
    ]),
    mail('Only an inline picture', 2 * DAY, [
      { filename: 'logo.png', contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]), inline: true },
    ]),
    mail('PDF application', 2 * DAY, [{ filename: 'cv.pdf', contentType: PDF, bytes: await cvPdf(cv) }], {
      html: '<p onclick="steal()">Hello</p><script>alert(1)</script><img src="https://tracker.example/p.gif"><a href="javascript:alert(1)">x</a><a href="https://example.com/portfolio">portfolio</a>',
    }),
    mail('DOCX application', DAY, [
      { filename: 'cv.docx', contentType: DOCX, bytes: await cvDocx(cv) },
      { filename: 'notes.zip', contentType: 'application/zip', bytes: new Uint8Array([80, 75, 3, 4]) },
    ]),
  ])
  await connect(member.session, slug, address)
  const first = await waitForSync(member.session, TYPE_OF[slug])
  return { ...member, address, first }
}

for (const slug of ['google', 'microsoft'] as const) {
  const type = TYPE_OF[slug]

  describe(`${type} sync`, () => {
    it('first sync keeps only the past week’s mails with supported attachments, with sanitised content', async () => {
      const { session } = await connected(slug)
      expect(await subjects(session)).toEqual(['DOCX application', 'PDF application'])

      const list = (await (await call('/api/external-account/emails', { session })).json()) as Listed
      const docx = list.items.find((i) => i.subject === 'DOCX application')
      // The zip beside the DOCX is not listed: only supported attachments are kept.
      expect(docx?.attachmentCount).toBe(1)
      const pdf = list.items.find((i) => i.subject === 'PDF application')
      const details = await call(`/api/external-account/email-details?emailId=${pdf?.id}`, { session })
      const body = (await details.json()) as { content: string; attachments: { filename: string; kind: string }[] }
      expect(body.attachments).toEqual([expect.objectContaining({ filename: 'cv.pdf', kind: 'pdf' })])
      expect(body.content).toContain('Hello')
      expect(body.content).toContain('href="https://example.com/portfolio"')
      expect(body.content).not.toMatch(/script|onclick|tracker\.example|javascript:/i)
    })

    it('later syncs are incremental (Gmail history / Graph delta link) and store a mail once', async () => {
      const { session, org, user, address } = await connected(slug)
      const cv = syntheticCv(22)
      await mailDouble.addMessage(
        slug,
        address,
        mail('New application', 0, [{ filename: 'new.pdf', contentType: PDF, bytes: await cvPdf(cv) }]),
      )
      const before = await mailDouble.calls(slug, address)
      expect(await syncNow(org.id, type, user.id)).toEqual({ stored: 1, done: true })
      const after = (await mailDouble.calls(slug, address)).slice(before.length)
      if (slug === 'google') {
        expect(after.map((c) => c.path)).toContain('/gmail/v1/users/me/history')
        expect(after.map((c) => c.path)).not.toContain('/gmail/v1/users/me/messages')
      } else {
        // The stored delta link: one delta call, then the new message's details.
        expect(after.filter((c) => c.path.endsWith('/messages/delta'))).toHaveLength(1)
      }
      expect(await subjects(session)).toEqual(['DOCX application', 'New application', 'PDF application'])
      // Nothing new: nothing stored, nothing duplicated.
      expect(await syncNow(org.id, type, user.id)).toEqual({ stored: 0, done: true })
      expect(await subjects(session)).toHaveLength(3)
    })

    it('honours 429 Retry-After: no sync before then, and a delayed message finishes the job', async () => {
      const { session, org, user, address } = await connected(slug)
      await mailDouble.addMessage(
        slug,
        address,
        mail('After the pause', 0, [{ filename: 'p.pdf', contentType: PDF, bytes: await cvPdf(syntheticCv(23)) }]),
      )
      await mailDouble.rateLimit(slug, address, 1, 2)
      const started = Date.now()
      expect(await syncNow(org.id, type, user.id)).toEqual({ stored: 0, done: false })
      const row = await accountRow(org.id, type)
      expect(row?.sync_not_before).toBeGreaterThanOrEqual(started + 2000)
      // Asked again before the pause is over: nothing happens (and nothing reaches the provider).
      const calls = (await mailDouble.calls(slug, address)).length
      expect(await syncNow(org.id, type, user.id)).toBeUndefined()
      expect((await mailDouble.calls(slug, address)).length).toBe(calls)
      // The delayed queue message comes back after Retry-After and stores the mail.
      const deadline = Date.now() + 20_000
      while (!(await subjects(session)).includes('After the pause') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 200))
      }
      expect(await subjects(session)).toContain('After the pause')
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000)
    })

    it('a 401 on an expired access token refreshes it once and carries on', async () => {
      const { org, user, address, session } = await connected(slug)
      const before = await accountRow(org.id, type)
      await mailDouble.expireAccess(slug, address)
      await mailDouble.addMessage(
        slug,
        address,
        mail('After refresh', 0, [{ filename: 'r.pdf', contentType: PDF, bytes: await cvPdf(syntheticCv(24)) }]),
      )
      expect(await syncNow(org.id, type, user.id)).toEqual({ stored: 1, done: true })
      const after = await accountRow(org.id, type)
      expect(after?.status).toBe('CONNECTED')
      expect(after?.access_token_enc).not.toBe(before?.access_token_enc)
      expect(await subjects(session)).toContain('After refresh')
    })

    it('a refused refresh token marks the account expired: the inbox asks to reconnect', async () => {
      const { org, user, address, session } = await connected(slug)
      await mailDouble.revoke(slug, address)
      expect(await syncNow(org.id, type, user.id)).toEqual({ stored: 0, done: false })
      expect((await accounts(session)).accounts).toEqual([expect.objectContaining({ type, status: 'EXPIRED' })])
      // Reading an attachment now says the connection expired.
      const list = (await (await call('/api/external-account/emails', { session })).json()) as Listed
      const details = (await (
        await call(`/api/external-account/email-details?emailId=${list.items[0]?.id}`, { session })
      ).json()) as { attachments: { id: string }[] }
      const preview = await call(
        `/api/external-account/attachment-details?attachmentId=${details.attachments[0]?.id}`,
        {
          session,
        },
      )
      expect(preview.status).toBe(409)
      expect(await errorCode(preview)).toBe('MAIL_ACCOUNT_EXPIRED')
      // An expired account is not synced; connecting again brings it back with its mails.
      expect(await syncNow(org.id, type, user.id)).toBeUndefined()
      await connect(session, slug, address)
      expect((await accounts(session)).accounts).toEqual([expect.objectContaining({ type, status: 'CONNECTED' })])
      expect(await subjects(session)).toEqual(['DOCX application', 'PDF application'])
    })
  })
}

describe('Gmail history that is too old', () => {
  it('falls back to the window and stores nothing twice', async () => {
    const { org, user, address, session } = await connected('google')
    await mailDouble.expireHistory(address)
    await mailDouble.addMessage(
      'google',
      address,
      mail('Late', 0, [{ filename: 'l.pdf', contentType: PDF, bytes: await cvPdf(syntheticCv(25)) }]),
    )
    const result = await syncNow(org.id, 'GOOGLE', user.id)
    expect(result).toEqual({ stored: 1, done: true })
    expect(await subjects(session)).toEqual(['DOCX application', 'Late', 'PDF application'])
  })
})

describe('scheduled trigger', () => {
  it('queues one sync message per connected account that is not waiting out a Retry-After', async () => {
    const { org } = await connected('google')
    const services = createServices(env)
    const sent: unknown[] = []
    const spy = {
      ...services,
      queue: { send: async () => {}, sendBatch: async (m: unknown[]) => void sent.push(...m) },
    }
    await mailSyncService(spy).dispatch(Date.now())
    const row = await accountRow(org.id, 'GOOGLE')
    expect(sent).toContainEqual(expect.objectContaining({ kind: 'mail.sync', accountId: row?.id, tenantId: org.id }))
    await env.DB.prepare('UPDATE mail_accounts SET sync_not_before = ? WHERE id = ?')
      .bind(Date.now() + 60_000, row?.id)
      .run()
    sent.length = 0
    await mailSyncService(spy).dispatch(Date.now())
    expect(sent).not.toContainEqual(expect.objectContaining({ accountId: row?.id }))
  })
})
