import type { DuplicateMatch } from '../contracts/enums'
import type { PersonCandidate } from './duplicates.repo'
import type { PersonKeys } from './person-keys'

/** Same name is only a likely duplicate with a close profile: this share of skills, or the same title. */
const CLOSE_SKILLS = 0.3

const lower = (values: readonly string[]) => new Set(values.map((v) => v.toLowerCase()))
const titleOf = (profile: Record<string, unknown> | null) =>
  typeof profile?.title === 'string' ? profile.title.trim().toLowerCase() : ''

/** Why `other` is likely the same person as the new applicant, strongest reason first; null if not. */
export function likelyMatch(
  self: { keys: PersonKeys; hardSkills: readonly string[]; profile: Record<string, unknown> | null },
  other: PersonCandidate,
): DuplicateMatch | null {
  if (self.keys.emailKey && self.keys.emailKey === other.emailKey) return 'email'
  if (self.keys.phoneKey && self.keys.phoneKey === other.phoneKey) return 'phone'
  if (!self.keys.nameKey || self.keys.nameKey !== other.nameKey) return null
  const title = titleOf(self.profile)
  if (title !== '' && title === titleOf(other.profile)) return 'name'
  const mine = lower(self.hardSkills)
  const theirs = lower(other.hardSkills)
  const shared = [...mine].filter((s) => theirs.has(s)).length
  const union = new Set([...mine, ...theirs]).size
  return union > 0 && shared / union >= CLOSE_SKILLS ? 'name' : null
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

const union = (first: readonly string[], second: readonly string[]) => {
  const seen = lower(first)
  return [...first, ...second.filter((s) => !seen.has(s.toLowerCase()))]
}

interface Mergeable {
  tagline: string | null
  summary: string | null
  hardSkills: string[]
  softSkills: string[]
  profile: Record<string, unknown> | null
}

/**
 * A merge folds the newer applicant into the existing one: the existing person keeps what it has
 * (its name, its current CV and a recruiter's corrections), gains the skills only the newer CV names,
 * and fills what it lacks (tagline, summary, contact data, any empty profile field) from it.
 */
export function mergedFields(keep: Mergeable, fold: Mergeable) {
  const profile: Record<string, unknown> = { ...(keep.profile ?? {}) }
  for (const [key, value] of Object.entries(fold.profile ?? {})) {
    if (isEmpty(profile[key]) && !isEmpty(value)) profile[key] = value
  }
  return {
    tagline: keep.tagline || fold.tagline,
    summary: keep.summary || fold.summary,
    hardSkills: union(keep.hardSkills, fold.hardSkills),
    softSkills: union(keep.softSkills, fold.softSkills),
    profile,
  }
}
