import type {
  ATTRIBUTE_KINDS,
  COMPARISON_OPERATORS,
  JOB_STATUSES,
  MATCH_AREAS,
  MATCHING_OPTIONS,
} from '../../../worker/contracts/enums'
import { DEGREE_LEVELS, LANGUAGE_PROFICIENCIES, SENIORITY_LEVELS } from '../../../worker/contracts/enums'
import { m } from '../../paraglide/messages'
import { DEGREE_LABELS, languageName, PROFICIENCY_LABELS, SENIORITY_LABELS } from '../applicants/labels'

// Records over the contract's enumerations: a value added there fails the type check here until
// it has words in both languages.

export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number]
export type Operator = (typeof COMPARISON_OPERATORS)[number]
export type MatchArea = (typeof MATCH_AREAS)[number]

export const JOB_STATUS_LABELS: Record<(typeof JOB_STATUSES)[number], () => string> = {
  DRAFT: () => m.jobs_status_draft(),
  OPEN: () => m.jobs_status_open(),
  CLOSED: () => m.jobs_status_closed(),
  CANCELLED: () => m.jobs_status_cancelled(),
}

export const JOB_MATCHING_LABELS: Record<(typeof MATCHING_OPTIONS)[number], () => string> = {
  ALL: () => m.jobs_matching_all(),
  ASSIGNED_ONLY: () => m.jobs_matching_assigned_only(),
}

export const ATTRIBUTE_LABELS: Record<AttributeKind, () => string> = {
  degree: () => m.jobs_attribute_degree(),
  isco: () => m.jobs_attribute_isco(),
  language_proficiency: () => m.jobs_attribute_language_proficiency(),
  seniority: () => m.jobs_attribute_seniority(),
  skills: () => m.jobs_attribute_skills(),
}

export const OPERATOR_LABELS: Record<Operator, () => string> = {
  EQUALS: () => m.jobs_operator_equals(),
  GTE: () => m.jobs_operator_gte(),
  LTE: () => m.jobs_operator_lte(),
  BETWEEN: () => m.jobs_operator_between(),
}

export const AREA_LABELS: Record<MatchArea, () => string> = {
  skills: () => m.jobs_area_skills(),
  seniority: () => m.jobs_area_seniority(),
  degree: () => m.jobs_area_degree(),
  language_proficiency: () => m.jobs_area_language_proficiency(),
  isco: () => m.jobs_area_isco(),
  professional_experience: () => m.jobs_area_professional_experience(),
  culture_fit: () => m.jobs_area_culture_fit(),
  notable_achievements: () => m.jobs_area_notable_achievements(),
}

/** The ordinal scales of worker/contracts/enums: an attribute with a scale picks from it, in order. */
export const SCALES: Partial<Record<AttributeKind, readonly string[]>> = {
  degree: DEGREE_LEVELS,
  seniority: SENIORITY_LEVELS,
  language_proficiency: LANGUAGE_PROFICIENCIES,
}

const LEVEL_LABELS: Partial<Record<AttributeKind, Record<string, () => string>>> = {
  degree: DEGREE_LABELS,
  seniority: SENIORITY_LABELS,
  language_proficiency: PROFICIENCY_LABELS,
}

/** A requirement value in words: "master" → "Master's degree"; free values (skills, ISCO) as they are. */
export function levelLabel(attribute: AttributeKind, value: string): string {
  return LEVEL_LABELS[attribute]?.[value]?.() ?? value
}

export interface RequirementLike {
  attribute: AttributeKind
  language?: string | null
  operator: Operator
  value: string
  maxValue?: string | null
}

/** "Language proficiency (German) at least Professional working proficiency" */
export function formatRequirement(r: RequirementLike): string {
  const attribute =
    r.attribute === 'language_proficiency' && r.language
      ? `${ATTRIBUTE_LABELS[r.attribute]()} (${languageName(r.language)})`
      : ATTRIBUTE_LABELS[r.attribute]()
  const value =
    r.operator === 'BETWEEN' && r.maxValue
      ? `${levelLabel(r.attribute, r.value)} – ${levelLabel(r.attribute, r.maxValue)}`
      : levelLabel(r.attribute, r.value)
  return `${attribute} ${OPERATOR_LABELS[r.operator]()} ${value}`
}
