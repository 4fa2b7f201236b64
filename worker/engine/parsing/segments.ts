/**
 * Split an entry header line ("Senior Engineer | Acme GmbH | Berlin, DE") into parts and classify
 * each part as title, organisation, location or date. Used by the experience and education steps.
 */
import { isDateOnly } from './dates'
import { titleWordHits } from './job-titles'
import { COMPANY_WORDS, INSTITUTION_WORDS } from './organization-words'
import { foldPhrase, list, trimFragment } from './text-utils'

const COMPANY_SET = new Set(COMPANY_WORDS)
const INSTITUTION_SET = new Set(INSTITUTION_WORDS)

/** Separators between parts of an entry header, including "at"/"bei"/"chez"/"presso"/"en" joining title and company. */
const PART_SPLIT_RE =
  /\s+[|•·◆–—]\s+|\s*\|\s*|\s*@\s*|\s+-\s+|\s-(?=\p{Lu})|\s+(?:at|@|bei|chez|presso|en|na|no|w|bij|à)\s+(?=\p{Lu}|el\s|la\s)|\s{2,}/u
const COMMA_SPLIT_RE = /\s*,\s+|\s+,\s*/

/** "City , State", "San Francisco, CA", "(Mieres, Spain)", "Berlin": a place, judged on the whole part. */
const LOCATION_RE =
  /^\(?\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2}\s?,\s?(?:\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2})\)?$/u
const INLINE_LOCATION_RE = /\b(?:City\s?,\s?State|\p{Lu}[\p{L}.'’-]+\s?,\s?\p{Lu}{2})\b/u
const DURATION_RE =
  /^\(?\d+(?:[.,]\d+)?\+?\s*(?:years?|yrs?|months?|mos?|jahre?|monate?|ans?|mois|años|meses|anni|mesi|jaar|maanden|lat|miesi[eę]cy|anos)\b/i

/** Words left over once the dates of a range are cut out ("Start", "since", "seit", "to"). */
const RANGE_WORD_RE =
  /^(?:start(?:ed)?|since|from|until|to|seit|von|bis|ab|depuis|de|desde|hasta|dal|da|dalla|sinds|vanaf|tot|od|do|a|al)(?:\s+|$)|(?:\s+|^)(?:since|from|until|to|seit|von|bis|ab|depuis|desde|hasta|dal|sinds|vanaf|tot|od|do)$/i

export type PartKind = 'title' | 'organization' | 'institution' | 'location' | 'date' | 'other'

export interface Part {
  text: string
  kind: PartKind
  titleHits: number
}

export function hasCompanyWord(text: string): boolean {
  return foldPhrase(text)
    .split(' ')
    .some((w) => COMPANY_SET.has(w))
}

export function hasInstitutionWord(text: string): boolean {
  return foldPhrase(text)
    .split(' ')
    .some((w) => INSTITUTION_SET.has(w))
}

export function isLocation(text: string): boolean {
  const t = text.trim()
  if (!LOCATION_RE.test(t)) return false
  return titleWordHits(t) === 0 && !hasCompanyWord(t) && !hasInstitutionWord(t)
}

export function isDuration(text: string): boolean {
  return DURATION_RE.test(text.trim())
}

const LEGAL_FORMS = new Set(
  list(
    'inc|ltd|llc|llp|plc|gmbh|ag|kg|se|sa|sas|sarl|srl|spa|bv|nv|corp|corporation|company|co|limited|pvt|group|lda|ltda',
  ),
)

/**
 * "Accountant Company Name", "Software Engineer Google Inc": a title run straight into an employer
 * with a legal form. Split at the first capitalised non-title word after a title word.
 */
function splitTitleEmployer(text: string): [string, string] | null {
  const tokens = text.split(' ')
  const folded = tokens.map((t) => foldPhrase(t))
  if (!folded.some((f) => f.split(' ').some((w) => LEGAL_FORMS.has(w)))) return null
  for (let i = 1; i < tokens.length; i++) {
    if (!/^\p{Lu}/u.test(tokens[i]!) || titleWordHits(tokens[i]!) > 0) continue
    const head = tokens.slice(0, i).join(' ')
    const tail = folded.slice(i).join(' ').split(' ')
    if (titleWordHits(head) > 0 && tail.some((w) => LEGAL_FORMS.has(w))) return [head, tokens.slice(i).join(' ')]
  }
  return null
}

export function classifyPart(text: string): Part {
  const titleHits = titleWordHits(text)
  let kind: PartKind = 'other'
  if (isDateOnly(text) || isDuration(text)) kind = 'date'
  else if (isLocation(text)) kind = 'location'
  else if (hasInstitutionWord(text) && titleHits === 0) kind = 'institution'
  else if (hasCompanyWord(text) && titleHits === 0) kind = 'organization'
  else if (titleHits > 0) kind = 'title'
  return { text, kind, titleHits }
}

/** Split a header line into classified parts; an inline "City , State" is cut out as a location. */
export function splitParts(line: string): Part[] {
  const pieces: string[] = []
  for (const raw of line.split(PART_SPLIT_RE)) {
    const piece = trimFragment(raw ?? '')
    if (!piece) continue
    if (isLocation(piece)) {
      pieces.push(piece)
      continue
    }
    const inline = INLINE_LOCATION_RE.exec(piece)
    const rest = inline ? [piece.slice(0, inline.index), piece.slice(inline.index + inline[0].length)] : [piece]
    for (const [i, chunk] of rest.entries()) {
      if (i === 1 && inline) pieces.push(inline[0])
      pieces.push(...chunk.split(COMMA_SPLIT_RE))
    }
  }
  return pieces
    .flatMap((p) => splitTitleEmployer(trimFragment(p)) ?? [p])
    .map((p) => trimFragment(p.replace(/^(?:el|la|los|las|il|lo|le|der|die|das)\s+/i, '').replace(RANGE_WORD_RE, ' ')))
    .filter((p) => p.length >= 2 && /\p{L}/u.test(p))
    .map((p) => classifyPart(p))
}
