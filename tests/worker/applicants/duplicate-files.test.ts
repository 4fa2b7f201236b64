import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { isRetryableUpload } from '../../../worker/contracts/upload-status'
import { createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from './support'

const text = (s: string) => new TextEncoder().encode(s)

async function orgSession() {
  const org = await createOrganization()
  const user = await createUser({ memberOf: [{ organizationId: org.id }] })
  return { org, user, session: await signIn(user.email, user.password) }
}

/** A CV of its own per test (a unique line), so no other test's upload holds its content. */
const uniqueCv = () => `${SYNTHETIC_CV}\nREFERENCE\nFile ${crypto.randomUUID()}\n`

async function applicantCount(tenantId: string) {
  const row = await env.DB.prepare('SELECT count(*) AS n FROM applicants WHERE tenant_id = ? AND deleted_at IS NULL')
    .bind(tenantId)
    .first<{ n: number }>()
  return row?.n ?? 0
}

async function statusItems(session: Session, documentIds: string[]) {
  const res = await call('/api/applicants/batch-subscribe', { method: 'POST', session, json: { documentIds } })
  expect(res.status).toBe(200)
  const { items } = (await res.json()) as {
    items: {
      documentId: string
      status: string
      errorType: string | null
      reason?: string | null
      applicantId?: string | null
    }[]
  }
  return new Map(items.map((item) => [item.documentId, item]))
}

describe('Duplicate CV files (issue 19 point 3)', () => {
  it('imports a file once: the second upload is "already in Shortlist" and names the existing applicant', async () => {
    const { org, session } = await orgSession()
    const cv = text(uniqueCv())
    const [first] = await uploadFiles(session, [{ name: 'marta.txt', bytes: cv }])
    expect(await waitForDocument(first!)).toMatchObject({ status: 'PROCESSED' })
    const [second] = await uploadFiles(session, [{ name: 'marta-again.txt', bytes: cv }])
    expect(await waitForDocument(second!)).toMatchObject({ status: 'PROCESSED' })

    expect(await applicantCount(org.id)).toBe(1)
    const row = await env.DB.prepare('SELECT duplicate_of, applicant_id FROM documents WHERE id = ?')
      .bind(second)
      .first<{ duplicate_of: string; applicant_id: string | null }>()
    expect(row).toEqual({ duplicate_of: first, applicant_id: null })
    const items = await statusItems(session, [first!, second!])
    expect(items.get(first!)).toMatchObject({ status: 'SUCCESS', reason: null, applicantId: first })
    expect(items.get(second!)).toMatchObject({ status: 'SUCCESS', reason: 'duplicate', applicantId: first })
    // The duplicate's bytes are not kept twice.
    expect(await env.FILES.get(`tenants/${org.id}/documents/${second}`)).toBeNull()
  })

  it('gives one applicant when two identical files are uploaded at the same time', async () => {
    const { org, session } = await orgSession()
    const cv = text(uniqueCv())
    const ids = await uploadFiles(session, [
      { name: 'a.txt', bytes: cv },
      { name: 'b.txt', bytes: cv },
      { name: 'c.txt', bytes: cv },
    ])
    const rows = await Promise.all(ids.map((id) => waitForDocument(id)))
    expect(rows.every((r) => r.status === 'PROCESSED')).toBe(true)
    expect(await applicantCount(org.id)).toBe(1)
    const items = [...(await statusItems(session, ids)).values()]
    expect(items.filter((i) => i.reason === 'duplicate')).toHaveLength(2)
    const holder = items.find((i) => i.reason !== 'duplicate')
    expect(items.every((i) => i.applicantId === holder?.applicantId)).toBe(true)
  })

  it("does not count another organization's identical file as a duplicate", async () => {
    const a = await orgSession()
    const b = await orgSession()
    const cv = text(uniqueCv())
    const [inA] = await uploadFiles(a.session, [{ name: 'cv.txt', bytes: cv }])
    expect(await waitForDocument(inA!)).toMatchObject({ status: 'PROCESSED' })
    const [inB] = await uploadFiles(b.session, [{ name: 'cv.txt', bytes: cv }])
    expect(await waitForDocument(inB!)).toMatchObject({ status: 'PROCESSED' })
    expect(await applicantCount(b.org.id)).toBe(1)
    expect((await statusItems(b.session, [inB!])).get(inB!)).toMatchObject({ reason: null, applicantId: inB })
    // And B's status items never name A's applicant.
    expect((await statusItems(b.session, [inA!])).size).toBe(0)
  })

  it('imports the file again once the applicant it became was deleted', async () => {
    const { org, session } = await orgSession()
    const cv = text(uniqueCv())
    const [first] = await uploadFiles(session, [{ name: 'cv.txt', bytes: cv }])
    await waitForDocument(first!)
    expect((await call(`/api/applicants/${first}/delete`, { method: 'POST', session })).status).toBe(200)
    const [again] = await uploadFiles(session, [{ name: 'cv.txt', bytes: cv }])
    await waitForDocument(again!)
    expect(await applicantCount(org.id)).toBe(1)
    expect((await statusItems(session, [again!])).get(again!)).toMatchObject({ reason: null, applicantId: again })
  })
})

describe('Refused documents say why (issue 19 point 9)', () => {
  it('tells a cover letter and an unreadable file apart, and neither offers a retry', async () => {
    const { session } = await orgSession()
    const letter = text(
      [
        'Anna Schmidt',
        'Subject: Application for the Data Engineer position',
        'Dear Hiring Manager,',
        'I am writing to apply for the Data Engineer position advertised on your website.',
        'In my cover letter I would like to explain why I am a good fit for your team.',
        'I have worked with data pipelines for several years and enjoy solving hard problems.',
        'I would welcome the chance to discuss my application with you.',
        `Reference ${crypto.randomUUID()}`,
        'Kind regards,',
        'Anna Schmidt',
      ].join('\n'),
    )
    // A Windows program renamed to .pdf: the bytes decide, not the name.
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...crypto.getRandomValues(new Uint8Array(200))])
    const [letterId, exeId] = await uploadFiles(session, [
      { name: 'letter.txt', bytes: letter },
      { name: 'cv.pdf', bytes: exe },
    ])
    expect(await waitForDocument(letterId!)).toMatchObject({ status: 'FAILED', error_type: 'VALIDATION_FAILED' })
    expect(await waitForDocument(exeId!)).toMatchObject({ status: 'FAILED', error_type: 'UNSUPPORTED_FILE' })
    const items = await statusItems(session, [letterId!, exeId!])
    expect(items.get(letterId!)).toMatchObject({ status: 'ERROR', reason: 'cover_letter' })
    expect(items.get(exeId!)).toMatchObject({ status: 'ERROR', reason: 'unreadable' })
    for (const item of items.values())
      expect(isRetryableUpload(item as Parameters<typeof isRetryableUpload>[0])).toBe(false)
  })
})

describe('Interrupted uploads (issue 19 point 11, ADR 0033)', () => {
  async function announce(session: Session, names: string[]) {
    const res = await call('/api/applicants/upload-url', {
      method: 'POST',
      session,
      json: { files: names.map((filename) => ({ filename, size: 100, contentType: 'text/plain' })) },
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { uploads: { documentId: string; uploadUrl: string }[] }).uploads
  }

  it('shows announced files a reloaded tab lost as interrupted; they cannot be retried or uploaded late', async () => {
    const { session } = await orgSession()
    const [lost, kept] = await announce(session, ['lost.txt', 'kept.txt'])
    const res = await call('/api/upload-status/interrupted', {
      method: 'POST',
      session,
      json: { documentIds: [lost!.documentId] },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ interrupted: 1 })
    const items = await statusItems(session, [lost!.documentId, kept!.documentId])
    expect(items.get(lost!.documentId)).toMatchObject({ status: 'ERROR', reason: 'interrupted' })
    expect(items.has(kept!.documentId)).toBe(false)

    const late = await call(lost!.uploadUrl, { method: 'PUT', session, body: text(SYNTHETIC_CV) })
    expect(late.status).toBe(409)
    const retry = await call('/api/upload-status/retry', {
      method: 'POST',
      session,
      json: { documentId: lost!.documentId },
    })
    expect(retry.status).toBe(409)
    // Reported again (a second reload): nothing changes.
    const again = await call('/api/upload-status/interrupted', {
      method: 'POST',
      session,
      json: { documentIds: [lost!.documentId] },
    })
    expect(await again.json()).toEqual({ interrupted: 0 })
  })

  it("cannot interrupt a colleague's or another organization's upload", async () => {
    const mine = await orgSession()
    const colleague = await createUser({ memberOf: [{ organizationId: mine.org.id }] })
    const colleagueSession = await signIn(colleague.email, colleague.password)
    const other = await orgSession()
    const [upload] = await announce(mine.session, ['cv.txt'])
    for (const session of [colleagueSession, other.session]) {
      const res = await call('/api/upload-status/interrupted', {
        method: 'POST',
        session,
        json: { documentIds: [upload!.documentId] },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ interrupted: 0 })
    }
    const row = await env.DB.prepare('SELECT status FROM documents WHERE id = ?')
      .bind(upload!.documentId)
      .first<{ status: string }>()
    expect(row?.status).toBe('AWAITING_UPLOAD')
  })

  it('counts a file announced over an hour ago and never uploaded as interrupted when the panel connects', async () => {
    const { session } = await orgSession()
    const [old, fresh] = await announce(session, ['old.txt', 'fresh.txt'])
    await env.DB.prepare('UPDATE documents SET created_at = created_at - ? WHERE id = ?')
      .bind(61 * 60_000, old!.documentId)
      .run()
    const stream = await call('/api/upload-status', { session })
    expect(stream.status).toBe(200)
    await stream.body?.cancel()
    const items = await statusItems(session, [old!.documentId, fresh!.documentId])
    expect(items.get(old!.documentId)).toMatchObject({ status: 'ERROR', reason: 'interrupted' })
    expect(items.has(fresh!.documentId)).toBe(false)
  })

  it('refuses an empty list and a member without the create permission', async () => {
    const { org, session } = await orgSession()
    const empty = await call('/api/upload-status/interrupted', { method: 'POST', session, json: { documentIds: [] } })
    expect(empty.status).toBe(400)
    const reader = await createUser({ memberOf: [{ organizationId: org.id, permissions: ['APPLICANT_READ'] }] })
    const readerSession = await signIn(reader.email, reader.password)
    const denied = await call('/api/upload-status/interrupted', {
      method: 'POST',
      session: readerSession,
      json: { documentIds: ['x'] },
    })
    expect(denied.status).toBe(403)
  })
})
