import { describe, expect, it } from 'vitest'
import { type DecimalOptions, formatDecimal, formatKnown } from '../../web/i18n/decimal-format'

/** A deterministic spread of values: integers, decimals, halves, values near rounding edges, signs. */
function values(): number[] {
  const list = [
    0,
    -0,
    1,
    -1,
    0.5,
    -0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.15,
    0.25,
    0.35,
    0.45,
    1.005,
    1.045,
    2.675,
    1.45,
    -1.45,
    9.95,
    99.95,
    999.95,
    999.9995,
    0.0005,
    0.00049,
    9999,
    10000,
    123456,
    1234567.891,
    999999.5,
    1e15,
    123456789012345,
    0.1 + 0.2,
    1 / 3,
    2 / 3,
    -2 / 3,
    0.005,
    0.015,
    0.125,
    0.375,
    0.9999,
    70.55,
    72.45,
    4.5,
    -4.5,
    0.3,
    0.07,
    0.000001,
    1.0000001,
  ]
  // A linear congruential generator: the same values on every run.
  let seed = 19
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  for (let index = 0; index < 3000; index++) {
    const magnitude = 10 ** Math.floor(next() * 10 - 3)
    const sign = next() < 0.3 ? -1 : 1
    list.push(sign * next() * magnitude)
    // Decimals with few digits, as counts, averages and ratios are (including exact halves).
    list.push((sign * Math.round(next() * 2_000_000)) / 10 ** Math.floor(next() * 5))
    list.push(sign * Math.round(next() * 100_000))
  }
  return list
}

const OPTIONS: DecimalOptions[] = [
  {},
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 0 },
  { style: 'percent', maximumFractionDigits: 1 },
]

describe('decimal format without ICU', () => {
  for (const locale of ['en', 'de']) {
    it(`gives exactly Intl's output in ${locale}`, () => {
      const mismatches: string[] = []
      let compared = 0
      for (const options of OPTIONS) {
        const intl = new Intl.NumberFormat(locale, options)
        for (const value of values()) {
          const own = formatKnown(value, locale, options)
          if (own === null) continue
          compared++
          const expected = intl.format(value)
          if (own !== expected) mismatches.push(`${value} ${JSON.stringify(options)}: ${own} ≠ ${expected}`)
        }
      }
      expect(mismatches.slice(0, 10)).toEqual([])
      // Almost every value is formatted without Intl (only exponent forms are left to it).
      expect(compared).toBeGreaterThan(OPTIONS.length * 9000 * 0.95)
    })
  }

  it('knows the separators and the percent sign of each language', () => {
    expect(formatDecimal(1234567.5, 'en', { maximumFractionDigits: 1 })).toBe('1,234,567.5')
    expect(formatDecimal(1234567.5, 'de', { maximumFractionDigits: 1 })).toBe('1.234.567,5')
    expect(formatDecimal(-0.3, 'en', { style: 'percent' })).toBe('-30%')
    expect(formatDecimal(0.3, 'de', { style: 'percent' })).toBe('30\u00a0%')
  })

  it('leaves other locales, exponents and non-numbers to Intl', () => {
    expect(formatKnown(1, 'fr')).toBeNull()
    expect(formatKnown(1e21, 'en')).toBeNull()
    expect(formatKnown(Number.NaN, 'en')).toBeNull()
    expect(formatDecimal(1e21, 'en')).toBe(new Intl.NumberFormat('en').format(1e21))
    expect(formatDecimal(Number.POSITIVE_INFINITY, 'de')).toBe(
      new Intl.NumberFormat('de').format(Number.POSITIVE_INFINITY),
    )
    expect(formatDecimal(1234.5, 'fr')).toBe(new Intl.NumberFormat('fr').format(1234.5))
  })
})
