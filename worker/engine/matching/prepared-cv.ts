/**
 * The CV side of matching, computed once per CV: skill identities, title stems and the stems of its
 * statements. Matching one CV against many jobs (a new applicant against every open job) then pays
 * for tokenising the CV once. A PreparedCv is a snapshot: prepare again after editing the CV.
 */
import type { ParsedCv } from '../parsing/types'
import { phraseKey } from '../taxonomy/text'
import { achievementsArea } from './areas-profile'
import { cvLanguages } from './cv-languages'
import { signatureOf, skillIds, sortedIds, sortedPairs, stemIds, wordIds } from './ids'
import { cvLevel, levelIndex } from './requirements'
import { type CvSkills, indexCvSkills } from './skill-index'
import { stem, titleStems } from './words'

export interface PreparedCv {
  kind: 'prepared-cv'
  cv: ParsedCv
  skills: CvSkills
  /** The CV's titles (headline first, then experience) with their significant stems. */
  titles: { title: string; words: ReadonlySet<string> }[]
  /** The CV's statements with their folded words (` a b c `), built on first use. */
  statements(): readonly { text: string; key: string }[]
  /** Every word stem of the CV's statements, built on first use. */
  vocabulary(): ReadonlySet<string>
  /**
   * The word stems of each line of the CV's experience sections (evidence `work`), built on first use:
   * a wanted skill whose words one line uses together was used at work, not only listed.
   */
  workLines(): readonly ReadonlySet<string>[]
  /** The same facts as integers and typed arrays, for scorePair (the fast path). */
  ids: CvIds
}

export interface CvIds {
  /** Interned skill keys of the CV's skill list. */
  skills: Int32Array
  /** Sorted interned folded words and word stems of the CV's statements. */
  words: Int32Array
  stems: Int32Array
  /** Sorted keys of adjacent word pairs (pairKey), for multi-word culture keywords. */
  pairs: Float64Array
  /** Bloom signature of `stems` (ids.ts). */
  stemSignature: Uint32Array
  /** Interned stems of each experience line (same order as `workLines()`). */
  workLines: Int32Array[]
  /** Interned stems of each title (same order as `titles`). */
  titleStems: Int32Array[]
  /** Positions on the scales as requirements read them (unstated = 0). */
  degree: number
  seniority: number
  /** ISO code (as languageOf reads it) and proficiency index of each language the CV evidences (cv-languages). */
  languages: { code: string | null; index: number }[]
  isco: string | null
  /** yearsOfExperience, null when unknown. */
  years: number | null
  /** The notable-achievements area score (it depends on the CV alone). */
  achievements: number
}

/** Evidence of what the candidate did at work (the experience sections' lines): read line by line. */
export const WORK_EVIDENCE = 'work'

/**
 * The CV's own statements culture keywords, title words and skill words are looked for in. The lines
 * of the experience sections are not among them: a job's title or culture word anywhere in a work
 * history says little, while a skill's words used together on one line of it do (workLinesOf).
 */
function statementsOf(cv: ParsedCv): string[] {
  const out: string[] = []
  for (const s of [cv.title, cv.tagline, cv.summary]) if (s) out.push(s)
  out.push(...cv.softSkills, ...cv.hardSkills, ...cv.achievements)
  for (const e of cv.experience) if (e.title) out.push(e.title)
  for (const [field, items] of Object.entries(cv.evidence))
    if (field !== WORK_EVIDENCE) for (const i of items) out.push(i.text)
  return out
}

/** The word stems of each experience line (evidence `work`), lines without words left out. */
export function workLinesOf(cv: ParsedCv): Set<string>[] {
  const out: Set<string>[] = []
  for (const i of cv.evidence[WORK_EVIDENCE] ?? []) {
    const stems = new Set<string>()
    for (const w of phraseKey(i.text).split(' ')) if (w !== '') stems.add(stem(w))
    if (stems.size > 0) out.push(stems)
  }
  return out
}

/** The integer side of a prepared CV (built on first use: only the fast path reads it). */
function idsOf(cv: ParsedCv, p: Omit<PreparedCv, 'ids'>, words: ReadonlySet<string>): CvIds {
  const stems = sortedIds(p.vocabulary(), stemIds)
  return {
    skills: Int32Array.from([...p.skills.byKey.keys()].map((k) => skillIds.id(k))),
    words: sortedIds(words, wordIds),
    stems,
    pairs: sortedPairs(p.statements().map((s) => s.key)),
    stemSignature: signatureOf(stems),
    workLines: p.workLines().map((line) => sortedIds(line, stemIds)),
    titleStems: p.titles.map((t) => sortedIds(t.words, stemIds)),
    degree: cvLevel(cv, 'degree').index,
    seniority: cvLevel(cv, 'seniority').index,
    languages: cvLanguages(cv).map((l) => ({
      code: l.code,
      index: levelIndex('language_proficiency', l.proficiency),
    })),
    isco: cv.isco?.code ?? null,
    years: cv.yearsOfExperience,
    achievements: achievementsArea(cv).score,
  }
}

/** The CV's statements with their folded words (` a b c `): what culture keywords are looked for in. */
export function cvStatements(cv: ParsedCv): { text: string; key: string }[] {
  return statementsOf(cv).map((text) => ({ text, key: ` ${phraseKey(text)} ` }))
}

export function prepareCv(cv: ParsedCv): PreparedCv {
  const titles = [cv.title, ...cv.experience.map((e) => e.title)]
    .filter((t): t is string => !!t)
    .map((title) => ({ title, words: new Set(titleStems(title)) }))
  const statements = cvStatements(cv)
  // Words and stems from the folded keys (the same words phraseKey gives), in one pass.
  const words = new Set<string>()
  const vocabulary = new Set<string>()
  for (const s of statements) {
    for (const w of s.key.split(' ')) {
      if (w === '') continue
      words.add(w)
      vocabulary.add(stem(w))
    }
  }
  let work: Set<string>[] | undefined
  const base: Omit<PreparedCv, 'ids'> = {
    kind: 'prepared-cv',
    cv,
    skills: indexCvSkills([...cv.hardSkills, ...cv.softSkills]),
    titles,
    statements: () => statements,
    vocabulary: () => vocabulary,
    workLines: () => {
      work ??= workLinesOf(cv)
      return work
    },
  }
  let ids: CvIds | undefined
  return {
    ...base,
    get ids() {
      ids ??= idsOf(cv, base, words)
      return ids
    },
  }
}
