/**
 * Step 6 of job parsing: proposed requirements. Only what the ad states: a degree floor, language
 * levels, skills marked must-have or nice-to-have, a seniority floor from the title. Mandatory only
 * when the ad's words say so; the recruiter reviews every proposal.
 */
import type { Requirement } from '../matching/types'
import { findSkills, languageCode, proficiencyFromCefr } from '../taxonomy/index'
import { DEGREE_WORDS, LANGUAGE_LEVEL_WORDS, NOT_DEGREE_RE } from './job-words'
import type { JobLine } from './lines'
import { findPhrase, foldLine } from './text-match'

const isAsking = (l: JobLine) => l.section === 'required' || l.section === 'optional'

/** The lowest degree level any line names ("Bachelor's or Master's" asks for a bachelor). */
export function degreeRequirement(lines: JobLine[]): Requirement | null {
  for (const level of ['bachelor', 'master', 'doctorate'] as const) {
    const line = lines.find((l) => findPhrase(l.folded.replace(NOT_DEGREE_RE, ' '), DEGREE_WORDS[level]))
    if (line) return { attribute: 'degree', operator: 'GTE', value: level, mandatory: line.cue === 'must' }
  }
  return null
}

const CEFR_RE = /(?<![a-z])[abc] ?[12](?![0-9])/i
// Clauses of a line, so "very good German and fluent English" gives each language its own level.
const CLAUSE_RE = /[,;/]|\s(?:and|und|sowie|et|y|e|i|oraz|en)\s/i

function levelOf(text: string): string | null {
  const cefr = CEFR_RE.exec(text)
  if (cefr) return proficiencyFromCefr(cefr[0])
  const folded = foldLine(text)
  for (const row of LANGUAGE_LEVEL_WORDS) if (findPhrase(folded, row.words)) return row.level
  return null
}

/** Languages named on a line that also states a level (CEFR or a level word); one per language. */
export function languageRequirements(lines: JobLine[]): Requirement[] {
  const out: Requirement[] = []
  for (const l of lines) {
    const lineLevel = levelOf(l.text)
    if (!lineLevel) continue
    for (const clause of l.text.split(CLAUSE_RE)) {
      const level = levelOf(clause) ?? lineLevel
      // Whole words of four letters or more: two-letter words are codes only on their own ("de").
      for (const word of clause.split(/[^\p{L}]+/u)) {
        if (word.length < 4) continue
        const code = languageCode(word)
        if (!code || out.some((r) => r.language === code)) continue
        out.push({
          attribute: 'language_proficiency',
          language: code,
          operator: 'GTE',
          value: level,
          mandatory: l.cue === 'must',
        })
      }
    }
  }
  return out
}

/** Skills named on lines with a must or nice cue, first mention wins; hard skills only. */
export function skillRequirements(lines: JobLine[]): Requirement[] {
  const out: Requirement[] = []
  for (const l of lines) {
    if (l.cue === null) continue
    for (const s of findSkills(l.text, isAsking(l) ? 'section' : 'anywhere')) {
      if (s.kind !== 'hard' || out.some((r) => r.value === s.label)) continue
      out.push({ attribute: 'skills', operator: 'EQUALS', value: s.label, mandatory: l.cue === 'must' })
    }
  }
  return out
}

/** Every skill the ad names: section mode under requirement headings, the stricter anywhere mode elsewhere. */
export function readSkills(lines: JobLine[]): string[] {
  const out: string[] = []
  for (const l of lines) {
    for (const s of findSkills(l.text, isAsking(l) ? 'section' : 'anywhere')) {
      if (!out.includes(s.label)) out.push(s.label)
    }
  }
  return out
}
