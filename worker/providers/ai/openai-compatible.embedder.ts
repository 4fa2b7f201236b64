import { z } from 'zod'
import type { Embedder } from './embedder'
import { RetryableLlmError } from './json-llm'

const EmbeddingResponse = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
})

export interface OpenAiEmbedderConfig {
  baseUrl: string
  apiKey: string
  model: string
  dimensions: number
  fetch?: typeof fetch
}

/** Any endpoint that speaks OpenAI's `POST /embeddings`. */
export function openAiCompatibleEmbedder(config: OpenAiEmbedderConfig): Embedder {
  const doFetch = config.fetch ?? fetch
  const url = `${config.baseUrl.replace(/\/+$/, '')}/embeddings`
  return {
    model: `openai-compatible:${config.model}`,
    dimensions: config.dimensions,
    async embed(texts, signal) {
      let res: Response
      try {
        res = await doFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({ model: config.model, input: texts.map((t) => t.slice(0, 8000)) }),
          signal,
        })
      } catch (err) {
        if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw err
        throw new RetryableLlmError(`network error: ${err instanceof Error ? err.message : String(err)}`)
      }
      if (res.status === 429 || res.status >= 500) {
        const retryAfter = Number(res.headers.get('Retry-After'))
        throw new RetryableLlmError(
          `HTTP ${res.status}`,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null,
        )
      }
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      const parsed = EmbeddingResponse.safeParse(await res.json().catch(() => null))
      if (!parsed.success) throw new Error('the answer is not an embedding list')
      const vectors = [...parsed.data.data].sort((a, b) => a.index - b.index).map((d) => d.embedding)
      if (vectors.length !== texts.length || vectors.some((v) => v.length !== config.dimensions)) {
        throw new Error(`expected ${texts.length} vectors of ${config.dimensions} dimensions`)
      }
      return vectors
    },
  }
}
