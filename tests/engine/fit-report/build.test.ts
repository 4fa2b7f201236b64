import { describe, expect, it } from 'vitest'
import { buildFitReport } from '../../../worker/engine/fit-report'
import { scoreMatch } from '../../../worker/engine/matching'
import { requirementLabel } from '../../../worker/engine/prose'
import { makeCv, makeJob, req } from '../matching/fixtures'

const input = { candidateName: 'Alex Example', jobTitle: 'Software Developer', language: 'en_US' as const }

describe('fit report from the engine evidence', () => {
  it('lists met requirements as strengths and missed ones as gaps, each with CV facts', () => {
    const match = scoreMatch(makeCv(), makeJob())
    const report = buildFitReport(match, input)
    expect(report.score).toBe(match.score)
    expect(report.summary).toContain(`Alex Example scores ${Math.round(match.score)} of 100 for Software Developer.`)
    expect(report.strengths.map((s) => s.text)).toContain('Skill: Python')
    expect(report.strengths.find((s) => s.text === 'Skill: Python')?.facts.length).toBeGreaterThan(0)
    // German at professional level is asked for; the CV says limited working.
    expect(report.gaps.map((g) => g.text)).toContain('German at least professional working')
    expect(report.knockouts).toEqual([])
    expect(report.questions.at(-1)).toContain('Software Developer')
    expect(report.areas).toHaveLength(8)
    // Labels stand alone in lists (capitalised) and inside sentences (lower-case).
    expect(report.areas[0]?.label).toBe('Skills')
    expect(report.summary).not.toMatch(/Strongest in [A-Z]/)
  })

  it('shows a failed mandatory requirement as a knockout with a question about it', () => {
    const job = makeJob({ requirements: [req({ attribute: 'degree', value: 'doctorate', mandatory: true })] })
    const report = buildFitReport(scoreMatch(makeCv(), job), input)
    expect(report.knockout).toBe(true)
    expect(report.knockouts.map((k) => k.text)).toEqual(['Degree at least doctorate'])
    expect(report.summary).toContain('1 mandatory requirement is not met (knockout).')
    expect(report.questions[0]).toBe(
      'The role requires a degree at least at the level "doctorate". Is there anything in your background we may have missed here?',
    )
  })

  it('names no one when the CV named nobody (never the file name the applicant is listed under)', () => {
    const match = scoreMatch(makeCv(), makeJob())
    expect(buildFitReport(match, { ...input, candidateName: null }).summary).toMatch(
      /^The applicant scores \d+ of 100 for Software Developer\./,
    )
    expect(buildFitReport(match, { ...input, candidateName: null, language: 'de_DE' }).summary).toMatch(
      /^Die Bewerbung erreicht \d+ von 100 Punkten für Software Developer\./,
    )
  })

  it('writes German when asked', () => {
    const report = buildFitReport(scoreMatch(makeCv(), makeJob()), { ...input, language: 'de_DE' })
    expect(report.summary).toMatch(/erreicht \d+ von 100 Punkten/)
    expect(report.strengths.map((s) => s.text)).toContain('Fähigkeit: Python')
  })

  it('describes every operator', () => {
    expect(
      requirementLabel(
        req({ attribute: 'seniority', operator: 'BETWEEN', value: 'competent', maxValue: 'expert' }),
        'en_US',
      ),
    ).toBe('Seniority between competent and expert')
    expect(requirementLabel(req({ attribute: 'degree', operator: 'LTE', value: 'master' }), 'de_DE')).toBe(
      'Abschluss höchstens Master',
    )
  })
})
