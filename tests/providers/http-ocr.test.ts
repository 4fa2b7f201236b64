import { describe, expect, it } from 'vitest'
import { extractText } from '../../worker/engine/documents'
import { httpOcr } from '../../worker/providers/ai/http-ocr'
import { pngFile } from '../fixtures/documents/image-fixtures'

/** A fetch that answers like the local OCR service (scripts/local-ocr/ocr-server.ts) and records calls. */
function ocrService(answer: (body: Uint8Array, type: string | null) => Response) {
  const calls: { url: string; type: string | null; body: Uint8Array }[] = []
  const fetcher = (async (url: string, init?: RequestInit) => {
    const body = new Uint8Array(init?.body as Uint8Array)
    const type = new Headers(init?.headers).get('Content-Type')
    calls.push({ url, type, body })
    return answer(body, type)
  }) as unknown as typeof fetch
  return { fetcher, calls }
}

describe('OCR through the local OCR service', () => {
  it('posts the image bytes with their type and returns the text', async () => {
    const service = ocrService(() => Response.json({ text: 'Jane Example\nAccountant\njane@example.com' }))
    const image = pngFile(300, 400)
    const result = await extractText(image, {
      filename: 'scan.png',
      ocr: httpOcr('http://127.0.0.1:8789/ocr', service.fetcher),
    })
    expect(result.text).toContain('jane@example.com')
    expect(service.calls).toEqual([{ url: 'http://127.0.0.1:8789/ocr', type: 'image/png', body: image }])
  })

  it('throws (so the queue retries) when the service fails or answers in another shape', async () => {
    const down = ocrService(() => new Response('busy', { status: 503 }))
    await expect(httpOcr('http://ocr/ocr', down.fetcher)(pngFile(10, 10), 'png')).rejects.toThrow(/503/)
    const odd = ocrService(() => Response.json({ words: [] }))
    await expect(httpOcr('http://ocr/ocr', odd.fetcher)(pngFile(10, 10), 'png')).rejects.toThrow(/unexpected/)
  })

  it('an image the service cannot decode is a damaged file, not an outage', async () => {
    const service = ocrService(() => Response.json({ error: 'Error attempting to read image.' }, { status: 422 }))
    await expect(
      extractText(pngFile(300, 400), { filename: 'scan.png', ocr: httpOcr('http://ocr/ocr', service.fetcher) }),
    ).rejects.toMatchObject({ reason: 'corrupted' })
  })
})
