/** Steps 3-5 of job parsing: minimum years, culture keywords, seniority floor. */
import { CULTURE_WORDS, JOIN_ARTICLES, JOIN_LEADS, SENIORITY_WORDS, TEAM_NOUNS } from './job-words'
import type { JobLine } from './lines'
import { contextSkills } from './skill-context'
import { findPhrase, foldLine } from './text-match'

const UNIT = '(?:years?|yrs?|jahre?n?|ans?|anos|anni|jaar|lat|lata|roku)'
const AT_LEAST =
  '(?:at least|minimum|min|mindestens|minimal|au moins|al menos|como minimo|co najmniej|minimo|almeno|minstens)'
const EXPERIENCE = '(?:experience|erfahrung|berufserfahrung|experiencia|doswiadcz|esperienza|ervaring|experiencia)'
const YEARS_RES = [
  new RegExp(` ${AT_LEAST} (\\d{1,2}) (?:\\d{1,2} )?${UNIT} `),
  new RegExp(` (\\d{1,2}) ?\\+ ?${UNIT} `),
  new RegExp(` (\\d{1,2}) (?:\\d{1,2} )?${UNIT} (?:\\S+ ){0,4}?\\S*${EXPERIENCE}`),
]

/** The least number of years of experience the ad asks for, or null when it names none. */
export function readMinYears(lines: JobLine[]): number | null {
  let best: number | null = null
  for (const l of lines) {
    for (const re of YEARS_RES) {
      const n = Number(re.exec(l.folded)?.[1])
      if (n > 0 && n <= 40) best = best === null ? n : Math.min(best, n)
    }
  }
  return best
}

// "join our growing team": everything up to the team noun (kept), the noun itself (dropped).
const JOIN_TEAM_RE = new RegExp(
  `( (?:${JOIN_LEADS.join('|')}) (?:(?:${JOIN_ARTICLES.join('|')}) )?(?:\\S+ ){0,2}?)(?:${TEAM_NOUNS.join('|')})(?= )`,
  'g',
)

/**
 * Culture words the ad uses, folded, each once, in order of appearance. The team of an employer's
 * invitation ("join our team") is not one: every ad invites, so it would credit any CV that says "team".
 * Nor is a word inside a skill of several words the line names ("machine learning", "team
 * leadership"): the skill is asked for, and the skills area weighs it.
 */
export function readCultureKeywords(lines: JobLine[]): string[] {
  const found: string[] = []
  for (const l of lines) {
    let folded = l.folded.replace(JOIN_TEAM_RE, '$1')
    for (const m of contextSkills(l)) {
      const skill = foldLine(m.text)
      if (skill.trim().includes(' ')) folded = folded.replace(skill, ' ')
    }
    for (const w of CULTURE_WORDS) if (folded.includes(` ${w} `) && !found.includes(w)) found.push(w)
  }
  return found
}

/** The seniority the title asks for at least, or null. */
export function readSeniority(title: string, foldedTitle: string): string | null {
  if (!title) return null
  for (const row of SENIORITY_WORDS) if (findPhrase(foldedTitle, row.words)) return row.level
  return null
}
