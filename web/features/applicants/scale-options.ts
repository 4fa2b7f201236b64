import { DEGREE_LEVELS, LANGUAGE_PROFICIENCIES, SENIORITY_LEVELS } from '../../../worker/contracts/enums'
import { DEGREE_LABELS, PROFICIENCY_LABELS, SENIORITY_LABELS } from './labels'

// The spec's scales (§3) as select options, in order, with the one label per level used everywhere.
export const degreeOptions = () => DEGREE_LEVELS.map((value) => ({ value, label: DEGREE_LABELS[value]() }))
export const seniorityOptions = () => SENIORITY_LEVELS.map((value) => ({ value, label: SENIORITY_LABELS[value]() }))
export const proficiencyOptions = () =>
  LANGUAGE_PROFICIENCIES.map((value) => ({ value, label: PROFICIENCY_LABELS[value]() }))
