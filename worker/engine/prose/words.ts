/**
 * The words of generated prose (fit report, match reasoning) in the interface languages: one set of
 * area names and scale values, the same the screens use, so a report and a reasoning never name one
 * thing two ways.
 */
import type { UiLanguage } from '../../contracts/enums'
import type { MatchArea } from '../matching/types'

type Scale = 'degree' | 'seniority' | 'language_proficiency'

export interface ProseWords {
  /** Lower-case where the language does so inside a sentence (English); prose capitalises at the start. */
  areas: Record<MatchArea, string>
  attributes: { degree: string; seniority: string; skills: string; isco: string; language_proficiency: string }
  values: Record<Scale, Record<string, string>>
}

export const PROSE_WORDS: Record<UiLanguage, ProseWords> = {
  en_US: {
    areas: {
      skills: 'skills',
      seniority: 'seniority',
      degree: 'degree',
      language_proficiency: 'language proficiency',
      isco: 'occupation',
      professional_experience: 'professional experience',
      culture_fit: 'culture fit',
      notable_achievements: 'notable achievements',
    },
    attributes: {
      degree: 'Degree',
      seniority: 'Seniority',
      skills: 'Skill',
      isco: 'Occupation',
      language_proficiency: 'Language',
    },
    values: {
      degree: {
        no_education: 'no formal education',
        high_school: 'high school',
        associate: 'associate degree',
        bachelor: "bachelor's degree",
        master: "master's degree",
        doctorate: 'doctorate',
      },
      seniority: {
        no_knowledge: 'no experience',
        beginner: 'beginner',
        intermediate: 'intermediate',
        competent: 'competent',
        advanced: 'advanced',
        expert: 'expert',
      },
      language_proficiency: {
        no_knowledge: 'no knowledge',
        elementary: 'elementary',
        limited_working: 'limited working',
        professional: 'professional working',
        full_professional: 'full professional',
        native_or_bilingual: 'native or bilingual',
      },
    },
  },
  de_DE: {
    areas: {
      skills: 'Fähigkeiten',
      seniority: 'Erfahrungsstufe',
      degree: 'Abschluss',
      language_proficiency: 'Sprachkenntnisse',
      isco: 'Berufsfeld',
      professional_experience: 'Berufserfahrung',
      culture_fit: 'kulturelle Passung',
      notable_achievements: 'besondere Leistungen',
    },
    attributes: {
      degree: 'Abschluss',
      seniority: 'Erfahrungsstufe',
      skills: 'Fähigkeit',
      isco: 'Beruf',
      language_proficiency: 'Sprache',
    },
    values: {
      degree: {
        no_education: 'kein formaler Abschluss',
        high_school: 'Schulabschluss',
        associate: 'Kurzstudium',
        bachelor: 'Bachelor',
        master: 'Master',
        doctorate: 'Promotion',
      },
      seniority: {
        no_knowledge: 'keine Erfahrung',
        beginner: 'Einsteiger',
        intermediate: 'fortgeschritten',
        competent: 'kompetent',
        advanced: 'erfahren',
        expert: 'Experte',
      },
      language_proficiency: {
        no_knowledge: 'keine Kenntnisse',
        elementary: 'Grundkenntnisse',
        limited_working: 'eingeschränkte Arbeitskenntnisse',
        professional: 'gute Arbeitskenntnisse',
        full_professional: 'verhandlungssicher',
        native_or_bilingual: 'Muttersprache oder zweisprachig',
      },
    },
  },
}

/** A scale value in words; a value off the scale (typed by hand) is shown as typed, never as a code. */
export function scaleValue(scale: Scale, value: string, language: UiLanguage): string {
  const words = PROSE_WORDS[language].values[scale]
  return Object.hasOwn(words, value) ? (words[value] as string) : value.replaceAll('_', ' ')
}

/** Sentence case: the first letter upper-case. */
export const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1)
