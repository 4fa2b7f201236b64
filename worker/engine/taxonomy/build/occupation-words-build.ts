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
import { senseKey, voteStems } from '../occupation-stems'
import { phraseKey } from '../text'
import { type Row, splitLabels } from './csv'
import { iloForms, type OccupationSources } from './occupations-build'

export interface OccupationWordsJson {
  /** stem → [unit group, weight × 1000, unit group, weight × 1000, …], strongest first. */
  stems: Record<string, number[]>
  /**
   * A title word that names several kinds of work → [unit group, labels, …]: the unit groups whose
   * titles open or end with it ("architect": 2161 buildings, 2511 ICT systems, 2162 landscape…).
   */
  senses: Record<string, string>
  cues: Record<string, string>
}

/** A stem named by more groups than this says little about any of them. */
const MAX_GROUP_SHARE = 0.04
/** Groups kept per stem, and the least weight kept. */
const TOP_GROUPS = 6
const MIN_WEIGHT = 0.015

/** A sense needs this many titles and this share of the word's titles: one odd label is no sense. */
const MIN_SENSE_LABELS = 1
const MIN_SENSE_SHARE = 0.01
/** Least cue weight kept: a word used by one of a large group's 100 titles tells little. */
const MIN_CUE = 0.3

export interface SensesJson {
  /** sense key (senseKey) of a title word → its unit groups, most titles first: '2161 2511 3118 …'. */
  senses: Record<string, string>
  /**
   * sense key → 'stem=unit group …': the vote stems of the domain words that only one sense's titles
   * use ("inżynier organizacji i planowania produkcji" 2141, "inżynier telekomunikacji" 2153), kept
   * when the share of that group's titles under the word using it, times log(1 + senses), reaches
   * MIN_CUE. Strings, not objects: 900 words' tables as JSON objects would double the file.
   */
  cues: Record<string, string>
}

/**
 * The senses of the title words in `words` (sense keys of the dictionary's head words and one-word
 * titles): every title of the taxonomies (curated, ESCO en/en-us/fr/es preferred and alternative
 * labels, the ILO index, KZiS 6-digit names) counts for its unit group under its first and its last
 * word, and its other words become that group's cues under the word.
 */
export function buildSenses(src: OccupationSources, words: ReadonlySet<string>): SensesJson {
  const unitGroups = new Set(src.iscoGroups.map((r) => r.isco08_code ?? '').filter((c) => c.length === 4))
  const byWord = new Map<string, Map<string, number>>()
  // word → group → cue stem → titles
  const cueCounts = new Map<string, Map<string, Map<string, number>>>()
  const add = (label: string, code: string) => {
    if (!unitGroups.has(code)) return
    const clean = label.replace(/\([^)]*\)/g, ' ')
    const keys = phraseKey(clean).split(' ')
    if (keys.length > 6) return
    const heads = new Set([senseKey(keys[0] ?? ''), senseKey(keys[keys.length - 1] ?? '')])
    for (const w of heads) {
      if (!words.has(w)) continue
      const m = byWord.get(w) ?? new Map<string, number>()
      m.set(code, (m.get(code) ?? 0) + 1)
      byWord.set(w, m)
      const groups = cueCounts.get(w) ?? new Map<string, Map<string, number>>()
      const cues = groups.get(code) ?? new Map<string, number>()
      for (const stem of new Set(voteStems(clean))) {
        if (senseKey(stem) === w || stem === w.slice(0, stem.length)) continue
        cues.set(stem, (cues.get(stem) ?? 0) + 1)
      }
      groups.set(code, cues)
      cueCounts.set(w, groups)
    }
  }
  for (const line of JOB_TITLES) {
    const [code, ...titles] = line.split('|').map((s) => s.trim())
    for (const t of titles) add(t, code ?? '')
  }
  for (const rows of [src.escoEn, src.escoEnUs, src.escoFr, src.escoEs]) {
    for (const r of rows) {
      const code = r.iscoGroup ?? ''
      for (const p of (r.preferredLabel ?? '').split('/')) add(p, code)
      for (const a of splitLabels(r.altLabels)) for (const p of a.split('/')) add(p, code)
    }
  }
  for (const r of src.iloIndex) for (const t of iloForms(r.title ?? '')) add(t, r.isco08 ?? '')
  for (const r of src.kzis) {
    const cls = r.class ?? ''
    if (cls.length === 6 && !/^pozostali/i.test(r.name ?? '')) add(r.name ?? '', cls.slice(0, 4))
  }
  const senses: Record<string, string> = {}
  const cues: Record<string, string> = {}
  for (const w of [...byWord.keys()].sort()) {
    const m = byWord.get(w) as Map<string, number>
    const total = [...m.values()].reduce((a, b) => a + b, 0)
    const kept = [...m]
      .filter(([, n]) => n >= MIN_SENSE_LABELS && n / total >= MIN_SENSE_SHARE)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    if (kept.length < 2) continue
    senses[w] = kept.map(([code]) => code).join(' ')
    const groups = cueCounts.get(w) as Map<string, Map<string, number>>
    const df = new Map<string, number>()
    for (const [code] of kept) for (const stem of groups.get(code)?.keys() ?? []) df.set(stem, (df.get(stem) ?? 0) + 1)
    // Only a stem that one sense's titles use tells the senses apart; one a few of them share does not
    // ("project": ICT, construction and other managers).
    const told: string[] = []
    for (const [code, n] of kept) {
      for (const [stem, c] of groups.get(code) ?? []) {
        if (df.get(stem) === 1 && (c / n) * Math.log(1 + kept.length) >= MIN_CUE) told.push(`${stem}=${code}`)
      }
    }
    if (told.length > 0) cues[w] = told.sort().join(' ')
  }
  return { senses, cues }
}

export function buildOccupationWords(src: OccupationSources, senseWords: ReadonlySet<string>): OccupationWordsJson {
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
  return { stems, ...buildSenses(src, senseWords) }
}
