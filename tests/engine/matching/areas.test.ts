import { describe, expect, it } from 'vitest'
import { MATCH_AREAS } from '../../../worker/contracts/enums'
import { NEUTRAL_SCORE, scoreMatch } from '../../../worker/engine/matching'
import { makeCv, makeJob, req } from './fixtures'

const bare = makeJob({ requirements: [], isco: null, skills: [], minYears: null, cultureKeywords: [], title: '' })

describe('scoreMatch: areas', () => {
  it('skills: exact and synonym full credit, related skill half credit, missing none', () => {
    const cv = makeCv({ hardSkills: ['JS', 'MySQL'], softSkills: [] })
    const job = makeJob({ requirements: [], skills: ['JavaScript', 'PostgreSQL', 'Zorblax Engine', 'Cobol Forms'] })
    const area = scoreMatch(cv, job).areas.skills
    expect(area.score).toBe(37.5) // (1 + 0.5 + 0 + 0) / 4
    expect(area.evidence.map((e) => e.outcome)).toEqual(['match', 'mismatch', 'mismatch', 'mismatch'])
    expect(area.evidence[1]?.facts[0]).toMatchObject({ kind: 'cv_skill_related', skill: 'MySQL' })
  })

  it('skills: a long list counts the breadth too: fullAt (8) covered skills fill that half', () => {
    const names = [
      'Zorblax',
      'Quibbet',
      'Frondle',
      'Wuzzle',
      'Snarkle',
      'Plimbo',
      'Grintle',
      'Vorpex',
      'Blixam',
      'Trundor',
    ]
    const cv = makeCv({ hardSkills: names.slice(0, 8), softSkills: [] })
    const area = scoreMatch(cv, makeJob({ requirements: [], skills: names })).areas.skills
    expect(area.score).toBe(90) // 0.5 × 8/10 + 0.5 × min(1, 8/8)
    const short = scoreMatch(cv, makeJob({ requirements: [], skills: names.slice(6) })).areas.skills
    expect(short.score).toBe(50) // up to 8 wanted skills the breadth is the share: 2/4
  })

  it('degree, seniority, languages: full credit at the floor, less per step short, ceilings do not lower the area', () => {
    const cv = makeCv({ degree: 'bachelor', seniority: 'intermediate' })
    const job = makeJob({
      requirements: [
        req({ attribute: 'degree', value: 'doctorate' }), // two steps short → 30
        req({ attribute: 'seniority', operator: 'LTE', value: 'beginner' }), // over the ceiling: mismatch, area 100
        req({ attribute: 'language_proficiency', language: 'de', value: 'professional' }), // one step short → 60
      ],
    })
    const r = scoreMatch(cv, job)
    expect(r.areas.degree.score).toBe(30)
    expect(r.areas.seniority.score).toBe(100)
    expect(r.areas.seniority.evidence[0]?.outcome).toBe('mismatch')
    expect(r.areas.language_proficiency.score).toBe(60)
  })

  it('isco: unit group 100 > minor 75 > sub-major 50 > major 25 > other 0', () => {
    const at = (code: string) =>
      scoreMatch(makeCv({ isco: { code, title: 't' } }), makeJob({ requirements: [], isco: { code: '2512' } })).areas
        .isco.score
    expect([at('2512'), at('2514'), at('2521'), at('2611'), at('3512')]).toEqual([100, 75, 50, 25, 0])
    const group = scoreMatch(makeCv(), makeJob({ isco: null, requirements: [req({ attribute: 'isco', value: '25' })] }))
    expect(group.areas.isco.score).toBe(100)
  })

  it('professional experience: years against minYears and title similarity', () => {
    const cv = makeCv({ yearsOfExperience: 3, title: 'Software Developer', experience: [] })
    const r = scoreMatch(cv, makeJob({ title: 'Senior Software Developer', minYears: 6 }))
    // Title: 0.5 × closest (100) + 0.5 × depth (one matching title of TITLE_DEPTH.fullAt = 4 → 25) = 62.5.
    expect(r.areas.professional_experience.score).toBe(55) // 0.6 × 50 + 0.4 × 62.5
    const role = { title: 'Software Developer', company: 'Acme', start: '2019-01', end: 'present' }
    const deep = makeCv({ yearsOfExperience: 3, title: 'Software Developer', experience: [role, role, role] })
    // Four matching titles (headline and three roles): depth 100, title 100.
    expect(
      scoreMatch(deep, makeJob({ title: 'Senior Software Developer', minYears: 6 })).areas.professional_experience
        .score,
    ).toBe(70)
    const other = scoreMatch(cv, makeJob({ title: 'Nurse', minYears: null }))
    expect(other.areas.professional_experience.score).toBe(0)
  })

  it('culture fit: share of keywords the CV mentions; neutral without keywords', () => {
    const r = scoreMatch(
      makeCv(),
      makeJob({ cultureKeywords: ['Mentoring', 'remote teams', 'ownership', 'mentoring'] }),
    )
    expect(r.areas.culture_fit.score).toBeCloseTo(66.7, 1)
    expect(r.areas.culture_fit.evidence[0]?.facts[0]).toMatchObject({ kind: 'culture_mentioned', keyword: 'Mentoring' })
    expect(scoreMatch(makeCv(), bare).areas.culture_fit).toMatchObject({ score: NEUTRAL_SCORE, neutral: true })
  })

  it('notable achievements: quantified results count more, capped at 100', () => {
    expect(scoreMatch(makeCv(), bare).areas.notable_achievements.score).toBe(35)
    const many = makeCv({ achievements: Array.from({ length: 6 }, (_, i) => `Grew revenue by ${i + 10}%`) })
    expect(scoreMatch(many, bare).areas.notable_achievements.score).toBe(100)
    const none = scoreMatch(makeCv({ achievements: [] }), bare).areas.notable_achievements
    expect(none.score).toBe(0)
    expect(none.evidence[0]?.facts).toEqual([{ kind: 'achievements_missing' }])
  })

  it('a job that sets no targets leaves those areas neutral', () => {
    const r = scoreMatch(makeCv(), bare)
    for (const a of [
      'skills',
      'seniority',
      'degree',
      'language_proficiency',
      'isco',
      'professional_experience',
    ] as const) {
      expect(r.areas[a]).toMatchObject({ score: NEUTRAL_SCORE, neutral: true, evidence: [] })
    }
  })

  it('every non-neutral area keeps evidence with CV facts', () => {
    const r = scoreMatch(makeCv(), makeJob())
    for (const a of MATCH_AREAS) {
      const area = r.areas[a]
      expect(area.neutral).toBe(false)
      expect(area.evidence.length).toBeGreaterThan(0)
      for (const e of area.evidence) expect(e.facts.length).toBeGreaterThan(0)
    }
  })
})

describe('scoreMatch: total and knockouts', () => {
  it('the total is the weighted sum of the area scores', () => {
    const r = scoreMatch(
      makeCv(),
      makeJob({
        weights: {
          skills: 50,
          degree: 50,
          seniority: 0,
          language_proficiency: 0,
          isco: 0,
          experience: 0,
          culture: 0,
          achievements: 0,
        },
      }),
    )
    expect(r.areas.skills.weight).toBe(50)
    expect(r.score).toBeCloseTo((r.areas.skills.score + r.areas.degree.score) / 2, 1)
  })

  it('a mandatory mismatch is a visible knockout; the score is kept', () => {
    const cv = makeCv({ hardSkills: ['SQL'] })
    const soft = scoreMatch(cv, makeJob({ requirements: [req({ attribute: 'skills', value: 'Python' })] }))
    const hard = scoreMatch(
      cv,
      makeJob({ requirements: [req({ attribute: 'skills', value: 'Python', mandatory: true })] }),
    )
    expect(soft.knockout).toBe(false)
    expect(hard.knockout).toBe(true)
    expect(hard.knockouts).toEqual([req({ attribute: 'skills', value: 'Python', mandatory: true })])
    expect(hard.score).toBe(soft.score)
    expect(hard.requirementOutcomes[0]).toMatchObject({
      outcome: 'mismatch',
      facts: [{ kind: 'cv_skill_missing', skill: 'Python' }],
    })
  })

  it('a met mandatory requirement is no knockout, and the result is deterministic', () => {
    const a = scoreMatch(makeCv(), makeJob())
    expect(a.knockouts.map((k) => k.attribute)).toEqual([])
    expect(scoreMatch(makeCv(), makeJob())).toEqual(a)
  })
})
