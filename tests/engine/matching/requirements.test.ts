import { describe, expect, it } from 'vitest'
import { DEGREE_LEVELS, LANGUAGE_PROFICIENCIES, SENIORITY_LEVELS } from '../../../worker/contracts/enums'
import { evaluateRequirement } from '../../../worker/engine/matching'
import type { ParsedCv } from '../../../worker/engine/parsing/types'
import { makeCv, req } from './fixtures'

type Op = 'EQUALS' | 'GTE' | 'LTE' | 'BETWEEN'
// [operator, cv level, value, maxValue, expected] as positions on a six-step scale.
const CASES: [Op, number, number, number | null, 'match' | 'mismatch'][] = [
  ['EQUALS', 3, 3, null, 'match'],
  ['EQUALS', 4, 3, null, 'mismatch'],
  ['EQUALS', 2, 3, null, 'mismatch'],
  ['GTE', 3, 3, null, 'match'],
  ['GTE', 5, 3, null, 'match'],
  ['GTE', 2, 3, null, 'mismatch'],
  ['LTE', 3, 3, null, 'match'],
  ['LTE', 0, 3, null, 'match'],
  ['LTE', 4, 3, null, 'mismatch'],
  ['BETWEEN', 2, 2, 4, 'match'],
  ['BETWEEN', 4, 2, 4, 'match'],
  ['BETWEEN', 3, 2, 4, 'match'],
  ['BETWEEN', 1, 2, 4, 'mismatch'],
  ['BETWEEN', 5, 2, 4, 'mismatch'],
  ['BETWEEN', 3, 4, 2, 'match'], // a reversed range is read the right way round
  ['BETWEEN', 5, 2, null, 'match'], // no maxValue: at least value
]

const SCALES = {
  degree: { levels: DEGREE_LEVELS, cv: (v: string): Partial<ParsedCv> => ({ degree: v as ParsedCv['degree'] }) },
  seniority: {
    levels: SENIORITY_LEVELS,
    cv: (v: string): Partial<ParsedCv> => ({ seniority: v as ParsedCv['seniority'] }),
  },
  language_proficiency: {
    levels: LANGUAGE_PROFICIENCIES,
    cv: (v: string): Partial<ParsedCv> => ({ languages: [{ language: 'fr', proficiency: v as never }] }),
  },
} as const

describe('evaluateRequirement: operators on every ordinal scale', () => {
  for (const [attribute, scale] of Object.entries(SCALES) as [
    keyof typeof SCALES,
    (typeof SCALES)[keyof typeof SCALES],
  ][]) {
    it.each(CASES)(`${attribute}: %s cv=%i value=%i max=%s → %s`, (operator, cvAt, at, maxAt, expected) => {
      const cv = makeCv(scale.cv(scale.levels[cvAt] as string))
      const r = req({
        attribute,
        operator,
        value: scale.levels[at] as string,
        maxValue: maxAt === null ? null : (scale.levels[maxAt] as string),
        ...(attribute === 'language_proficiency' ? { language: 'fr' } : {}),
      })
      const result = evaluateRequirement(cv, r)
      expect(result.outcome).toBe(expected)
      expect(result.facts.length).toBeGreaterThan(0)
    })
  }
})

describe('evaluateRequirement: unknowns and languages', () => {
  it('an unstated degree counts as the lowest level', () => {
    const cv = makeCv({ degree: null })
    expect(evaluateRequirement(cv, req({ attribute: 'degree', value: 'high_school' })).outcome).toBe('mismatch')
    expect(evaluateRequirement(cv, req({ attribute: 'degree', operator: 'LTE', value: 'bachelor' })).outcome).toBe(
      'match',
    )
    expect(evaluateRequirement(cv, req({ attribute: 'degree', value: 'high_school' })).facts[0]).toEqual({
      kind: 'cv_level_missing',
      attribute: 'degree',
    })
  })

  it('a language the CV does not list is no_knowledge; names and codes are the same language', () => {
    const cv = makeCv()
    expect(
      evaluateRequirement(cv, req({ attribute: 'language_proficiency', language: 'es', value: 'elementary' })).outcome,
    ).toBe('mismatch')
    const german = req({ attribute: 'language_proficiency', language: 'German', value: 'limited_working' })
    expect(evaluateRequirement(cv, german)).toEqual({
      outcome: 'match',
      facts: [{ kind: 'cv_language', language: 'de', level: 'limited_working', inferred: false }],
    })
  })

  it('a value that is not on the scale is a mismatch that says why', () => {
    const r = evaluateRequirement(makeCv(), req({ attribute: 'seniority', value: 'guru' }))
    expect(r.outcome).toBe('mismatch')
    expect(r.facts[0]).toEqual({ kind: 'requirement_value_unknown', attribute: 'seniority', value: 'guru' })
  })
})

describe('evaluateRequirement: ISCO by code prefix', () => {
  const cv = makeCv({ isco: { code: '2512', title: 'Software developers' } })
  it.each([
    ['EQUALS', '2512', null, 'match'],
    ['EQUALS', '251', null, 'match'],
    ['GTE', '25', null, 'match'],
    ['LTE', '2', null, 'match'],
    ['EQUALS', '2514', null, 'mismatch'],
    ['EQUALS', '3', null, 'mismatch'],
    ['BETWEEN', '2511', '2514', 'match'],
    ['BETWEEN', '2513', '2519', 'mismatch'],
    ['BETWEEN', '24', '26', 'match'],
  ] as const)('%s %s..%s → %s', (operator, value, maxValue, expected) => {
    expect(evaluateRequirement(cv, req({ attribute: 'isco', operator, value, maxValue })).outcome).toBe(expected)
  })

  it('a CV without an occupation mismatches and says so', () => {
    const r = evaluateRequirement(makeCv({ isco: null }), req({ attribute: 'isco', value: '2512' }))
    expect(r).toEqual({ outcome: 'mismatch', facts: [{ kind: 'cv_occupation_missing' }] })
  })
})

describe('evaluateRequirement: skills by taxonomy identity', () => {
  const cv = makeCv({ hardSkills: ['JS', 'MySQL'], softSkills: [] })
  it('a synonym is the same skill', () => {
    expect(evaluateRequirement(cv, req({ attribute: 'skills', value: 'JavaScript' }))).toEqual({
      outcome: 'match',
      facts: [{ kind: 'cv_skill', skill: 'JS' }],
    })
  })
  it('a related skill is not the skill, but the fact names it', () => {
    const r = evaluateRequirement(cv, req({ attribute: 'skills', value: 'PostgreSQL' }))
    expect(r.outcome).toBe('mismatch')
    expect(r.facts).toContainEqual({ kind: 'cv_skill_related', skill: 'MySQL', wanted: 'PostgreSQL' })
  })
  it('a taxonomy id is accepted as the value', () => {
    expect(
      evaluateRequirement(makeCv({ hardSkills: ['React'] }), req({ attribute: 'skills', value: 'onet:react' })).outcome,
    ).toBe('match')
  })
  it('a skill the taxonomy does not know matches on its words', () => {
    const own = makeCv({ hardSkills: ['Frobnicator Studio'] })
    expect(evaluateRequirement(own, req({ attribute: 'skills', value: 'frobnicator  studio' })).outcome).toBe('match')
    expect(evaluateRequirement(own, req({ attribute: 'skills', value: 'Frobnicator' })).outcome).toBe('mismatch')
  })
})
