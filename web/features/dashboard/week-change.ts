/** Change of a weekly figure versus last week, for the dashboard cards (spec §1). */
import { type DecimalOptions, formatDecimal } from '../../i18n/decimal-format'

export interface WeekChange {
  delta: number
  /** Relative change; null when last week was 0 (no meaningful percentage). */
  ratio: number | null
}

export function weekChange(thisWeek: number, lastWeek: number): WeekChange {
  const delta = thisWeek - lastWeek
  return { delta, ratio: lastWeek > 0 ? delta / lastWeek : null }
}

/** For averages: a difference in points only; a percentage of a score would mislead. */
export function averageChange(thisWeek: number | null, lastWeek: number | null): WeekChange | null {
  if (thisWeek === null || lastWeek === null) return null
  return { delta: thisWeek - lastWeek, ratio: null }
}

const MINUS = '\u2212'

/** "+3", "−3" (a real minus sign, as in typeset numbers) or "0". */
export function formatSigned(value: number, locale: string, options: DecimalOptions = {}): string {
  const formatted = formatDecimal(Math.abs(value), locale, { maximumFractionDigits: 1, ...options })
  if (formatted === formatDecimal(0, locale, options)) return formatted
  return `${value > 0 ? '+' : MINUS}${formatted}`
}

export function formatSignedPercent(ratio: number, locale: string): string {
  return formatSigned(ratio, locale, { style: 'percent', maximumFractionDigits: 0 })
}

/**
 * The cards' numbers, formatted without ICU in the interface languages (i18n/decimal-format.ts): the
 * first Intl.NumberFormat of a page costs a long task, and these are rendered with the page's first data.
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return formatDecimal(value, locale, { maximumFractionDigits })
}
