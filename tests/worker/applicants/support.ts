import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import { call, type Session } from '../support/http'

/** A synthetic CV written for the tests (no real person). */
export const SYNTHETIC_CV = `Marta Kowalczyk
Senior Data Engineer
marta.kowalczyk@example.com | +49 151 23456789 | Berlin, Germany
linkedin.com/in/marta-kowalczyk-example

SUMMARY
Data engineer with 9 years of experience building batch and streaming pipelines.

EXPERIENCE
Senior Data Engineer, Nordlicht Analytics GmbH
03/2019 – Present
- Reduced nightly pipeline runtime by 40% by moving jobs to Apache Spark.
Data Engineer, Baltic Software Sp. z o.o.
01/2015 – 02/2019

EDUCATION
M.Sc. Computer Science, Warsaw University of Technology, 2014

SKILLS
Python, SQL, Apache Spark, Kubernetes, Docker, AWS, Teamwork, Communication

LANGUAGES
Polish (native), English (C1), German (B2)
`

/** Announces files, PUTs their bytes, starts processing; returns the document ids. */
export async function uploadFiles(session: Session, files: { name: string; bytes: Uint8Array }[]) {
  const announced = await call('/api/applicants/upload-url', {
    method: 'POST',
    session,
    json: {
      files: files.map((f) => ({
        filename: f.name,
        size: f.bytes.byteLength,
        contentType: 'application/octet-stream',
      })),
    },
  })
  expect(announced.status).toBe(200)
  const { uploads } = (await announced.json()) as { uploads: { documentId: string; uploadUrl: string }[] }
  for (const [i, upload] of uploads.entries()) {
    const put = await call(upload.uploadUrl, { method: 'PUT', session, body: files[i]!.bytes })
    expect(put.status).toBe(200)
  }
  const ids = uploads.map((u) => u.documentId)
  const started = await call('/api/applicants', { method: 'POST', session, json: { documentIds: ids } })
  expect(started.status).toBe(202)
  return ids
}

/** Waits until the queue consumer has finished a document (processed or failed). */
export async function waitForDocument(id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const row = await env.DB.prepare('SELECT status, error_type, error_reason FROM documents WHERE id = ?')
      .bind(id)
      .first<{ status: string; error_type: string | null; error_reason: string | null }>()
    if (row && (row.status === 'PROCESSED' || row.status === 'FAILED')) return row
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`document ${id} was not processed within ${timeoutMs} ms`)
}
