/**
 * Step 4 — detectSections: find heading lines from the multilingual vocabulary and cut the document
 * into sections. Text before the first heading is the 'header' section (name, contact, title). A line
 * "Skills: Python, SQL" is an inline heading: that one line belongs to the named kind and the section
 * around it goes on, so labelled lines inside an entry ("Languages: C, C++") cannot swallow what follows.
 */
import { HEADING_CONJUNCTIONS, HEADING_MODIFIERS, SECTION_HEADINGS } from './section-headings'
import { foldPhrase } from './text-utils'
import type { Line, Section, SectionKind } from './types'

const PHRASE_KIND = new Map<string, SectionKind>()
for (const [kind, phrases] of Object.entries(SECTION_HEADINGS)) {
  for (const phrase of phrases ?? []) if (!PHRASE_KIND.has(phrase)) PHRASE_KIND.set(phrase, kind as SectionKind)
}
const MODIFIERS = new Set(HEADING_MODIFIERS)
const CONJUNCTIONS = new Set(HEADING_CONJUNCTIONS)
const MAX_HEADING_WORDS = 6

/** "E X P E R I E N C E" → "EXPERIENCE"; "1. Education" / "II. Skills" → "Education"/"Skills". */
function cleanHeadingText(text: string): string {
  let t = text.trim()
  if (/^(?:\p{L} ){3,}\p{L}$/u.test(t)) t = t.replace(/ /g, '')
  t = t.replace(/^(?:\d{1,2}|[IVX]{1,4})[.)]\s+/, '')
  return t.replace(/[:：]\s*$/, '').trim()
}

/** Kind of a folded phrase, allowing modifier words and "A and B" joins. */
export function headingKind(phrase: string): SectionKind | null {
  const exact = PHRASE_KIND.get(phrase)
  if (exact) return exact
  const words = phrase.split(' ').filter(Boolean)
  if (words.length === 0 || words.length > MAX_HEADING_WORDS) return null
  // Split on conjunctions: every part must be a heading on its own; the first part names the section.
  const parts: string[][] = [[]]
  for (const w of words) {
    if (CONJUNCTIONS.has(w)) parts.push([])
    else parts[parts.length - 1]!.push(w)
  }
  let first: SectionKind | null = null
  for (const part of parts) {
    if (part.length === 0) return null
    const joined = part.join(' ')
    let kind = PHRASE_KIND.get(joined) ?? null
    if (!kind) {
      const core = part.filter((w) => !MODIFIERS.has(w))
      if (core.length > 0 && core.length < part.length) kind = PHRASE_KIND.get(core.join(' ')) ?? null
    }
    if (!kind) return null
    first ??= kind
  }
  return first
}

export interface HeadingMatch {
  kind: SectionKind
  heading: string
  /** Text after "Heading:" on the same line, if any. */
  inline: string | null
}

export function matchHeading(line: Line): HeadingMatch | null {
  if (line.text === '' || line.bullet) return null
  const cleaned = cleanHeadingText(line.text)
  if (cleaned.length > 60) {
    return matchInline(line.text)
  }
  const folded = foldPhrase(cleaned)
  if (folded && folded.split(' ').length <= MAX_HEADING_WORDS && !/\d{3,}/.test(folded)) {
    const kind = headingKind(folded)
    if (kind) return { kind, heading: cleaned, inline: null }
  }
  return matchInline(line.text)
}

function matchInline(text: string): HeadingMatch | null {
  const m = /^([^:：]{2,40})[:：]\s*(\S.*)$/u.exec(text)
  if (!m) return null
  const head = cleanHeadingText(m[1]!)
  const kind = headingKind(foldPhrase(head))
  if (!kind) return null
  return { kind, heading: head, inline: m[2]!.trim() }
}

export function detectSections(lines: Line[]): Section[] {
  const sections: Section[] = [{ kind: 'header', heading: null, headingLine: null, lines: [] }]
  let current = sections[0]!
  for (const line of lines) {
    const match = matchHeading(line)
    if (!match) {
      current.lines.push(line)
      continue
    }
    if (match.inline !== null && current.kind === 'skills') {
      // "Languages: C, C++" inside a skills list is a labelled skill line, not a new section.
      current.lines.push(line)
      continue
    }
    if (match.inline !== null) {
      // One-line section; the surrounding section continues after it.
      const inlineLine: Line = { ...line, text: match.inline }
      sections.push({ kind: match.kind, heading: match.heading, headingLine: line.index, lines: [inlineLine] })
      const resumed: Section = {
        kind: current.kind,
        heading: current.heading,
        headingLine: current.headingLine,
        lines: [],
      }
      sections.push(resumed)
      current = resumed
      continue
    }
    current = { kind: match.kind, heading: match.heading, headingLine: line.index, lines: [] }
    sections.push(current)
  }
  return sections.filter((s) => s.lines.some((l) => l.text !== '') || s.heading !== null)
}

export function sectionsOf(sections: Section[], kind: SectionKind): Section[] {
  return sections.filter((s) => s.kind === kind)
}

export function linesOf(sections: Section[], kind: SectionKind): Line[] {
  return sectionsOf(sections, kind).flatMap((s) => s.lines.filter((l) => l.text !== ''))
}
