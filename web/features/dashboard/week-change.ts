/** Change of a weekly figure versus last week, for the dashboard cards (spec §1). */
import { numberFormat } from '../../i18n/intl-cache'

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
export function formatSigned(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const formatted = numberFormat(locale, { maximumFractionDigits: 1, ...options }).format(Math.abs(value))
  if (formatted === numberFormat(locale, options).format(0)) return formatted
  return `${value > 0 ? '+' : MINUS}${formatted}`
}

export function formatSignedPercent(ratio: number, locale: string): string {
  return formatSigned(ratio, locale, { style: 'percent', maximumFractionDigits: 0 })
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return numberFormat(locale, { maximumFractionDigits }).format(value)
}

/**
 * Builds the dashboard's number formats ahead of its data. The first Intl.NumberFormat of a page
 * loads the locale's data (several milliseconds on a phone); done while the page waits for its
 * answers, that cost leaves the render that shows them.
 */
export function warmNumberFormats(locale: string): void {
  formatNumber(0, locale)
  formatNumber(0, locale, 0)
  formatSigned(1, locale)
}
