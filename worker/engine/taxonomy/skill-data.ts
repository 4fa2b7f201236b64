/**
 * Lookup tables over data/skills.json (format: build/skills-build.ts). The alias dictionary is a
 * plain object used as is; only the skill list and the relation index are built, once, lazily.
 */
import data from './data/skills.json'
import type { SkillRef } from './types'

export interface SkillAlias {
  skill: number
  /** 0 = skills sections only, 1 = anywhere, 2 = anywhere with the exact spelling `caseForm`. */
  flag: number
  caseForm: string | undefined
}

const ALIASES: Record<string, number> = data.aliases
const CASE_FORMS: Record<string, string> = data.caseForms
const LEAD: Record<string, number> = data.lead

// Looked up in a Map built on first use: the keys are fresh strings cut from the text, which a plain
// object would internalise on every lookup (twice as slow over a parse; the build costs a few ms once).
let aliasMap: Map<string, number> | undefined

export function lookupAlias(key: string): SkillAlias | undefined {
  aliasMap ??= new Map(Object.entries(ALIASES))
  const v = aliasMap.get(key)
  // typeof guards against inherited names ("constructor") on the plain object.
  if (typeof v !== 'number') return undefined
  const flag = v & 3
  return { skill: v >> 2, flag, caseForm: flag === 2 ? CASE_FORMS[key] : undefined }
}

/** Most words of an alias that starts with `word` (0 when no multi-word alias does). */
export function leadWords(word: string): number {
  const v = LEAD[word]
  return typeof v === 'number' ? v : 0
}

const ROWS = data.skills as unknown as [string, string, string, ...number[]][]
const refCache: (SkillRef | undefined)[] = []

/** The skill at an index of the popularity-ordered list, created on first use. */
export function skillRef(index: number): SkillRef | undefined {
  const cached = refCache[index]
  if (cached) return cached
  const row = ROWS[index]
  if (!row) return undefined
  const ref: SkillRef = { id: row[0], label: row[1], kind: row[2] === 's' ? 'soft' : 'hard' }
  refCache[index] = ref
  return ref
}

export interface SkillRelations {
  byId: Map<string, number>
  /** Broader skills and groups of each skill (group g is stored as -(g + 1)). */
  parents: number[][]
  /** Members of each parent node: skill index → narrower skills, group → skills. */
  members: Map<number, number[]>
}

let relations: SkillRelations | undefined

/** Id and relation indexes, built once on first use (only relatedSkills needs them). */
export function skillRelations(): SkillRelations {
  relations ??= buildRelations()
  return relations
}

function buildRelations(): SkillRelations {
  const byId = new Map<string, number>()
  const parents: number[][] = []
  const members = new Map<number, number[]>()
  ROWS.forEach((row, i) => {
    byId.set(row[0], i)
    const ps = row.slice(3) as number[]
    parents.push(ps)
    for (const p of ps) {
      const list = members.get(p)
      if (list) list.push(i)
      else members.set(p, [i])
    }
  })
  return { byId, parents, members }
}
