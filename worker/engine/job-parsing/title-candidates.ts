/**
 * Step 2a of job parsing: the phrases near the top of an ad that might be its title. Each line gives
 * itself, its head (the part before the first separator: "Sales. We are hiring…" → "Sales"), the value
 * of a label or banner ("Position: Data Analyst", "We're hiring: Nurse"), and the longest leading words
 * that form a known occupation title (for ads whose title, category and body share one line), and the
 * job's noun phrase in a hiring sentence ("We are looking for an experienced accountant to join…").
 */
import { knownOccupationTitle } from '../taxonomy/index'
import { ABBREVIATION_LOOKBEHIND, HEADINGS } from './job-words'
import type { JobLine, SectionKind } from './lines'
import { foldLine } from './text-match'
import { HIRING_LINES, hiringObjects } from './title-sentence'
import { BANNER_WORDS, TITLE_LABELS } from './title-words'

export type CandidateSource =
  | 'line'
  | 'head'
  | 'label-value'
  | 'banner-value'
  | 'known-prefix'
  | 'leading-words'
  | 'hiring-object'

export interface TitleCandidate {
  /** As written, trimmed, without trailing punctuation. */
  text: string
  folded: string
  /** Index of its line among the ad's lines. */
  line: number
  source: CandidateSource
  /** A section heading ("Requirements", "About us"). */
  heading: boolean
  /** Its line starts with a title label ("Position: …"): the label is not part of the title. */
  labelled: boolean
  /** The section its line sits in: a title comes before the first requirements or tasks heading. */
  section: SectionKind
}

/** Lines looked at: a title sits at the top, after at most a banner, a company block and a label or two. */
export const TOP_LINES = 12
const LINE_MAX = 140
const PREFIX_MAX_WORDS = 8
const LEADING_MAX_WORDS = 4
// The first separator of a line: a dash or bar between spaces, a sentence end, a colon, a comma.
const HEAD_RE = new RegExp(`\\s[-–—|•·]\\s|[.!?](?<!${ABBREVIATION_LOOKBEHIND})(?:\\s|$)|:\\s*|,\\s`, 'u')

const clean = (s: string) =>
  s
    .trim()
    .replace(/^["'“„«]+|["'”»]+$/g, '')
    .replace(/[\s:;,.!–-]+$/, '')
    .trim()

const SECTION_WORDS = new Set<string>([...HEADINGS.required, ...HEADINGS.optional, ...HEADINGS.other])

/** "Requirements: 5+ years of Python" (or "Requirement: …") names a section and its content, never the job. */
function isSectionLabel(head: string, sep: RegExpExecArray | null): boolean {
  if (!sep?.[0].startsWith(':')) return false
  const folded = foldLine(head).trim()
  return SECTION_WORDS.has(folded) || SECTION_WORDS.has(`${folded}s`)
}

/** What a requirements or nice-to-have section asks of the candidate is never the job's title. */
const ASKING_SECTIONS = new Set<SectionKind>(['required', 'optional'])

const startsWith = (folded: string, phrases: readonly string[]) => phrases.some((p) => folded.startsWith(` ${p} `))

/** The longest run of leading words (2 to 8) that is a dictionary title as written, or null. */
function knownPrefix(text: string): string | null {
  const words = text.split(/\s+/).slice(0, PREFIX_MAX_WORDS)
  for (let n = words.length; n >= 2; n--) {
    const prefix = clean(words.slice(0, n).join(' '))
    if (knownOccupationTitle(prefix)) return prefix
  }
  return null
}

export function titleCandidates(lines: readonly JobLine[], headings: ReadonlySet<number>): TitleCandidate[] {
  const out: TitleCandidate[] = []
  const add = (text: string, line: number, source: CandidateSource, labelled = false) => {
    const t = clean(text)
    if (!/\p{L}/u.test(t) || out.some((c) => c.line === line && c.text === t)) return
    out.push({
      text: t,
      folded: foldLine(t),
      line,
      source,
      heading: headings.has(line),
      labelled,
      section: lines[line]?.section ?? 'intro',
    })
  }
  lines.slice(0, TOP_LINES).forEach((l, i) => {
    const sep = HEAD_RE.exec(l.text)
    const head = sep ? l.text.slice(0, sep.index) : l.text
    const labelled = sep !== null && TITLE_LABELS.includes(foldLine(head).trim())
    // A section label with its content ("Requirements: Experienced Sales Manager") and the lines under a
    // requirements heading describe the candidate: none of their phrases is a title candidate.
    if (isSectionLabel(head, sep)) return
    if (!headings.has(i) && ASKING_SECTIONS.has(l.section)) return
    if (l.text.length <= LINE_MAX) add(l.text, i, 'line', labelled)
    if (sep && sep.index > 0) {
      const tail = l.text.slice(sep.index + sep[0].length)
      const headFolded = foldLine(head)
      // "Position: Data Analyst": the value; "We're hiring: Nurse": what follows the banner.
      if (labelled) add(tail, i, 'label-value')
      else if (startsWith(headFolded, BANNER_WORDS)) add(tail.split(HEAD_RE)[0] ?? '', i, 'banner-value')
      else add(head, i, 'head')
    }
    // "We are looking for an experienced accountant to join…": the noun phrase after the hiring lead.
    if (i < HIRING_LINES) for (const object of hiringObjects(l.text)) add(object, i, 'hiring-object')
    const prefix = knownPrefix(l.text)
    if (prefix) add(prefix, i, 'known-prefix')
    // A line too long to be a title starts with it ("Serwisant Praca fizyczna Monterzy / …"): its first
    // words, shortest first, so that on a tie the fewest words win.
    const headWords = head.split(/\s+/)
    if (headWords.length > LEADING_MAX_WORDS) {
      for (let n = 1; n <= LEADING_MAX_WORDS; n++) add(headWords.slice(0, n).join(' '), i, 'leading-words')
    }
  })
  return out
}
