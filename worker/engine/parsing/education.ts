/**
 * Step 9 — education: each line of an education section that names a degree starts an entry; its
 * level comes from the degree vocabulary, the institution from a part with a school word on the same
 * line or within two lines, the year from the nearest date (the end of a range). Without an education
 * section, whole-word degree mentions elsewhere (not in jobs or projects) still count.
 */
import { findDateRanges, findDates } from './dates'
import { LEVEL_ORDER } from './degree-words'
import { type DegreeMention, findDegrees } from './degrees'
import { isPageFurniture } from './non-job-lines'
import { INSTITUTION_WORDS } from './organization-words'
import { hasInstitutionWord, splitParts } from './segments'
import { foldKeepLength, trimFragment } from './text-utils'
import type { DegreeLevel, Document, EducationEntry, EvidenceItem, Line, SectionKind } from './types'

export interface EducationResult {
  entries: EducationEntry[]
  highest: DegreeLevel | null
  evidence: EvidenceItem[]
}

const FALLBACK_SKIP: ReadonlySet<SectionKind> = new Set<SectionKind>([
  'experience',
  'projects',
  'publications',
  'skills',
  'achievements',
  'references',
  'interests',
  'languages',
])
const SEGMENT_RE = /\s+[|•·◆–—]\s+|\s*\|\s*|\s+-\s+|,\s+|\s{2,}/g
const WINDOW = 2
const INSTITUTION_START_RE = new RegExp(`(?<![\\p{L}])(?:${INSTITUTION_WORDS.join('|')})(?![\\p{L}])`, 'u')

function segmentAround(text: string, index: number): string {
  let start = 0
  let end = text.length
  // The dash inside a date range ("2021 - present") separates no segments: ranges are blanked first.
  let dateless = text
  for (const r of findDateRanges(text)) {
    dateless = dateless.slice(0, r.index) + 'x'.repeat(r.length) + dateless.slice(r.index + r.length)
  }
  for (const m of dateless.matchAll(SEGMENT_RE)) {
    if (m.index + m[0].length <= index) start = m.index + m[0].length
    else if (m.index >= index) {
      end = m.index
      break
    }
  }
  return text.slice(start, end)
}

function stripDates(text: string): string {
  let out = text
  // Ranges first, so an open end ("2021 - present") goes with its start and leaves no "present" behind.
  for (const r of [...findDateRanges(out)].reverse()) out = out.slice(0, r.index) + out.slice(r.index + r.length)
  for (const d of [...findDates(out)].reverse()) out = out.slice(0, d.index) + out.slice(d.index + d.length)
  return trimFragment(out.replace(/\(\s*\)/g, ''))
}

function institutionIn(text: string): string | null {
  const part = splitParts(text).find((p) => p.kind === 'institution')
  return part ? part.text : null
}

/**
 * Year of an entry: a date on its own line first, then the lines up to the next degree line (dates
 * printed after the details), then up to two lines above. The end of a range wins over its start.
 */
function yearNear(lines: Line[], k: number, nextDegree: number, todayYear: number): number | null {
  const order = [k]
  for (let j = k + 1; j < Math.min(nextDegree, k + 7); j++) order.push(j)
  for (let j = k - 1; j >= Math.max(0, k - WINDOW); j--) order.push(j)
  for (const j of order) {
    const range = lines[j] ? findDateRanges(lines[j]!.text)[0] : undefined
    if (!range) continue
    if (range.end === 'present') return null
    return range.end ? range.end.year : (range.start?.year ?? null)
  }
  for (const j of order) {
    const line = lines[j]
    if (!line) continue
    const years = findDates(line.text)
      .map((t) => t.date.year)
      .filter((y) => y >= 1950 && y <= todayYear + 6)
    if (years.length > 0) return Math.max(...years)
  }
  return null
}

export function extractEducation(doc: Document, todayYear: number): EducationResult {
  let lines = doc.sections.filter((s) => s.kind === 'education').flatMap((s) => s.lines.filter((l) => l.text !== ''))
  const fallback = lines.length === 0
  if (fallback)
    lines = doc.sections.filter((s) => !FALLBACK_SKIP.has(s.kind)).flatMap((s) => s.lines.filter((l) => l.text !== ''))
  // The footer of the last page ("© European Union, 2002-2013") ends up in the last section: its years
  // are no graduation year.
  lines = lines.filter((l) => !isPageFurniture(l.text))
  const entries: EducationEntry[] = []
  const evidence: EvidenceItem[] = []
  const claimed = new Set<number>()
  const degreeLines = lines.map((l, k) => (findDegrees(l.text).length > 0 ? k : -1)).filter((k) => k >= 0)
  const nextDegreeAfter = (k: number) => degreeLines.find((j) => j > k) ?? lines.length
  lines.forEach((line, k) => {
    let mentions = findDegrees(line.text)
    // Outside an education section only unambiguous words count, not two-letter abbreviations.
    if (fallback) mentions = mentions.filter((m) => !m.abbreviation && m.length >= 3)
    if (line.bullet && !fallback) mentions = mentions.filter((m) => !m.abbreviation)
    if (mentions.length === 0) return
    const main = mentions.reduce((a: DegreeMention, b) =>
      LEVEL_ORDER.indexOf(b.level) > LEVEL_ORDER.indexOf(a.level) ? b : a,
    )
    const segment = segmentAround(line.text, main.index)
    const mentionText = line.text.slice(main.index, main.index + main.length)
    let degree = stripDates(segment)
    let institution = institutionIn(line.text.replace(segment, ' '))
    if (hasInstitutionWord(segment)) {
      // "Grado en Informática Universidad de Oviedo": the degree runs up to the school's name.
      const offset = line.text.indexOf(segment)
      const after = line.text.slice(main.index + main.length, offset + segment.length)
      const school = INSTITUTION_START_RE.exec(foldKeepLength(after))
      if (school && school.index > 0) {
        degree = stripDates(line.text.slice(main.index, main.index + main.length + school.index))
        institution ??= trimFragment(stripDates(after.slice(school.index)))
      } else {
        // "High School Diploma": the school word belongs to the degree, and nothing is left for a school.
        institution ??= trimFragment(stripDates(segment.replace(mentionText, ' '))) || null
        degree = mentionText
      }
    }
    claimed.add(k)
    for (let d = 1; !institution && d <= WINDOW; d++) {
      for (const j of [k - d, k + d]) {
        const near = lines[j]
        if (!near || claimed.has(j) || findDegrees(near.text).length > 0) continue
        const found = institutionIn(near.text)
        if (found) {
          institution = found
          claimed.add(j)
          break
        }
      }
    }
    entries.push({
      degree: degree || mentionText,
      level: main.level,
      institution,
      year: yearNear(lines, k, nextDegreeAfter(k), todayYear),
    })
    evidence.push({ line: line.index, text: line.text })
  })
  if (!fallback) {
    lines.forEach((line, k) => {
      if (claimed.has(k) || line.bullet) return
      // Dates are no part of a school's name ("2009 - 2013 Primary school, …").
      const institution = institutionIn(stripDates(line.text))
      if (!institution) return
      entries.push({ degree: null, level: null, institution, year: yearNear(lines, k, k + 1, todayYear) })
      evidence.push({ line: line.index, text: line.text })
    })
  }
  let highest: DegreeLevel | null = null
  for (const e of entries) {
    if (e.level && (!highest || LEVEL_ORDER.indexOf(e.level) > LEVEL_ORDER.indexOf(highest))) highest = e.level
  }
  return { entries, highest, evidence }
}
