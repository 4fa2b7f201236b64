import type { VectorizeLike } from '../../worker/providers/vectors/vectorize.index'

/**
 * A Vectorize double: `upsert`, `query` (cosine, metadata equality filter, topK ≤ 100 as the service
 * enforces with metadata) and `deleteByIds`, with the binding's answer shapes.
 */
export function vectorizeDouble() {
  const vectors = new Map<string, { id: string; values: number[]; metadata: Record<string, unknown> }>()
  const cos = (a: number[], b: number[]) => {
    let d = 0
    let x = 0
    let y = 0
    a.forEach((v, i) => {
      d += v * (b[i] ?? 0)
      x += v * v
      y += (b[i] ?? 0) ** 2
    })
    return d / Math.sqrt(x * y || 1)
  }
  const index = {
    async upsert(list: { id: string; values: number[]; metadata?: Record<string, unknown> }[]) {
      if (list.length > 1000) throw new Error('VECTOR_UPSERT_ERROR: too many vectors in one request')
      for (const v of list) vectors.set(v.id, { id: v.id, values: [...v.values], metadata: v.metadata ?? {} })
      return { mutationId: crypto.randomUUID() }
    },
    async query(vector: number[], options: { topK: number; filter?: Record<string, unknown> }) {
      if (options.topK > 100) throw new Error('VECTOR_QUERY_ERROR: topK must be at most 100')
      const matches = [...vectors.values()]
        .filter((v) => Object.entries(options.filter ?? {}).every(([k, want]) => v.metadata[k] === want))
        .map((v) => ({ id: v.id, score: cos(vector, v.values) }))
        .sort((a, b) => b.score - a.score)
        .slice(0, options.topK)
      return { matches, count: matches.length }
    },
    async deleteByIds(ids: string[]) {
      for (const id of ids) vectors.delete(id)
      return { mutationId: crypto.randomUUID() }
    },
  }
  return { index: index as VectorizeLike, vectors }
}
