/**
 * Type-ahead search over the taxonomies for the pickers (job requirements, Edit CV): ISCO-08 unit groups
 * by their title or any known job title (data/occupations.json, en/de/fr/es/it/nl/pl/pt), and skills by
 * any alias (data/skills.json). Every query word must start a word of the match, so "soft dev" finds
 * "software developer". The occupation word table (occupation-vote.ts) stays unloaded: it is for ads.
 */
import groups from './data/isco-groups.json'
import occupations from './data/occupations.json'
import skillData from './data/skills.json'
import { classifyOccupation } from './occupations'
import { skillRef } from './skill-data'
import { fold, tokenize } from './text'
import type { IscoRef, SkillRef } from './types'

interface Entry {
  key: string
  words: string[]
  target: number
}

export interface OccupationHit extends IscoRef {
  /** The job title that matched when it is not the group's own title (folded, as the dictionary keeps it). */
  matched: string | null
}

const entry = (key: string, target: number): Entry => ({ key, words: key.split(' '), target })

// Built on the first search only: most isolates never serve one.
let occupationEntries: Entry[] | undefined
let skillEntries: Entry[] | undefined
const GROUP_TITLES: Record<string, string> = groups

function occupationIndex(): Entry[] {
  occupationEntries ??= [
    ...Object.entries(GROUP_TITLES)
      .filter(([code]) => code.length === 4)
      .map(([code, title]) => entry(keyOf(title), Number(code))),
    ...Object.entries(occupations.titles as Record<string, number>).map(([key, code]) => entry(key, code)),
  ]
  return occupationEntries
}

function skillIndex(): Entry[] {
  skillEntries ??= Object.entries(skillData.aliases as Record<string, number>).map(([key, v]) => entry(key, v >> 2))
  return skillEntries
}

const keyOf = (text: string) =>
  tokenize(text)
    .map((t) => t.key)
    .join(' ')

/** 0: the whole text, 2: its first words, 3: its start, 4: every query word starts a word; null: no match. */
function rank(e: Entry, query: string, words: string[]): number | null {
  if (e.key === query) return 0
  if (e.key.startsWith(`${query} `)) return 2
  if (e.key.startsWith(query)) return 3
  return words.every((w) => e.words.some((x) => x.startsWith(w))) ? 4 : null
}

/** The best match per target, best first: rank, then the shorter match, then `order`. */
function best(
  entries: Entry[],
  text: string,
  limit: number,
  order: (target: number) => number,
  first?: { entry: Entry; rank: number },
) {
  const query = keyOf(text)
  const words = query.split(' ').filter((w) => w !== '')
  if (words.length === 0) return []
  const hits = new Map<number, { entry: Entry; rank: number }>(first ? [[first.entry.target, first]] : [])
  for (const e of entries) {
    const r = rank(e, query, words)
    if (r === null) continue
    const seen = hits.get(e.target)
    if (!seen || r < seen.rank || (r === seen.rank && e.key.length < seen.entry.key.length))
      hits.set(e.target, { entry: e, rank: r })
  }
  return [...hits.values()]
    .sort(
      (a, b) =>
        a.rank - b.rank || a.entry.key.length - b.entry.key.length || order(a.entry.target) - order(b.entry.target),
    )
    .slice(0, limit)
}

const codeOf = (n: number) => String(n).padStart(4, '0')

/**
 * ISCO-08 unit groups by title; by code when the text is 1-4 digits: the group of that code itself (any
 * level: a requirement may name a major group) and then the unit groups inside it ("25" lists 25xx).
 */
export function searchOccupations(text: string, limit = 10): OccupationHit[] {
  const digits = text.trim()
  if (/^\d{1,4}$/.test(digits)) {
    const own = GROUP_TITLES[digits]
    const units = Object.entries(GROUP_TITLES).filter(
      ([code]) => code.length === 4 && code !== digits && code.startsWith(digits),
    )
    return [...(own === undefined ? [] : [[digits, own] as const]), ...units]
      .slice(0, limit)
      .map(([code, title]) => ({ code, title, matched: null }))
  }
  // The classifier reads whole titles the dictionary leaves to its rules ("Softwareentwickler": the
  // compound head "-entwickler"); its reading ranks just below an exact dictionary title.
  const classified = classifyOccupation(text)
  const first = classified ? { entry: entry(keyOf(text), Number(classified.code)), rank: 1 } : undefined
  return best(occupationIndex(), text, limit, (n) => n, first).flatMap(({ entry: e }) => {
    const code = codeOf(e.target)
    const title = GROUP_TITLES[code]
    if (title === undefined) return []
    return [{ code, title, matched: e.key === keyOf(title) ? null : e.key }]
  })
}

/** Skills by any of their names, the more common first among equal matches. */
export function searchSkills(text: string, limit = 10): SkillRef[] {
  return best(skillIndex(), fold(text), limit, (n) => n).flatMap(({ entry: e }) => {
    const ref = skillRef(e.target)
    return ref ? [ref] : []
  })
}
