/** Plain types of the scoring engine (no runtime code). */
import type { ATTRIBUTE_KINDS, COMPARISON_OPERATORS, MATCH_AREAS, REQUIREMENT_OUTCOMES } from '../../contracts/enums'

export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number]
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number]
export type MatchArea = (typeof MATCH_AREAS)[number]
export type RequirementOutcome = (typeof REQUIREMENT_OUTCOMES)[number]

export interface Requirement {
  attribute: AttributeKind
  /** ISO 639-1, for language_proficiency. */
  language?: string
  operator: ComparisonOperator
  value: string
  maxValue?: string | null
  mandatory: boolean
}

/** Weight keys as the job stores them: the five attribute kinds plus the three CV-only areas. */
export type WeightKey = AttributeKind | 'experience' | 'culture' | 'achievements'
/** Weights may use either the job's keys or the area names; missing keys take the defaults. */
export type WeightInput = Partial<Record<WeightKey | MatchArea, number>>

export interface JobProfile {
  title: string
  description: string
  requirements: Requirement[]
  /** Percentages (any positive numbers; normalised to sum 100). */
  weights: WeightInput
  /** The parser adds how sure it is and why (job-parsing/occupation.ts); a recruiter-set code has neither. */
  isco?: { code: string; confidence?: number; source?: 'title' | 'title-head' | 'vote'; evidence?: string[] } | null
  /** Skills named in the description. */
  skills?: string[]
  minYears?: number | null
  cultureKeywords?: string[]
}

/**
 * One fact behind a score, as data: what kind of statement and its values (codes, names, numbers),
 * never prose. engine/prose writes it in the reader's language (ADR 0032).
 */
export type Fact =
  /** The CV's level of a language (ISO 639-1); `inferred` when read off the language the CV is written in. */
  | { kind: 'cv_language'; language: string; level: string; inferred: boolean }
  | { kind: 'cv_language_missing'; language: string | null }
  | { kind: 'cv_level'; attribute: 'degree' | 'seniority'; value: string }
  | { kind: 'cv_level_missing'; attribute: 'degree' | 'seniority' }
  /** A requirement whose value is not on its scale (a hand-typed level). */
  | { kind: 'requirement_value_unknown'; attribute: AttributeKind; value: string }
  | { kind: 'cv_occupation'; code: string; title: string | null }
  | { kind: 'cv_occupation_missing' }
  | { kind: 'job_occupation'; code: string }
  | { kind: 'requirement_no_skill' }
  | { kind: 'cv_skill'; skill: string }
  | { kind: 'cv_skill_missing'; skill: string }
  | { kind: 'cv_skill_related'; skill: string; wanted: string }
  /** The CV uses `share` (0-1) of the words of a wanted skill outside its skill list. */
  | { kind: 'cv_skill_mentioned'; skill: string; share: number }
  | { kind: 'cv_titles'; titles: string[] }
  | { kind: 'cv_titles_missing' }
  /** The CV title closest to the job's; `matching` counts the CV's titles that share words with it. */
  | { kind: 'cv_title'; title: string; matching: number }
  | { kind: 'cv_title_mentioned'; title: string }
  | { kind: 'cv_years'; years: number }
  | { kind: 'cv_years_missing' }
  | { kind: 'job_min_years'; years: number }
  | { kind: 'culture_mentioned'; keyword: string; text: string }
  | { kind: 'culture_missing'; keyword: string }
  | { kind: 'achievement'; text: string; quantified: boolean }
  | { kind: 'achievements_missing' }

export type FactKind = Fact['kind']

export interface EvaluatedRequirement {
  outcome: RequirementOutcome
  /** The CV facts behind the outcome. */
  facts: Fact[]
}

export interface AreaEvidence {
  requirement?: Requirement
  outcome?: RequirementOutcome
  facts: Fact[]
}

export interface AreaScore {
  area: MatchArea
  /** 0-100 */
  score: number
  /** Normalised weight in percent (the weights of all areas sum to 100). */
  weight: number
  /** True when the job gives nothing to measure this area against: the score is NEUTRAL_SCORE. */
  neutral: boolean
  evidence: AreaEvidence[]
}

export interface RequirementResult extends EvaluatedRequirement {
  requirement: Requirement
}

export interface MatchResult {
  /** 0-100 weighted total. */
  score: number
  knockout: boolean
  /** Mandatory requirements that were not met: visible, never a silent drop. */
  knockouts: Requirement[]
  areas: Record<MatchArea, AreaScore>
  requirementOutcomes: RequirementResult[]
}
