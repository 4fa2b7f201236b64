import { embeddedEmbedder } from './embedded.embedder'
import type { Embedder } from './embedder'
import { DEFAULT_RETRY, type RetryPolicy, withRetries } from './json-llm'

export interface EmbeddingResult {
  vectors: number[][]
  model: string
  /** Set when the configured embedder failed and the embedded one answered instead. */
  fallbackReason?: string
}

/** Embeds with retries and a timeout; on failure the embedded embedder answers and the reason is kept. */
export async function embedWithFallback(
  embedder: Embedder,
  texts: string[],
  retry: RetryPolicy = DEFAULT_RETRY,
): Promise<EmbeddingResult> {
  try {
    const vectors = await withRetries((signal) => embedder.embed(texts, signal), retry)
    return { vectors, model: embedder.model }
  } catch (err) {
    const fallback = embeddedEmbedder()
    const vectors = await fallback.embed(texts, AbortSignal.timeout(retry.timeoutMs))
    const reason = err instanceof Error ? err.message : String(err)
    return { vectors, model: fallback.model, fallbackReason: `${embedder.model}: ${reason}`.slice(0, 300) }
  }
}
