import { z } from 'zod'
import { DocumentError, type OcrFunction } from '../../engine/documents'

const OcrAnswer = z.object({ text: z.string() })

/**
 * OCR through an HTTP service that takes the image as the request body and answers `{ text }`: the
 * local OCR service (scripts/local-ocr, tesseract.js) that `npm start` runs beside the Worker, where
 * Workers AI has no local simulation. A failed call throws, so the queue retries the document; an
 * image the service cannot decode is a damaged file.
 */
export function httpOcr(url: string, fetcher: typeof fetch = fetch): OcrFunction {
  return async (image, format) => {
    const res = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': format === 'png' ? 'image/png' : 'image/jpeg' },
      body: image.slice(),
    })
    // 422: the image itself cannot be decoded — a damaged file, not an outage to retry.
    if (res.status === 422) throw new DocumentError('corrupted', 'The image is damaged: it cannot be decoded.')
    if (!res.ok) throw new Error(`OCR service answered ${res.status}`)
    const parsed = OcrAnswer.safeParse(await res.json().catch(() => null))
    if (!parsed.success) throw new Error('OCR service returned an unexpected answer')
    return parsed.data.text
  }
}
