/**
 * The occupation vote: every word of a job ad votes for the ISCO-08 unit groups whose taxonomy
 * descriptions use it (data/occupation-words.json, built by build/occupation-words-build.ts). Used when
 * the title names no occupation or only a generic one. Pure and deterministic.
 */
import { senseKey, voteWords } from './occupation-stems'
import { iscoGroup } from './occupations'
import type { IscoRef } from './types'

/**
 * The word table (400 KB) is loaded on demand, not with the engine: it joins the module graph only
 * where job ads are parsed for proposals (job upload, the CLI, the evals). Until it is loaded the vote
 * abstains, so callers that want it await loadOccupationVote() first.
 */
let STEMS: Map<string, number[]> | null = null
let SENSES: Map<string, string> | null = null
let CUES: Map<string, string> | null = null
let loading: Promise<void> | undefined
export function loadOccupationVote(): Promise<void> {
  loading ??= import('./data/occupation-words.json').then((m) => {
    const data = m.default as {
      stems: Record<string, number[]>
      senses: Record<string, string>
      cues: Record<string, string>
    }
    // A Map: the ad's stems are fresh strings, which a plain object would internalise on every lookup.
    STEMS = new Map(Object.entries(data.stems))
    SENSES = new Map(Object.entries(data.senses))
    CUES = new Map(Object.entries(data.cues))
  })
  return loading
}

/**
 * The unit groups a title word names in the taxonomies' titles ("architect": buildings 2161, ICT
 * systems 2511, landscape 2162…), when it names more than one; null until the vote is loaded.
 */
export function titleWordSenses(folded: string): Set<string> | null {
  const entry = SENSES?.get(senseKey(folded))
  return entry ? new Set(entry.split(' ')) : null
}

export interface OccupationVote extends IscoRef {
  /** Share of the winner in the two best scores, 0.5–1: how clearly the text chose. */
  confidence: number
  /** The words that weighed most for the winner, as written in the text. */
  evidence: string[]
  /** The winner's summed weight: how much the text said at all. */
  score: number
}

export interface VoteText {
  /** Words of the title (or title-like lines) count this many times more than the body's. */
  title: string
  body: string
}

const TITLE_WEIGHT = 4
/** Below this the text said too little ("We were founded 20 years ago"): no occupation rather than a guess. */
const MIN_SCORE = 0.25
/**
 * Among a title word's senses the word's own group is already a fair guess: another sense needs the
 * ad to say more (set on half A: 0.25–0.45 give the same agreement, with more weak switches below 0.45).
 */
const MIN_SENSE_SCORE = 0.45
const EVIDENCE_WORDS = 4
const STEM = 6

/**
 * The unit groups of the major group (first digit) with the largest summed score first. Words such as
 * "sprzedaż", "klient", "system" each point at several related unit groups; their sum names the kind of
 * work more surely than the single best unit group, which one rare word can carry (set on half A of
 * the dev Polish ads: 2-digit agreement of the vote 34 → 42 of 67).
 */
export function majorGroupFirst(ranked: [string, number][]): [string, number][] {
  const byMajor = new Map<string, number>()
  for (const [code, s] of ranked) byMajor.set(code[0] as string, (byMajor.get(code[0] as string) ?? 0) + s)
  let major = ''
  for (const [m, s] of byMajor) if (major === '' || s > (byMajor.get(major) ?? 0)) major = m
  return [...ranked.filter(([c]) => c[0] === major), ...ranked.filter(([c]) => c[0] !== major)]
}

export interface SenseChoice extends IscoRef {
  /** The title's words that told the sense. */
  evidence: string[]
}

/**
 * The sense of a title word that the title's other words tell ("Inżynier Produkcji": KZiS's "Inżynier
 * organizacji i planowania produkcji", 2141): the cue stems of the taxonomies' titles under the word
 * that only one sense uses (data `cues`), counted per unit group; the best wins if it leads alone.
 */
export function senseFromCues(folded: string, text: string): SenseChoice | null {
  const cues = cuesOf(senseKey(folded))
  if (!cues) return null
  const counts = new Map<string, number>()
  const parts = new Map<string, string[]>()
  const seen = new Set<string>()
  for (const { stem, word } of voteWords(text)) {
    const code = cues.get(stem)
    if (!code || seen.has(stem)) continue
    seen.add(stem)
    counts.set(code, (counts.get(code) ?? 0) + 1)
    parts.set(code, [...(parts.get(code) ?? []), word])
  }
  const [best, second] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  if (!best || (second && second[1] >= best[1])) return null
  const group = iscoGroup(best[0])
  return group ? { code: group.code, title: group.title, evidence: parts.get(best[0]) ?? [] } : null
}

/** A word's cue table, unpacked from its 'stem=code …' string on first use. */
const CUE_MAPS = new Map<string, Map<string, string>>()
function cuesOf(key: string): Map<string, string> | null {
  const known = CUE_MAPS.get(key)
  if (known) return known
  const packed = CUES?.get(key)
  if (!packed) return null
  const cues = new Map(packed.split(' ').map((pair) => pair.split('=') as [string, string]))
  CUE_MAPS.set(key, cues)
  return cues
}

export interface SenseVote {
  /** Only these unit groups may win (the senses of a title's head word). */
  within: ReadonlySet<string>
  /** The head word itself, which all its senses share: it does not vote. */
  word: string
}

export function voteOccupation({ title, body }: VoteText, sense?: SenseVote): OccupationVote | null {
  const within = sense?.within
  const skip = sense ? senseKey(sense.word).slice(0, STEM) : ''
  const table = STEMS
  if (!table) return null
  const query = new Map<string, number>()
  const spelling = new Map<string, string>()
  const count = (text: string, weight: number) => {
    const seen = new Map<string, number>()
    for (const { stem, word } of voteWords(text)) {
      seen.set(stem, (seen.get(stem) ?? 0) + 1)
      if (!spelling.has(stem)) spelling.set(stem, word)
    }
    // Repetition counts, but a word used ten times is not ten words.
    for (const [stem, n] of seen) query.set(stem, (query.get(stem) ?? 0) + weight * (1 + Math.log(n)))
  }
  count(title, TITLE_WEIGHT)
  count(body, 1)

  const scores = new Map<string, number>()
  const parts = new Map<string, [string, number][]>()
  for (const [stem, q] of query) {
    if (skip && stem === skip) continue
    const entry = table.get(stem)
    if (!entry) continue
    for (let i = 0; i < entry.length; i += 2) {
      const code = String(entry[i]).padStart(4, '0')
      if (within && !within.has(code)) continue
      const s = (q * (entry[i + 1] as number)) / 1000
      scores.set(code, (scores.get(code) ?? 0) + s)
      const p = parts.get(code) ?? []
      p.push([stem, s])
      parts.set(code, p)
    }
  }
  const sorted = [...scores].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  // Among one word's senses the best group itself: they often share a major group, and the vote
  // is to tell them apart, not to name the kind of work.
  const ranked = sense ? sorted : majorGroupFirst(sorted)
  const [best, second] = ranked
  if (!best || best[1] < (sense ? MIN_SENSE_SCORE : MIN_SCORE)) return null
  const group = iscoGroup(best[0])
  if (!group) return null
  const evidence = (parts.get(best[0]) ?? [])
    .sort((a, b) => b[1] - a[1])
    .slice(0, EVIDENCE_WORDS)
    .map(([stem]) => spelling.get(stem) ?? stem)
  return {
    code: group.code,
    title: group.title,
    confidence: best[1] / (best[1] + (second?.[1] ?? 0)),
    score: best[1],
    evidence,
  }
}
