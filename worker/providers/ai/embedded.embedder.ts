import type { Embedder } from './embedder'

const DIMENSIONS = 512

/** FNV-1a: a fast, stable hash for the feature-hashing trick. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * The embedded embedder: feature hashing of words and character trigrams into 512 dimensions,
 * L2-normalised. No model, deterministic, works in every language that separates words; good enough
 * to shortlist before the real scoring, and the local stand-in for a model.
 */
export function embeddedEmbedder(): Embedder {
  return {
    model: 'embedded:hashing-512',
    dimensions: DIMENSIONS,
    async embed(texts) {
      return texts.map((text) => {
        const v = new Array<number>(DIMENSIONS).fill(0)
        const words =
          text
            .toLowerCase()
            .normalize('NFKC')
            .match(/[\p{L}\p{N}+#.]+/gu) ?? []
        for (const word of words) {
          const h = fnv1a(word)
          v[h % DIMENSIONS]! += h & 0x80000000 ? -1 : 1
          const padded = ` ${word} `
          for (let i = 0; i + 3 <= padded.length; i++) {
            const g = fnv1a(padded.slice(i, i + 3))
            v[g % DIMENSIONS]! += (g & 0x80000000 ? -1 : 1) * 0.5
          }
        }
        const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1
        return v.map((x) => x / norm)
      })
    },
  }
}
