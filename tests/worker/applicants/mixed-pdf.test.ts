/**
 * A CV whose first page is typed and whose later page is a scan, through the real upload pipeline:
 * without OCR (the local Worker has none) the typed page still makes the applicant and the unread
 * scanned page is reported with the profile; with Workers AI the scanned page is read too.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { documentsRepo } from '../../../worker/applicants/documents.repo'
import { processingService } from '../../../worker/applicants/processing.service'
import { createServices } from '../../../worker/middleware/services'
import { OCR_MODEL } from '../../../worker/providers/ai/workers-ai-ocr'
import { workersAiDouble } from '../../doubles/workers-ai'
import { jpegFile } from '../../fixtures/documents/image-fixtures'
import { mixedPdf } from '../../fixtures/documents/scan-fixtures'
import { createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { uploadFiles, waitForDocument } from './support'

/** Announces and PUTs one file without starting it, so the test can run the consumer with its own services. */
async function uploadOnly(session: Session, name: string, bytes: Uint8Array) {
  const announced = await call('/api/applicants/upload-url', {
    method: 'POST',
    session,
    json: { files: [{ filename: name, size: bytes.byteLength, contentType: 'application/pdf' }] },
  })
  expect(announced.status).toBe(200)
  const { uploads } = (await announced.json()) as { uploads: { documentId: string; uploadUrl: string }[] }
  const put = await call(uploads[0]!.uploadUrl, { method: 'PUT', session, body: bytes })
  expect(put.status).toBe(200)
  return uploads[0]!.documentId
}

/** A synthetic CV's typed first page (no real person). */
const TYPED_PAGE = [
  'Lena Brandt',
  'Logistics Coordinator',
  'lena.brandt@example.com | +49 151 98765432 | Hamburg, Germany',
  'EXPERIENCE',
  'Logistics Coordinator, Hafenkontor Example GmbH',
  '04/2018 – Present',
  'EDUCATION',
  'B.A. Business Administration, Example University of Applied Sciences, 2017',
]
const SCANNED_PAGE = 'SKILLS\nSAP, Warehouse management, Forklift licence\n\nLANGUAGES\nGerman (native), English (C1)'

async function storedApplicant(documentId: string) {
  const row = await env.DB.prepare('SELECT name, hard_skills, profile FROM applicants WHERE document_id = ?')
    .bind(documentId)
    .first<{ name: string; hard_skills: string; profile: string }>()
  expect(row).not.toBeNull()
  return {
    name: row!.name,
    hardSkills: JSON.parse(row!.hard_skills) as string[],
    profile: JSON.parse(row!.profile) as { documentWarnings?: string[] },
  }
}

describe('mixed PDF CVs (typed and scanned pages)', () => {
  it('become an applicant from the typed pages where no OCR is configured, the scanned page reported unread', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const pdf = await mixedPdf([{ text: TYPED_PAGE }, { image: { jpeg: jpegFile(1240, 1754) }, footer: 'Page 2' }])
    const [id] = await uploadFiles(session, [{ name: 'lena-brandt.pdf', bytes: pdf }])
    expect(await waitForDocument(id!, 60_000)).toMatchObject({ status: 'PROCESSED', error_type: null })
    const applicant = await storedApplicant(id!)
    expect(applicant.name).toBe('Lena Brandt')
    expect(applicant.profile.documentWarnings).toContain('ocr: scanned page 2 not read (no OCR service is configured)')
  }, 90_000)

  it('read the scanned page through the Workers AI OCR, in page order with the typed one', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const scan = jpegFile(1240, 1754)
    const pdf = await mixedPdf([{ text: TYPED_PAGE }, { image: { jpeg: scan }, rotate: 90 }])
    // The consumer runs with Workers AI here: a double speaking its image-to-text wire format.
    const id = await uploadOnly(session, 'lena-brandt-scan.pdf', pdf)
    const ai = workersAiDouble({ [OCR_MODEL]: () => ({ description: SCANNED_PAGE }) })
    const services = createServices({ ...env, AI: ai } as unknown as Env)
    const docs = documentsRepo(services.db.forTenant(org.id), org.id)
    const [queued] = await docs.queueMany([id], ['UPLOADED'])
    expect(queued).toBeDefined()
    await processingService(services).process({
      kind: 'document.process',
      idempotencyKey: `document:${id}:v${queued!.version}`,
      tenantId: org.id,
      userId: user.id,
      documentId: id,
      version: queued!.version,
    })
    // One OCR call, for the scanned page only; its turn stated in EXIF (orientation 6: a quarter clockwise).
    expect(ai.calls).toHaveLength(1)
    const sent = ai.calls[0]!.input.image as number[]
    expect(sent.slice(24, 30)).toEqual([...'Exif\0\0'].map((c) => c.charCodeAt(0)))
    expect(sent[49]).toBe(6)
    expect(sent.slice(56)).toEqual(Array.from(scan.subarray(20)))
    const applicant = await storedApplicant(id)
    expect(applicant.name).toBe('Lena Brandt')
    expect(applicant.hardSkills).toContain('SAP')
    expect(applicant.profile.documentWarnings).toContain('ocr: text recognised from 1 scanned page')
  }, 90_000)
})
