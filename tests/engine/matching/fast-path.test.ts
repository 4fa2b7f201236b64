import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MATCH_AREAS } from '../../../worker/contracts/enums'
import { prepareCv, prepareJob, scoreMatch, scorePair } from '../../../worker/engine/matching'
import { cvArb, jobArb } from './arbitraries'
import { makeCv, makeJob, req } from './fixtures'

function expectSame(cv: Parameters<typeof scoreMatch>[0], job: Parameters<typeof scoreMatch>[1]) {
  const ref = scoreMatch(cv, job)
  const fast = scorePair('kind' in cv ? cv : prepareCv(cv), prepareJob(job))
  expect(fast.score).toBe(ref.score)
  expect(fast.knockout).toBe(ref.knockout)
  expect(Array.from(fast.areas)).toEqual(MATCH_AREAS.map((a) => ref.areas[a].score))
}

describe('scorePair (fast path) equals scoreMatch (reference path)', () => {
  it('on the fixture pair and on jobs with unusual requirements', () => {
    expectSame(makeCv(), makeJob())
    expectSame(
      makeCv({ languages: [], degree: null, seniority: null, isco: null, yearsOfExperience: null }),
      makeJob({
        requirements: [
          req({ attribute: 'skills', value: '  ', mandatory: true }),
          req({ attribute: 'skills', value: 'Python', mandatory: false }),
          req({ attribute: 'skills', value: 'python', mandatory: true }),
          req({ attribute: 'degree', value: 'not-a-level', mandatory: true }),
          req({ attribute: 'language_proficiency', language: 'German', value: 'professional', operator: 'BETWEEN' }),
          req({ attribute: 'isco', value: '2511', maxValue: '2519', operator: 'BETWEEN', mandatory: true }),
        ],
        cultureKeywords: ['remote teams', 'open communication', 'mentoring'],
        title: 'Nurse',
      }),
    )
  })

  it('on generated CVs and jobs', () => {
    fc.assert(
      fc.property(cvArb, jobArb, (cv, job) => {
        expectSame(cv, job)
      }),
      { numRuns: 400 },
    )
  })

  it('one prepared job scores many CVs, with a reused output array', () => {
    const job = prepareJob(makeJob())
    const out = new Float64Array(MATCH_AREAS.length)
    for (const years of [0, 3, 12]) {
      const cv = makeCv({ yearsOfExperience: years })
      expect(scorePair(prepareCv(cv), job, out).score).toBe(scoreMatch(cv, makeJob()).score)
    }
  })
})
