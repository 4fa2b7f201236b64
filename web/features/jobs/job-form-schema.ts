import { z } from 'zod'
import { ATTRIBUTE_KINDS, COMPARISON_OPERATORS } from '../../../worker/contracts/enums'
import { JOB_DESCRIPTION_MIN, JOB_TITLE_MIN, MAX_REQUIREMENTS } from '../../../worker/contracts/jobs'
import type { RequirementInput } from '../../api/jobs'
import { m } from '../../paraglide/messages'
import { type AttributeKind, type Operator, SCALES } from './labels'

export { MAX_REQUIREMENTS }
export const TITLE_MAX = 200
export const DESCRIPTION_MAX = 50_000
const VALUE_MAX = 200

/** One row of the requirements editor, as typed (strings), with a stable key for React and focus. */
export interface RequirementDraft {
  key: string
  attribute: AttributeKind
  language: string
  operator: Operator
  value: string
  maxValue: string
  mandatory: boolean
}
export type RequirementField = 'language' | 'value' | 'maxValue'
export type RequirementErrors = Record<string, Partial<Record<RequirementField, string>>>

let nextKey = 0
export const draftKey = () => `req-${++nextKey}`

export function emptyDraft(): RequirementDraft {
  return {
    key: draftKey(),
    attribute: 'skills',
    language: '',
    operator: 'EQUALS',
    value: '',
    maxValue: '',
    mandatory: false,
  }
}

export function draftOf(r: {
  attribute: AttributeKind
  language?: string | null
  operator: Operator
  value: string
  maxValue?: string | null
  mandatory: boolean
}): RequirementDraft {
  return {
    key: draftKey(),
    attribute: r.attribute,
    language: r.language ?? '',
    operator: r.operator,
    value: r.value,
    maxValue: r.maxValue ?? '',
    mandatory: r.mandatory,
  }
}

/**
 * The rules of RequirementSchema in the interface's language, so a mistake is named next to its field
 * before anything is sent (the server checks the same rules again).
 */
export function requirementErrors(d: RequirementDraft): Partial<Record<RequirementField, string>> {
  const errors: Partial<Record<RequirementField, string>> = {}
  const scale = SCALES[d.attribute]
  const value = d.value.trim()
  const maxValue = d.maxValue.trim()
  if (!value) errors.value = m.jobs_requirement_value_required()
  else if (value.length > VALUE_MAX) errors.value = m.validation_max_length({ value: String(VALUE_MAX) })
  else if (scale && !scale.includes(value)) errors.value = m.jobs_requirement_value_required()
  else if (d.attribute === 'isco' && !/^\d{1,4}$/.test(value)) errors.value = m.jobs_requirement_isco_invalid()
  if (d.attribute === 'language_proficiency' && !/^[a-z]{2}$/i.test(d.language.trim()))
    errors.language = m.jobs_requirement_language_invalid()
  if (d.operator === 'BETWEEN') {
    if (!maxValue) errors.maxValue = m.jobs_requirement_max_required()
    else if (scale && !scale.includes(maxValue)) errors.maxValue = m.jobs_requirement_max_required()
    else if (scale && !errors.value && scale.indexOf(maxValue) < scale.indexOf(value))
      errors.maxValue = m.jobs_requirement_range_order()
    else if (d.attribute === 'isco' && !/^\d{1,4}$/.test(maxValue)) errors.maxValue = m.jobs_requirement_isco_invalid()
  }
  return errors
}

export function toRequirement(d: RequirementDraft): RequirementInput {
  return {
    attribute: d.attribute,
    language: d.attribute === 'language_proficiency' ? d.language.trim().toLowerCase() : null,
    operator: d.operator,
    value: d.value.trim(),
    maxValue: d.operator === 'BETWEEN' ? d.maxValue.trim() : null,
    mandatory: d.mandatory,
  }
}

export function validateRequirements(
  drafts: readonly RequirementDraft[],
): { ok: true; requirements: RequirementInput[] } | { ok: false; errors: RequirementErrors } {
  const errors: RequirementErrors = {}
  for (const d of drafts) {
    const found = requirementErrors(d)
    if (Object.keys(found).length > 0) errors[d.key] = found
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, requirements: drafts.map(toRequirement) }
}

export interface JobTextValues {
  title: string
  description: string
}
export type JobTextErrors = Partial<Record<keyof JobTextValues, string>>

// Built per call so the messages are in the locale active at validation time.
function textSchema() {
  const atLeast = (value: number) => ({ error: m.validation_min_length({ value: String(value) }) })
  const atMost = (value: number) => ({ error: m.validation_max_length({ value: String(value) }) })
  return z.object({
    title: z.string().trim().min(JOB_TITLE_MIN, atLeast(JOB_TITLE_MIN)).max(TITLE_MAX, atMost(TITLE_MAX)),
    description: z
      .string()
      .trim()
      .min(JOB_DESCRIPTION_MIN, atLeast(JOB_DESCRIPTION_MIN))
      .max(DESCRIPTION_MAX, atMost(DESCRIPTION_MAX)),
  })
}

/** Spec §5: title at least 5 characters, description at least 50 ('Must be at least {value} characters'). */
export function validateJobText(
  values: JobTextValues,
): { ok: true; values: JobTextValues } | { ok: false; errors: JobTextErrors } {
  const result = textSchema().safeParse(values)
  if (result.success) return { ok: true, values: result.data }
  const errors: JobTextErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof JobTextValues | undefined
    if (field && errors[field] === undefined) errors[field] = issue.message
  }
  return { ok: false, errors }
}

export const ATTRIBUTES = ATTRIBUTE_KINDS
export const OPERATORS = COMPARISON_OPERATORS
