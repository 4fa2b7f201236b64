import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { cvPdf } from '../../doubles/demo-mailbox'
import { syntheticCv } from '../../fixtures/synthetic-cv'
import { waitForDocument } from '../applicants/support'
import { errorCode, json, post, signedInMember } from '../jobs/support'
import { call, type Session } from '../support/http'
import { connect, DAY, mail, mailboxAddress, mailDouble, waitForSync } from './support'

const PDF = 'application/pdf'

interface Summary {
  id: string
  subject: string | null
  processed: boolean
  importedCount: number
}
interface Details extends Summary {
  content: string
  attachments: { id: string; filename: string; kind: string; imported: boolean; documentId: string | null }[]
}

const list = async (session: Session, path: string, query = '') =>
  await json<{ items: Summary[]; nextCursor: string | null }>(
    await call(`/api/external-account/${path}${query}`, { session }),
  )
const details = async (session: Session, emailId: string) =>
  json<Details>(await call(`/api/external-account/email-details?emailId=${emailId}`, { session }))

/** A member with a connected Gmail mailbox of two applications and one mislabelled file. */
async function inboxWithMail() {
  const member = await signedInMember()
  const address = mailboxAddress()
  const cv = syntheticCv(31)
  const pdf = await cvPdf(cv)
  await mailDouble.setMailbox('google', address, [
    mail('First application', 3 * DAY, [{ filename: 'cv.pdf', contentType: PDF, bytes: pdf }]),
    mail('Second application', 2 * DAY, [
      { filename: 'cv-2.pdf', contentType: PDF, bytes: await cvPdf(syntheticCv(32)) },
    ]),
    mail('Renamed file', DAY, [
      { filename: 'cv.pdf', contentType: PDF, bytes: new TextEncoder().encode('\u0000\u0001MZ not a pdf') },
    ]),
  ])
  await connect(member.session, 'google', address)
  await waitForSync(member.session, 'GOOGLE')
  const items = (await list(member.session, 'emails')).items
  const bySubject = (s: string) => items.find((i) => i.subject === s) as Summary
  return { ...member, address, cv, pdf, bySubject }
}

describe('inbox lists', () => {
  it('lists newest first, pages with a cursor, and filters pending, processed and with imported CVs', async () => {
    const { session, bySubject } = await inboxWithMail()
    const all = await list(session, 'emails')
    expect(all.items.map((i) => i.subject)).toEqual(['Renamed file', 'Second application', 'First application'])

    const page1 = await list(session, 'emails', '?limit=2')
    expect(page1.items).toHaveLength(2)
    const page2 = await list(session, 'emails', `?limit=2&cursor=${encodeURIComponent(page1.nextCursor ?? '')}`)
    expect(page2.items.map((i) => i.subject)).toEqual(['First application'])
    expect(page2.nextCursor).toBeNull()

    const first = bySubject('First application')
    expect((await post('/api/external-account/mark-as-processed', session, { emailId: first.id })).status).toBe(200)
    expect((await list(session, 'processed-emails')).items.map((i) => i.subject)).toEqual(['First application'])
    expect((await list(session, 'pending-emails')).items.map((i) => i.subject)).toEqual([
      'Renamed file',
      'Second application',
    ])
    expect((await details(session, first.id)).processed).toBe(true)
    expect((await post('/api/external-account/unmark-as-processed', session, { emailId: first.id })).status).toBe(200)
    expect((await list(session, 'processed-emails')).items).toEqual([])
    expect((await list(session, 'emails-with-attachments')).items).toEqual([])
  })

  it('refuses a malformed cursor with 400', async () => {
    const { session } = await signedInMember()
    const res = await call('/api/external-account/emails?cursor=nope', { session })
    expect(res.status).toBe(400)
  })
})

describe('attachment preview', () => {
  it('serves the bytes typed by their content, sandboxed and never sniffed', async () => {
    const { session, bySubject, pdf } = await inboxWithMail()
    const mailDetails = await details(session, bySubject('First application').id)
    const res = await call(`/api/external-account/attachment-details?attachmentId=${mailDetails.attachments[0]?.id}`, {
      session,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Content-Security-Policy')).toContain('sandbox')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf)
  })

  it('answers 415 for a file whose bytes are not a supported format, whatever its name says', async () => {
    const { session, bySubject } = await inboxWithMail()
    const mailDetails = await details(session, bySubject('Renamed file').id)
    const res = await call(`/api/external-account/attachment-details?attachmentId=${mailDetails.attachments[0]?.id}`, {
      session,
    })
    expect(res.status).toBe(415)
    expect(await errorCode(res)).toBe('ATTACHMENT_UNSUPPORTED')
  })

  it("says 'Could not find the email in your mailbox' when the provider no longer has it", async () => {
    const { session, bySubject, address } = await inboxWithMail()
    const mailDetails = await details(session, bySubject('Second application').id)
    await mailDouble.setMailbox('google', address, [])
    const res = await call(`/api/external-account/attachment-details?attachmentId=${mailDetails.attachments[0]?.id}`, {
      session,
    })
    expect(res.status).toBe(404)
    expect(await errorCode(res)).toBe('EMAIL_NOT_FOUND')
  })
})

describe('import an attachment as CV', () => {
  it('runs it through the ingestion pipeline once: the applicant appears, a second import makes no second one', async () => {
    const { session, org, bySubject, cv } = await inboxWithMail()
    const email = bySubject('First application')
    const attachment = (await details(session, email.id)).attachments[0]
    const first = await json<{ documentId: string; status: string }>(
      await post('/api/external-account/import-attachment', session, { attachmentId: attachment?.id }),
    )
    expect(first.status).toBe('QUEUED')
    expect((await waitForDocument(first.documentId)).status).toBe('PROCESSED')
    const applicant = await env.DB.prepare(
      'SELECT a.name AS name, a.profile AS profile FROM documents d JOIN applicants a ON a.id = d.applicant_id WHERE d.id = ? AND d.tenant_id = ?',
    )
      .bind(first.documentId, org.id)
      .first<{ name: string; profile: string | null }>()
    // The applicant appears with a parsed profile, read from the attachment (never from the mail body).
    expect(applicant?.name).toBe(cv.name)
    expect(applicant?.profile).toContain(cv.hardSkills[0] ?? '')

    const again = await json<{ documentId: string; status: string }>(
      await post('/api/external-account/import-attachment', session, { attachmentId: attachment?.id }),
    )
    expect(again).toEqual({ documentId: first.documentId, status: 'ALREADY_IMPORTED' })
    const count = await env.DB.prepare('SELECT count(*) AS n FROM applicants WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ n: number }>()
    expect(count?.n).toBe(1)

    const shown = await details(session, email.id)
    expect(shown.attachments[0]).toEqual(expect.objectContaining({ imported: true, documentId: first.documentId }))
    expect(shown.importedCount).toBe(1)
    expect((await list(session, 'emails-with-attachments')).items.map((i) => i.subject)).toEqual(['First application'])
  })

  it('refuses an unsupported file and leaves the attachment importable', async () => {
    const { session, bySubject } = await inboxWithMail()
    const attachment = (await details(session, bySubject('Renamed file').id)).attachments[0]
    const res = await post('/api/external-account/import-attachment', session, { attachmentId: attachment?.id })
    expect(res.status).toBe(415)
    expect((await details(session, bySubject('Renamed file').id)).attachments[0]?.imported).toBe(false)
  })
})

describe('inbox isolation', () => {
  it('another organization and another member of the same organization get 404 for every mail and attachment', async () => {
    const owner = await inboxWithMail()
    const email = owner.bySubject('First application')
    const attachmentId = (await details(owner.session, email.id)).attachments[0]?.id
    const stranger = await signedInMember()
    const colleague = await signedInMember(undefined, owner.org)
    for (const other of [stranger.session, colleague.session]) {
      expect((await list(other, 'emails')).items).toEqual([])
      const read = await call(`/api/external-account/email-details?emailId=${email.id}`, { session: other })
      expect(read.status).toBe(404)
      expect(await errorCode(read)).toBe('EMAIL_NOT_FOUND')
      const preview = await call(`/api/external-account/attachment-details?attachmentId=${attachmentId}`, {
        session: other,
      })
      expect(await errorCode(preview)).toBe('ATTACHMENT_NOT_FOUND')
      const imported = await post('/api/external-account/import-attachment', other, { attachmentId })
      expect(await errorCode(imported)).toBe('ATTACHMENT_NOT_FOUND')
      const marked = await post('/api/external-account/mark-as-processed', other, { emailId: email.id })
      expect(await errorCode(marked)).toBe('EMAIL_NOT_FOUND')
    }
    // Nothing changed for the owner.
    expect((await details(owner.session, email.id)).processed).toBe(false)
    expect((await details(owner.session, email.id)).attachments[0]?.imported).toBe(false)
  })

  it('needs the right to add applicants for every inbox call', async () => {
    const { session } = await signedInMember(['APPLICANT_READ'])
    for (const path of ['', '/emails', '/pending-emails', '/processed-emails', '/emails-with-attachments']) {
      expect((await call(`/api/external-account${path}`, { session })).status).toBe(403)
    }
    expect((await post('/api/external-account/mark-as-processed', session, { emailId: 'x' })).status).toBe(403)
  })
})
