import { cosine } from '../ai/embedder'
import type { VectorIndex, VectorItem } from './vector-index'

/** A brute-force cosine index in memory: local runs and tests (no Vectorize simulation exists). */
export function memoryIndex(): VectorIndex & { size(): number } {
  const items = new Map<string, VectorItem>()
  return {
    size: () => items.size,
    async upsert(list) {
      for (const item of list) items.set(item.id, item)
    },
    async query(vector, filter) {
      return [...items.values()]
        .filter((item) => item.tenantId === filter.tenantId && item.kind === filter.kind)
        .map((item) => ({ id: item.id, score: cosine(vector, item.values) }))
        .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
        .slice(0, filter.topK)
    },
    async remove(ids) {
      for (const id of ids) items.delete(id)
    },
  }
}
