import { z } from 'zod'
import { type ChatMessage, type JsonLlm, RetryableLlmError } from './json-llm'
import type { AiRunner } from './workers-ai-ocr'

export const WORKERS_AI_TEXT_MODEL = '@cf/meta/llama-3.1-8b-instruct'
/** Text generation answers `{ response }`: a string, or already an object in JSON mode. */
const TextGeneration = z.object({ response: z.union([z.string(), z.record(z.string(), z.unknown())]) })

/** Workers AI text generation in JSON mode (production binding `AI`). */
export function workersAiLlm(ai: AiRunner, model = WORKERS_AI_TEXT_MODEL): JsonLlm {
  return {
    model: `workers-ai:${model}`,
    async completeJson(messages: ChatMessage[]) {
      let answer: unknown
      try {
        answer = await ai.run(model, {
          messages,
          response_format: { type: 'json_object' },
          temperature: 0,
          max_tokens: 2048,
        })
      } catch (err) {
        // The binding throws for capacity and upstream errors (AiError 3040, 3043, 5xx): worth retrying.
        throw new RetryableLlmError(err instanceof Error ? err.message : String(err))
      }
      const parsed = TextGeneration.safeParse(answer)
      if (!parsed.success) throw new Error('Workers AI returned an unexpected text-generation answer')
      const { response } = parsed.data
      return typeof response === 'string' ? (JSON.parse(response) as unknown) : response
    },
  }
}
