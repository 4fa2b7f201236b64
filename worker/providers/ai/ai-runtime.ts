import type { OcrFunction } from '../../engine/documents'
import { httpOcr } from './http-ocr'
import type { JsonLlm } from './json-llm'
import { workersAiLlm } from './workers-ai.llm'
import { type AiRunner, workersAiOcr } from './workers-ai-ocr'

/**
 * What this deployment can run beyond the embedded engine (ADR 0005, 0016). The optional Workers AI
 * binding stays in here: services ask `services.ai`, never `env.AI`.
 */
export interface AiRuntime {
  /** True where the Workers AI binding exists (production only). */
  workersAiAvailable: boolean
  /** A Workers AI JSON LLM for this model, or null without the binding. */
  workersAiLlm(model: string): JsonLlm | null
  /** OCR for uploaded images: Workers AI, else a configured OCR service, else undefined (images refused). */
  ocr: OcrFunction | undefined
}

/** `ocrUrl`: the local OCR service (OCR_URL, set by `npm start`), used where Workers AI is absent. */
export function aiRuntime(workersAi: AiRunner | undefined, ocrUrl?: string): AiRuntime {
  return {
    workersAiAvailable: Boolean(workersAi),
    workersAiLlm: (model) => (workersAi ? workersAiLlm(workersAi, model) : null),
    ocr: workersAi ? workersAiOcr(workersAi) : ocrUrl ? httpOcr(ocrUrl) : undefined,
  }
}
