import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type JobProfile,
  loadPreparedCv,
  prepareCv,
  prepareJob,
  STORED_CV_VERSION,
  scoreMatch,
  scorePair,
  serializePreparedCv,
} from '../../../worker/engine/matching'
import type { ParsedCv } from '../../../worker/engine/parsing/types'
import { knockoutsOf, readsWholeCv, scoringJob } from '../../../worker/matching/stored-match'
import { cvArb, jobArb } from './arbitraries'
import { makeCv, makeJob } from './fixtures'

/** The stored form as it comes back from the database: serialised and parsed again. */
const roundTrip = (cv: ParsedCv) => JSON.parse(JSON.stringify(serializePreparedCv(prepareCv(cv)))) as unknown

function expectSame(cv: ParsedCv, job: JobProfile) {
  let read = 0
  const loaded = loadPreparedCv(roundTrip(cv), () => {
    read++
    return cv
  })
  if (!loaded) throw new Error('the stored form did not load')
  const fresh = scorePair(prepareCv(cv), prepareJob(job))
  const fromStore = scorePair(loaded, prepareJob(job))
  expect(fromStore.score).toBe(fresh.score)
  expect(fromStore.knockout).toBe(fresh.knockout)
  expect(Array.from(fromStore.areas)).toEqual(Array.from(fresh.areas))
  expect(read).toBeLessThanOrEqual(1)
  // The reference path (evidence) reads the string side: the same result too.
  expect(scoreMatch(loaded, job)).toEqual(scoreMatch(cv, job))
}

describe('stored prepared CV', () => {
  it('scores the fixture pair like a freshly prepared CV', () => {
    expectSame(makeCv(), makeJob())
    expectSame(makeCv(), makeJob({ cultureKeywords: ['remote teams', 'open and direct communication', 'mentoring'] }))
  })

  it('scores generated CVs and jobs like a freshly prepared CV', () => {
    fc.assert(
      fc.property(cvArb, jobArb, (cv, job) => {
        expectSame(cv, job)
      }),
      { numRuns: 300 },
    )
  })

  it('is plain JSON and does not need the CV to score a pair without long culture keywords', () => {
    const stored = roundTrip(makeCv())
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored)
    const loaded = loadPreparedCv(stored, () => {
      throw new Error('the CV was read')
    })
    expect(loaded && scorePair(loaded, prepareJob(makeJob({ cultureKeywords: ['mentoring'] }))).score).toBe(
      scorePair(prepareCv(makeCv()), prepareJob(makeJob({ cultureKeywords: ['mentoring'] }))).score,
    )
  })

  it('loads nothing from a missing, stale or foreign form', () => {
    const stored = roundTrip(makeCv()) as Record<string, unknown>
    const cv = makeCv()
    expect(loadPreparedCv(null, cv)).toBeNull()
    expect(loadPreparedCv('x', cv)).toBeNull()
    expect(loadPreparedCv({ ...stored, v: STORED_CV_VERSION + 1 }, cv)).toBeNull()
    expect(loadPreparedCv({ ...stored, taxonomy: 'skills-0-0' }, cv)).toBeNull()
    expect(loadPreparedCv({ ...stored, skills: undefined }, cv)).toBeNull()
    expect(loadPreparedCv(stored, cv)).not.toBeNull()
  })
})

describe('the light path of a job run (stored prepared CVs only)', () => {
  const cvNotRead = () => {
    throw new Error('the CV was read')
  }

  it('never reads the CV for a job readsWholeCv lets through, and scores like a fresh preparation', () => {
    let light = 0
    fc.assert(
      fc.property(cvArb, jobArb, (cv, job) => {
        const scoring = scoringJob(job)
        if (readsWholeCv(scoring)) return
        light++
        const loaded = loadPreparedCv(roundTrip(cv), cvNotRead)
        if (!loaded) throw new Error('the stored form did not load')
        const fromStore = scorePair(loaded, scoring.prepared)
        const fresh = scorePair(prepareCv(cv), scoring.prepared)
        expect(fromStore.score).toBe(fresh.score)
        expect(fromStore.knockout).toBe(fresh.knockout)
        expect(knockoutsOf(scoring, loaded, fromStore.knockout)).toEqual(
          knockoutsOf(scoring, prepareCv(cv), fresh.knockout),
        )
      }),
      { numRuns: 300 },
    )
    expect(light).toBeGreaterThan(50)
  })

  it('reads the whole CV for long culture keywords and several mandatory requirements', () => {
    expect(readsWholeCv(scoringJob(makeJob({ cultureKeywords: ['open and direct communication'] })))).toBe(true)
    const twoMandatory = makeJob({
      cultureKeywords: [],
      requirements: [
        { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true },
        { attribute: 'degree', operator: 'GTE', value: 'master', mandatory: true },
      ],
    })
    expect(readsWholeCv(scoringJob(twoMandatory))).toBe(true)
    expect(readsWholeCv(scoringJob(makeJob({ cultureKeywords: ['remote teams'], requirements: [] })))).toBe(false)
  })
})
