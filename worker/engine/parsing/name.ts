/**
 * Step 6 — name: the candidate's name among the top lines. A line qualifies when it is 2–5 name-like
 * tokens (letters, initials, particles), none of them job-title, heading or common words. Title-case
 * names in the header block are taken as they are; ALL CAPS and all-lower-case lines need a
 * confirmation (contact data right below, or the tokens appear in the email address or a profile link),
 * because top lines in capitals are more often job titles than names. "SURNAME, Firstname" is reordered.
 */
import { normalizeSkill } from '../taxonomy/index'
import { EMAIL_RE } from './contact'
import { MONTH_WORDS } from './date-words'
import { findDates } from './dates'
import { titleWordHits } from './job-titles'
import { matchHeading } from './sections'
import { foldPhrase, list, titleCase } from './text-utils'
import { NOT_NAME_WORDS } from './title-words'
import type { Document, EvidenceItem, Line } from './types'

const MAX_TOP_LINES = 12
const NOT_NAME = new Set([...NOT_NAME_WORDS, ...Object.values(MONTH_WORDS).flat()])
const PARTICLES = new Set(
  list(`
  van|von|der|den|de|da|di|del|della|dos|das|du|le|la|y|e|zu|ten|ter|bin|al|el
`),
)
const LABEL_RE =
  /^(?:full name|name|nome|nombre|nom|naam|imi[eę] i nazwisko|vor- und nachname|personal information|personal details|informazioni personali|informations personnelles|datos personales|pers[öo]nliche daten|dane osobowe|dados pessoais|persoonlijke gegevens)\s*[:\-–]?\s+/i
const OTHER_LABEL_RE = /^[^:|]{2,30}:/
const SPLIT_RE = /\s+[|•·◆–—]\s+|\s+-\s+|\s*\|\s*|\s{2,}/
const TOKEN_RE = /^\p{L}[\p{L}'’-]*\.?$/u
const CONTACT_HINT_RE =
  /@|https?:|www\.|linkedin|github|indeed\.com|\+?\d[\d\s().-]{7,}\d|\p{Lu}[\p{L}.-]+\s?,\s?\p{Lu}/u

export interface NameResult {
  value: string
  evidence: EvidenceItem[]
}

type Casing = 'title' | 'upper' | 'lower' | 'mixed'

function casingOf(tokens: string[]): Casing {
  const words = tokens.filter((t) => !PARTICLES.has(t.toLowerCase()) || t.length > 3)
  const letters = words.join('')
  if (letters === letters.toUpperCase()) return 'upper'
  if (letters === letters.toLowerCase()) return 'lower'
  // Title case: every word starts upper-case; "John DOE" and "McArthur" count as title case.
  return words.every((w) => /^\p{Lu}/u.test(w)) ? 'title' : 'mixed'
}

/** Tokens of a plausible personal name, or null. */
function nameTokens(segment: string): string[] | null {
  const tokens = segment.trim().split(/\s+/)
  if (tokens.length < 2 || tokens.length > 5) return null
  if (!tokens.every((t) => TOKEN_RE.test(t))) return null
  if (!tokens.some((t) => t.replace(/[.'’-]/g, '').length >= 2)) return null
  if (tokens.filter((t) => t.replace(/\./g, '').length === 1).length > 2) return null
  for (const t of tokens) {
    const folded = foldPhrase(t)
    if (PARTICLES.has(folded)) continue
    if (NOT_NAME.has(folded)) return null
  }
  if (titleWordHits(segment) > 0) return null
  if (
    matchHeading({
      index: 0,
      text: segment,
      bullet: false,
      allCaps: false,
      short: true,
      blankBefore: true,
      wordCount: tokens.length,
      continuation: false,
    })
  )
    return null
  return tokens
}

/** "Byungjin ParkDevOps Engineer" (a PDF glued name and title): the part before the glued capital. */
function unglue(segment: string): string | null {
  const m = /^((?:\p{L}[\p{L}'’.-]*\s+){1,3}\p{Lu}\p{Ll}+)\p{Lu}/u.exec(segment)
  return m ? m[1]! : null
}

function confirmations(tokens: string[], doc: Document, line: Line, emailLocal: string, slugs: string): boolean {
  const folded = tokens.map((t) => foldPhrase(t)).filter((t) => t.length >= 3)
  if (folded.length > 0 && folded.some((t) => emailLocal.includes(t) || slugs.includes(t))) return true
  const after = doc.lines.filter((l) => l.index > line.index && l.text !== '').slice(0, 4)
  return after.some((l) => CONTACT_HINT_RE.test(l.text))
}

function reorderSurnameFirst(segment: string): string | null {
  const m =
    /^(\p{Lu}[\p{Lu}'’-]+(?:\s\p{Lu}[\p{Lu}'’-]+)?)\s?,\s?(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s\p{Lu}\p{Ll}[\p{L}'’-]*)?)$/u.exec(
      segment,
    )
  return m ? `${m[2]} ${titleCase(m[1]!)}` : null
}

function present(tokens: string[], casing: Casing): string {
  if (casing !== 'title') return titleCase(tokens.join(' '))
  // Surnames in capitals inside a title-case name ("Marie DUPONT"); two-letter caps stay (initials, "HP").
  return tokens.map((t) => (t.length > 2 && t === t.toUpperCase() ? titleCase(t) : t)).join(' ')
}

export function findName(doc: Document): NameResult | null {
  const emailLocal = foldPhrase(doc.text.match(EMAIL_RE)?.[0]?.split('@')[0] ?? '').replace(/ /g, '')
  const slugs = foldPhrase(
    (doc.text.match(/(?:linkedin\.com\/in|indeed\.com\/r|github\.com)\/[^\s/]+(?:\s*\n?[^\s/]+)?/gi) ?? []).join(' '),
  )
  const allowed = new Set<number>()
  const content = doc.lines.filter((l) => l.text !== '')
  for (const s of doc.sections) {
    if (s.kind === 'header' || s.kind === 'contact' || s.kind === 'personal' || s.kind === 'other') {
      for (const l of s.lines) allowed.add(l.index)
    }
  }
  const top = content.slice(0, MAX_TOP_LINES)
  const headerLines = new Set((doc.sections[0]?.kind === 'header' ? doc.sections[0].lines : []).map((l) => l.index))
  let best: { value: string; score: number; line: Line } | null = null
  top.forEach((line, position) => {
    if (!allowed.has(line.index) && position > 0) return
    if (line.bullet) return
    // "Residence: Petah Tikva", "Born: 9 March 1984 | Haifa": labelled values and dated lines are not names.
    if (!LABEL_RE.test(line.text) && OTHER_LABEL_RE.test(line.text)) return
    if (findDates(line.text).some((d) => d.date.month !== null)) return
    const text = line.text.replace(LABEL_RE, '')
    const segments = text.split(SPLIT_RE).slice(0, 3)
    segments.forEach((rawSegment, segIndex) => {
      const segment = rawSegment.replace(LABEL_RE, '').trim()
      const reordered = reorderSurnameFirst(segment)
      const candidates = reordered ? [reordered] : [segment, unglue(segment)].filter((s): s is string => !!s)
      for (const candidate of candidates) {
        const tokens = nameTokens(candidate)
        if (!tokens) continue
        const casing = reordered ? 'title' : casingOf(tokens)
        const confirmed = confirmations(tokens, doc, line, emailLocal, slugs)
        // "Ramesh chokkala": irregular casing only with confirmation, on the first lines.
        if (casing === 'mixed' && !(confirmed && position <= 1)) continue
        const inHeader = headerLines.has(line.index) || position === 0 || LABEL_RE.test(line.text)
        if (casing === 'title' && !confirmed && !(inHeader && position <= 5)) continue
        if (casing === 'upper' && !confirmed && !(position === 0 && inHeader)) continue
        if (casing === 'lower' && !(confirmed && position <= 2)) continue
        if (!confirmed && normalizeSkill(candidate)) continue
        const score = (confirmed ? 10 : 0) - position - segIndex
        if (!best || score > best.score) best = { value: present(tokens, casing), score, line }
        break
      }
    })
  })
  if (!best) return null
  const chosen = best as { value: string; score: number; line: Line }
  return { value: chosen.value, evidence: [{ line: chosen.line.index, text: chosen.line.text }] }
}
