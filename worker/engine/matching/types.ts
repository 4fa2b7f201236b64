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

export interface EvaluatedRequirement {
  outcome: RequirementOutcome
  /** The CV facts behind the outcome. */
  facts: string[]
}

export interface AreaEvidence {
  requirement?: Requirement
  outcome?: RequirementOutcome
  facts: string[]
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
