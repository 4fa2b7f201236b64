import { describe, expect, it } from 'vitest'
import { seniorityFrom } from '../../../worker/engine/parsing/seniority'
import { TITLE_RULES, YEARS_TO_SENIORITY } from '../../../worker/engine/parsing/seniority-rules'

describe('seniority rules', () => {
  it('grows with years', () => {
    expect(YEARS_TO_SENIORITY.map((r) => r.level)).toEqual([
      'beginner',
      'intermediate',
      'competent',
      'advanced',
      'expert',
    ])
    expect(seniorityFrom(0.5, null)).toBe('beginner')
    expect(seniorityFrom(2, null)).toBe('intermediate')
    expect(seniorityFrom(4, null)).toBe('competent')
    expect(seniorityFrom(8, null)).toBe('advanced')
    expect(seniorityFrom(20, null)).toBe('expert')
  })

  it('makes an expert from 12 years only with a senior position among them (ADR 0022)', () => {
    expect(seniorityFrom(12, 'Accountant', ['Accountant', 'Account Assistant'])).toBe('advanced')
    expect(seniorityFrom(12, 'Accountant', ['Accountant', 'Senior Accountant'])).toBe('expert')
    expect(seniorityFrom(19.9, null)).toBe('advanced')
    expect(seniorityFrom(20, 'Accountant')).toBe('expert')
  })

  it('caps trainees and raises leads, in several languages', () => {
    expect(seniorityFrom(6, 'Werkstudent Data Science')).toBe('beginner')
    expect(seniorityFrom(null, 'Stagiaire marketing')).toBe('beginner')
    expect(seniorityFrom(null, 'Becario de investigación')).toBe('beginner')
    expect(seniorityFrom(8, 'Junior Developer')).toBe('intermediate')
    expect(seniorityFrom(2, 'Senior Engineer')).toBe('advanced')
    expect(seniorityFrom(4, 'Head of Engineering')).toBe('expert')
    expect(TITLE_RULES.length).toBeGreaterThan(2)
  })

  it('says nothing without years or title cues', () => {
    expect(seniorityFrom(null, 'Accountant')).toBeNull()
    expect(seniorityFrom(null, null)).toBeNull()
  })
})
