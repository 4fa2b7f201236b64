import { z } from 'zod'
import type { Embedder } from './embedder'
import { RetryableLlmError } from './json-llm'
import type { AiRunner } from './workers-ai-ocr'

export const WORKERS_AI_EMBEDDING_MODEL = '@cf/baai/bge-m3'
/** Text embeddings answer `{ shape: [n, dims], data: number[][] }`. */
const EmbeddingAnswer = z.object({
  shape: z.tuple([z.number().int(), z.number().int()]),
  data: z.array(z.array(z.number())),
})

/** Multilingual embeddings from Workers AI (bge-m3, 1024 dimensions; production binding `AI`). */
export function workersAiEmbedder(ai: AiRunner, model = WORKERS_AI_EMBEDDING_MODEL, dimensions = 1024): Embedder {
  return {
    model: `workers-ai:${model}`,
    dimensions,
    async embed(texts) {
      let answer: unknown
      try {
        answer = await ai.run(model, { text: texts.map((t) => t.slice(0, 8000)) })
      } catch (err) {
        throw new RetryableLlmError(err instanceof Error ? err.message : String(err))
      }
      const parsed = EmbeddingAnswer.safeParse(answer)
      if (!parsed.success) throw new Error('Workers AI returned an unexpected embedding answer')
      const { data, shape } = parsed.data
      if (data.length !== texts.length || shape[1] !== dimensions || data.some((v) => v.length !== dimensions)) {
        throw new Error(`Workers AI returned ${data.length}×${shape[1]} embeddings for ${texts.length} texts`)
      }
      return data
    },
  }
}
