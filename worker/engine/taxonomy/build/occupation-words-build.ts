/**
 * Word stems → ISCO-08 unit groups (data/occupation-words.json), for the occupation vote of job ads whose
 * title is unknown or generic ("Specjalista", "Manager"): the duties and skills in the text vote.
 *
 * Each unit group is a bag of word stems from what the public taxonomies say about it: ESCO occupation
 * labels and descriptions (en, en-us, fr, es), ISCO-08 group labels and descriptions, the ILO index of
 * titles, the KZiS Polish occupation names and the curated multilingual titles. Weights are tf-idf,
 * normalised per group so that groups with long descriptions do not outvote the rest.
 */
import { JOB_TITLES } from '../curated/job-titles'
import { voteStems } from '../occupation-stems'
import { type Row, splitLabels } from './csv'
import type { OccupationSources } from './occupations-build'

export interface OccupationWordsJson {
  /** stem → [unit group, weight × 1000, unit group, weight × 1000, …], strongest first. */
  stems: Record<string, number[]>
}

/** A stem named by more groups than this says little about any of them. */
const MAX_GROUP_SHARE = 0.04
/** Groups kept per stem, and the least weight kept. */
const TOP_GROUPS = 6
const MIN_WEIGHT = 0.015

export function buildOccupationWords(src: OccupationSources): OccupationWordsJson {
  const unitGroups = new Set(src.iscoGroups.map((r) => r.isco08_code ?? '').filter((c) => c.length === 4))
  const bags = new Map<string, Map<string, number>>()
  const add = (code: string, text: string, weight: number) => {
    if (!unitGroups.has(code) || !text) return
    const bag = bags.get(code) ?? new Map<string, number>()
    for (const stem of voteStems(text)) bag.set(stem, (bag.get(stem) ?? 0) + weight)
    bags.set(code, bag)
  }

  const esco = (rows: Row[]) => {
    for (const r of rows) {
      const code = r.iscoGroup ?? ''
      add(code, r.preferredLabel ?? '', 3)
      for (const a of splitLabels(r.altLabels)) add(code, a, 1)
      add(code, r.description ?? '', 1)
    }
  }
  esco(src.escoEn)
  esco(src.escoEnUs)
  esco(src.escoFr)
  esco(src.escoEs)
  for (const r of src.iscoGroups) {
    const code = r.isco08_code ?? ''
    for (const label of [r.label_en, r.label_fr, r.label_es]) add(code, label ?? '', 3)
    add(code, r.description_en ?? '', 1)
  }
  for (const r of src.iloIndex) add(r.isco08 ?? '', r.title ?? '', 2)
  for (const r of src.kzis) {
    const cls = r.class ?? ''
    if (cls.length === 4 || cls.length === 6) add(cls.slice(0, 4), r.name ?? '', 3)
  }
  for (const line of JOB_TITLES) {
    const [code, ...titles] = line.split('|').map((s) => s.trim())
    for (const t of titles) add(code ?? '', t, 3)
  }

  const df = new Map<string, number>()
  for (const bag of bags.values()) for (const stem of bag.keys()) df.set(stem, (df.get(stem) ?? 0) + 1)
  const groups = bags.size
  const maxDf = Math.max(2, Math.floor(groups * MAX_GROUP_SHARE))

  const byStem = new Map<string, [string, number][]>()
  for (const [code, bag] of bags) {
    const weighted: [string, number][] = []
    for (const [stem, tf] of bag) {
      const d = df.get(stem) ?? 1
      if (d > maxDf) continue
      weighted.push([stem, (1 + Math.log(tf)) * Math.log(groups / d)])
    }
    const norm = Math.sqrt(weighted.reduce((s, [, w]) => s + w * w, 0)) || 1
    for (const [stem, w] of weighted) {
      const list = byStem.get(stem) ?? []
      list.push([code, w / norm])
      byStem.set(stem, list)
    }
  }

  const stems: Record<string, number[]> = {}
  for (const stem of [...byStem.keys()].sort()) {
    const kept = (byStem.get(stem) ?? [])
      .filter(([, w]) => w >= MIN_WEIGHT)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_GROUPS)
    if (kept.length > 0) stems[stem] = kept.flatMap(([code, w]) => [Number(code), Math.round(w * 1000)])
  }
  return { stems }
}
