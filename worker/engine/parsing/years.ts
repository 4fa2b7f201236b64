/**
 * Step 12 — yearsOfExperience: the union of all job periods (overlaps counted once, "present" = the
 * reference month), or a stated "X years of experience" when larger (STATEMENT_SECTIONS).
 */
import type { Document, EvidenceItem, ExperienceEntry, SectionKind } from './types'

const STATED_RE =
  /(\d{1,2}(?:[.,]\d)?)\s*\+?\s*(?:years?|yrs?|jahre[n]?|ans|anos|años|anni|jaar|lat)\s+(?:of\s+)?(?:[\p{L}]+\s+){0,3}?(?:experience|exp|berufserfahrung|erfahrung|experiencia|esperienza|ervaring|doswiadczenia|doswiadczenie|experiencia|d experience|experience professionnelle)/u

/**
 * Where a CV states its own years: the top, a profile, and the experience and skills sections
 * ("Over 20 years experience in accounting" opening the work history). Not education, projects or
 * references, where numbers describe something else.
 */
const STATEMENT_SECTIONS: ReadonlySet<SectionKind> = new Set<SectionKind>([
  'header',
  'summary',
  'objective',
  'experience',
  'skills',
  'other',
])

export interface YearsResult {
  value: number | null
  evidence: EvidenceItem[]
}

function monthsOf(entries: ExperienceEntry[], today: string): number {
  const spans = entries
    .filter((e) => e.start)
    .map((e) => {
      const start = e.start!
      const end = e.end === 'present' ? today : (e.end ?? start)
      return [toIndex(start), toIndex(end < start ? start : end > today ? today : end)] as [number, number]
    })
    .filter(([s, e]) => e >= s)
    .sort((a, b) => a[0] - b[0])
  let total = 0
  let current: [number, number] | null = null
  for (const span of spans) {
    if (current && span[0] <= current[1] + 1) current[1] = Math.max(current[1], span[1])
    else {
      if (current) total += current[1] - current[0] + 1
      current = [span[0], span[1]]
    }
  }
  if (current) total += current[1] - current[0] + 1
  return total
}

/** Lower case, no diacritics, apostrophes as spaces; digits and decimal points kept ("6.5 years"). */
function foldForYears(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’'-]/g, ' ').replace(/\s+/g, ' ')
}

function toIndex(ym: string): number {
  const [y, m] = ym.split('-').map(Number) as [number, number]
  return y * 12 + (m - 1)
}

export function yearsOfExperience(doc: Document, entries: ExperienceEntry[], today: string): YearsResult {
  const months = monthsOf(entries, today)
  const computed = months > 0 ? Math.round((months / 12) * 10) / 10 : null
  let stated: number | null = null
  const evidence: EvidenceItem[] = []
  const top = new Set(
    doc.sections.filter((s) => STATEMENT_SECTIONS.has(s.kind)).flatMap((s) => s.lines.map((l) => l.index)),
  )
  for (const line of doc.lines) {
    if (!top.has(line.index)) continue
    const m = STATED_RE.exec(foldForYears(line.text))
    if (!m) continue
    const value = Number(m[1]!.replace(',', '.'))
    if (value > 0 && value < 60 && (stated === null || value > stated)) {
      stated = value
      evidence.push({ line: line.index, text: line.text })
    }
  }
  if (stated !== null && (computed === null || stated > computed)) return { value: stated, evidence }
  return { value: computed, evidence: [] }
}
