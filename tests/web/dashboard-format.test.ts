import { describe, expect, it } from 'vitest'
import { averageChange, formatSigned, formatSignedPercent, weekChange } from '../../web/features/dashboard/week-change'

describe('week change', () => {
  it('gives the difference and a ratio when last week had something', () => {
    expect(weekChange(13, 10)).toEqual({ delta: 3, ratio: 0.3 })
    expect(weekChange(1, 3)).toEqual({ delta: -2, ratio: -2 / 3 })
  })

  it('has no percentage when last week was 0', () => {
    expect(weekChange(5, 0)).toEqual({ delta: 5, ratio: null })
  })

  it('compares averages only when both weeks have one, in points', () => {
    expect(averageChange(75, 70.5)).toEqual({ delta: 4.5, ratio: null })
    expect(averageChange(null, 70)).toBeNull()
    expect(averageChange(70, null)).toBeNull()
  })

  it('formats with a plus or a real minus sign per locale', () => {
    expect(formatSigned(3, 'en')).toBe('+3')
    expect(formatSigned(-2, 'en')).toBe('\u22122')
    expect(formatSigned(0, 'en')).toBe('0')
    expect(formatSigned(0.04, 'en')).toBe('0')
    expect(formatSigned(1234.5, 'de')).toBe('+1.234,5')
    expect(formatSignedPercent(0.3, 'en')).toBe('+30%')
    expect(formatSignedPercent(-2 / 3, 'de')).toBe('\u221267\u00a0%')
  })
})
