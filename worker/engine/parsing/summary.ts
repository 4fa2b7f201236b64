/**
 * Step 16 — summary and tagline. The summary is the CV's own profile/summary (or objective) text,
 * shortened at a sentence end; without one it is composed from parsed facts only (title, years, top
 * skills). The tagline is "title · seniority · top 3 skills" with unknown parts left out; Edit CV builds
 * it again the same way (worker/applicants/profile-edit.ts).
 */
import { collapseSpaces } from './text-utils'
import type { Document, EvidenceItem, Seniority } from './types'

export interface SummaryResult {
  value: string | null
  evidence: EvidenceItem[]
}

const MAX_SUMMARY = 600
/**
 * The seniority scale of spec §3 in words, as the SPA names each level (web/messages seniority_*; a
 * test keeps them equal), in the languages the interface has. The tagline uses the CV's language when
 * it is one of them, else English. no_knowledge says nothing worth a tagline.
 */
export const SENIORITY_WORDS: Record<'en' | 'de', Record<Seniority, string>> = {
  en: {
    no_knowledge: 'No experience',
    beginner: 'Beginner',
    intermediate: 'Intermediate',
    competent: 'Competent',
    advanced: 'Advanced',
    expert: 'Expert',
  },
  de: {
    no_knowledge: 'Keine Erfahrung',
    beginner: 'Einsteiger',
    intermediate: 'Fortgeschritten',
    competent: 'Kompetent',
    advanced: 'Erfahren',
    expert: 'Experte',
  },
}

function shorten(text: string): string {
  if (text.length <= MAX_SUMMARY) return text
  const cut = text.slice(0, MAX_SUMMARY)
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('! '), cut.lastIndexOf('? '))
  return end > 200 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`
}

export function findSummary(
  doc: Document,
  facts: { title: string | null; years: number | null; skills: string[] },
): SummaryResult {
  for (const kind of ['summary', 'objective'] as const) {
    const lines = doc.sections.filter((s) => s.kind === kind).flatMap((s) => s.lines.filter((l) => l.text !== ''))
    const text = collapseSpaces(
      lines
        .map((l) => l.text)
        .join(' ')
        .replace(/-\s(?=\p{Ll})/gu, ''),
    )
    if (text.split(' ').length >= 5) {
      return { value: shorten(text), evidence: lines.slice(0, 3).map((l) => ({ line: l.index, text: l.text })) }
    }
  }
  const parts: string[] = []
  if (facts.title)
    parts.push(facts.years !== null ? `${facts.title} with ${facts.years} years of experience` : facts.title)
  else if (facts.years !== null) parts.push(`${facts.years} years of professional experience`)
  if (facts.skills.length > 0) parts.push(`skills: ${facts.skills.slice(0, 5).join(', ')}`)
  if (parts.length === 0) return { value: null, evidence: [] }
  const joined = `${parts.join('; ')}.`
  return { value: joined.charAt(0).toUpperCase() + joined.slice(1), evidence: [] }
}

export function makeTagline(
  title: string | null,
  seniority: Seniority | null,
  skills: string[],
  language: string | null = null,
): string | null {
  const parts: string[] = []
  if (title) parts.push(title)
  const words = language?.toLowerCase().startsWith('de') ? SENIORITY_WORDS.de : SENIORITY_WORDS.en
  if (seniority && seniority !== 'no_knowledge') parts.push(words[seniority])
  if (skills.length > 0) parts.push(skills.slice(0, 3).join(', '))
  return parts.length > 0 ? parts.join(' · ') : null
}
