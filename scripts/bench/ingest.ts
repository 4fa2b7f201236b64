import { syntheticCv } from '../../tests/fixtures/synthetic-cv'
import { textToPdf } from '../../tests/fixtures/synthetic-pdf'
import { api, type BenchSession } from './server'

interface Upload {
  documentId: string
  uploadUrl: string
  headers: Record<string, string>
}
interface StatusItem {
  documentId: string
  status: 'PROCESSING' | 'SUCCESS' | 'ERROR'
}

const CHUNK = 500
const PUT_CONCURRENCY = 8

/** Announces, uploads and starts `files` through the public API, as the SPA does. */
async function uploadAll(base: string, s: BenchSession, files: { name: string; bytes: Uint8Array<ArrayBuffer> }[]) {
  const ids: string[] = []
  for (let i = 0; i < files.length; i += CHUNK) {
    const chunk = files.slice(i, i + CHUNK)
    const { uploads } = await api<{ uploads: Upload[] }>(base, s, '/api/applicants/upload-url', {
      files: chunk.map((f) => ({
        filename: f.name,
        size: f.bytes.byteLength,
        contentType: 'application/octet-stream',
      })),
    })
    let next = 0
    await Promise.all(
      Array.from({ length: PUT_CONCURRENCY }, async () => {
        while (next < uploads.length) {
          const n = next++
          const res = await fetch(`${base}${uploads[n]!.uploadUrl}`, {
            method: 'PUT',
            headers: { ...uploads[n]!.headers, cookie: s.cookie, 'x-csrf-token': s.csrf },
            body: chunk[n]!.bytes,
          })
          if (!res.ok) throw new Error(`PUT ${res.status} ${await res.text()}`)
        }
      }),
    )
    ids.push(...uploads.map((u) => u.documentId))
  }
  for (let i = 0; i < ids.length; i += CHUNK) {
    await api(base, s, '/api/applicants', { documentIds: ids.slice(i, i + CHUNK) })
  }
  return ids
}

/** Polls the upload status of `ids` until none is processing; returns the final counts. */
async function drain(base: string, s: BenchSession, ids: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const items: StatusItem[] = []
    for (let i = 0; i < ids.length; i += 1000) {
      const page = await api<{ items: StatusItem[] }>(base, s, '/api/applicants/batch-subscribe', {
        documentIds: ids.slice(i, i + 1000),
      })
      items.push(...page.items)
    }
    const success = items.filter((i) => i.status === 'SUCCESS').length
    const error = items.filter((i) => i.status === 'ERROR').length
    process.stderr.write(`\r  ${success + error}/${ids.length} done`)
    if (success + error >= ids.length || Date.now() > deadline) {
      process.stderr.write('\n')
      return { success, error, seen: items.length }
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}

async function countApplicants(base: string, s: BenchSession, ids: Set<string>) {
  let cursor: string | null = null
  let found = 0
  const seen = new Set<string>()
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''
    const page: { items: { id: string }[]; nextCursor: string | null } = await api(
      base,
      s,
      `/api/applicants?limit=100${query}`,
    )
    for (const item of page.items) {
      if (ids.has(item.id)) found++
      seen.add(item.id)
    }
    cursor = page.nextCursor
  } while (cursor)
  return found
}

/** Throughput of two-page PDF CVs, and 1,000 files at once drained with nothing lost or duplicated. */
export async function ingestBench(base: string, s: BenchSession) {
  const pdfs = await Promise.all(
    Array.from({ length: 60 }, async (_, i) => ({
      name: `cv-${i}.pdf`,
      bytes: new Uint8Array(await textToPdf(syntheticCv(1000 + i).text)),
    })),
  )
  const t0 = Date.now()
  const pdfIds = await uploadAll(base, s, pdfs)
  const tUploaded = Date.now()
  const pdfResult = await drain(base, s, pdfIds, 300_000)
  const tDone = Date.now()

  const texts = Array.from({ length: 1000 }, (_, i) => ({
    name: `bulk-${i}.txt`,
    bytes: new TextEncoder().encode(syntheticCv(5000 + i).text),
  }))
  const t1 = Date.now()
  const bulkIds = await uploadAll(base, s, texts)
  const tBulkUploaded = Date.now()
  const bulk = await drain(base, s, bulkIds, 900_000)
  const tBulkDone = Date.now()
  const applicants = await countApplicants(base, s, new Set(bulkIds))

  console.info('\nIngestion through the real queue path (wrangler dev, local D1/R2/Queues)\n')
  console.info(
    '| run | files | uploaded in s | processed in s | CVs/s (processing) | success | error | lost | duplicated |',
  )
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  const rate = (n: number, ms: number) => (n / (ms / 1000)).toFixed(1)
  console.info(
    `| 2-page PDF CVs | ${pdfIds.length} | ${((tUploaded - t0) / 1000).toFixed(1)} | ${((tDone - tUploaded) / 1000).toFixed(1)} | ${rate(pdfResult.success + pdfResult.error, tDone - tUploaded)} | ${pdfResult.success} | ${pdfResult.error} | ${pdfIds.length - pdfResult.seen} | 0 |`,
  )
  console.info(
    `| 1,000 TXT CVs at once | ${bulkIds.length} | ${((tBulkUploaded - t1) / 1000).toFixed(1)} | ${((tBulkDone - tBulkUploaded) / 1000).toFixed(1)} | ${rate(bulk.success + bulk.error, tBulkDone - tBulkUploaded)} | ${bulk.success} | ${bulk.error} | ${bulkIds.length - applicants - bulk.error} | ${Math.max(0, applicants - bulk.success)} |`,
  )
}
