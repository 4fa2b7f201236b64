/**
 * Where the candidate's own contact data lives: the header block before the first heading, contact
 * and personal-data sections, and the first and last lines of the document (footers). Reference
 * sections and lines about referees or supervisors are excluded: their phones and emails belong to
 * other people.
 */
import type { Document, Line } from './types'

const HEAD_LINES = 10
const FOOT_LINES = 6
const MAX_HEADER_LINES = 25
const OTHER_PERSON_RE =
  /\b(?:references?|referees?|referenzen|r[ée]f[ée]rences?|referencias|referenze|referenties|referencje|refer[êe]ncias|supervisor|supervisor's|vorgesetzte[rn]?|manager's|contact this|okay to contact|may contact)\b/i

export function mentionsOtherPerson(text: string): boolean {
  return OTHER_PERSON_RE.test(text)
}

const zones = new WeakMap<Document, Line[]>()

export function contactZone(doc: Document): Line[] {
  let zone = zones.get(doc)
  if (!zone) {
    zone = computeZone(doc)
    zones.set(doc, zone)
  }
  return zone
}

function computeZone(doc: Document): Line[] {
  const keep = new Set<number>()
  const content = doc.lines.filter((l) => l.text !== '')
  for (const l of content.slice(0, HEAD_LINES)) keep.add(l.index)
  for (const l of content.slice(-FOOT_LINES)) keep.add(l.index)
  for (const section of doc.sections) {
    if (section.kind === 'header') for (const l of section.lines.slice(0, MAX_HEADER_LINES)) keep.add(l.index)
    if (section.kind === 'contact' || section.kind === 'personal') for (const l of section.lines) keep.add(l.index)
  }
  const excluded = new Set<number>()
  for (const section of doc.sections) {
    if (section.kind === 'references') for (const l of section.lines) excluded.add(l.index)
  }
  return content.filter((l) => keep.has(l.index) && !excluded.has(l.index) && !mentionsOtherPerson(l.text))
}
