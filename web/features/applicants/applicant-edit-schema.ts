import { z } from 'zod'
import type { MATCHING_OPTIONS } from '../../../worker/contracts/enums'
import type { ApplicantDetail, UpdateApplicantRequest } from '../../api/applicants'
import { m } from '../../paraglide/messages'

// Bounds of UpdateApplicantRequestSchema (the server checks them again).
export const NAME_MAX = 200
export const TAGLINE_MAX = 300
export const SUMMARY_MAX = 5000
export const SKILL_MAX = 100
export const SKILLS_MAX_COUNT = 200

export interface ApplicantEditValues {
  name: string
  tagline: string
  summary: string
  /** Comma-separated, as typed. */
  hardSkills: string
  softSkills: string
  matchingOption: (typeof MATCHING_OPTIONS)[number]
}
export type ApplicantEditErrors = Partial<Record<keyof ApplicantEditValues, string>>

export function editValuesOf(applicant: ApplicantDetail): ApplicantEditValues {
  return {
    name: applicant.name,
    tagline: applicant.tagline ?? '',
    summary: applicant.summary ?? '',
    hardSkills: applicant.hardSkills.join(', '),
    softSkills: applicant.softSkills.join(', '),
    matchingOption: applicant.matchingOption,
  }
}

/** "a, b,, B , c" → ["a", "b", "c"]: trimmed, empty parts dropped, duplicates (any case) once. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>()
  const skills: string[] = []
  for (const part of text.split(/[,\n;]/)) {
    const skill = part.trim()
    const key = skill.toLocaleLowerCase()
    if (skill === '' || seen.has(key)) continue
    seen.add(key)
    skills.push(skill)
  }
  return skills
}

const atMost = (max: number) => ({ error: m.validation_max_length({ value: String(max) }) })

// Built per call so the messages are in the locale active at validation time.
function editSchema() {
  const skills = z
    .string()
    .transform(splitSkills)
    .pipe(
      z
        .array(z.string().max(SKILL_MAX, atMost(SKILL_MAX)))
        .max(SKILLS_MAX_COUNT, { error: m.applicant_edit_too_many_skills({ value: String(SKILLS_MAX_COUNT) }) }),
    )
  return z.object({
    name: z.string().trim().min(1, { error: m.validation_name_required() }).max(NAME_MAX, atMost(NAME_MAX)),
    tagline: z.string().trim().max(TAGLINE_MAX, atMost(TAGLINE_MAX)),
    summary: z.string().trim().max(SUMMARY_MAX, atMost(SUMMARY_MAX)),
    hardSkills: skills,
    softSkills: skills,
    matchingOption: z.enum(['ALL', 'ASSIGNED_ONLY']),
  })
}

/** Spec §5: 'Name is required'; generic bounds; skills as a comma-separated list. */
export function validateApplicantEdit(
  values: ApplicantEditValues,
): { ok: true; request: UpdateApplicantRequest } | { ok: false; errors: ApplicantEditErrors } {
  const result = editSchema().safeParse(values)
  if (result.success) {
    const { tagline, summary, ...rest } = result.data
    return { ok: true, request: { ...rest, tagline: tagline || null, summary: summary || null } }
  }
  const errors: ApplicantEditErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ApplicantEditValues | undefined
    if (field && errors[field] === undefined) errors[field] = issue.message
  }
  return { ok: false, errors }
}
