import type { ApplicantDetail } from '../../../worker/contracts/applicants'
import type {
  DEGREE_LEVELS,
  LANGUAGE_PROFICIENCIES,
  MATCHING_OPTIONS,
  PROCESSING_STATES,
  SENIORITY_LEVELS,
} from '../../../worker/contracts/enums'
import { dateTimeFormat, numberFormat } from '../../i18n/intl-cache'
import { m } from '../../paraglide/messages'
import { getLocale } from '../../paraglide/runtime'

// Records over the contract's enumerations: a value added there fails the type check here until
// it has words in both languages.

export const PROFICIENCY_LABELS: Record<(typeof LANGUAGE_PROFICIENCIES)[number], () => string> = {
  no_knowledge: () => m.proficiency_no_knowledge(),
  elementary: () => m.proficiency_elementary(),
  limited_working: () => m.proficiency_limited_working(),
  professional: () => m.proficiency_professional(),
  full_professional: () => m.proficiency_full_professional(),
  native_or_bilingual: () => m.proficiency_native_or_bilingual(),
}

export const DEGREE_LABELS: Record<(typeof DEGREE_LEVELS)[number], () => string> = {
  no_education: () => m.degree_no_education(),
  high_school: () => m.degree_high_school(),
  associate: () => m.degree_associate(),
  bachelor: () => m.degree_bachelor(),
  master: () => m.degree_master(),
  doctorate: () => m.degree_doctorate(),
}

export const SENIORITY_LABELS: Record<(typeof SENIORITY_LEVELS)[number], () => string> = {
  no_knowledge: () => m.seniority_no_knowledge(),
  beginner: () => m.seniority_beginner(),
  intermediate: () => m.seniority_intermediate(),
  competent: () => m.seniority_competent(),
  advanced: () => m.seniority_advanced(),
  expert: () => m.seniority_expert(),
}

export const PROCESSING_STATE_LABELS: Record<(typeof PROCESSING_STATES)[number], () => string> = {
  PROCESSED: () => m.applicants_state_processed(),
  PENDING: () => m.applicants_state_pending(),
}

export const MATCHING_OPTION_LABELS: Record<(typeof MATCHING_OPTIONS)[number], () => string> = {
  ALL: () => m.applicant_matching_all(),
  ASSIGNED_ONLY: () => m.applicant_matching_assigned_only(),
}

/** "de" → "German" / "Deutsch"; an unknown code is shown as it is. */
export function languageName(code: string, locale = getLocale()): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}

export function formatDate(epochMs: number, locale = getLocale()): string {
  return dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(epochMs))
}

/** CV dates are "YYYY-MM" or "YYYY" (or "present" as an end); anything else is shown as it is. */
export function formatMonth(value: string, locale = getLocale()): string {
  if (value === 'present') return m.applicant_present()
  const match = /^(\d{4})(?:-(\d{2}))?$/.exec(value)
  if (!match) return value
  const year = Number(match[1])
  if (match[2] === undefined) return String(year)
  const date = new Date(Date.UTC(year, Number(match[2]) - 1, 1))
  return dateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(date)
}

/** "Jan 2020 – present"; a missing side stays empty rather than invented. */
export function formatPeriod(start: string | null, end: string | null, locale = getLocale()): string | null {
  if (start === null && end === null) return null
  return `${start ? formatMonth(start, locale) : '…'} – ${end ? formatMonth(end, locale) : '…'}`
}

const fileSizeFormats = new Map<string, Intl.NumberFormat>()

/** Cached per locale and unit: the upload list formats hundreds of sizes per render. */
function fileSizeFormat(locale: string, unit: string): Intl.NumberFormat {
  const key = `${locale}:${unit}`
  let format = fileSizeFormats.get(key)
  if (!format) {
    format = numberFormat(locale, {
      style: 'unit',
      unit,
      // 'short' writes "0 byte" in English; the long form says "0 bytes" and "1 byte".
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: unit === 'byte' ? 0 : 1,
    })
    fileSizeFormats.set(key, format)
  }
  return format
}

export function formatFileSize(bytes: number, locale = getLocale()): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return fileSizeFormat(locale, units[unit] ?? 'byte').format(value)
}

export type ApplicantProfile = NonNullable<ApplicantDetail['profile']>
