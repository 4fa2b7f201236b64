import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applicants } from '../../../db/schema'
import { loadPreparedCv, prepareCv, prepareJob, scorePair } from '../../../worker/engine/matching'
import { toParsedCv } from '../../../worker/matching/profiles'
import { createOrganization, createUser, db } from '../support/factories'
import { call, signIn } from '../support/http'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from './support'

const text = (s: string) => new TextEncoder().encode(s)

async function orgSession() {
  const org = await createOrganization()
  const user = await createUser({ memberOf: [{ organizationId: org.id }] })
  return { org, user, session: await signIn(user.email, user.password) }
}

describe('CV ingestion', () => {
  it('turns an uploaded CV into an applicant with a parsed profile, once', async () => {
    const { org, session } = await orgSession()
    const [id] = await uploadFiles(session, [{ name: 'marta.txt', bytes: text(SYNTHETIC_CV) }])
    expect(await waitForDocument(id!)).toMatchObject({ status: 'PROCESSED' })

    const detail = (await (await call(`/api/applicants/${id}`, { session })).json()) as {
      name: string
      hardSkills: string[]
      profile: { email: string; degree: string }
      parsedBy: { model: string }
    }
    expect(detail.name).toBe('Marta Kowalczyk')
    expect(detail.profile.email).toBe('marta.kowalczyk@example.com')
    expect(detail.hardSkills).toEqual(expect.arrayContaining(['Python', 'SQL']))
    expect(detail.parsedBy.model).toBe('embedded')

    // The CV is prepared for matching once, at ingestion: loading it scores like preparing the row.
    const [row] = await db().select().from(applicants).where(eq(applicants.id, id!))
    const cv = toParsedCv(row!)
    const loaded = loadPreparedCv(row?.preparedCv, cv)
    expect(loaded).not.toBeNull()
    const job = prepareJob({
      title: 'Data Engineer',
      description: 'Python, SQL and Airflow; remote team.',
      requirements: [{ attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true }],
      weights: {},
      skills: ['Python', 'SQL', 'Airflow'],
      cultureKeywords: ['remote team'],
    })
    expect(scorePair(loaded!, job)).toEqual(scorePair(prepareCv(cv), job))

    const list = (await (await call('/api/applicants', { session })).json()) as { items: { id: string }[] }
    expect(list.items.map((i) => i.id)).toContain(id)
    const usage = await env.DB.prepare(
      "SELECT count(*) AS n FROM usage_records WHERE tenant_id = ? AND feature = 'CV_UPLOAD'",
    )
      .bind(org.id)
      .first<{ n: number }>()
    expect(usage?.n).toBe(1)

    const batch = await call('/api/applicants/batch-subscribe', {
      method: 'POST',
      session,
      json: { documentIds: [id] },
    })
    expect(await batch.json()).toMatchObject({ items: [{ documentId: id, status: 'SUCCESS', progress: 100 }] })

    // Starting the same documents again is a no-op.
    const again = await call('/api/applicants', { method: 'POST', session, json: { documentIds: [id] } })
    expect(await again.json()).toEqual({ accepted: 0, skipped: 1, refused: 0 })
  })

  it('fails unsupported and corrupted files with the spec error types, and retry runs them again', async () => {
    const { session } = await orgSession()
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...new Array(200).fill(1)])
    const brokenPdf = text('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nthis is not a pdf at all')
    const [unsupported, corrupted] = await uploadFiles(session, [
      { name: 'setup.pdf', bytes: exe },
      { name: 'broken.pdf', bytes: brokenPdf },
    ])
    expect(await waitForDocument(unsupported!)).toMatchObject({ status: 'FAILED', error_type: 'UNSUPPORTED_FILE' })
    expect(await waitForDocument(corrupted!)).toMatchObject({ status: 'FAILED', error_type: 'CORRUPTED_FILE' })

    const retried = await call('/api/upload-status/retry', { method: 'POST', session, json: { documentId: corrupted } })
    expect(retried.status).toBe(200)
    expect(await waitForDocument(corrupted!)).toMatchObject({ status: 'FAILED', error_type: 'CORRUPTED_FILE' })
    const version = await env.DB.prepare('SELECT processing_version AS v FROM documents WHERE id = ?')
      .bind(corrupted)
      .first<{ v: number }>()
    expect(version?.v).toBe(2)
    const task = await env.DB.prepare('SELECT error_type FROM failed_tasks WHERE idempotency_key = ?')
      .bind(`document:${unsupported}:v1`)
      .first<{ error_type: string }>()
    expect(task?.error_type).toBe('UNSUPPORTED_FILE')
  })

  it('refuses announced files with a type outside spec §5 and files over 20 MB', async () => {
    const { session } = await orgSession()
    const res = await call('/api/applicants/upload-url', {
      method: 'POST',
      session,
      json: {
        files: [
          { filename: 'virus.exe', size: 10, contentType: 'application/octet-stream' },
          { filename: 'big.pdf', size: 30 * 1024 * 1024, contentType: 'application/pdf' },
        ],
      },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { details: { path: string }[] } }
    expect(body.error.details.map((d) => d.path).sort()).toEqual(['files.0.filename', 'files.1.size'])
  })

  it('keeps tenants apart: no upload into, and no reading of, another tenant’s documents', async () => {
    const mine = await orgSession()
    const theirs = await orgSession()
    const announced = await call('/api/applicants/upload-url', {
      method: 'POST',
      session: mine.session,
      json: { files: [{ filename: 'cv.txt', size: 10, contentType: 'text/plain' }] },
    })
    const { uploads } = (await announced.json()) as { uploads: { uploadUrl: string; documentId: string }[] }
    const foreignPut = await call(uploads[0]!.uploadUrl, { method: 'PUT', session: theirs.session, body: text('x') })
    expect(foreignPut.status).toBe(404)

    const [id] = await uploadFiles(mine.session, [{ name: 'cv.txt', bytes: text(SYNTHETIC_CV) }])
    await waitForDocument(id!)
    expect((await call(`/api/applicants/${id}`, { session: theirs.session })).status).toBe(404)
    expect((await call(`/api/applicants/${id}/document`, { session: theirs.session })).status).toBe(404)
    const del = await call('/api/applicants/delete', { method: 'POST', session: theirs.session, json: { ids: [id] } })
    expect(await del.json()).toEqual({ deleted: 0 })
  })

  it('serves the original as an attachment with nosniff, and deletes applicants', async () => {
    const { session } = await orgSession()
    const [id] = await uploadFiles(session, [{ name: 'cv.txt', bytes: text(SYNTHETIC_CV) }])
    await waitForDocument(id!)
    const file = await call(`/api/applicants/${id}/document?inline=1`, { session })
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment;/)
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await file.text()).toBe(SYNTHETIC_CV)

    const del = await call(`/api/applicants/${id}/delete`, { method: 'POST', session })
    expect(del.status).toBe(200)
    expect((await call(`/api/applicants/${id}`, { session })).status).toBe(404)
  })
})
