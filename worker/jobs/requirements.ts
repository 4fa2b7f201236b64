import type { RequirementInput } from '../contracts/jobs'
import type { Requirement } from '../engine/matching'

export interface StoredRequirement {
  id: string
  attribute: RequirementInput['attribute']
  language: string | null
  operator: RequirementInput['operator']
  value: string
  maxValue: string | null
  mandatory: boolean
}

export const requirementResponse = (r: StoredRequirement) => ({
  id: r.id,
  attribute: r.attribute,
  language: r.language,
  operator: r.operator,
  value: r.value,
  maxValue: r.maxValue,
  mandatory: r.mandatory,
})

/** A requirement as the failed-requirement list of a knockout shows it. */
export const failedRequirement = (
  r: Pick<Requirement, 'attribute' | 'language' | 'operator' | 'value' | 'maxValue'>,
) => ({
  attribute: r.attribute,
  language: r.language ?? null,
  operator: r.operator,
  value: r.value,
  maxValue: r.maxValue ?? null,
})

/** The parser's proposals in the shape the create and update calls take. */
export const proposedRequirement = (r: Requirement) => ({ ...failedRequirement(r), mandatory: r.mandatory })
