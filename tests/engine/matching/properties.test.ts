import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  COMPARISON_OPERATORS,
  DEGREE_LEVELS,
  LANGUAGE_PROFICIENCIES,
  MATCH_AREAS,
  SENIORITY_LEVELS,
} from '../../../worker/contracts/enums'
import {
  type JobProfile,
  normalizeWeights,
  prepareCv,
  type Requirement,
  rebalanceWeights,
  scoreMatch,
} from '../../../worker/engine/matching'
import type { ParsedCv } from '../../../worker/engine/parsing/types'
import { makeCv } from './fixtures'

const SKILLS = [
  'Python',
  'JS',
  'TypeScript',
  'SQL',
  'MySQL',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'Teamwork',
  'Java',
  'React',
  'Microsoft Excel',
  'Zorblax',
]
const LANGS = ['en', 'de', 'fr', 'pl']
const ISCO = ['2512', '2514', '2521', '2611', '3512', '1212', '25', '2']
const pick = <T>(xs: readonly T[]) => fc.constantFrom(...xs)

const cvArb: fc.Arbitrary<ParsedCv> = fc
  .record({
    hardSkills: fc.uniqueArray(pick(SKILLS), { maxLength: 8 }),
    degree: fc.option(pick(DEGREE_LEVELS)),
    seniority: fc.option(pick(SENIORITY_LEVELS)),
    languages: fc.uniqueArray(fc.record({ language: pick(LANGS), proficiency: pick(LANGUAGE_PROFICIENCIES) }), {
      maxLength: 3,
      selector: (l) => l.language,
    }),
    isco: fc.option(pick(ISCO.filter((c) => c.length === 4)).map((code) => ({ code, title: 'x' }))),
    yearsOfExperience: fc.option(fc.integer({ min: 0, max: 40 })),
    achievements: fc.array(pick(['Raised sales by 20%', 'Led the migration', 'Saved €2m a year']), { maxLength: 6 }),
  })
  .map((r) => makeCv({ ...r, softSkills: [] }))

const reqArb: fc.Arbitrary<Requirement> = fc
  .oneof(
    fc.record({
      attribute: fc.constant('degree' as const),
      value: pick(DEGREE_LEVELS),
      maxValue: fc.option(pick(DEGREE_LEVELS)),
    }),
    fc.record({
      attribute: fc.constant('seniority' as const),
      value: pick(SENIORITY_LEVELS),
      maxValue: fc.option(pick(SENIORITY_LEVELS)),
    }),
    fc.record({
      attribute: fc.constant('language_proficiency' as const),
      language: pick(LANGS),
      value: pick(LANGUAGE_PROFICIENCIES),
      maxValue: fc.option(pick(LANGUAGE_PROFICIENCIES)),
    }),
    fc.record({ attribute: fc.constant('isco' as const), value: pick(ISCO), maxValue: fc.option(pick(ISCO)) }),
    fc.record({ attribute: fc.constant('skills' as const), value: pick(SKILLS) }),
  )
  .chain((base) =>
    fc.record({ operator: pick(COMPARISON_OPERATORS), mandatory: fc.boolean() }).map((rest) => ({ ...base, ...rest })),
  )

const weightsArb = fc.dictionary(
  pick([...MATCH_AREAS, 'experience', 'culture', 'achievements']),
  fc.oneof(fc.double({ min: -10, max: 1000, noNaN: true }), fc.integer({ min: 0, max: 100 })),
)

const jobArb: fc.Arbitrary<JobProfile> = fc.record({
  title: pick(['Software Developer', 'Data Engineer', 'Nurse', '']),
  description: fc.constant('A synthetic job description long enough to be a description of a job.'),
  requirements: fc.array(reqArb, { maxLength: 8 }),
  weights: weightsArb,
  isco: fc.option(pick(ISCO).map((code) => ({ code }))),
  skills: fc.uniqueArray(pick(SKILLS), { maxLength: 5 }),
  minYears: fc.option(fc.integer({ min: 0, max: 15 })),
  cultureKeywords: fc.array(pick(['mentoring', 'remote', 'ownership', 'Python']), { maxLength: 3 }),
})

const sum = (w: Record<string, number>) => Object.values(w).reduce((s, x) => s + x, 0)

describe('properties', () => {
  it('the total and every area score stay within [0, 100]', () => {
    fc.assert(
      fc.property(cvArb, jobArb, (cv, job) => {
        const r = scoreMatch(cv, job)
        expect(r.score).toBeGreaterThanOrEqual(0)
        expect(r.score).toBeLessThanOrEqual(100)
        for (const a of MATCH_AREAS) {
          expect(r.areas[a].score).toBeGreaterThanOrEqual(0)
          expect(r.areas[a].score).toBeLessThanOrEqual(100)
        }
        expect(r.knockout).toBe(r.knockouts.length > 0)
      }),
      { numRuns: 300 },
    )
  })

  it('normalizeWeights: non-negative integers summing to exactly 100', () => {
    fc.assert(
      fc.property(weightsArb, (w) => {
        const n = normalizeWeights(w)
        expect(Object.keys(n).sort()).toEqual([...MATCH_AREAS].sort())
        for (const v of Object.values(n)) expect(Number.isInteger(v) && v >= 0).toBe(true)
        expect(sum(n)).toBe(100)
      }),
    )
  })

  it('rebalanceWeights: keeps 100 and sets the changed area', () => {
    fc.assert(
      fc.property(weightsArb, pick(MATCH_AREAS), fc.integer({ min: 0, max: 100 }), (w, area, value) => {
        const n = rebalanceWeights(w, area, value)
        expect(n[area]).toBe(value)
        for (const v of Object.values(n)) expect(Number.isInteger(v) && v >= 0).toBe(true)
        expect(sum(n)).toBe(100)
      }),
    )
  })

  it('adding a required skill to the CV never lowers the skills area or the total', () => {
    fc.assert(
      fc.property(cvArb, jobArb, (cv, job) => {
        const wanted = [
          ...job.requirements.filter((r) => r.attribute === 'skills').map((r) => r.value),
          ...(job.skills ?? []),
        ]
        const before = scoreMatch(cv, job)
        for (const skill of wanted) {
          const after = scoreMatch({ ...cv, hardSkills: [...cv.hardSkills, skill] }, job)
          expect(after.areas.skills.score).toBeGreaterThanOrEqual(before.areas.skills.score)
          expect(after.score).toBeGreaterThanOrEqual(before.score)
        }
      }),
      { numRuns: 200 },
    )
  })

  it("raising the CV's degree never lowers the degree area", () => {
    fc.assert(
      fc.property(cvArb, jobArb, pick(DEGREE_LEVELS), (cv, job, higher) => {
        const from = cv.degree ? DEGREE_LEVELS.indexOf(cv.degree) : -1
        fc.pre(DEGREE_LEVELS.indexOf(higher) > from)
        const before = scoreMatch(cv, job).areas.degree.score
        expect(scoreMatch({ ...cv, degree: higher }, job).areas.degree.score).toBeGreaterThanOrEqual(before)
      }),
      { numRuns: 200 },
    )
  })

  it('a prepared CV scores exactly like the CV itself', () => {
    fc.assert(
      fc.property(cvArb, jobArb, (cv, job) => {
        expect(scoreMatch(prepareCv(cv), job)).toEqual(scoreMatch(cv, job))
      }),
      { numRuns: 100 },
    )
  })
})
