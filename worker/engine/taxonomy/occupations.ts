/** Job title → ISCO-08 unit group, and ISCO group titles. Data: data/occupations.json, data/isco-groups.json. */
import groups from './data/isco-groups.json'
import occupations from './data/occupations.json'
import { tokenize } from './text'
import { exactTitleTokens, matchTitleTokensStep, type TitleDictionary, type TitleMatchStep } from './title-match'
import type { IscoGroup, IscoRef } from './types'

const TITLES: Record<string, number> = occupations.titles
const HEADS: Record<string, number> = occupations.heads

// typeof guards against inherited names ("constructor") on the plain objects.
const asCode = (v: unknown) => (typeof v === 'number' ? String(v).padStart(4, '0') : undefined)

// Titles are looked up in a Map built on first use: the keys are fresh strings cut from the ad, which a
// plain object would internalise on every lookup (parse-job speed).
let titleMap: Map<string, number> | undefined

const dictionary: TitleDictionary = {
  title: (k) => {
    titleMap ??= new Map(Object.entries(TITLES))
    return asCode(titleMap.get(k))
  },
  head: (w) => asCode(HEADS[w]),
  compoundHeads: Object.keys(HEADS)
    .filter((h) => h.startsWith('-'))
    .sort((a, b) => b.length - a.length),
  // Computed once at load: a 20-word line then costs a few dozen lookups, not 190 (parse-job speed).
  maxWords: Object.keys(TITLES).reduce((m, k) => Math.max(m, k.split(' ').length), 1),
}

const GROUP_TITLES: Record<string, string> = groups

/** An ISCO-08 code of any level (1-4 digits) with its English title. */
export function iscoGroup(code: string): IscoGroup | null {
  const c = code.trim()
  if (!/^\d{1,4}$/.test(c)) return null
  const title = GROUP_TITLES[c]
  if (title === undefined) return null
  return { code: c, title, level: c.length as 1 | 2 | 3 | 4 }
}

/** The ISCO-08 unit groups (4-digit) under a group code of 1–3 digits. */
export function unitGroupsUnder(prefix: string): Set<string> {
  return new Set(Object.keys(GROUP_TITLES).filter((c) => c.length === 4 && c.startsWith(prefix)))
}

// Parts of a title line that are not the title: "… at Acme", "… | Berlin", "(m/w/d)".
const BRACKETS_RE = /\([^)]*\)|\[[^\]]*\]/g
const SEPARATORS_RE = /\s+(?:[-–—|•·@]|at|bei|chez|presso|bij|w firmie)\s+|[,;]/i
const GENDER_SUFFIX_RE = /(\p{L})(?:\*|:|\/-?|_)(?:in|innen)\b/gu
// Polish titles abbreviate "do spraw" (in charge of): "Specjalista ds. logistyki" is KZiS's
// "Specjalista do spraw logistyki".
const DS_RE = /(^|\s)ds\.?(?=\s)/giu

function cleanTitle(title: string): string {
  return title.replace(BRACKETS_RE, ' ').replace(GENDER_SUFFIX_RE, '$1').replace(DS_RE, '$1do spraw').trim()
}

/** A job title in en/de/fr/es/it/nl/pl/pt to its ISCO-08 unit group (4-digit), or null when unsure. */
export function classifyOccupation(title: string): IscoRef | null {
  return classifyOccupationStep(title)?.occupation ?? null
}

/**
 * classifyOccupation, and how sure it is: 'title' when a dictionary title matched, 'head' when only
 * the head word did ("Kierownik …", "… Engineer"), which names a family of occupations rather than one.
 */
export function classifyOccupationStep(title: string): OccupationStep | null {
  // The title step classifies every candidate line and the occupation step its winner again: pure,
  // so the answers of recent titles are kept (bounded, cleared when full).
  const memo = STEP_MEMO.get(title)
  if (memo !== undefined) return memo
  if (STEP_MEMO.size >= MEMO_SIZE) STEP_MEMO.clear()
  const step = classifyStep(title)
  STEP_MEMO.set(title, step)
  return step
}

const MEMO_SIZE = 2000
const STEP_MEMO = new Map<string, OccupationStep | null>()

export interface OccupationStep {
  occupation: IscoRef
  step: TitleMatchStep
  /** The one word that decided (a head word, a one-word title inside the title), when one did. */
  word?: string
}

function classifyStep(title: string): OccupationStep | null {
  const cleaned = cleanTitle(title)
  if (!cleaned) return null
  // Each part of "Title - Team | Company" on its own, in order: the title usually comes first;
  // then the halves of "Developer/Team Leader" (a slash also joins "UX/UI", so it goes last).
  const parts = cleaned.split(SEPARATORS_RE).filter((p) => p.trim() !== '')
  const halves = parts.flatMap((p) => (p.includes('/') ? p.split('/') : [])).filter((p) => p.trim() !== '')
  for (const part of [...parts, ...halves]) {
    const match = matchTitleTokensStep(
      tokenize(part).map((t) => t.key),
      dictionary,
    )
    const group = match ? iscoGroup(match.code) : null
    if (match && group)
      return {
        occupation: { code: group.code, title: group.title },
        step: match.step,
        ...(match.word ? { word: match.word } : {}),
      }
  }
  return null
}

/**
 * The ISCO-08 unit group of a title that is itself a dictionary title (brackets, gender endings and
 * seniority words aside), or null: the strict test of "this phrase is an occupation title", without the
 * head-word and contained-title fallbacks of classifyOccupation.
 */
export function knownOccupationTitle(title: string): IscoRef | null {
  const cleaned = cleanTitle(title)
  const code = exactTitleTokens(
    tokenize(cleaned).map((t) => t.key),
    dictionary,
  )
  const group = code ? iscoGroup(code) : null
  return group ? { code: group.code, title: group.title } : null
}
