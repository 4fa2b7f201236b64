import { z } from 'zod'
import type { OcrFunction } from '../../engine/documents'

/** Workers AI's image-to-text model; its answer is `{ description }`. */
export const OCR_MODEL = '@cf/llava-hf/llava-1.5-7b-hf'
const OCR_PROMPT =
  'Transcribe all text in this image exactly as written, line by line, keeping the reading order. ' +
  'Output only the text, with no commentary.'
const ImageToTextResponse = z.object({ description: z.string() })

/** The part of the Workers AI binding OCR needs (so tests can pass a double that speaks its format). */
export interface AiRunner {
  run(model: string, input: Record<string, unknown>): Promise<unknown>
}

/**
 * OCR for uploaded images in production (Workers AI has no local simulation: locally images are
 * refused with 'ocr_unavailable'). An unexpected answer throws, so the queue retries the document.
 */
export function workersAiOcr(ai: AiRunner): OcrFunction {
  return async (image) => {
    const answer = await ai.run(OCR_MODEL, { image: Array.from(image), prompt: OCR_PROMPT, max_tokens: 2048 })
    const parsed = ImageToTextResponse.safeParse(answer)
    if (!parsed.success) throw new Error('Workers AI returned an unexpected image-to-text answer')
    return parsed.data.description
  }
}
