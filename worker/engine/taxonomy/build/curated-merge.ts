/**
 * Curated lines ('Label | alias | ~alias | ^Alias | @esco label | =O*NET example', see
 * ../curated/README.md) → concepts merged with the ESCO and O*NET ones they name.
 */
import { phraseKey } from '../text'
import type { SkillKind } from '../types'
import type { OnetTool } from './onet-tools'
import { type AliasFlag, type Concept, PRIORITY, type SkillGraph, slug } from './skill-graph'

export interface CuratedProblems {
  missingLinks: string[]
}

export function addCurated(
  graph: SkillGraph,
  lines: string[],
  kind: SkillKind,
  tools: Map<string, OnetTool>,
  problems: CuratedProblems,
): void {
  const escoByLabel = new Map<string, Concept>()
  const byCanonicalKey = new Map<string, Concept>()
  for (const c of graph.concepts.values()) {
    byCanonicalKey.set(phraseKey(c.label), c)
    if (c.id.startsWith('e:')) escoByLabel.set(phraseKey(c.label), c)
  }
  for (const line of lines) {
    const parts = line
      .split('|')
      .map((p) => p.trim())
      .filter((p) => p !== '')
    const [first, ...rest] = parts
    if (!first) continue
    const label = stripFlag(first)
    const targets: Concept[] = []
    for (const p of rest) {
      if (p.startsWith('@')) {
        const c = escoByLabel.get(phraseKey(p.slice(1)))
        if (c) targets.push(graph.resolve(c.id) ?? c)
        else problems.missingLinks.push(p)
      } else if (p.startsWith('=')) {
        const t = tools.get(p.slice(1))
        const c = t && graph.resolve(t.concept.id)
        if (c) targets.push(c)
        else problems.missingLinks.push(p)
      }
    }
    const sameName = byCanonicalKey.get(phraseKey(label))
    if (sameName && graph.resolve(sameName.id)) targets.push(graph.resolve(sameName.id) as Concept)
    let concept = targets[0]
    if (!concept) {
      const id = `x:${slug(label)}`
      concept =
        graph.concepts.get(id) ?? graph.add({ id, label, kind, aliases: new Map(), parents: new Set(), weight: 0 })
    }
    for (const t of targets.slice(1)) graph.merge(concept, t)
    concept.label = label
    concept.kind = kind
    concept.weight += 50
    for (const p of [first, ...rest]) {
      if (p.startsWith('@') || p.startsWith('=')) continue
      const name = stripFlag(p)
      const flag: AliasFlag = p.startsWith('~') ? 0 : p.startsWith('^') ? 2 : 1
      graph.alias(concept, name, flag, PRIORITY.curated, flag === 2 ? name : undefined)
    }
  }
}

function stripFlag(p: string): string {
  return p.replace(/^[~^]/, '')
}
