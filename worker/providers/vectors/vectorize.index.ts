import type { VectorIndex } from './vector-index'

/** The part of the Vectorize binding used here (structural, so Node tests can pass a double). */
export interface VectorizeLike {
  upsert(vectors: { id: string; values: number[]; metadata?: Record<string, string> }[]): Promise<unknown>
  query(
    vector: number[],
    options: { topK: number; filter?: Record<string, string> },
  ): Promise<{ matches: { id: string; score: number }[] }>
  deleteByIds(ids: string[]): Promise<unknown>
}

/** Cloudflare Vectorize (production binding `VECTORS`): tenant and kind are metadata filters. */
export function vectorizeIndex(index: VectorizeLike): VectorIndex {
  return {
    async upsert(items) {
      // Vectorize takes up to 1000 vectors per call.
      for (let i = 0; i < items.length; i += 1000) {
        await index.upsert(
          items.slice(i, i + 1000).map((item) => ({
            id: item.id,
            values: item.values,
            metadata: { tenantId: item.tenantId, kind: item.kind },
          })),
        )
      }
    },
    async query(vector, filter) {
      const result = await index.query(vector, {
        topK: Math.min(filter.topK, 100),
        filter: { tenantId: filter.tenantId, kind: filter.kind },
      })
      return result.matches.map((m) => ({ id: m.id, score: m.score }))
    },
    async remove(ids) {
      for (let i = 0; i < ids.length; i += 1000) await index.deleteByIds(ids.slice(i, i + 1000))
    },
  }
}
