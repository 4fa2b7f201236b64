import type { OcrFunction } from '../../engine/documents'
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
  /** OCR for uploaded images, or undefined without the binding (images are then refused). */
  ocr: OcrFunction | undefined
}

export function aiRuntime(workersAi: AiRunner | undefined): AiRuntime {
  return {
    workersAiAvailable: Boolean(workersAi),
    workersAiLlm: (model) => (workersAi ? workersAiLlm(workersAi, model) : null),
    ocr: workersAi ? workersAiOcr(workersAi) : undefined,
  }
}
