import { normalizeSkill } from '../engine/taxonomy'

export interface SkillKey {
  /** The taxonomy id ("esco:…", "onet:…", "x:…"), or `t:` and the folded text for a skill it does not know. */
  key: string
  /** The taxonomy's label ("JavaScript" for "JS"), or the text as written. */
  label: string
}

const MAX_LABEL = 100
/** Requirement values repeat across jobs and requests: their keys are kept per isolate (bounded). */
const CACHE_LIMIT = 5000
const cache = new Map<string, SkillKey | null>()

/**
 * One skill as the dashboard counts it: through the skill taxonomy, so "JS", "javascript" and
 * "JavaScript" are one skill on both sides of the gap (applicants' skills and open jobs' requirements).
 */
export function skillKeyOf(skill: string): SkillKey | null {
  const cached = cache.get(skill)
  if (cached !== undefined) return cached
  const found = lookup(skill)
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(skill, found)
  return found
}

function lookup(skill: string): SkillKey | null {
  const text = skill.replace(/\s+/g, ' ').trim().slice(0, MAX_LABEL)
  if (!text) return null
  const ref = normalizeSkill(text)
  if (ref) return { key: ref.id, label: ref.label }
  return { key: `t:${text.normalize('NFKC').toLocaleLowerCase('en')}`, label: text }
}

/** Distinct keys of a list of skills (first label wins). */
export function skillKeysOf(skills: readonly string[]): SkillKey[] {
  const seen = new Map<string, SkillKey>()
  for (const s of skills) {
    const k = skillKeyOf(s)
    if (k && !seen.has(k.key)) seen.set(k.key, k)
  }
  return [...seen.values()]
}
