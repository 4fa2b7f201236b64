/**
 * A prepared CV as plain JSON, computed once when the CV is stored. Preparing a CV (skill resolution
 * against the taxonomy, title stems, folding every statement) costs far more than scoring a pair, and
 * the integer ids of the fast path belong to one isolate (ids.ts), so the stored form keeps strings:
 * loading it only interns them. scorePair and scoreMatch give the same results for a loaded CV as for
 * prepareCv of the same CV (tests/engine/matching/stored-cv.test.ts).
 *
 * The form is stamped with its own version and the taxonomy it was resolved against; a stale form
 * loads as null and the caller prepares the CV again. Bump STORED_CV_VERSION when prepareCv, the
 * tables it reads (stems, levels, achievements) or this shape change.
 */
import type { ParsedCv } from '../parsing/types'
import data from '../taxonomy/data/skills.json'
import { pairKey, signatureOf, skillIds, sortedIds, stemIds, wordIds } from './ids'
import { type CvIds, cvStatements, type PreparedCv } from './prepared-cv'
import type { CvSkills } from './skill-index'
import { stem } from './words'

export const STORED_CV_VERSION = 4
/** Which taxonomy resolved the skills: a rebuilt skill list or group set changes it. */
export const TAXONOMY_STAMP = `skills-${data.skills.length}-${data.groups.length}`

export interface StoredPreparedCv {
  v: number
  taxonomy: string
  /** Skill key → the CV's own wording, in the CV's order (CvSkills.byKey). */
  skills: [string, string][]
  /** Each title with its significant stems. */
  titles: [string, string[]][]
  /** The folded words of the CV's statements, each once. */
  words: string[]
  /** Adjacent word pairs of the statements as indexes into `words`, flat (a, b, a, b, …), each once. */
  pairs: number[]
  /** The stems of each experience line (PreparedCv.workLines). */
  work: string[][]
  degree: number
  seniority: number
  /** ISO code (or null) and proficiency index of each listed language. */
  languages: [string | null, number][]
  isco: string | null
  years: number | null
  achievements: number
}

/** The storable form of a prepared CV. */
export function serializePreparedCv(prepared: PreparedCv): StoredPreparedCv {
  const index = new Map<string, number>()
  const pairs: number[] = []
  const seenPairs = new Set<string>()
  for (const s of prepared.statements()) {
    let prev = -1
    for (const w of s.key.split(' ')) {
      if (w === '') continue
      let at = index.get(w)
      if (at === undefined) {
        at = index.size
        index.set(w, at)
      }
      if (prev >= 0 && !seenPairs.has(`${prev} ${at}`)) {
        seenPairs.add(`${prev} ${at}`)
        pairs.push(prev, at)
      }
      prev = at
    }
  }
  const ids = prepared.ids
  return {
    v: STORED_CV_VERSION,
    taxonomy: TAXONOMY_STAMP,
    skills: [...prepared.skills.byKey],
    titles: prepared.titles.map((t) => [t.title, [...t.words]]),
    words: [...index.keys()],
    pairs,
    work: prepared.workLines().map((line) => [...line]),
    degree: ids.degree,
    seniority: ids.seniority,
    languages: ids.languages.map((l) => [l.code, l.index]),
    isco: ids.isco,
    years: ids.years,
    achievements: ids.achievements,
  }
}

/** Whether a stored value is a prepared CV of this version and taxonomy (anything else: prepare again). */
export function isCurrentStoredCv(stored: unknown): stored is StoredPreparedCv {
  if (typeof stored !== 'object' || stored === null) return false
  const s = stored as Partial<StoredPreparedCv>
  return (
    s.v === STORED_CV_VERSION &&
    s.taxonomy === TAXONOMY_STAMP &&
    Array.isArray(s.skills) &&
    Array.isArray(s.titles) &&
    Array.isArray(s.words) &&
    Array.isArray(s.pairs) &&
    Array.isArray(s.work) &&
    Array.isArray(s.languages)
  )
}

/**
 * A PreparedCv from its stored form, or null when the form is missing or stale. `cv` must be the CV
 * the form was computed from; it is read only when needed (evidence, long culture keywords), so it
 * may be passed as a function.
 */
export function loadPreparedCv(stored: unknown, cv: ParsedCv | (() => ParsedCv)): PreparedCv | null {
  if (!isCurrentStoredCv(stored)) return null
  const wordList = Int32Array.from(stored.words, (w) => wordIds.id(w))
  const pairs = new Float64Array(stored.pairs.length >>> 1)
  for (let i = 0; i < pairs.length; i++) {
    pairs[i] = pairKey(
      wordList[stored.pairs[2 * i] as number] as number,
      wordList[stored.pairs[2 * i + 1] as number] as number,
    )
  }
  const vocabulary = new Set(stored.words.map(stem))
  const stems = sortedIds(vocabulary, stemIds)
  const ids: CvIds = {
    skills: Int32Array.from(stored.skills, ([k]) => skillIds.id(k)),
    words: wordList.slice().sort(),
    stems,
    pairs: pairs.sort(),
    stemSignature: signatureOf(stems),
    workLines: stored.work.map((line) => sortedIds(line, stemIds)),
    titleStems: stored.titles.map(([, words]) => sortedIds(words, stemIds)),
    degree: stored.degree,
    seniority: stored.seniority,
    languages: stored.languages.map(([code, index]) => ({ code, index })),
    isco: stored.isco,
    years: stored.years,
    achievements: stored.achievements,
  }
  // The string side is rebuilt on first use: the fast path reads only `ids`.
  let parsed: ParsedCv | undefined
  let skills: CvSkills | undefined
  let titles: PreparedCv['titles'] | undefined
  let statements: { text: string; key: string }[] | undefined
  let work: Set<string>[] | undefined
  const cvOf = () => {
    parsed ??= typeof cv === 'function' ? cv() : cv
    return parsed
  }
  return {
    kind: 'prepared-cv',
    get cv() {
      return cvOf()
    },
    get skills() {
      skills ??= { byKey: new Map(stored.skills) }
      return skills
    },
    get titles() {
      titles ??= stored.titles.map(([title, words]) => ({ title, words: new Set(words) }))
      return titles
    },
    statements() {
      statements ??= cvStatements(cvOf())
      return statements
    },
    vocabulary: () => vocabulary,
    workLines: () => {
      work ??= stored.work.map((line) => new Set(line))
      return work
    },
    ids,
  }
}
