/**
 * The languages a CV gives evidence of: the ones it lists, plus the language it is written in. A CV
 * written in English is evidence of working English even when it does not list English (a mandatory
 * "English ≥ professional" must not knock out every English CV). The inferred level is professional,
 * and only when the CV does not list that language itself: a listed level ("English: A2") is the CV
 * saying otherwise and wins.
 */
import type { LanguageSkill, ParsedCv, Proficiency } from '../parsing/types'
import { languageCode } from '../taxonomy/index'

/** ISO 639-1 of a requirement's or CV's language ("de", "German", "Deutsch" → "de"). */
export function languageOf(name: string | undefined | null): string | null {
  if (!name) return null
  return languageCode(name) ?? name.trim().toLowerCase()
}

export const INFERRED_PROFICIENCY: Proficiency = 'professional'

export interface CvLanguage extends LanguageSkill {
  /** ISO 639-1 as requirements are compared (languageOf). */
  code: string | null
  /** True when the level comes from the CV's own language, not from a line of the CV. */
  inferred: boolean
}

export function cvLanguages(cv: Pick<ParsedCv, 'languages' | 'documentLanguage'>): CvLanguage[] {
  const listed: CvLanguage[] = cv.languages.map((l) => ({ ...l, code: languageOf(l.language), inferred: false }))
  const written = languageOf(cv.documentLanguage)
  if (!written || listed.some((l) => l.code === written)) return listed
  return [...listed, { language: written, proficiency: INFERRED_PROFICIENCY, code: written, inferred: true }]
}
