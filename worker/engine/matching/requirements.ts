/**
 * One requirement against one CV → match or mismatch, with the CV facts behind it.
 * Ordinal attributes compare positions on their scale (spec §3); an unstated level counts as the
 * lowest one. ISCO compares code prefixes; skills compare taxonomy identity.
 */
import type { ParsedCv } from '../parsing/types'
import { cvLanguages, languageOf } from './cv-languages'
import { type CvSkills, indexCvSkills, matchSkill, skillKey } from './skill-index'
import { ORDINAL_SCALES, type OrdinalAttribute } from './tables'
import type { ComparisonOperator, EvaluatedRequirement, Fact, Requirement } from './types'

/** Position of a value on its scale, or -1 when it is not on it. */
export function levelIndex(attribute: OrdinalAttribute, value: string | null | undefined): number {
  return value ? (ORDINAL_SCALES[attribute] as readonly string[]).indexOf(value) : -1
}

/** Compare numbers with an operator; BETWEEN without a usable maxValue acts as GTE, a reversed range is swapped. */
export function compare(op: ComparisonOperator, actual: number, value: number, maxValue: number | null): boolean {
  switch (op) {
    case 'EQUALS':
      return actual === value
    case 'GTE':
      return actual >= value
    case 'LTE':
      return actual <= value
    case 'BETWEEN': {
      if (maxValue === null || maxValue < 0) return actual >= value
      return actual >= Math.min(value, maxValue) && actual <= Math.max(value, maxValue)
    }
  }
}

export { languageOf } from './cv-languages'

/** The CV's level on an ordinal attribute, with the fact that states it. */
export function cvLevel(cv: ParsedCv, attribute: OrdinalAttribute, language?: string): { index: number; fact: Fact } {
  if (attribute === 'language_proficiency') {
    const code = languageOf(language)
    const found = cvLanguages(cv).find((l) => l.code === code)
    if (!found) return { index: 0, fact: { kind: 'cv_language_missing', language: code } }
    return {
      index: levelIndex(attribute, found.proficiency),
      fact: {
        kind: 'cv_language',
        language: found.code ?? found.language,
        level: found.proficiency,
        inferred: found.inferred,
      },
    }
  }
  const value = attribute === 'degree' ? cv.degree : cv.seniority
  const index = levelIndex(attribute, value)
  return index < 0 || !value
    ? { index: 0, fact: { kind: 'cv_level_missing', attribute } }
    : { index, fact: { kind: 'cv_level', attribute, value } }
}

function evaluateOrdinal(cv: ParsedCv, attribute: OrdinalAttribute, r: Requirement): EvaluatedRequirement {
  const value = levelIndex(attribute, r.value)
  if (value < 0)
    return { outcome: 'mismatch', facts: [{ kind: 'requirement_value_unknown', attribute, value: r.value }] }
  const max = r.maxValue ? levelIndex(attribute, r.maxValue) : null
  const level = cvLevel(cv, attribute, r.language)
  return { outcome: compare(r.operator, level.index, value, max) ? 'match' : 'mismatch', facts: [level.fact] }
}

/**
 * ISCO: EQUALS, GTE and LTE mean "in this group" (the CV's code starts with the value, any level 1-4);
 * BETWEEN is a code range at the value's level ("2511"–"2514").
 */
function evaluateIsco(cv: ParsedCv, r: Requirement): EvaluatedRequirement {
  const code = cv.isco?.code ?? null
  if (!code) return { outcome: 'mismatch', facts: [{ kind: 'cv_occupation_missing' }] }
  const fact: Fact = { kind: 'cv_occupation', code, title: cv.isco?.title ?? null }
  return { outcome: iscoMatches(code, r.value.trim(), r.operator, r.maxValue) ? 'match' : 'mismatch', facts: [fact] }
}

/** The ISCO rule of evaluateIsco on a CV code (shared with the fast path). */
export function iscoMatches(code: string, want: string, op: ComparisonOperator, maxValue?: string | null): boolean {
  if (op === 'BETWEEN' && maxValue) {
    const head = Number(code.slice(0, want.length))
    return compare('BETWEEN', head, Number(want), Number(maxValue.trim().slice(0, want.length)))
  }
  return want !== '' && code.startsWith(want)
}

/** Skills: every operator means "has this skill" (the same taxonomy skill, or the same words). */
function evaluateSkill(cv: ParsedCv, r: Requirement, cvSkills?: CvSkills): EvaluatedRequirement {
  const required = skillKey(r.value)
  if (!required) return { outcome: 'mismatch', facts: [{ kind: 'requirement_no_skill' }] }
  const m = matchSkill(cvSkills ?? indexCvSkills([...cv.hardSkills, ...cv.softSkills]), required)
  if (m.kind === 'exact') return { outcome: 'match', facts: [{ kind: 'cv_skill', skill: m.cvSkill ?? required.label }] }
  const facts: Fact[] = [{ kind: 'cv_skill_missing', skill: required.label }]
  if (m.kind === 'related') facts.push({ kind: 'cv_skill_related', skill: m.cvSkill ?? '', wanted: required.label })
  return { outcome: 'mismatch', facts }
}

/** `cvSkills`: the CV's skill index when the caller already built it (scoreMatch does, once). */
export function evaluateRequirement(cv: ParsedCv, requirement: Requirement, cvSkills?: CvSkills): EvaluatedRequirement {
  switch (requirement.attribute) {
    case 'degree':
    case 'seniority':
    case 'language_proficiency':
      return evaluateOrdinal(cv, requirement.attribute, requirement)
    case 'isco':
      return evaluateIsco(cv, requirement)
    case 'skills':
      return evaluateSkill(cv, requirement, cvSkills)
  }
}
