/**
 * Text embeddings for similarity search (ADR 0005). The remote adapters validate answers, time out
 * and retry like the LLM adapters; callers fall back to full scoring without vector search when an
 * embedder fails, and record why.
 */
export interface Embedder {
  /** e.g. 'workers-ai:@cf/baai/bge-m3' — stored with every vector it produced. */
  readonly model: string
  readonly dimensions: number
  embed(texts: string[], signal: AbortSignal): Promise<number[][]>
}

/** Cosine similarity of two vectors of the same length. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0
  let na = 0
  let nb = 0
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0
    const y = b[i] ?? 0
    dot += x * y
    na += x * x
    nb += y * y
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb)
}
