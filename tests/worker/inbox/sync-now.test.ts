import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { cvPdf } from '../../doubles/demo-mailbox'
import { syntheticCv } from '../../fixtures/synthetic-cv'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { call, type Session } from '../support/http'
import { accountRow, accounts, connect, DAY, mail, mailboxAddress, mailDouble, TYPE_OF, waitForSync } from './support'

/** "Sync now" (POST /api/external-account/sync): a sync at once, at most one a minute per account. */

const PDF = 'application/pdf'
const sync = (session: Session, type: string) => post('/api/external-account/sync', session, { type })
const subjects = async (session: Session) =>
  (await json<{ items: { subject: string | null }[] }>(await call('/api/external-account/emails', { session }))).items
    .map((i) => i.subject)
    .sort()

/** The sync messages of one reason the consumer took for the account (recorded by their idempotency key). */
const consumed = async (accountId: string, reason: string) =>
  // A prefix compare, not LIKE: D1 refuses LIKE patterns over 50 bytes.
  (
    await env.DB.prepare('SELECT count(*) AS n FROM processed_messages WHERE substr(idempotency_key, 1, ?) = ?')
      .bind(`mail.sync:${accountId}:${reason}:`.length, `mail.sync:${accountId}:${reason}:`)
      .first<{ n: number }>()
  )?.n ?? 0

/** The consumer records a message just after its run: wait for the first, then a moment for any other. */
async function consumedSettled(accountId: string, reason: string) {
  const deadline = Date.now() + 10_000
  while ((await consumed(accountId, reason)) === 0 && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100))
  await new Promise((r) => setTimeout(r, 1_500))
  return consumed(accountId, reason)
}

async function connectedMailbox(slug: 'google' | 'microsoft') {
  const member = await signedInMember()
  const address = mailboxAddress('sync-now')
  const cv = syntheticCv(31)
  await mailDouble.setMailbox(slug, address, [
    mail('First application', DAY, [{ filename: 'cv.pdf', contentType: PDF, bytes: await cvPdf(cv) }]),
  ])
  await connect(member.session, slug, address)
  const first = await waitForSync(member.session, TYPE_OF[slug])
  const row = await accountRow(member.org.id, TYPE_OF[slug])
  return { ...member, address, first, accountId: row?.id ?? '' }
}

for (const slug of ['google', 'microsoft'] as const) {
  const type = TYPE_OF[slug]

  describe(`${type} sync now`, () => {
    it('queues a sync at once: a mail that arrived since shows up, and the account says when it was asked', async () => {
      const { session, address, first, accountId } = await connectedMailbox(slug)
      expect(await subjects(session)).toEqual(['First application'])
      await mailDouble.addMessage(
        slug,
        address,
        mail('Second application', 60_000, [
          { filename: 'cv.pdf', contentType: PDF, bytes: await cvPdf(syntheticCv(32)) },
        ]),
      )
      const res = await sync(session, type)
      const { requestedAt } = await json<{ requestedAt: number }>(res, 202)
      expect(requestedAt).toBeGreaterThanOrEqual(first.lastSyncedAt ?? 0)
      const synced = await waitForSync(session, type, requestedAt)
      expect(synced.syncRequestedAt).toBe(requestedAt)
      expect(await subjects(session)).toEqual(['First application', 'Second application'])
      expect(await consumedSettled(accountId, 'now')).toBe(1)
    })
  })
}

describe('sync now refusals', () => {
  it('answers 429 MAIL_SYNC_TOO_SOON with Retry-After to clicks within a minute: of five at once, one queues', async () => {
    const { session, accountId } = await connectedMailbox('google')
    const answers = await Promise.all(Array.from({ length: 5 }, () => sync(session, 'GOOGLE')))
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses).toEqual([202, 429, 429, 429, 429])
    for (const refused of answers.filter((r) => r.status === 429)) {
      const seconds = Number(refused.headers.get('Retry-After'))
      expect(seconds).toBeGreaterThanOrEqual(1)
      expect(seconds).toBeLessThanOrEqual(60)
      const body = (await refused.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('MAIL_SYNC_TOO_SOON')
      expect(body.error.message).toBe(
        'This mailbox was synced moments ago. Please wait a minute before syncing it again.',
      )
    }
    const queued = answers.find((r) => r.status === 202) as Response
    const { requestedAt } = (await queued.json()) as { requestedAt: number }
    await waitForSync(session, 'GOOGLE', requestedAt)
    expect(await consumedSettled(accountId, 'now')).toBe(1)

    // A minute later (the request moved back in time) a click queues again.
    await env.DB.prepare('UPDATE mail_accounts SET sync_requested_at = ? WHERE id = ?')
      .bind(requestedAt - 61_000, accountId)
      .run()
    expect((await sync(session, 'GOOGLE')).status).toBe(202)
  })

  it("waits out the provider's Retry-After: 429 with the seconds left, nothing recorded", async () => {
    const { session, org, accountId } = await connectedMailbox('microsoft')
    const notBefore = Date.now() + 300_000
    await env.DB.prepare('UPDATE mail_accounts SET sync_not_before = ? WHERE id = ?').bind(notBefore, accountId).run()
    const res = await sync(session, 'MICROSOFT')
    expect(res.status).toBe(429)
    expect(await errorCode(res)).toBe('MAIL_SYNC_TOO_SOON')
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(240)
    expect((await accountRow(org.id, 'MICROSOFT'))?.sync_requested_at).toBeNull()
  })

  it('answers 404 without a mailbox of the type, 409 for an expired one, 400 for an unknown type', async () => {
    const { session, address } = await connectedMailbox('google')
    const none = await sync(session, 'MICROSOFT')
    expect(none.status).toBe(404)
    expect(await errorCode(none)).toBe('MAIL_ACCOUNT_NOT_FOUND')
    expect((await sync(session, 'YAHOO')).status).toBe(400)
    expect((await post('/api/external-account/sync', session, {})).status).toBe(400)

    // The provider revokes the grant (access and refresh token).
    await mailDouble.revoke('google', address)
    // The next sync finds the grant revoked and marks the account expired.
    const res = await sync(session, 'GOOGLE')
    expect(res.status).toBe(202)
    const deadline = Date.now() + 20_000
    while ((await accounts(session)).accounts[0]?.status !== 'EXPIRED' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
    }
    expect((await accounts(session)).accounts[0]?.status).toBe('EXPIRED')
    const expired = await sync(session, 'GOOGLE')
    expect(expired.status).toBe(409)
    expect(await errorCode(expired)).toBe('MAIL_ACCOUNT_EXPIRED')
  })
})

describe('sync now isolation', () => {
  it("syncs only the caller's own mailbox: another member and another organization get 404 and change nothing", async () => {
    const owner = await connectedMailbox('google')
    const before = await accountRow(owner.org.id, 'GOOGLE')
    const colleague = await signedInMember(undefined, owner.org)
    const stranger = await signedInMember()
    for (const other of [colleague.session, stranger.session]) {
      const res = await sync(other, 'GOOGLE')
      expect(res.status).toBe(404)
      expect(await errorCode(res)).toBe('MAIL_ACCOUNT_NOT_FOUND')
    }
    expect(await accountRow(owner.org.id, 'GOOGLE')).toEqual(before)
    expect(await consumed(owner.accountId, 'now')).toBe(0)
    // The owner's own minute is untouched by the refusals.
    expect((await sync(owner.session, 'GOOGLE')).status).toBe(202)
  })

  it('needs the right to add applicants (403) and a session (401)', async () => {
    const { session } = await signedInMember(['APPLICANT_READ'])
    const res = await sync(session, 'GOOGLE')
    expect(res.status).toBe(403)
    expect(await errorCode(res)).toBe('FORBIDDEN')
    const anonymous = await call('/api/external-account/sync', { method: 'POST', json: { type: 'GOOGLE' } })
    expect(anonymous.status).toBe(401)
  })
})
