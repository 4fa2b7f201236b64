import { describe, expect, it } from 'vitest'
import { extractText } from '../../worker/engine/documents'
import { OCR_MODEL, workersAiOcr } from '../../worker/providers/ai/workers-ai-ocr'
import { workersAiDouble } from '../doubles/workers-ai'
import { pngFile } from '../fixtures/documents/image-fixtures'

describe('Workers AI OCR', () => {
  it('sends the image bytes to the image-to-text model and returns its transcription', async () => {
    const ai = workersAiDouble({
      [OCR_MODEL]: () => ({ description: 'Jane Example\nAccountant\njane@example.com' }),
    })
    const image = pngFile(300, 400)
    const result = await extractText(image, { filename: 'scan.png', ocr: workersAiOcr(ai) })
    expect(result.format).toBe('png')
    expect(result.text).toContain('jane@example.com')
    expect(ai.calls).toHaveLength(1)
    expect(ai.calls[0]?.input.image).toEqual(Array.from(image))
    expect(String(ai.calls[0]?.input.prompt)).toMatch(/Transcribe/)
  })

  it('throws (so the queue retries) when the answer is not in the expected format', async () => {
    const ai = workersAiDouble({ [OCR_MODEL]: () => ({ response: 'wrong shape' }) })
    await expect(extractText(pngFile(300, 400), { ocr: workersAiOcr(ai) })).rejects.toThrow(/unexpected image-to-text/)
  })
})
