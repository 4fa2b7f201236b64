/**
 * Assembles data/skills.json from ESCO, O*NET and the curated tables.
 *
 * Format (compact, parsed once at runtime):
 *   skills:    [id, label, 'h'|'s', ...parents]  ordered by popularity; a parent >= 0 is a skill
 *              index (broader skill), < 0 is group -(g + 1) (ESCO group or O*NET commodity)
 *   groups:    group labels (kept for readability; only groups with at least two skills)
 *   aliases:   folded key → skillIndex * 4 + flag  (flag 0 = sections only, 1 = anywhere, 2 = exact case)
 *   caseForms: key → the exact spelling required in free text (flag 2)
 *   lead:      first word → most words of an alias starting with it (only for multi-word aliases)
 * Plain objects rather than arrays of entries: the runtime looks keys up without building a Map.
 */
import { BUSINESS_SKILLS } from '../curated/business-skills'
import { COMMON_WORDS } from '../curated/common-words'
import { MORE_TOOLS } from '../curated/more-tools'
import { PROFESSIONAL_SKILLS } from '../curated/professional-skills'
import { SOFT_SKILLS } from '../curated/soft-skills'
import { TECH_SKILLS } from '../curated/tech-skills'
import { skillIdFor } from '../skill-ids'
import type { Row } from './csv'
import { addCurated, type CuratedProblems } from './curated-merge'
import { addEscoSkills, type EscoSources } from './esco-skills'
import { addOnetTools } from './onet-tools'
import { type Alias, type Concept, SkillGraph } from './skill-graph'

export interface SkillsJson {
  skills: (string | number)[][]
  groups: string[]
  aliases: Record<string, number>
  caseForms: Record<string, string>
  lead: Record<string, number>
}

export interface SkillSources extends Omit<EscoSources, 'isCommonWord'> {
  onetTools: Row[]
  /** English prose (ESCO/ISCO/O*NET descriptions) and fr/es labels, to learn which words are everyday words. */
  corpus: string[]
}

export function buildSkills(src: SkillSources): { json: SkillsJson; problems: CuratedProblems } {
  const isCommonWord = commonWords(src.corpus)
  const graph = new SkillGraph()
  addEscoSkills(graph, { ...src, isCommonWord })
  const tools = addOnetTools(graph, src.onetTools, isCommonWord)
  const problems: CuratedProblems = { missingLinks: [] }
  addCurated(graph, TECH_SKILLS, 'hard', tools, problems)
  addCurated(graph, BUSINESS_SKILLS, 'hard', tools, problems)
  addCurated(graph, MORE_TOOLS, 'hard', tools, problems)
  addCurated(graph, PROFESSIONAL_SKILLS, 'hard', tools, problems)
  addCurated(graph, SOFT_SKILLS, 'soft', tools, problems)
  return { json: serialize(graph), problems }
}

function commonWords(corpus: string[]): (w: string) => boolean {
  const counts = new Map<string, number>()
  for (const text of corpus) {
    // Lower-case words only: "Python" in a description is a name, "spark" is a word.
    for (const m of text.matchAll(/(?<![\p{L}\p{N}])\p{Ll}[\p{Ll}-]*(?![\p{L}\p{N}])/gu)) {
      counts.set(m[0], (counts.get(m[0]) ?? 0) + 1)
    }
  }
  const extra = new Set(COMMON_WORDS)
  return (w) => extra.has(w) || (counts.get(w) ?? 0) >= 3
}

function serialize(graph: SkillGraph): SkillsJson {
  // Each key goes to the most authoritative concept, then the most popular one.
  const owner = new Map<string, { concept: Concept; alias: Alias }>()
  for (const concept of graph.concepts.values()) {
    for (const [key, alias] of concept.aliases) {
      const prev = owner.get(key)
      const better =
        !prev ||
        alias.priority > prev.alias.priority ||
        (alias.priority === prev.alias.priority && concept.weight > prev.concept.weight)
      if (better) owner.set(key, { concept, alias })
    }
  }
  const owned = new Set([...owner.values()].map((o) => o.concept))
  const concepts = [...owned].sort((a, b) => b.weight - a.weight || a.label.localeCompare(b.label))
  const index = new Map(concepts.map((c, i) => [c, i]))

  // Parent nodes: shipped concepts are referenced directly; other nodes become groups when they
  // relate at least two shipped skills (a group of one gives no related skills).
  const resolvedParents = concepts.map((c) =>
    [...c.parents].map((p) => {
      const target = graph.resolve(p)
      return target && index.has(target) && target !== c ? target : p
    }),
  )
  const groupChildren = new Map<string, number>()
  for (const ps of resolvedParents)
    for (const p of ps) if (typeof p === 'string') groupChildren.set(p, (groupChildren.get(p) ?? 0) + 1)
  const groupIds = [...groupChildren].filter(([, n]) => n >= 2).map(([g]) => g)
  const groupIndex = new Map(groupIds.map((g, i) => [g, i]))

  const ids = shortIds(concepts)
  const skills = concepts.map((c, i) => {
    const parents = new Set<number>()
    for (const p of resolvedParents[i] ?? []) {
      if (typeof p !== 'string') parents.add(index.get(p) as number)
      else if (groupIndex.has(p)) parents.add(-((groupIndex.get(p) as number) + 1))
    }
    return [ids[i] as string, c.label, c.kind === 'soft' ? 's' : 'h', ...parents]
  })
  const aliases: Record<string, number> = {}
  const caseForms: Record<string, string> = {}
  const lead: Record<string, number> = {}
  for (const [key, { concept, alias }] of [...owner].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    aliases[key] = (index.get(concept) as number) * 4 + alias.flag
    if (alias.flag === 2 && alias.caseForm) caseForms[key] = alias.caseForm
    const words = key.split(' ')
    if (words.length > 1) lead[words[0] as string] = Math.max(lead[words[0] as string] ?? 0, words.length)
  }
  return { skills, groups: groupIds.map((g) => graph.nodeLabels.get(g) ?? g), aliases, caseForms, lead }
}

/** ESCO → 'esco:<first 8 hex of the uuid>' (the full uuid when two collide); O*NET/curated → slug of the label. */
function shortIds(concepts: Concept[]): string[] {
  const uuid = (id: string) => id.slice(id.lastIndexOf('/') + 1)
  const prefixCount = new Map<string, number>()
  for (const c of concepts)
    if (c.id.startsWith('e:'))
      prefixCount.set(uuid(c.id).slice(0, 8), (prefixCount.get(uuid(c.id).slice(0, 8)) ?? 0) + 1)
  const seen = new Set<string>()
  return concepts.map((c) => {
    if (c.id.startsWith('e:')) {
      const u = uuid(c.id)
      return `esco:${(prefixCount.get(u.slice(0, 8)) ?? 0) > 1 ? u : u.slice(0, 8)}`
    }
    let id = skillIdFor(c.id.startsWith('o:') ? 'onet' : 'x', c.label)
    while (seen.has(id)) id = `${id}-2`
    seen.add(id)
    return id
  })
}
