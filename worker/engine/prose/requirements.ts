/**
 * A job requirement in words: a short label for lists ("German at least full professional",
 * "Abschluss mindestens Master") and a noun phrase for sentences ("Sprachkenntnisse in Deutsch
 * mindestens auf dem Niveau „verhandlungssicher“"). Language codes become language names, scale
 * codes their words, skills their names in the reader's language.
 */
import type { UiLanguage } from '../../contracts/enums'
import type { ComparisonOperator, Requirement } from '../matching/types'
import { iscoGroup, normalizeSkill, skillLabel } from '../taxonomy/index'
import { formatList, languageLabel } from './format'
import { PROSE_WORDS, scaleValue } from './words'

type RequirementLike = Pick<Requirement, 'attribute' | 'language' | 'operator' | 'value' | 'maxValue'>

interface Templates {
  /** "at least X" for labels. */
  operator: (op: ComparisonOperator, a: string, b: string) => string
  /** "at least at the level "X"" for sentences. */
  level: (op: ComparisonOperator, a: string, b: string) => string
  languagePhrase: (name: string, level: string) => string
  degreePhrase: (level: string) => string
  seniorityPhrase: (level: string) => string
  occupationLabel: (group: string) => string
  occupationPhrase: (group: string, range: boolean) => string
  /** A hard skill (knowledge) or a soft one (a quality) inside a sentence. */
  hardSkillPhrase: (skill: string) => string
  softSkillPhrase: (skill: string) => string
  isco: (code: string, title: string | null) => string
  iscoRange: (a: string, b: string) => string
}

/** English sentence case inside a sentence: "Teamwork" → "teamwork", acronyms ("SQL", "B2B sales") kept. */
const lowerFirst = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLocaleLowerCase('en') + s.slice(1) : s)

const TEMPLATES: Record<UiLanguage, Templates> = {
  en_US: {
    operator: (op, a, b) =>
      op === 'BETWEEN' ? `between ${a} and ${b}` : `${{ EQUALS: 'exactly', GTE: 'at least', LTE: 'at most' }[op]} ${a}`,
    level: (op, a, b) =>
      op === 'BETWEEN'
        ? `at a level between "${a}" and "${b}"`
        : `${{ EQUALS: 'exactly', GTE: 'at least', LTE: 'at most' }[op]} at the level "${a}"`,
    languagePhrase: (name, level) => `${name} ${level}`,
    degreePhrase: (level) => `a degree ${level}`,
    seniorityPhrase: (level) => `experience ${level}`,
    occupationLabel: (group) => `Occupation: ${group}`,
    occupationPhrase: (group) => `experience in the occupation ${group}`,
    hardSkillPhrase: (skill) => `knowledge of ${skill}`,
    softSkillPhrase: (skill) => lowerFirst(skill),
    isco: (code, title) => (title ? `${title} (ISCO ${code})` : `ISCO group ${code}`),
    iscoRange: (a, b) => `ISCO groups ${a} to ${b}`,
  },
  de_DE: {
    operator: (op, a, b) =>
      op === 'BETWEEN'
        ? `zwischen ${a} und ${b}`
        : `${{ EQUALS: 'genau', GTE: 'mindestens', LTE: 'höchstens' }[op]} ${a}`,
    level: (op, a, b) =>
      op === 'BETWEEN'
        ? `auf einem Niveau zwischen „${a}“ und „${b}“`
        : `${{ EQUALS: 'genau', GTE: 'mindestens', LTE: 'höchstens' }[op]} auf dem Niveau „${a}“`,
    languagePhrase: (name, level) => `Sprachkenntnisse in ${name} ${level}`,
    degreePhrase: (level) => `einen Abschluss ${level}`,
    seniorityPhrase: (level) => `Berufserfahrung ${level}`,
    occupationLabel: (group) => `Beruf: ${group}`,
    occupationPhrase: (group, range) => `Erfahrung in ${range ? 'den' : 'der'} ${group}`,
    hardSkillPhrase: (skill) => `Kenntnisse in ${skill}`,
    softSkillPhrase: (skill) => skill,
    // The ISCO titles are English only: German names the group by its number.
    isco: (code) => `ISCO-Gruppe ${code}`,
    iscoRange: (a, b) => `ISCO-Gruppen ${a} bis ${b}`,
  },
}

function occupation(r: RequirementLike, language: UiLanguage): string {
  const t = TEMPLATES[language]
  const code = r.value.trim()
  if (r.operator === 'BETWEEN' && r.maxValue) return t.iscoRange(code, r.maxValue.trim())
  return t.isco(code, iscoGroup(code)?.title ?? null)
}

/** The requirement's language by name ("Deutsch"), or the word for a language when it names none. */
function languageOf(r: RequirementLike, language: UiLanguage): string {
  return r.language ? languageLabel(r.language, language) : PROSE_WORDS[language].attributes.language_proficiency
}

/** A skill's name in the reader's language (taxonomy labels where known; else as written). */
export function skillName(value: string, language: string): string {
  return skillLabel(value, language)
}

/** "German at least full professional", "Degree at least master's degree", "Skill: Python". */
export function requirementLabel(r: RequirementLike, language: UiLanguage): string {
  const w = PROSE_WORDS[language]
  const t = TEMPLATES[language]
  switch (r.attribute) {
    case 'skills':
      return `${w.attributes.skills}: ${skillName(r.value, language)}`
    case 'isco':
      return t.occupationLabel(occupation(r, language))
    case 'language_proficiency': {
      const name = languageOf(r, language)
      const v = (x: string) => scaleValue('language_proficiency', x, language)
      return `${name} ${t.operator(r.operator, v(r.value), v(r.maxValue ?? ''))}`
    }
    default: {
      const v = (x: string) => scaleValue(r.attribute as 'degree' | 'seniority', x, language)
      return `${w.attributes[r.attribute]} ${t.operator(r.operator, v(r.value), v(r.maxValue ?? ''))}`
    }
  }
}

/** The requirement as the object of "The role requires …" / "Die Stelle verlangt …". */
export function requirementPhrase(r: RequirementLike, language: UiLanguage): string {
  const t = TEMPLATES[language]
  switch (r.attribute) {
    case 'skills': {
      const name = skillName(r.value, language)
      return normalizeSkill(r.value)?.kind === 'soft' ? t.softSkillPhrase(name) : t.hardSkillPhrase(name)
    }
    case 'isco':
      return t.occupationPhrase(occupation(r, language), r.operator === 'BETWEEN' && Boolean(r.maxValue))
    default: {
      const scale = r.attribute
      const v = (x: string) => scaleValue(scale, x, language)
      const level = t.level(r.operator, v(r.value), v(r.maxValue ?? ''))
      if (scale === 'language_proficiency') return t.languagePhrase(languageOf(r, language), level)
      return scale === 'degree' ? t.degreePhrase(level) : t.seniorityPhrase(level)
    }
  }
}

/** Several wanted skills as one phrase: "knowledge of Python and SQL" / "Kenntnisse in Python und SQL". */
export function skillsPhrase(skills: readonly string[], language: UiLanguage): string {
  const t = TEMPLATES[language]
  const names = skills.map((s) => skillName(s, language))
  return t.hardSkillPhrase(formatList(names, language))
}
