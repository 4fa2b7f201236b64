import type { z } from 'zod'
import { PROFILE_EDIT_LIMITS, UpdateApplicantRequestSchema } from '../../../worker/contracts/applicants'
import type {
  DEGREE_LEVELS,
  LANGUAGE_PROFICIENCIES,
  MATCHING_OPTIONS,
  SENIORITY_LEVELS,
} from '../../../worker/contracts/enums'
import type { LanguageCode } from '../../../worker/contracts/languages'
import type { ApplicantDetail, UpdateApplicantRequest } from '../../api/applicants'
import { m } from '../../paraglide/messages'

export { PROFILE_EDIT_LIMITS }

type Degree = (typeof DEGREE_LEVELS)[number]
type Proficiency = (typeof LANGUAGE_PROFICIENCIES)[number]
type Seniority = (typeof SENIORITY_LEVELS)[number]

let nextKey = 0
/** A stable key for a row (React, focus), independent of its position. */
export const rowKey = () => `row-${++nextKey}`

export interface LanguageRow {
  key: string
  language: string
  proficiency: Proficiency | ''
}
export interface EducationRow {
  key: string
  degree: string
  level: Degree | ''
  institution: string
  year: string
}
export interface ExperienceRow {
  key: string
  title: string
  company: string
  /** YYYY or YYYY-MM, as typed. */
  start: string
  end: string
  current: boolean
}

/** The form as typed: strings for text and numbers, rows with keys, '' for "not stated". */
export interface ApplicantEditValues {
  name: string
  tagline: string
  summary: string
  hardSkills: string[]
  softSkills: string[]
  matchingOption: (typeof MATCHING_OPTIONS)[number]
  title: string
  isco: string
  seniority: Seniority | ''
  yearsOfExperience: string
  degree: Degree | ''
  email: string
  phone: string
  location: string
  languages: LanguageRow[]
  education: EducationRow[]
  experience: ExperienceRow[]
}
/** Errors by field path ("name", "languages.0.proficiency"), as the contract names them (minus "profile."). */
export type ApplicantEditErrors = Record<string, string>

/** The element id of a field path: "languages.0.proficiency" → "applicant-edit-languages-0-proficiency". */
export const fieldId = (path: string) => `applicant-edit-${path.replaceAll('.', '-')}`

export function editValuesOf(applicant: ApplicantDetail): ApplicantEditValues {
  const p = applicant.profile
  return {
    name: applicant.name,
    tagline: applicant.tagline ?? '',
    summary: applicant.summary ?? '',
    hardSkills: [...applicant.hardSkills],
    softSkills: [...applicant.softSkills],
    matchingOption: applicant.matchingOption,
    title: p?.title ?? '',
    isco: p?.isco?.code ?? '',
    seniority: p?.seniority ?? '',
    yearsOfExperience: p?.yearsOfExperience == null ? '' : String(p.yearsOfExperience),
    degree: p?.degree ?? '',
    email: p?.email ?? '',
    phone: p?.phone ?? '',
    location: p?.location ?? '',
    languages: (p?.languages ?? []).map((l) => ({ key: rowKey(), ...l })),
    education: (p?.education ?? []).map((e) => ({
      key: rowKey(),
      degree: e.degree ?? '',
      level: e.level ?? '',
      institution: e.institution ?? '',
      year: e.year == null ? '' : String(e.year),
    })),
    experience: (p?.experience ?? []).map((e) => ({
      key: rowKey(),
      title: e.title ?? '',
      company: e.company ?? '',
      start: e.start ?? '',
      end: e.end === 'present' ? '' : (e.end ?? ''),
      current: e.end === 'present',
    })),
  }
}

const text = (v: string) => (v.trim() === '' ? null : v.trim())
// A number field as typed: '' is "not stated"; anything else that is not a number stays text, so the
// contract refuses it (and names the field) instead of the form guessing.
const num = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim().replace(',', '.')))

type ProfileRequest = NonNullable<UpdateApplicantRequest['profile']>

function profileOf(v: ApplicantEditValues): Required<ProfileRequest> {
  return {
    email: text(v.email),
    phone: text(v.phone),
    location: text(v.location),
    title: text(v.title),
    isco: text(v.isco),
    seniority: v.seniority || null,
    yearsOfExperience: num(v.yearsOfExperience),
    degree: v.degree || null,
    // An unfinished row (no language) is an error, not dropped: the recruiter meant something. The
    // contract checks the code and level right after.
    languages: v.languages.map((l) => ({
      language: l.language as LanguageCode,
      proficiency: l.proficiency as Proficiency,
    })),
    education: v.education.map((e) => ({
      degree: text(e.degree),
      level: e.level || null,
      institution: text(e.institution),
      year: num(e.year),
    })),
    experience: v.experience.map((e) => ({
      title: text(e.title),
      company: text(e.company),
      start: text(e.start),
      end: e.current ? 'present' : text(e.end),
    })),
  }
}

/** The request for the form: the columns, and only the profile fields that differ from `initial`. */
export function requestOf(values: ApplicantEditValues, initial: ApplicantEditValues): UpdateApplicantRequest {
  const now = profileOf(values)
  const before = profileOf(initial)
  const changed = (Object.keys(now) as (keyof ProfileRequest)[]).filter(
    (k) => JSON.stringify(now[k]) !== JSON.stringify(before[k]),
  )
  const profile = Object.fromEntries(changed.map((k) => [k, now[k]])) as ProfileRequest
  return {
    name: values.name.trim(),
    tagline: text(values.tagline),
    summary: text(values.summary),
    hardSkills: values.hardSkills,
    softSkills: values.softSkills,
    matchingOption: values.matchingOption,
    ...(changed.length > 0 ? { profile } : {}),
  }
}

/** The contract's verdict in the interface's language. */
function messageOf(issue: z.core.$ZodIssue, path: string): string {
  const last = path.split('.').at(-1) ?? ''
  if (path === 'name') return m.validation_name_required()
  if (issue.code === 'too_big' && issue.origin === 'string')
    return m.validation_max_length({ value: String(issue.maximum) })
  if (issue.code === 'too_big' && issue.origin === 'array')
    return m.applicant_edit_too_many({ value: String(issue.maximum) })
  if (path === 'email') return m.applicant_edit_email_invalid()
  if (path === 'languages') return m.applicant_edit_language_twice()
  if (path === 'yearsOfExperience')
    return m.applicant_edit_years_invalid({ value: String(PROFILE_EDIT_LIMITS.maxYears) })
  if (last === 'year') return m.applicant_edit_year_invalid()
  if (last === 'start' || last === 'end')
    return issue.code === 'custom' ? m.applicant_edit_end_before_start() : m.applicant_edit_month_invalid()
  if (issue.code === 'invalid_value' || (issue.code === 'invalid_type' && issue.input === undefined))
    return m.applicant_edit_choose()
  if (issue.code === 'too_small') return m.applicant_edit_required()
  return m.error_validation_failed()
}

/**
 * Spec §5 'Name is required', and the Edit CV contract itself (UpdateApplicantRequestSchema, which the
 * server checks again): one set of rules, its messages in the interface's language.
 */
export function validateApplicantEdit(
  values: ApplicantEditValues,
  initial: ApplicantEditValues,
): { ok: true; request: UpdateApplicantRequest } | { ok: false; errors: ApplicantEditErrors } {
  const request = requestOf(values, initial)
  const result = UpdateApplicantRequestSchema.safeParse(request)
  if (result.success) return { ok: true, request }
  const errors: ApplicantEditErrors = {}
  for (const issue of result.error.issues) {
    const path = issue.path.filter((p) => p !== 'profile').join('.')
    if (errors[path] === undefined) errors[path] = messageOf(issue, path)
  }
  return { ok: false, errors }
}
