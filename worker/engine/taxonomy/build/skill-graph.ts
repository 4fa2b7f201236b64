/**
 * In-memory skill graph used while building data/skills.json: concepts from ESCO, O*NET and the
 * curated tables, their aliases (dictionary keys) and parent nodes (for related skills).
 */
import { phraseKey } from '../text'
import type { SkillKind } from '../types'

export { slug } from '../skill-ids'

/** Where a key may match: 0 = skills sections only, 1 = anywhere, 2 = anywhere with exact case. */
export type AliasFlag = 0 | 1 | 2

export interface Alias {
  flag: AliasFlag
  /** Exact spelling required in free text when flag = 2 (single-word aliases only). */
  caseForm?: string
  /** Higher wins when two concepts claim the same key. */
  priority: number
}

export interface Concept {
  id: string
  label: string
  kind: SkillKind
  aliases: Map<string, Alias>
  /** Parent node ids: 'e:<ESCO uri>' (skill or group) or 'o:<O*NET commodity code>'. */
  parents: Set<string>
  /** Popularity used to order siblings (O*NET occupation count, curated bonus). */
  weight: number
}

export const PRIORITY = { escoAlt: 1, onetDerived: 1, escoPref: 2, escoPrefEn: 3, onet: 4, curated: 5 } as const

export class SkillGraph {
  readonly concepts = new Map<string, Concept>()
  /** Labels of parent nodes that are not shipped concepts (ESCO groups, O*NET commodities). */
  readonly nodeLabels = new Map<string, string>()

  add(concept: Concept): Concept {
    this.concepts.set(concept.id, concept)
    return concept
  }

  /** Adds an alias, or updates its flag when the new source is more authoritative. */
  alias(concept: Concept, label: string, flag: AliasFlag, priority: number, caseForm?: string): void {
    const key = phraseKey(label)
    if (!acceptableKey(key)) return
    const prev = concept.aliases.get(key)
    if (prev) {
      // A more authoritative source decides; between equals the most restrictive flag wins.
      const tighter = flag === 0 || (flag === 2 && prev.flag === 1)
      if (priority > prev.priority || (priority === prev.priority && tighter)) {
        prev.flag = flag
        prev.caseForm = caseForm
        prev.priority = priority
      }
      return
    }
    concept.aliases.set(key, caseForm === undefined ? { flag, priority } : { flag, caseForm, priority })
  }

  /** Moves everything of `from` into `into` (two sources describe the same skill). */
  merge(into: Concept, from: Concept): void {
    if (into === from) return
    for (const [key, a] of from.aliases) {
      const prev = into.aliases.get(key)
      if (!prev || a.priority > prev.priority) into.aliases.set(key, a)
    }
    for (const p of from.parents) into.parents.add(p)
    into.weight += from.weight
    this.concepts.delete(from.id)
    this.redirects.set(from.id, into.id)
  }

  readonly redirects = new Map<string, string>()

  resolve(id: string): Concept | undefined {
    let cur = id
    for (let i = 0; i < 10 && !this.concepts.has(cur); i++) {
      const next = this.redirects.get(cur)
      if (!next) return undefined
      cur = next
    }
    return this.concepts.get(cur)
  }
}

function acceptableKey(key: string): boolean {
  if (key.length === 0 || key.length > 60) return false
  const words = key.split(' ')
  return words.length <= 6 && !/^\d+$/.test(key)
}
