/**
 * Step 8 — experience: every date range in the experience sections anchors one job. The job's title
 * and employer come from the header text around the anchor — the rest of the date line, up to two
 * short lines after it and up to two before it — split into parts and classified (segments.ts).
 * Layouts that put the date after the bullets fall back to the nearest header-like line above.
 */
import { findDateRanges, formatYearMonth } from './dates'
import { canAnchorJob } from './non-job-lines'
import { isDuration, isLocation, type Part, splitParts } from './segments'
import { collapseSpaces, endsSentence } from './text-utils'
import type { DateRange, Document, EvidenceItem, ExperienceEntry, Line, SectionKind } from './types'

export interface ExperienceResult {
  entries: ExperienceEntry[]
  evidence: EvidenceItem[]
}

const NOT_EXPERIENCE: ReadonlySet<SectionKind> = new Set<SectionKind>([
  'education',
  'certifications',
  'languages',
  'references',
  'publications',
  'projects',
  'interests',
  'skills',
  'achievements',
])
const MAX_HEAD_WORDS = 14

interface Anchor {
  range: DateRange
  first: number
  last: number
}

function isHeadLine(line: Line): boolean {
  return (
    !line.bullet &&
    !line.continuation &&
    line.wordCount > 0 &&
    line.wordCount <= MAX_HEAD_WORDS &&
    !endsSentence(line.text)
  )
}

function lineAt(offsets: number[], pos: number): number {
  let lo = 0
  let hi = offsets.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (offsets[mid]! <= pos) lo = mid
    else hi = mid - 1
  }
  return lo
}

function plausible(range: DateRange, todayYear: number): boolean {
  const s = range.start
  if (!s || s.year < 1950 || s.year > todayYear + 1) return false
  if (range.end && range.end !== 'present') {
    if (range.end.year > todayYear + 6 || range.end.year < s.year) return false
    if (range.end.year === s.year && s.month && range.end.month && range.end.month < s.month) return false
  }
  return true
}

/**
 * Right-column layouts print "Employer, Title / bullets / City / Dates": most anchors then follow a
 * bullet. In that layout the header of a job is above its bullets and the lines after a date belong
 * to the next job.
 */
function datesTrailBullets(lines: Line[], anchors: Anchor[], dateOnly: (a: Anchor) => boolean): boolean {
  let trailing = 0
  let leading = 0
  for (const a of anchors) {
    // A date printed on its job's header line ("Acme – Berlin  2019 – 2021") is not trailing.
    if (!dateOnly(a)) {
      leading++
      continue
    }
    let k = a.first - 1
    while (k >= 0 && (isLocation(lines[k]!.text) || isDuration(lines[k]!.text))) k--
    if (k < 0) continue
    if (lines[k]!.bullet || lines[k]!.continuation) trailing++
    else leading++
  }
  return trailing >= 2 && trailing > leading
}

export function experienceLines(doc: Document): { lines: Line[]; fallback: boolean } {
  const lines = doc.sections.filter((s) => s.kind === 'experience').flatMap((s) => s.lines.filter((l) => l.text !== ''))
  if (lines.length > 0) return { lines, fallback: false }
  const rest = doc.sections
    .filter((s) => !NOT_EXPERIENCE.has(s.kind))
    .flatMap((s) => s.lines.filter((l) => l.text !== ''))
  return { lines: rest, fallback: true }
}

export function extractExperience(doc: Document, todayYear: number): ExperienceResult {
  const { lines, fallback } = experienceLines(doc)
  if (lines.length === 0) return { entries: [], evidence: [] }
  const offsets: number[] = []
  let text = ''
  for (const line of lines) {
    offsets.push(text.length)
    text += `${line.text}\n`
  }
  const anchors: Anchor[] = findDateRanges(text)
    .filter((r) => plausible(r, todayYear))
    .map((range) => ({
      range,
      first: lineAt(offsets, range.index),
      last: lineAt(offsets, range.index + range.length - 1),
    }))
    .filter((a) => {
      const line = lines[a.first]!.text
      const dateOnly = a.first === a.last && line.trim().length <= a.range.length + 2
      return canAnchorJob(line, a.first > 0 ? lines[a.first - 1]!.text : null, dateOnly)
    })

  const entries: ExperienceEntry[] = []
  const evidence: EvidenceItem[] = []
  const used = new Set<number>()
  const residual = (a: Anchor) => {
    const start = a.range.index - offsets[a.first]!
    const end = a.range.index + a.range.length - offsets[a.last]!
    // A bullet sharing its line with the dates (a right-hand date column) is not a job header.
    const head = lines[a.first]!.bullet ? '' : lines[a.first]!.text.slice(0, Math.max(0, start))
    const tail = lines[a.last]!.bullet ? '' : lines[a.last]!.text.slice(Math.max(0, end))
    return splitParts(`${head} ${tail}`).filter((p) => p.kind !== 'location' && p.kind !== 'date')
  }
  const trailing = datesTrailBullets(lines, anchors, (a) => residual(a).length === 0)
  // A section that opens with a date prints each job's header after its dates; otherwise before them.
  const headerAfterDates = anchors.length > 0 && anchors[0]!.first === 0
  const AGAINST_LAYOUT = 2
  // Header lines on the layout's side of each date belong to that date: the neighbour may not take them.
  const owner = new Map<number, number>()
  anchors.forEach((a, i) => {
    if (headerAfterDates) {
      const next = i + 1 < anchors.length ? anchors[i + 1]!.first : lines.length
      for (let k = a.last + 1, n = 0; k < next && n < 2 && isHeadLine(lines[k]!); k++, n++) owner.set(k, i)
    } else {
      const prev = i > 0 ? anchors[i - 1]!.last : -1
      for (let k = a.first - 1, n = 0; k > prev && n < 2 && isHeadLine(lines[k]!); k--, n++) owner.set(k, i)
    }
  })
  const free = (k: number, i: number) => !used.has(k) && (owner.get(k) ?? i) === i
  anchors.forEach((anchor, i) => {
    const prevLast = i > 0 ? anchors[i - 1]!.last : -1
    const nextFirst = i + 1 < anchors.length ? anchors[i + 1]!.first : lines.length
    const scored: Scored[] = []
    const addLine = (k: number, distance: number, cut?: [number, number]) => {
      let t = lines[k]!.text
      if (cut) t = lines[k]!.bullet ? '' : `${t.slice(0, Math.max(0, cut[0]))} ${t.slice(Math.max(0, cut[1]))}`
      for (const part of splitParts(t)) scored.push({ part, distance, line: k })
      used.add(k)
    }
    // The date line(s) themselves, without the dates.
    for (let k = anchor.first; k <= anchor.last; k++) {
      const start = anchor.range.index - offsets[k]!
      const end = anchor.range.index + anchor.range.length - offsets[k]!
      addLine(k, 0, [start, end])
    }
    // Against the section's layout only short lines qualify: a long one is the job description.
    const afterLimit = headerAfterDates ? MAX_HEAD_WORDS : 8
    for (
      let k = anchor.last + 1, n = 0;
      !trailing && k < nextFirst && n < 2 && isHeadLine(lines[k]!) && lines[k]!.wordCount <= afterLimit && free(k, i);
      k++, n++
    ) {
      addLine(k, n + 1 + (headerAfterDates ? 0 : AGAINST_LAYOUT))
    }
    for (let k = anchor.first - 1, n = 0; k > prevLast && n < 2 && isHeadLine(lines[k]!) && free(k, i); k--, n++) {
      addLine(k, n + 1.5 + (headerAfterDates ? AGAINST_LAYOUT : 0))
    }
    if (!scored.some((s) => s.part.kind !== 'location' && s.part.kind !== 'date')) {
      // Date printed after the bullets (right-column layouts): nearest header-like line above.
      for (let k = anchor.first - 1; k > prevLast; k--) {
        const line = lines[k]!
        if (!isHeadLine(line) || !free(k, i)) continue
        const parts = splitParts(line.text).filter((p) => p.kind !== 'location' && p.kind !== 'date')
        if (parts.length === 0) continue
        addLine(k, 3)
        break
      }
    }
    const entry = pickEntry(scored)
    if (!entry.title && !entry.company) return
    if (fallback && !entry.title) return
    const { start, end } = anchor.range
    entries.push({
      title: entry.title,
      company: entry.company,
      start: start ? formatYearMonth(start, 'start') : null,
      end: end === 'present' ? 'present' : end ? formatYearMonth(end, 'end') : null,
    })
    evidence.push({ line: lines[anchor.first]!.index, text: lines[anchor.first]!.text })
  })
  return { entries, evidence }
}

interface Scored {
  part: Part
  distance: number
  line: number
}

/**
 * Title: the part with the most title words, nearest first. Employer: the nearest organisation part.
 * Without any title word, header lines read "Title / Employer" in document order (Indeed, LinkedIn).
 */
function pickEntry(scored: Scored[]): { title: string | null; company: string | null } {
  const candidates = scored.filter((s) => s.part.kind !== 'location' && s.part.kind !== 'date')
  const score = (c: Scored) => c.part.titleHits * 3 - c.distance
  let title: Scored | null = null
  for (const c of candidates) {
    if (c.part.kind !== 'title' || c.part.text.split(' ').length > 10) continue
    if (!title || score(c) > score(title)) title = c
  }
  const byDistance = (a: Scored, b: Scored) => a.distance - b.distance
  const orgs = candidates.filter(
    (c) =>
      c !== title &&
      (c.part.kind === 'organization' || c.part.kind === 'institution') &&
      c.part.text.split(' ').length <= 8,
  )
  const others = candidates.filter((c) => c !== title && c.part.kind === 'other' && c.part.text.split(' ').length <= 8)
  let company = [...orgs].sort(byDistance)[0] ?? null
  if (!title) {
    const pool = [...others, ...orgs].sort((a, b) => a.line - b.line)
    const lines = [...new Set(pool.map((c) => c.line))]
    if (lines.length >= 2 || (company && others.length > 0)) {
      title = pool.find((c) => c.part.kind === 'other' && c !== company) ?? null
      if (title && (!company || company.line === title.line))
        company = pool.find((c) => c.line > title!.line) ?? company
    }
  }
  company ??= [...others].filter((o) => o !== title).sort(byDistance)[0] ?? null
  if (company === title) company = null
  return {
    title: title ? collapseSpaces(title.part.text) : null,
    company: company ? collapseSpaces(company.part.text) : null,
  }
}
