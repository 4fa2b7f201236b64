/**
 * Step 7 — title: the candidate's current or wanted job title. In order: a labelled wanted position
 * ("Job applied for", "Gewünschte Position", "Occupazione desiderata"…), a title line next to the
 * name in the header (the title part of "Title - Employer"), a title-only first line (templates that
 * print the title above everything), then the most recent job in the experience list.
 */
import { looksLikeTitle, titleWordHits } from './job-titles'
import { matchHeading } from './sections'
import { isLocation, splitParts } from './segments'
import { collapseSpaces, titleCase } from './text-utils'
import type { Document, EvidenceItem, ExperienceEntry, Line } from './types'

export interface TitleResult {
  value: string
  evidence: EvidenceItem[]
}

/** Explicit "wanted job" labels: what follows is the title even without title vocabulary. */
const WANTED_RE =
  /^(?:job applied for|position applied for|applied position|desired position|target position|desired job|poste recherch[ée]|poste vis[ée]|gew[üu]nschte position|angestrebte position|wunschposition|occupazione desiderata|posizione desiderata|puesto deseado|puesto solicitado|puesto al que aspira|gewenste functie|stanowisko docelowe|cargo pretendido)\s*[:\-–]?\s+(.{3,80})$/i
/** Weaker labels ("Position:", "Cargo:") need a title-looking value and a colon. */
const LABELLED_RE =
  /^(?:position|current position|current role|job title|title|poste|position|posizione|puesto|functie|stanowisko|cargo|fun[çc][ãa]o|berufsbezeichnung)\s*:\s*(.{3,80})$/i
const HEADER_WINDOW = 4

function clean(text: string): string {
  const t = collapseSpaces(text.replace(/^[("'“]+|[)"'”.,;:]+$/g, ''))
  // Titles printed in capitals are shown in title case; acronyms of up to 3 letters stay.
  if (t === t.toUpperCase() && /\p{Lu}{4,}/u.test(t)) {
    return t
      .split(' ')
      .map((w) => (w.length <= 3 && !/^(?:AND|OF|THE|FOR)$/.test(w) ? w : titleCase(w)))
      .join(' ')
  }
  return t
}

function titlePart(line: Line): string | null {
  if (line.bullet || line.wordCount > 14 || /\S+@\S+\.\w|https?:|www\./.test(line.text) || /[.!?]$/.test(line.text))
    return null
  if (matchHeading(line)) return null
  const parts = splitParts(line.text).filter(
    (p) => p.kind === 'title' || (p.kind === 'other' && looksLikeTitle(p.text)),
  )
  const best = parts.sort((a, b) => b.titleHits - a.titleHits)[0]
  if (!best || best.text.split(' ').length > 8) return null
  return best.text
}

export function findTitle(
  doc: Document,
  nameLine: number | null,
  experience: ExperienceEntry[],
  experienceEvidence: EvidenceItem[],
): TitleResult | null {
  const content = doc.lines.filter((l) => l.text !== '')
  for (const line of content) {
    const wanted = WANTED_RE.exec(line.text)
    if (wanted) return { value: clean(wanted[1]!), evidence: [{ line: line.index, text: line.text }] }
    const labelled = LABELLED_RE.exec(line.text)
    if (labelled && looksLikeTitle(labelled[1]!))
      return { value: clean(labelled[1]!), evidence: [{ line: line.index, text: line.text }] }
  }
  const header = doc.sections[0]?.kind === 'header' ? doc.sections[0].lines.filter((l) => l.text !== '') : []
  if (nameLine !== null) {
    const after = content.filter((l) => l.index > nameLine).slice(0, HEADER_WINDOW)
    const before = content.filter((l) => l.index < nameLine).slice(-1)
    for (const line of [...after, ...before]) {
      if (!header.includes(line) && line.index > nameLine + 2) continue
      if (isLocation(line.text)) continue
      const part = titlePart(line)
      if (part) return { value: clean(part), evidence: [{ line: line.index, text: line.text }] }
    }
  }
  const first = content[0]
  if (
    first &&
    header.includes(first) &&
    first.wordCount <= 8 &&
    titleWordHits(first.text) > 0 &&
    nameLine !== first.index
  ) {
    const part = titlePart(first)
    if (part) return { value: clean(part), evidence: [{ line: first.index, text: first.text }] }
  }
  const current = experience.findIndex((e) => e.title && e.end === 'present')
  if (experience.length === 0) {
    // An experience section without dates: its first header-like line with a title word.
    const first = doc.sections
      .filter((s) => s.kind === 'experience')
      .flatMap((s) => s.lines)
      .find((l) => l.text !== '' && !l.bullet && titleWordHits(l.text) > 0)
    const part = first ? titlePart(first) : null
    if (first && part) return { value: clean(part), evidence: [{ line: first.index, text: first.text }] }
  }
  const index = current >= 0 ? current : experience.findIndex((e) => e.title)
  if (index >= 0) {
    const entry = experience[index]!
    return { value: clean(entry.title!), evidence: experienceEvidence[index] ? [experienceEvidence[index]!] : [] }
  }
  return null
}
