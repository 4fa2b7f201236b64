import type { UiLanguage } from '../../contracts/enums'
import type { AttributeKind, ComparisonOperator, MatchArea, Requirement } from '../matching/types'

/** Words of the fit report in the interface languages; values of the ordinal scales included. */
interface ReportWords {
  areas: Record<MatchArea, string>
  attributes: Record<AttributeKind, string>
  operators: Record<ComparisonOperator, string>
  values: Record<string, string>
  and: string
}

export const REPORT_WORDS: Record<UiLanguage, ReportWords> = {
  en_US: {
    areas: {
      skills: 'skills',
      seniority: 'seniority',
      degree: 'education',
      language_proficiency: 'languages',
      isco: 'occupation',
      professional_experience: 'professional experience',
      culture_fit: 'culture fit',
      notable_achievements: 'notable achievements',
    },
    attributes: {
      degree: 'Degree',
      isco: 'Occupation (ISCO)',
      language_proficiency: 'Language',
      seniority: 'Seniority',
      skills: 'Skill',
    },
    operators: { EQUALS: 'exactly', GTE: 'at least', LTE: 'at most', BETWEEN: 'between' },
    values: {
      no_education: 'no formal education',
      high_school: 'high school',
      associate: 'associate degree',
      bachelor: "bachelor's degree",
      master: "master's degree",
      doctorate: 'doctorate',
      no_knowledge: 'none',
      elementary: 'elementary',
      limited_working: 'limited working',
      professional: 'professional working',
      full_professional: 'full professional',
      native_or_bilingual: 'native or bilingual',
      beginner: 'beginner',
      intermediate: 'intermediate',
      competent: 'competent',
      advanced: 'advanced',
      expert: 'expert',
    },
    and: 'and',
  },
  de_DE: {
    areas: {
      skills: 'Fähigkeiten',
      seniority: 'Erfahrungsstufe',
      degree: 'Ausbildung',
      language_proficiency: 'Sprachen',
      isco: 'Berufsfeld',
      professional_experience: 'Berufserfahrung',
      culture_fit: 'kulturelle Passung',
      notable_achievements: 'besondere Erfolge',
    },
    attributes: {
      degree: 'Abschluss',
      isco: 'Beruf (ISCO)',
      language_proficiency: 'Sprache',
      seniority: 'Erfahrungsstufe',
      skills: 'Fähigkeit',
    },
    operators: { EQUALS: 'genau', GTE: 'mindestens', LTE: 'höchstens', BETWEEN: 'zwischen' },
    values: {
      no_education: 'kein formaler Abschluss',
      high_school: 'Abitur/Schulabschluss',
      associate: 'Kurzstudium',
      bachelor: 'Bachelor',
      master: 'Master',
      doctorate: 'Promotion',
      no_knowledge: 'keine',
      elementary: 'Grundkenntnisse',
      limited_working: 'eingeschränkte Arbeitskenntnisse',
      professional: 'fließend im Beruf',
      full_professional: 'verhandlungssicher',
      native_or_bilingual: 'Muttersprache oder zweisprachig',
      beginner: 'Einsteiger',
      intermediate: 'fortgeschritten',
      competent: 'kompetent',
      advanced: 'sehr erfahren',
      expert: 'Experte',
    },
    and: 'und',
  },
}

/** "Seniority at least competent", "Language (de) at least professional working", "Skill: Python". */
export function describeRequirement(r: Requirement, language: UiLanguage): string {
  const w = REPORT_WORDS[language]
  const value = (v: string) => w.values[v] ?? v
  if (r.attribute === 'skills') return `${w.attributes.skills}: ${r.value}`
  const subject =
    r.attribute === 'language_proficiency' && r.language
      ? `${w.attributes.language_proficiency} (${r.language})`
      : w.attributes[r.attribute]
  if (r.operator === 'BETWEEN')
    return `${subject} ${w.operators.BETWEEN} ${value(r.value)} – ${value(r.maxValue ?? '')}`
  return `${subject} ${w.operators[r.operator]} ${value(r.value)}`
}
