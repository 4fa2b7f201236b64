import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { documentsRepo } from '../../../worker/applicants/documents.repo'
import { processingService } from '../../../worker/applicants/processing.service'
import { createServices } from '../../../worker/middleware/services'
import { OCR_MODEL } from '../../../worker/providers/ai/workers-ai-ocr'
import { workersAiDouble } from '../../doubles/workers-ai'
import { jpegFile } from '../../fixtures/documents/image-fixtures'
import { imagePdf, scannedPdf } from '../../fixtures/documents/scan-fixtures'
import { createOrganization, createUser } from '../support/factories'
import { call, type Session, signIn } from '../support/http'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from './support'

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

describe('scanned PDF CVs', () => {
  it('are refused as ocr_unavailable where no OCR is configured, hostile scans by their limits', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const ids = await uploadFiles(session, [
      { name: 'scan.pdf', bytes: await scannedPdf([{ jpeg: jpegFile(1240, 1754) }]) },
      {
        name: 'huge-page.pdf',
        bytes: await imagePdf([
          {
            dict: {
              Width: 60_000,
              Height: 60_000,
              BitsPerComponent: 8,
              ColorSpace: '/DeviceGray',
              Filter: '/FlateDecode',
            },
            data: new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]),
          },
        ]),
      },
      {
        name: 'many-pages.pdf',
        bytes: await scannedPdf(Array.from({ length: 21 }, () => ({ jpeg: jpegFile(60, 60) }))),
      },
    ])
    const results = []
    // Generous on a shared 2-core machine: three PDFs go through pdf.js and the scan plan in one consumer.
    for (const id of ids) results.push(await waitForDocument(id, 60_000))
    expect(results.map((r) => [r.status, r.error_type, r.error_reason])).toEqual([
      ['FAILED', 'UNSUPPORTED_FILE', 'ocr_unavailable'],
      ['FAILED', 'UNSUPPORTED_FILE', 'image_too_large'],
      ['FAILED', 'UNSUPPORTED_FILE', 'too_many_pages'],
    ])
  }, 150_000)

  it('become an applicant through the Workers AI OCR, one call per page image', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const page = jpegFile(1240, 1754)
    const id = await uploadOnly(session, 'marta-scan.pdf', await scannedPdf([{ jpeg: page }, null]))

    // The Workers AI binding speaks its image-to-text wire format: `{ description }`.
    const ai = workersAiDouble({ [OCR_MODEL]: () => ({ description: SYNTHETIC_CV }) })
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

    expect(ai.calls).toHaveLength(1)
    expect(ai.calls[0]!.input.image).toEqual(Array.from(page))
    const row = await env.DB.prepare('SELECT status, page_count FROM documents WHERE id = ?')
      .bind(id)
      .first<{ status: string; page_count: number | null }>()
    expect(row).toEqual({ status: 'PROCESSED', page_count: 2 })
    const applicant = await env.DB.prepare('SELECT name, tenant_id FROM applicants WHERE document_id = ?')
      .bind(id)
      .first<{ name: string; tenant_id: string }>()
    expect(applicant).toEqual({ name: 'Marta Kowalczyk', tenant_id: org.id })
  })
})
