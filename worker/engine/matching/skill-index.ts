/**
 * Skills by taxonomy identity: a phrase becomes its taxonomy id when the taxonomy knows it (so "JS"
 * and "JavaScript" are one skill), else its folded words. Lookups are memoised: the same few thousand
 * skill phrases recur across every CV and job, and the taxonomy answer for a phrase never changes.
 */
import { normalizeSkill, relatedSkills } from '../taxonomy/index'
import { phraseKey } from '../taxonomy/text'

export interface SkillKey {
  /** Taxonomy id, or `text:<folded words>` for a phrase the taxonomy does not know. */
  key: string
  label: string
  /** Taxonomy id, when known (only those have related skills). */
  id: string | null
}

const MEMO_LIMIT = 20_000
const keyMemo = new Map<string, SkillKey | null>()
const relatedMemo = new Map<string, readonly string[]>()

// Skill ids as the taxonomy writes them, accepted as requirement values too.
const ID_RE = /^(?:esco|onet|tool|x):\S+$/

function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, value)
  return value
}

/** A skill phrase (or taxonomy id) to its identity, or null when it has no words. */
export function skillKey(phrase: string): SkillKey | null {
  const hit = keyMemo.get(phrase)
  if (hit !== undefined) return hit
  let out: SkillKey | null
  if (ID_RE.test(phrase.trim())) {
    const id = phrase.trim()
    out = { key: id, label: id, id }
  } else {
    const ref = normalizeSkill(phrase)
    const words = phraseKey(phrase)
    out = ref
      ? { key: ref.id, label: ref.label, id: ref.id }
      : words
        ? { key: `text:${words}`, label: phrase, id: null }
        : null
  }
  return remember(keyMemo, phrase, out)
}

/** Ids of the skills related to a taxonomy id (broader, narrower, siblings). */
export function relatedIds(id: string): readonly string[] {
  const hit = relatedMemo.get(id)
  if (hit) return hit
  return remember(
    relatedMemo,
    id,
    relatedSkills(id).map((r) => r.id),
  )
}

export interface CvSkills {
  /** Skill key → the CV's own wording. */
  byKey: Map<string, string>
}

export function indexCvSkills(phrases: readonly string[]): CvSkills {
  const byKey = new Map<string, string>()
  for (const p of phrases) {
    const k = skillKey(p)
    if (k && !byKey.has(k.key)) byKey.set(k.key, p)
  }
  return { byKey }
}

export type SkillMatch = { kind: 'exact' | 'related' | 'none'; cvSkill: string | null }

/** How a CV covers one required skill: the same skill, a related one, or neither. */
export function matchSkill(cv: CvSkills, required: SkillKey): SkillMatch {
  const exact = cv.byKey.get(required.key)
  if (exact !== undefined) return { kind: 'exact', cvSkill: exact }
  if (required.id) {
    for (const r of relatedIds(required.id)) {
      const near = cv.byKey.get(r)
      if (near !== undefined) return { kind: 'related', cvSkill: near }
    }
  }
  return { kind: 'none', cvSkill: null }
}
