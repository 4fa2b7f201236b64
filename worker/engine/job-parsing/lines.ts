/**
 * Step 1 of job parsing: the ad's lines, each with the section it sits in and the cue it carries.
 * A heading opens a section (requirements, nice-to-have, other); a must/nice cue on a line wins over
 * its section.
 */
import { ABBREVIATION_LOOKBEHIND, HEADINGS, MUST_CUES, NICE_CUES } from './job-words'
import { findPhrase, foldLine } from './text-match'

export type SectionKind = 'intro' | 'required' | 'optional' | 'other'
export type Cue = 'must' | 'nice' | null

export interface JobLine {
  text: string
  folded: string
  section: SectionKind
  /** Whether what this line asks for is mandatory (must), optional (nice) or unstated (null). */
  cue: Cue
  /** A section heading ("Requirements", "Ihr Profil"): it names no skill and no title. */
  heading: boolean
}

const BULLET_RE = /^[\s•·▪◦●*\-–—>]+/
const LONG_LINE = 200
// A long line is a paragraph (or a whole ad flattened to one line): its sentences carry their own cues.
// A dot after an abbreviation ends no sentence ("Specjalista ds. Zakupów", "z.B. Java", "Sp. z o.o.").
const SENTENCE_END_RE = new RegExp(`(?<=[.;!?])(?<!${ABBREVIATION_LOOKBEHIND})\\s+(?=\\p{Lu})`, 'u')

function units(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => (line.length > LONG_LINE ? line.split(SENTENCE_END_RE) : [line]))
}

/** A short line that is only a heading phrase (with an optional colon): the section it opens. */
function headingKind(folded: string, raw: string): { kind: SectionKind; cue: Cue } | null {
  if (raw.length > 60) return null
  const bare = folded.trim()
  for (const kind of ['optional', 'required', 'other'] as const) {
    // The heading alone, or the heading and a few words before a colon ("Requirements for this role:").
    const colon = raw.endsWith(':') && bare.split(' ').length <= 6
    if (!HEADINGS[kind].some((h) => bare === h || (colon && bare.startsWith(`${h} `)))) continue
    const cue = kind === 'optional' ? 'nice' : findPhrase(folded, MUST_CUES) ? 'must' : null
    return { kind, cue }
  }
  return null
}

export function readLines(text: string): { lines: JobLine[]; headings: Set<number> } {
  const lines: JobLine[] = []
  const headings = new Set<number>()
  let section: SectionKind = 'intro'
  let sectionCue: Cue = null
  for (const rawLine of units(text)) {
    const raw = rawLine.replace(BULLET_RE, '').trim()
    if (raw === '') continue
    const folded = foldLine(raw)
    const heading = headingKind(folded, raw)
    if (heading) {
      section = heading.kind
      sectionCue = heading.cue
      headings.add(lines.length)
      lines.push({ text: raw, folded, section, cue: sectionCue, heading: true })
      continue
    }
    // Nice cues first: "Python is a plus, not required" is optional.
    const cue: Cue = findPhrase(folded, NICE_CUES) ? 'nice' : findPhrase(folded, MUST_CUES) ? 'must' : sectionCue
    lines.push({ text: raw, folded, section, cue, heading: false })
  }
  return { lines, headings }
}
