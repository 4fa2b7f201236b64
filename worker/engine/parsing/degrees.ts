/** Find degree mentions in a line and read their level (vocabulary in degree-words.ts). */
import {
  BAC_PLUS_LEVELS,
  DEGREE_VOCABULARY,
  NOT_DEGREE_AFTER,
  NOT_DEGREE_BEFORE,
  NOT_MASTER_AFTER,
} from './degree-words'
import { foldKeepLength } from './text-utils'
import type { DegreeLevel } from './types'

export interface DegreeMention {
  level: DegreeLevel
  index: number
  length: number
  /** Matched through a short case-sensitive abbreviation ("BS") rather than a word. */
  abbreviation: boolean
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Spaces inside a phrase also match dots, apostrophes and hyphens ("m sc" ~ "M.Sc", "master s" ~
 * "master's"); short acronyms may be dotted letter by letter ("mca" ~ "M.C.A", "ssc" ~ "S.S.C").
 */
function wordPattern(word: string): string {
  if (/^[a-z]{3,5}$/.test(word)) return word.split('').join('\\.?\\s?')
  return escapeRegExp(word).replace(/ /g, "[\\s.'’-]*")
}
const WORD_PATTERNS = DEGREE_VOCABULARY.map((v) => ({
  level: v.level,
  // Longest first: an alternation takes the first branch that matches ("high school diploma", not "high school").
  re: new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...v.words]
      .sort((a, b) => b.length - a.length)
      .map(wordPattern)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  ),
}))
const ABBREVIATION_PATTERNS = DEGREE_VOCABULARY.filter((v) => v.abbreviations.length > 0).map((v) => ({
  level: v.level,
  re: new RegExp(
    `(?<![\\p{L}\\p{N}.])(?:${[...v.abbreviations]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  ),
}))
const BAC_PLUS_RE = /(?<![\p{L}])bac\s?\+\s?(\d)/gu
const AFTER_RE = new RegExp(`^[\\s.'’-]*(?:${NOT_DEGREE_AFTER.join('|')})(?![\\p{L}])`, 'u')
const MASTER_AFTER_RE = new RegExp(`^[\\s.'’-]*(?:${NOT_MASTER_AFTER.join('|')})`, 'u')
const BEFORE_RE = new RegExp(
  `(?:^|[^\\p{L}])(?:${NOT_DEGREE_BEFORE.map((w) => w.replace(/ /g, "[\\s'’]*")).join('|')})[\\s-]*$`,
  'u',
)

export function findDegrees(text: string): DegreeMention[] {
  const folded = foldKeepLength(text)
  const found: DegreeMention[] = []
  const accept = (level: DegreeLevel, index: number, length: number, abbreviation: boolean) => {
    const after = folded.slice(index + length, index + length + 16)
    if (AFTER_RE.test(after)) return
    if (folded.slice(index, index + length) === 'master' && MASTER_AFTER_RE.test(after)) return
    if (BEFORE_RE.test(folded.slice(Math.max(0, index - 16), index))) return
    found.push({ level, index, length, abbreviation })
  }
  for (const { level, re } of WORD_PATTERNS)
    for (const m of folded.matchAll(re)) accept(level, m.index, m[0].length, false)
  for (const { level, re } of ABBREVIATION_PATTERNS)
    for (const m of text.matchAll(re)) accept(level, m.index, m[0].length, true)
  for (const m of folded.matchAll(BAC_PLUS_RE)) {
    const level = BAC_PLUS_LEVELS[Number(m[1])]
    if (level) found.push({ level, index: m.index, length: m[0].length, abbreviation: false })
  }
  // Overlaps: the longest match wins ("diploma di maturità" over "diploma").
  found.sort((a, b) => b.length - a.length || a.index - b.index)
  const kept: DegreeMention[] = []
  for (const d of found) {
    if (kept.some((k) => d.index < k.index + k.length && k.index < d.index + d.length)) continue
    kept.push(d)
  }
  return kept.sort((a, b) => a.index - b.index)
}
