/**
 * The local OCR service behind the Worker's OCR port (worker/providers/ai/http-ocr.ts): POST /ocr with a
 * PNG or JPEG as the body answers `{ text }`. `npm start` and the end-to-end server run it on 127.0.0.1;
 * production uses Workers AI instead.
 *
 *   npx tsx scripts/local-ocr/ocr-server.ts [port]
 */
import { createServer } from 'node:http'
import { createLocalOcr } from './tesseract-ocr'

const port = Number(process.argv[2] ?? process.env.OCR_PORT ?? 8789)
/** The Worker refuses larger uploads long before; this only keeps the service from buffering anything. */
const MAX_BYTES = 25 * 1024 * 1024

const ocr = await createLocalOcr()

const server = createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (req.method !== 'POST' || req.url !== '/ocr') return answer(404, { error: 'POST /ocr' })
  if (!/^image\/(png|jpeg)$/.test(req.headers['content-type'] ?? '')) return answer(415, { error: 'PNG or JPEG' })
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size > MAX_BYTES) {
      answer(413, { error: 'too large' })
      req.destroy()
    } else chunks.push(chunk)
  })
  req.on('end', () => {
    if (res.headersSent) return
    const started = performance.now()
    ocr
      .recognize(Buffer.concat(chunks))
      .then((text) => {
        console.info(`ocr: ${size} bytes, ${text.length} characters, ${(performance.now() - started).toFixed(0)} ms`)
        answer(200, { text })
      })
      .catch((error: unknown) => answer(422, { error: error instanceof Error ? error.message : String(error) }))
  })
})
server.listen(port, '127.0.0.1', () => console.info(`Local OCR (tesseract.js) on http://127.0.0.1:${port}/ocr`))
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close()
    void ocr.terminate().finally(() => process.exit(0))
  })
