import { describe, expect, it } from 'vitest'
import { MATCH_AREAS } from '../../../worker/contracts/enums'
import { DEFAULT_WEIGHTS, normalizeWeights, rebalanceWeights } from '../../../worker/engine/matching'

const sum = (w: Record<string, number>) => Object.values(w).reduce((s, x) => s + x, 0)

describe('normalizeWeights', () => {
  it('no weights → the defaults, which sum to 100', () => {
    expect(normalizeWeights({})).toEqual(DEFAULT_WEIGHTS)
    expect(sum(DEFAULT_WEIGHTS)).toBe(100)
  })

  it("reads the job's keys (experience, culture, achievements) as their areas", () => {
    const w = normalizeWeights({
      skills: 40,
      seniority: 10,
      degree: 10,
      language_proficiency: 10,
      isco: 10,
      experience: 10,
      culture: 5,
      achievements: 5,
    })
    expect(w).toMatchObject({ skills: 40, professional_experience: 10, culture_fit: 5, notable_achievements: 5 })
  })

  it('scales any total to 100 with the largest remainders', () => {
    const w = normalizeWeights({
      skills: 1,
      seniority: 1,
      degree: 1,
      language_proficiency: 0,
      isco: 0,
      experience: 0,
      culture: 0,
      achievements: 0,
    })
    expect(w).toMatchObject({ skills: 34, seniority: 33, degree: 33, isco: 0 })
    expect(sum(w)).toBe(100)
  })

  it('fills missing areas with defaults, drops negative and non-finite values, and all-zero → defaults', () => {
    const w = normalizeWeights({ skills: -5, degree: Number.NaN })
    expect(w.skills).toBe(0)
    expect(w.degree).toBe(0)
    expect(sum(w)).toBe(100)
    const zero = Object.fromEntries(MATCH_AREAS.map((a) => [a, 0]))
    expect(normalizeWeights(zero)).toEqual(DEFAULT_WEIGHTS)
  })
})

describe('rebalanceWeights', () => {
  it('sets one area and scales the others proportionally', () => {
    const w = rebalanceWeights({}, 'skills', 51)
    expect(w.skills).toBe(51)
    expect(sum(w)).toBe(100)
    // The others keep their proportions: professional experience (25) stays 2.5 × seniority (10).
    expect(w.professional_experience / w.seniority).toBeCloseTo(2.5, 0)
  })

  it('100 leaves nothing for the others; 0 gives everything to them', () => {
    const all = rebalanceWeights({}, 'degree', 100)
    expect(all.degree).toBe(100)
    expect(sum(all)).toBe(100)
    const none = rebalanceWeights({}, 'skills', 0)
    expect(none.skills).toBe(0)
    expect(sum(none)).toBe(100)
  })

  it('clamps and rounds the new value; when the others are all zero they share equally', () => {
    expect(rebalanceWeights({}, 'isco', 140).isco).toBe(100)
    expect(rebalanceWeights({}, 'isco', 12.6).isco).toBe(13)
    const back = rebalanceWeights(rebalanceWeights({}, 'skills', 100), 'skills', 93)
    expect(back.skills).toBe(93)
    for (const a of MATCH_AREAS) if (a !== 'skills') expect(back[a]).toBe(1)
  })
})
