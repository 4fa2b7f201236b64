/**
 * Integer ids for the strings the fast path compares (skill keys, folded words, word stems), so a
 * pair is scored with integer lookups in typed arrays instead of string sets. One table per kind,
 * shared by every prepared CV and job of this isolate; ids are never persisted (prepare again after
 * a restart). The tables grow with the vocabulary seen, which is bounded by the language.
 */

export class Interner {
  private readonly ids = new Map<string, number>()
  id(s: string): number {
    let v = this.ids.get(s)
    if (v === undefined) {
      v = this.ids.size
      this.ids.set(s, v)
    }
    return v
  }
}

export const skillIds = new Interner()
export const wordIds = new Interner()
export const stemIds = new Interner()

/** Sorted unique ids of strings, for binary search. */
export function sortedIds(strings: Iterable<string>, table: Interner): Int32Array {
  const set = new Set<number>()
  for (const s of strings) set.add(table.id(s))
  return Int32Array.from(set).sort()
}

/** Whether a sorted id array holds `id` (binary search). */
export function hasId(sorted: Int32Array, id: number): boolean {
  let lo = 0
  let hi = sorted.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    const v = sorted[mid] as number
    if (v === id) return true
    if (v < id) lo = mid + 1
    else hi = mid - 1
  }
  return false
}

/** Bits of a stem signature: a Bloom filter that lets most absent stems skip the binary search. */
export const SIGNATURE_WORDS = 32
const slot = (id: number) => Math.imul(id, 0x9e3779b1) >>> 22 // 10 bits: 0..1023

export function signatureOf(sorted: Int32Array): Uint32Array {
  const sig = new Uint32Array(SIGNATURE_WORDS)
  for (let i = 0; i < sorted.length; i++) {
    const b = slot(sorted[i] as number)
    sig[b >>> 5] = (sig[b >>> 5] as number) | (1 << (b & 31))
  }
  return sig
}

/** Whether `id` may be in the set the signature was built from (false: certainly not). */
export function mayHave(sig: Uint32Array, id: number): boolean {
  const b = slot(id)
  return ((sig[b >>> 5] as number) & (1 << (b & 31))) !== 0
}

/** Key of two adjacent word ids (exact in a double while ids stay below 2^31). */
export const pairKey = (a: number, b: number) => a * 2147483648 + b

/** Sorted keys of the adjacent word pairs of folded texts (` a b c ` → a b, b c). */
export function sortedPairs(keys: readonly string[]): Float64Array {
  const set = new Set<number>()
  for (const key of keys) {
    let prev = -1
    for (const w of key.split(' ')) {
      if (w === '') continue
      const id = wordIds.id(w)
      if (prev >= 0) set.add(pairKey(prev, id))
      prev = id
    }
  }
  return Float64Array.from(set).sort()
}

/** Whether every key of `keys` is in the sorted pair array. */
export function hasAllPairs(sorted: Float64Array, keys: Float64Array): boolean {
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as number
    let lo = 0
    let hi = sorted.length - 1
    let found = false
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      const v = sorted[mid] as number
      if (v === k) {
        found = true
        break
      }
      if (v < k) lo = mid + 1
      else hi = mid - 1
    }
    if (!found) return false
  }
  return true
}

/**
 * A read-only open-addressing table from int keys to runs of int codes, built once per job: probing
 * typed arrays is several times cheaper than Map.get on the per-pair path.
 */
export interface IntMultiMap {
  mask: number
  keys: Int32Array
  starts: Int32Array
  ends: Int32Array
  codes: Int32Array
}

const mix = (k: number) => Math.imul(k, 0x9e3779b1) >>> 0

export function intMultiMap(entries: ReadonlyMap<number, readonly number[]>): IntMultiMap {
  let size = 8
  while (size < entries.size * 2) size *= 2
  const keys = new Int32Array(size).fill(-1)
  const starts = new Int32Array(size)
  const ends = new Int32Array(size)
  const codes: number[] = []
  for (const [key, list] of entries) {
    let slot = mix(key) & (size - 1)
    while (keys[slot] !== -1) slot = (slot + 1) & (size - 1)
    keys[slot] = key
    starts[slot] = codes.length
    codes.push(...list)
    ends[slot] = codes.length
  }
  return { mask: size - 1, keys, starts, ends, codes: Int32Array.from(codes) }
}

/** Slot of `key` in the table, or −1. */
export function slotOf(map: IntMultiMap, key: number): number {
  let slot = mix(key) & map.mask
  for (;;) {
    const k = map.keys[slot] as number
    if (k === key) return slot
    if (k === -1) return -1
    slot = (slot + 1) & map.mask
  }
}
