/**
 * The CV side of matching, computed once per CV: skill identities, title words and the folded text of
 * its statements. Matching one CV against many jobs (a new applicant against every open job) then
 * pays for tokenising the CV once. A PreparedCv is a snapshot: prepare again after editing the CV.
 */
import type { ParsedCv } from '../parsing/types'
import { phraseKey } from '../taxonomy/text'
import { type CvSkills, indexCvSkills } from './skill-index'
import { TITLE_STOP_WORDS } from './tables'

export interface PreparedCv {
  kind: 'prepared-cv'
  cv: ParsedCv
  skills: CvSkills
  /** The CV's titles (headline first, then experience) with their significant words. */
  titles: { title: string; words: ReadonlySet<string> }[]
  /** The CV's statements with their folded words (` a b c `), built on first use. */
  statements(): readonly { text: string; key: string }[]
}

export const titleWords = (title: string): string[] =>
  phraseKey(title)
    .split(' ')
    .filter((w) => w !== '' && !TITLE_STOP_WORDS.has(w))

/** The CV's own statements culture keywords are looked for in. */
function statementsOf(cv: ParsedCv): string[] {
  const out: string[] = []
  for (const s of [cv.title, cv.tagline, cv.summary]) if (s) out.push(s)
  out.push(...cv.softSkills, ...cv.hardSkills, ...cv.achievements)
  for (const e of cv.experience) if (e.title) out.push(e.title)
  for (const items of Object.values(cv.evidence)) for (const i of items) out.push(i.text)
  return out
}

export function prepareCv(cv: ParsedCv): PreparedCv {
  const titles = [cv.title, ...cv.experience.map((e) => e.title)]
    .filter((t): t is string => !!t)
    .map((title) => ({ title, words: new Set(titleWords(title)) }))
  let statements: { text: string; key: string }[] | undefined
  return {
    kind: 'prepared-cv',
    cv,
    skills: indexCvSkills([...cv.hardSkills, ...cv.softSkills]),
    titles,
    statements: () => {
      statements ??= statementsOf(cv).map((text) => ({ text, key: ` ${phraseKey(text)} ` }))
      return statements
    },
  }
}
