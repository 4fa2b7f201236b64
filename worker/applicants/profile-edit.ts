/**
 * Edit CV (spec §2) as pure functions: a recruiter's edit applied to an applicant's columns and stored
 * profile, the tagline built again, and the "corrected by a recruiter" mark that a re-parse of the same
 * document honours (ADR 0031).
 */
import type { ApplicantProfile, ProfileEdit } from '../contracts/applicants'
import { StoredApplicantProfileSchema } from '../contracts/applicants'
import { makeTagline } from '../engine/parsing/summary'
import { iscoGroup } from '../engine/taxonomy/occupations'
import { AppError } from '../lib/app-error'

/** The applicant columns Edit CV writes besides the profile JSON. */
export interface EditableColumns {
  name: string
  tagline: string | null
  summary: string | null
  hardSkills: string[]
  softSkills: string[]
}
type ColumnField = keyof EditableColumns
type ProfileField = keyof ProfileEdit
/** A field a recruiter corrected: a column or a key of the profile JSON. */
export type CorrectedField = ColumnField | ProfileField

export interface ColumnsEdit {
  name?: string
  tagline?: string | null
  summary?: string | null
  hardSkills?: string[]
  softSkills?: string[]
  profile?: ProfileEdit
}

export interface EditedApplicant {
  columns: EditableColumns
  /** The stored JSON: what the parser wrote (evidence included) with the edited keys replaced. */
  profile: Record<string, unknown>
  /** The fields whose value this edit changed. */
  changed: CorrectedField[]
}

const COLUMN_FIELDS: readonly ColumnField[] = ['name', 'tagline', 'summary', 'hardSkills', 'softSkills']
const TAGLINE_INPUTS: readonly CorrectedField[] = ['title', 'seniority', 'hardSkills', 'softSkills']
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const columnsOf = (r: EditableColumns): EditableColumns => ({
  name: r.name,
  tagline: r.tagline,
  summary: r.summary,
  hardSkills: r.hardSkills,
  softSkills: r.softSkills,
})

/** The profile JSON read leniently: an unprocessed applicant (null) starts from the empty profile. */
export function readProfile(stored: unknown): ApplicantProfile {
  return StoredApplicantProfileSchema.parse(stored ?? {})
}

function profileValues(edit: ProfileEdit): Partial<ApplicantProfile> {
  const { isco, ...rest } = edit
  if (isco === undefined) return rest
  if (isco === null) return { ...rest, isco: null }
  const group = iscoGroup(isco)
  if (group?.level !== 4) {
    throw new AppError('VALIDATION_FAILED', [{ path: 'profile.isco', message: 'Unknown ISCO-08 unit group' }])
  }
  return { ...rest, isco: { code: group.code, title: group.title } }
}

/**
 * Applies an edit. Only values that differ count as corrections (the form sends every field). The
 * tagline: a non-empty new text is the recruiter's own and stays; an emptied one, or one never written
 * by a recruiter, is built again from title, seniority and skills when those changed or it was emptied.
 */
export function applyEdit(
  row: EditableColumns & { profile: unknown },
  edit: ColumnsEdit,
  by: { userId: string | null; at: number },
): EditedApplicant {
  const current = { columns: columnsOf(row) }
  const stored = row.profile && typeof row.profile === 'object' ? (row.profile as Record<string, unknown>) : {}
  const before = readProfile(row.profile)
  const profile: ApplicantProfile = { ...before, ...(edit.profile ? profileValues(edit.profile) : {}) }
  const columns: EditableColumns = { ...current.columns }
  const { tagline: taglineEdit, profile: _profile, ...columnEdit } = edit
  Object.assign(columns, Object.fromEntries(Object.entries(columnEdit).filter(([, v]) => v !== undefined)))

  const changed: CorrectedField[] = [
    ...COLUMN_FIELDS.filter((f) => f !== 'tagline' && !same(current.columns[f], columns[f])),
    ...(Object.keys(edit.profile ?? {}) as ProfileField[]).filter((f) => !same(before[f], profile[f])),
  ]
  const marked = new Set<string>(before.corrected?.fields ?? [])
  const typed = taglineEdit?.trim() ? taglineEdit.trim() : taglineEdit === undefined ? undefined : null
  if (typed && typed !== current.columns.tagline) {
    columns.tagline = typed
    changed.push('tagline')
  } else if (typed === null) {
    // Emptied: the recruiter hands the tagline back to the builder.
    marked.delete('tagline')
  }
  const rebuild =
    !marked.has('tagline') &&
    !changed.includes('tagline') &&
    (typed === null || TAGLINE_INPUTS.some((f) => changed.includes(f)))
  if (rebuild) {
    const skills = columns.hardSkills.length > 0 ? columns.hardSkills : columns.softSkills
    columns.tagline = makeTagline(profile.title, profile.seniority, skills, profile.documentLanguage)
  }

  for (const f of changed) marked.add(f)
  const corrected = marked.size > 0 ? { fields: [...marked].sort(), at: by.at, by: by.userId } : null
  const profileChanged = changed.some((f) => !COLUMN_FIELDS.includes(f as ColumnField))
  const markChanged = !same(before.corrected?.fields ?? [], corrected?.fields ?? [])
  return {
    columns,
    profile: {
      ...stored,
      ...(profileChanged ? profile : {}),
      corrected: markChanged || changed.length > 0 ? corrected : (before.corrected ?? null),
    },
    changed,
  }
}

/**
 * A new parse of the document an applicant already has (a retried or recovered run): the fields a
 * recruiter corrected keep the corrected values, the rest is the new parse. A different document (Replace
 * CV) is a new source and replaces everything, corrections included.
 */
export function keepCorrections(
  parsed: { columns: EditableColumns; profile: Record<string, unknown> },
  existing: (EditableColumns & { profile: unknown }) | null,
): { columns: EditableColumns; profile: Record<string, unknown> } {
  if (!existing) return parsed
  const old = readProfile(existing.profile)
  const fields = old.corrected?.fields ?? []
  if (fields.length === 0) return parsed
  const columns = { ...parsed.columns }
  const profile: Record<string, unknown> = { ...parsed.profile, corrected: old.corrected }
  for (const f of fields) {
    if ((COLUMN_FIELDS as readonly string[]).includes(f)) {
      const key = f as ColumnField
      Object.assign(columns, { [key]: existing[key] })
    } else if (f in old) profile[f] = old[f as keyof ApplicantProfile]
  }
  if (!fields.includes('tagline') && TAGLINE_INPUTS.some((f) => fields.includes(f))) {
    const kept = readProfile(profile)
    const skills = columns.hardSkills.length > 0 ? columns.hardSkills : columns.softSkills
    columns.tagline = makeTagline(kept.title, kept.seniority, skills, kept.documentLanguage)
  }
  return { columns, profile }
}
