import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { jpegFile, pngFile } from '../../fixtures/documents/image-fixtures'
import { blankPagesPdf, encryptedPdf } from '../../fixtures/documents/pdf-fixtures'
import { concat, highRatioBombDocx, overlappingEntriesDocx } from '../../fixtures/documents/zip-fixtures'
import { createOrganization, createUser } from '../support/factories'
import { signIn } from '../support/http'
import { SYNTHETIC_CV, uploadFiles, waitForDocument } from './support'

describe('hostile uploads through the real queue', () => {
  it('refuses each one with a stored reason, and the consumer keeps working', async () => {
    const org = await createOrganization()
    const user = await createUser({ memberOf: [{ organizationId: org.id }] })
    const session = await signIn(user.email, user.password)
    const files = [
      { name: 'bomb.docx', bytes: highRatioBombDocx() },
      { name: 'overlap.docx', bytes: overlappingEntriesDocx() },
      { name: 'thousands.pdf', bytes: await blankPagesPdf(2000) },
      { name: 'locked.pdf', bytes: encryptedPdf() },
      { name: 'polyglot.jpg', bytes: concat([jpegFile(200, 200), highRatioBombDocx()]) },
      { name: 'huge.png', bytes: pngFile(50_000, 50_000, false) },
      // A normal CV after them: the consumer must still process it.
      { name: 'normal.txt', bytes: new TextEncoder().encode(SYNTHETIC_CV) },
    ]
    const ids = await uploadFiles(session, files)
    const results = []
    for (const id of ids) results.push(await waitForDocument(id))
    expect(results.map((r) => [r.status, r.error_type, r.error_reason])).toEqual([
      ['FAILED', 'CORRUPTED_FILE', 'zip_bomb'],
      ['FAILED', 'CORRUPTED_FILE', 'zip_bomb'],
      ['FAILED', 'UNSUPPORTED_FILE', 'too_many_pages'],
      ['FAILED', 'UNSUPPORTED_FILE', 'encrypted'],
      ['FAILED', 'UNSUPPORTED_FILE', 'ocr_unavailable'],
      ['FAILED', 'UNSUPPORTED_FILE', 'image_too_large'],
      ['PROCESSED', null, null],
    ])
    const applicants = await env.DB.prepare('SELECT count(*) AS n FROM applicants WHERE tenant_id = ?')
      .bind(org.id)
      .first<{ n: number }>()
    expect(applicants?.n).toBe(1)
  })
})
