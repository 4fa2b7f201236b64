/**
 * The scoring rules as data (ADR 0011). Change a number here, not in the code that reads it.
 */
import { DEGREE_LEVELS, LANGUAGE_PROFICIENCIES, SENIORITY_LEVELS } from '../../contracts/enums'
import type { AttributeKind, MatchArea, WeightKey } from './types'

/**
 * Default area weights in percent (sum 100), used for every area a job leaves out. ISCO weighs little
 * by default: the CV's code is one classifier guess and prefix credit is crude across groups (cooks
 * 5120 and chefs 3434 share no digit); the titles the CV actually holds (professional experience)
 * carry the occupation instead (ADR 0011, measured with `npm run eval:match`).
 */
export const DEFAULT_WEIGHTS: Readonly<Record<MatchArea, number>> = {
  skills: 30,
  seniority: 10,
  degree: 10,
  language_proficiency: 10,
  isco: 5,
  professional_experience: 25,
  culture_fit: 5,
  notable_achievements: 5,
}

/** The job's weight keys → the match areas they weigh. */
export const WEIGHT_KEY_AREA: Readonly<Record<WeightKey, MatchArea>> = {
  skills: 'skills',
  seniority: 'seniority',
  degree: 'degree',
  language_proficiency: 'language_proficiency',
  isco: 'isco',
  experience: 'professional_experience',
  culture: 'culture_fit',
  achievements: 'notable_achievements',
}

/** Requirement attribute → the area whose score it feeds. */
export const ATTRIBUTE_AREA: Readonly<Record<AttributeKind, MatchArea>> = {
  degree: 'degree',
  isco: 'isco',
  language_proficiency: 'language_proficiency',
  seniority: 'seniority',
  skills: 'skills',
}

/** Ordinal scales, lowest first (spec §3). */
export const ORDINAL_SCALES = {
  degree: DEGREE_LEVELS,
  language_proficiency: LANGUAGE_PROFICIENCIES,
  seniority: SENIORITY_LEVELS,
} as const
export type OrdinalAttribute = keyof typeof ORDINAL_SCALES

/** Score of an area the job gives nothing to measure against. */
export const NEUTRAL_SCORE = 50

/**
 * Credit for an ordinal level that falls short of the requirement's floor, by steps short
 * (index 0 = floor reached). Four or more steps short earn nothing.
 */
export const SHORTFALL_CREDIT: readonly number[] = [100, 60, 30, 10, 0]

/**
 * Skill credit: the same taxonomy skill (or the same words) in the CV's skill list; a broader,
 * narrower or sibling skill; the skill's words used elsewhere in the CV (its titles, summary,
 * achievements, evidence lines) or together on one line of its work history (used at work) —
 * `mentioned` × the share of the skill's word stems found there.
 */
export const SKILL_CREDIT = { exact: 1, related: 0.5, mentioned: 0.75 } as const

/**
 * Skills area: the share of the wanted skills the CV covers, mixed with the breadth — the credit
 * against min(wanted, fullAt), so covering `fullAt` skills of a long list counts in full there. A
 * share alone favours short lists (3 of 5 beats 10 of 27) when one CV is ranked across jobs; up to
 * `fullAt` wanted skills both parts are the same share and nothing changes.
 */
export const SKILL_BREADTH = { share: 0.5, breadth: 0.5, fullAt: 8 } as const

/**
 * ISCO credit by the number of leading digits the CV's occupation shares with the job's:
 * unit group (4) > minor (3) > sub-major (2) > major group (1) > none.
 */
export const ISCO_PREFIX_CREDIT: readonly number[] = [0, 25, 50, 75, 100]

/** Professional experience: share of years vs title similarity when both are known. */
export const EXPERIENCE_MIX = { years: 0.6, title: 0.4 } as const

/** Notable achievements: points per item, capped at 100. */
export const ACHIEVEMENT_POINTS = { quantified: 25, plain: 10, cap: 100 } as const

/** A measurable result: a percentage, an amount of money, a multiplier, a large count. */
export const QUANTIFIED_RE =
  /\d+(?:[.,]\d+)?\s?%|[$€£¥]\s?\d|\d\s?(?:[$€£]|eur|usd|k€|m€)|\b\d+(?:[.,]\d+)?\s?[x×]\b|\b\d+(?:[.,]\d+)?\s?(?:k|m|mm|bn|million|billion|mio|mrd)\b|\b\d{2,}\+/i

/**
 * Words of a job title that say nothing about the occupation (title similarity ignores them, and
 * numbers: "Developer (1-4 years experience)").
 */
export const TITLE_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and the of for in at to with senior sr junior jr lead principal head chief mid level entry ' +
    'year years yrs ' +
    'i ii iii m w d f x mwd remote hybrid full part time intern trainee und der die das fur im bei ' +
    'de des du la le et en y el los las e di il del'
  ).split(' '),
)

/** Letters a word is cut to for stem comparisons (words.ts). */
export const STEM_LENGTH = 7

/** Words of a skill phrase too generic to count as evidence of the skill on their own. */
export const WORD_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'and or with for from skills skill knowledge experience experienced ability abilities good strong ' +
    'excellent basic advanced working work using use other various etc new field'
  ).split(' '),
)

/**
 * Title similarity: the share of the job title's stems in the CV's closest title counts in full; the
 * share found anywhere else in the CV counts at this rate (a title the CV describes but never holds).
 */
export const TITLE_ELSEWHERE_CREDIT = 0.5

/**
 * Title part of professional experience: the closest title (above) mixed with the depth — the job
 * title's stem share summed over every title the CV holds (headline and roles), full at `fullAt`
 * matching titles. Several roles in the occupation are more experience than one.
 */
export const TITLE_DEPTH = { closest: 0.5, depth: 0.5, fullAt: 4 } as const
