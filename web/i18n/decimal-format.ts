import { numberFormat } from './intl-cache'

/**
 * Decimal numbers and percentages in the interface languages without ICU, for a page's first render.
 *
 * The first Intl.NumberFormat of a page initialises the engine's number formatting once (about 45 ms
 * in one task on the measuring machine whatever the locale, several times that on a phone; PluralRules
 * and the other Intl constructors do not share that cost), and the dashboard's cards need numbers in
 * their first render. For the two interface languages the rules those cards use are short: digits
 * grouped by three (en "1,234.5", de "1.234,5"), a hyphen-minus, rounding half away from zero on the
 * number's shortest decimal form (as ICU does), no trailing zeros, and the percent sign (de with a
 * no-break space). The unit test compares the output with Intl's over many values; anything outside
 * that (another locale or option, exponents, NaN, infinity) is formatted by Intl.
 */
export interface DecimalOptions {
  style?: 'decimal' | 'percent'
  /** As Intl's: 3 for decimals and 0 for percentages unless given. */
  maximumFractionDigits?: number
}

const SYMBOLS: Record<string, { group: string; decimal: string; percent: string }> = {
  en: { group: ',', decimal: '.', percent: '%' },
  de: { group: '.', decimal: ',', percent: '\u00a0%' },
}

export function formatDecimal(value: number, locale: string, options: DecimalOptions = {}): string {
  return formatKnown(value, locale, options) ?? numberFormat(locale, options).format(value)
}

/** The formatted number, or null where Intl must do it. */
export function formatKnown(value: number, locale: string, options: DecimalOptions = {}): string | null {
  const symbols = SYMBOLS[locale]
  const style = options.style ?? 'decimal'
  const maxDigits = options.maximumFractionDigits ?? (style === 'percent' ? 0 : 3)
  if (!symbols || !Number.isFinite(value) || !Number.isInteger(maxDigits) || maxDigits < 0 || maxDigits > 20) {
    return null
  }
  // The shortest decimal form that reads back as this number (what ICU rounds, not the binary value).
  const shortest = String(Math.abs(value))
  if (shortest.includes('e')) return null
  const [whole = '', fraction = ''] = shortest.split('.')
  let digits = whole + fraction
  let point = whole.length
  if (style === 'percent') {
    point += 2
    digits = digits.padEnd(point, '0')
  }
  // Round half away from zero to maxDigits fraction digits.
  const kept = point + maxDigits
  if (digits.length > kept) {
    const up = digits.charCodeAt(kept) >= 53
    digits = digits.slice(0, kept)
    if (up) {
      digits = increment(digits)
      if (digits.length > kept) point += 1
    }
  }
  let integer = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0'
  const decimals = digits.slice(point).replace(/0+$/, '')
  integer = integer.replace(/\B(?=(\d{3})+$)/g, symbols.group)
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  const number = decimals ? `${integer}${symbols.decimal}${decimals}` : integer
  return style === 'percent' ? `${sign}${number}${symbols.percent}` : `${sign}${number}`
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"; "" → "1"). */
function increment(digits: string): string {
  let carry = true
  let result = ''
  for (let index = digits.length - 1; index >= 0; index--) {
    const digit: number = digits.charCodeAt(index) - 48 + (carry ? 1 : 0)
    carry = digit === 10
    result = String(carry ? 0 : digit) + result
  }
  return carry ? `1${result}` : result
}
