import { describe, expect, it } from 'vitest'
import { scoreMatch } from '../../../worker/engine/matching'
import { makeCv, makeJob } from './fixtures'

const job = (overrides: Parameters<typeof makeJob>[0]) =>
  makeJob({ requirements: [], isco: null, skills: [], minYears: null, cultureKeywords: [], title: '', ...overrides })

describe('text-based credit', () => {
  it('a wanted skill the CV names outside its skill list earns the mentioned credit', () => {
    const cv = makeCv({
      hardSkills: [],
      softSkills: [],
      summary: 'Ran the quarterly zorblax frobnication for ten plants.',
    })
    const area = scoreMatch(cv, job({ skills: ['Zorblax frobnication', 'Wibble'] })).areas.skills
    expect(area.score).toBe(37.5) // (0.75 + 0) / 2
    expect(area.evidence[0]?.facts[0]).toEqual({ kind: 'cv_skill_mentioned', skill: 'Zorblax frobnication', share: 1 })
    expect(area.evidence[0]?.outcome).toBe('mismatch')
  })

  it('some words of a skill earn the mentioned credit by their share', () => {
    const cv = makeCv({ hardSkills: [], softSkills: [], summary: 'Zorblax lover.' })
    const area = scoreMatch(cv, job({ skills: ['Zorblax frobnication', 'Wibble'] })).areas.skills
    expect(area.score).toBe(18.8) // (0.75 × 1/2 + 0) / 2 = 18.75, one decimal
    expect(area.evidence[0]?.facts[0]).toEqual({
      kind: 'cv_skill_mentioned',
      skill: 'Zorblax frobnication',
      share: 0.5,
    })
  })

  it('title similarity joins word forms by stem and credits words used elsewhere at half', () => {
    const cv = makeCv({ title: 'Accounting Clerk', experience: [], summary: 'Payroll and ledgers.' })
    // Closest title 100 (both stems), depth one title of four: 0.5 × 100 + 0.5 × 25.
    expect(scoreMatch(cv, job({ title: 'Accountant Clerk' })).areas.professional_experience.score).toBe(62.5)
    const elsewhere = makeCv({ title: 'Clerk', experience: [], summary: 'Ten years in payroll accounting.' })
    // "clerk" in the title (1 of 2 stems = 50), "account" elsewhere: 0.5 × 2/2 = 50 → the closest is 50;
    // depth: half a title of four (12.5) → 0.5 × 50 + 0.5 × 12.5 = 31.25, one decimal.
    expect(scoreMatch(elsewhere, job({ title: 'Accountant Clerk' })).areas.professional_experience.score).toBe(31.3)
    // Numbers and "years" say nothing about the occupation: the same as the plain title.
    expect(scoreMatch(cv, job({ title: 'Accountant Clerk (2-4 years)' })).areas.professional_experience.score).toBe(
      62.5,
    )
    const none = makeCv({ title: 'Nurse', experience: [], summary: 'Ward care.', hardSkills: [], softSkills: [] })
    expect(scoreMatch(none, job({ title: 'Agriculture' })).areas.professional_experience.score).toBe(0)
  })
})
