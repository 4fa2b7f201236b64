/**
 * Numbers, dates, lists and language names in the reader's locale, through Intl (and the taxonomy's
 * language names), so generated prose never shows "49.9" in German or a bare ISO code.
 */
import { languageName } from '../taxonomy/index'

/** `en_US`, `de_DE`, `ar_MSA` → a BCP 47 tag Intl accepts (`ar_MSA` is Modern Standard Arabic: `ar`). */
export function localeOf(language: string): string {
  const [lang, region] = language.split('_')
  return region && /^[A-Z]{2}$/.test(region) ? `${lang}-${region}` : (lang ?? 'en')
}

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A number rounded to `digits` fraction digits (whole by default) in the reader's locale. */
export function formatNumber(value: number, language: string, digits = 0): string {
  const key = `${language}:${digits}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: digits })
    numberFormats.set(key, format)
  }
  return format.format(value)
}

/** A percentage of a share (0-1), whole. */
export function formatPercent(share: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(share)
}

/** A calendar date (no time), in the reader's locale and in UTC so a server and a test agree. */
export function formatDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** "A, B and C" / "A, B und C". */
export function formatList(
  items: readonly string[],
  language: string,
  type: 'conjunction' | 'disjunction' = 'conjunction',
) {
  return new Intl.ListFormat(localeOf(language), { style: 'long', type }).format(items)
}

/** A language's name in the reader's language ("de" → "Deutsch"); an unknown code stays as given. */
export function languageLabel(code: string, language: string): string {
  return languageName(code, language.slice(0, 2)) ?? languageName(code, 'en') ?? code
}
