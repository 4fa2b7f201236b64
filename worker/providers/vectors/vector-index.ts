/**
 * Similarity search over profile vectors (applicants and jobs), always within one tenant. Production
 * uses Vectorize; the in-memory index serves local runs and tests. Vectors of different models never
 * share an index: the model is part of the namespace.
 */
export interface VectorItem {
  id: string
  tenantId: string
  kind: 'applicant' | 'job'
  values: number[]
}

export interface VectorMatch {
  id: string
  score: number
}

export interface VectorIndex {
  upsert(items: VectorItem[]): Promise<void>
  query(vector: number[], filter: { tenantId: string; kind: VectorItem['kind']; topK: number }): Promise<VectorMatch[]>
  remove(ids: string[]): Promise<void>
}
