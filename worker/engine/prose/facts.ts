/**
 * The engine's facts (matching/types Fact) as sentences in the reader's language: one template per
 * kind and language, filled with the fact's values; codes become names and numbers go through Intl.
 */
import type { UiLanguage } from '../../contracts/enums'
import type { Fact, FactKind } from '../matching/types'
import { formatNumber, formatPercent, languageLabel } from './format'
import { skillName } from './requirements'
import { PROSE_WORDS, scaleValue } from './words'

type Writers = { [K in FactKind]: (fact: Extract<Fact, { kind: K }>, language: UiLanguage) => string }

const lang = (code: string | null, language: UiLanguage) => (code ? languageLabel(code, language) : null)
const years = (n: number, language: UiLanguage, one: string, other: string) =>
  `${formatNumber(n, language, 1)} ${new Intl.PluralRules(language.replace('_', '-')).select(n) === 'one' ? one : other}`

const EN: Writers = {
  cv_language: (f, l) =>
    `${lang(f.language, l)}: ${scaleValue('language_proficiency', f.level, l)}${f.inferred ? ` (inferred from the CV's language)` : ''}`,
  cv_language_missing: (f, l) =>
    f.language ? `The CV does not list ${lang(f.language, l)}` : 'The CV does not list this language',
  cv_level: (f, l) => `${PROSE_WORDS[l].attributes[f.attribute]} in the CV: ${scaleValue(f.attribute, f.value, l)}`,
  cv_level_missing: (f) => (f.attribute === 'degree' ? 'The CV states no degree' : 'The CV states no seniority'),
  requirement_value_unknown: (f) => `The requirement's value "${f.value}" is not a level of its scale`,
  cv_occupation: (f) => `Occupation in the CV: ${f.title ? `${f.title} (ISCO ${f.code})` : `ISCO group ${f.code}`}`,
  cv_occupation_missing: () => "The CV's occupation could not be classified",
  job_occupation: (f) => `Occupation of the role: ISCO group ${f.code}`,
  requirement_no_skill: () => 'The requirement names no skill',
  cv_skill: (f, l) => `Skill in the CV: ${skillName(f.skill, l)}`,
  cv_skill_missing: (f, l) => `Not found in the CV: ${skillName(f.skill, l)}`,
  cv_skill_related: (f, l) => `Related skill in the CV: ${skillName(f.skill, l)} (for ${skillName(f.wanted, l)})`,
  cv_skill_mentioned: (f, l) =>
    f.share >= 1
      ? `The CV mentions ${skillName(f.skill, l)} outside its skill list`
      : `The CV uses ${formatPercent(f.share, l)} of the words of "${skillName(f.skill, l)}" outside its skill list`,
  cv_titles: (f) => `Titles in the CV: ${f.titles.join('; ')}`,
  cv_titles_missing: () => 'The CV names no job titles',
  cv_title: (f, l) =>
    `Closest title in the CV: ${f.title}${f.matching > 1 ? ` (${formatNumber(f.matching, l)} of its titles match)` : ''}`,
  cv_title_mentioned: (f) => `The CV mentions "${f.title}" outside its titles`,
  cv_years: (f, l) => `${years(f.years, l, 'year', 'years')} of experience in the CV`,
  cv_years_missing: () => 'The CV states no years of experience',
  job_min_years: (f, l) => `The role asks for at least ${years(f.years, l, 'year', 'years')}`,
  culture_mentioned: (f) => `Mentions "${f.keyword}": ${f.text}`,
  culture_missing: (f) => `The CV does not mention "${f.keyword}"`,
  achievement: (f) => `${f.quantified ? 'Measurable result' : 'Achievement'}: ${f.text}`,
  achievements_missing: () => 'The CV names no achievements',
}

const DE: Writers = {
  cv_language: (f, l) =>
    `${lang(f.language, l)}: ${scaleValue('language_proficiency', f.level, l)}${f.inferred ? ` (abgeleitet aus der Sprache des Lebenslaufs)` : ''}`,
  cv_language_missing: (f, l) =>
    f.language
      ? `Der Lebenslauf nennt keine Kenntnisse in ${lang(f.language, l)}`
      : 'Der Lebenslauf nennt diese Sprache nicht',
  cv_level: (f, l) =>
    `${PROSE_WORDS[l].attributes[f.attribute]} laut Lebenslauf: ${scaleValue(f.attribute, f.value, l)}`,
  cv_level_missing: (f) =>
    f.attribute === 'degree' ? 'Der Lebenslauf nennt keinen Abschluss' : 'Der Lebenslauf nennt keine Erfahrungsstufe',
  requirement_value_unknown: (f) => `Der Wert „${f.value}“ der Anforderung ist keine bekannte Stufe`,
  // The ISCO titles are English only: German names the group by its number.
  cv_occupation: (f) => `Beruf laut Lebenslauf: ISCO-Gruppe ${f.code}`,
  cv_occupation_missing: () => 'Der Beruf im Lebenslauf ließ sich keiner Berufsgruppe zuordnen',
  job_occupation: (f) => `Beruf der Stelle: ISCO-Gruppe ${f.code}`,
  requirement_no_skill: () => 'Die Anforderung nennt keine Fähigkeit',
  cv_skill: (f, l) => `Fähigkeit im Lebenslauf: ${skillName(f.skill, l)}`,
  cv_skill_missing: (f, l) => `Im Lebenslauf nicht gefunden: ${skillName(f.skill, l)}`,
  cv_skill_related: (f, l) =>
    `Verwandte Fähigkeit im Lebenslauf: ${skillName(f.skill, l)} (statt ${skillName(f.wanted, l)})`,
  cv_skill_mentioned: (f, l) =>
    f.share >= 1
      ? `Der Lebenslauf erwähnt ${skillName(f.skill, l)} außerhalb der Fähigkeiten`
      : `Der Lebenslauf enthält ${formatPercent(f.share, l)} der Wörter von „${skillName(f.skill, l)}“ außerhalb der Fähigkeiten`,
  cv_titles: (f) => `Positionen im Lebenslauf: ${f.titles.join('; ')}`,
  cv_titles_missing: () => 'Der Lebenslauf nennt keine Positionen',
  cv_title: (f, l) =>
    `Ähnlichste Position im Lebenslauf: ${f.title}${f.matching > 1 ? ` (${formatNumber(f.matching, l)} Positionen passen)` : ''}`,
  cv_title_mentioned: (f) => `Der Lebenslauf erwähnt „${f.title}“ außerhalb der Positionen`,
  cv_years: (f, l) => `${years(f.years, l, 'Jahr', 'Jahre')} Berufserfahrung laut Lebenslauf`,
  cv_years_missing: () => 'Der Lebenslauf nennt keine Jahre Berufserfahrung',
  job_min_years: (f, l) => `Die Stelle verlangt mindestens ${years(f.years, l, 'Jahr', 'Jahre')}`,
  culture_mentioned: (f) => `Erwähnt „${f.keyword}“: ${f.text}`,
  culture_missing: (f) => `Der Lebenslauf erwähnt „${f.keyword}“ nicht`,
  achievement: (f) => `${f.quantified ? 'Messbarer Erfolg' : 'Erfolg'}: ${f.text}`,
  achievements_missing: () => 'Der Lebenslauf nennt keine besonderen Leistungen',
}

const WRITERS: Record<UiLanguage, Writers> = { en_US: EN, de_DE: DE }

/** One fact as a sentence fragment in the reader's language. */
export function writeFact(fact: Fact, language: UiLanguage): string {
  const write = WRITERS[language][fact.kind] as (f: Fact, l: UiLanguage) => string
  return write(fact, language)
}
