/**
 * Step 5 — contact: email, phone (E.164 through libphonenumber-js when the number is valid), links
 * and location, all taken from the contact zone only (see contact-zone.ts).
 */
import { type CountryCode, findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js'
import { contactZone, mentionsOtherPerson } from './contact-zone'
import { findDates } from './dates'
import { guessRegion } from './region'
import { collapseSpaces } from './text-utils'
import type { Document, EvidenceItem, Line } from './types'

export interface Found<T> {
  value: T
  evidence: EvidenceItem[]
}

const EMAIL_SOURCE = '[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}'
export const EMAIL_RE = new RegExp(EMAIL_SOURCE, 'g')
const HAS_EMAIL = new RegExp(EMAIL_SOURCE)
// Phone-shaped text libphonenumber may reject (fictional or short numbers): kept as written when labelled or international.
const PHONE_SHAPE_RE = /(?<![\p{L}\p{N}])(?:(?:\+|00)\d[\d\s().\-/]{6,18}\d|\(\d{2,5}\)\s?\d[\d\s.-]{4,12}\d)/gu
const NATIONAL_SHAPE_RE = /(?<![\p{L}\p{N}])\d[\d\s./-]{5,16}\d(?![\p{N}])/gu
/** "alex at saezm dot es", "jane (at) example (dot) org": addresses written against spam harvesters. */
const OBFUSCATED_EMAIL_RE =
  /([A-Za-z0-9][A-Za-z0-9._%+-]*)\s*(?:\(at\)|\[at\]|\{at\}|\sat\s)\s*([A-Za-z0-9-]+(?:\s*(?:\(dot\)|\[dot\]|\sdot\s|\.)\s*[A-Za-z0-9-]+)*)\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*([A-Za-z]{2,})\b/
const PHONE_LABEL_RE =
  /\b(?:phone|tel|telephone|mobile|mob|cell|handy|telefon|t[ée]l[ée]phone|portable|tel[ée]fono|m[óo]vil|celular|cellulare|telefoon|gsm|telefone|telem[óo]vel|kom)\b/i

function ev(line: Line): EvidenceItem {
  return { line: line.index, text: line.text }
}

export function findEmail(doc: Document): Found<string> | null {
  const zone = contactZone(doc)
  for (const line of zone) {
    const m = line.text.match(EMAIL_RE)
    if (m) return { value: m[0].replace(/\.$/, ''), evidence: [ev(line)] }
  }
  for (const line of zone) {
    const m = OBFUSCATED_EMAIL_RE.exec(line.text)
    if (m) {
      const domain = m[2]!.replace(/\s*(?:\(dot\)|\[dot\]|\sdot\s)\s*/g, '.').replace(/\s+/g, '')
      return { value: `${m[1]}@${domain}.${m[3]}`.toLowerCase(), evidence: [ev(line)] }
    }
  }
  // Sidebar layouts can put contact lines anywhere; accept those only when nothing in the document talks
  // about referees or supervisors, whose addresses would otherwise be taken for the candidate's.
  if (doc.lines.some((l) => mentionsOtherPerson(l.text))) return null
  for (const line of doc.lines) {
    const m = line.text.match(EMAIL_RE)
    if (m) return { value: m[0].replace(/\.$/, ''), evidence: [ev(line)] }
  }
  return null
}

export function findPhone(doc: Document): Found<string> | null {
  const zone = contactZone(doc)
  const region = guessRegion(zone.map((l) => l.text).join('\n'))
  for (const line of zone) {
    const text = line.text.replace(EMAIL_RE, ' ')
    const dates = yearSpans(text)
    const found = findPhoneNumbersInText(text, region ? { defaultCountry: region } : undefined)
    const valid = found.find(
      (f) =>
        f.number.isValid() &&
        f.number.nationalNumber.length >= 7 &&
        !overlaps(dates, f.startsAt, f.endsAt) &&
        !looksLikeDateRange(text.slice(f.startsAt, f.endsAt)),
    )
    if (valid) return { value: valid.number.number, evidence: [ev(line)] }
  }
  for (const line of zone) {
    const text = line.text.replace(EMAIL_RE, ' ')
    // A labelled national number ("Teléfono 987 654 321") is kept as written when no country is known.
    const shapes = PHONE_LABEL_RE.test(text) ? [PHONE_SHAPE_RE, NATIONAL_SHAPE_RE] : [PHONE_SHAPE_RE]
    for (const m of shapes.flatMap((re) => [...text.matchAll(re)])) {
      const raw = m[0].trim()
      const international = /^(?:\+|00)/.test(raw)
      if (!international && !PHONE_LABEL_RE.test(text)) continue
      const digits = raw.replace(/\D/g, '')
      if (digits.length < 7 || digits.length > 15 || looksLikeDateRange(raw)) continue
      if (overlaps(yearSpans(text), m.index, m.index + m[0].length)) continue
      const parsed = parsePhoneNumberFromString(raw, region)
      const value = parsed?.isPossible() ? parsed.number : collapseSpaces(raw)
      return { value, evidence: [ev(line)] }
    }
  }
  return null
}

/**
 * Dates with a month ("02/2013", "14.05.1987"): digits a phone pattern must not swallow. Bare years
 * are left out: "2019" is a valid group inside many phone numbers.
 */
function yearSpans(text: string): [number, number][] {
  return findDates(text)
    .filter((d) => d.date.month !== null)
    .map((d) => [d.index, d.index + d.length])
}

function overlaps(spans: [number, number][], start: number, end: number): boolean {
  return spans.some(([s, e]) => start < e && s < end)
}

function looksLikeDateRange(text: string): boolean {
  return /^\(?(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)?\d{2}\)?$/.test(text.trim())
}

const URL_RE =
  /\b(?:https?:\/\/[^\s<>"'|,;)]+|www\.[^\s<>"'|,;)]+|(?:[a-z0-9-]+\.)*(?:linkedin\.com|github\.com|gitlab\.com|bitbucket\.org|xing\.com|behance\.net|dribbble\.com|stackoverflow\.com|medium\.com|indeed\.com)\/[^\s<>"'|,;)]+)/gi
/** Bare domains ("janedoe.dev") only in the contact zone, and never tech names such as Node.js or ASP.NET. */
const BARE_DOMAIN_RE =
  /(?<![@\w.-])(?:[a-z0-9][a-z0-9-]{1,62}\.)+(?:com|org|net|io|dev|me|de|fr|es|it|nl|pl|pt|eu|co|uk|info|app|ai|tech|site|page|online|xyz|ch|at|be)(?:\/[^\s<>"'|,;)]*)?(?![\w.-]*@)/gi
const NOT_DOMAIN =
  /^(?:asp\.net|ado\.net|vb\.net|node\.js|vue\.js|next\.js|react\.js|d3\.js|b\.tech|m\.tech|e\.g|i\.e)$/i

export function findLinks(doc: Document): Found<string[]> {
  const links: string[] = []
  const evidence: EvidenceItem[] = []
  const add = (raw: string, line: Line) => {
    const link = raw.replace(/[.,;:)\]]+$/, '')
    if (NOT_DOMAIN.test(link) || link.length < 5) return
    const key = link
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/^www\./, '')
      .replace(/\/$/, '')
    if (
      links.some(
        (l) =>
          l
            .toLowerCase()
            .replace(/^https?:\/\//, '')
            .replace(/^www\./, '')
            .replace(/\/$/, '') === key,
      )
    )
      return
    links.push(link)
    evidence.push(ev(line))
  }
  const zone = new Set(contactZone(doc).map((l) => l.index))
  for (const line of doc.lines) {
    if (line.text === '') continue
    const inZone = zone.has(line.index)
    if (!inZone && mentionsOtherPerson(line.text)) continue
    // Template footers ("© Europass … Page 1 / 2") link to the template maker, not the candidate.
    if (/©|\bpage \d+\s*(?:\/|of)\s*\d+/i.test(line.text)) continue
    const text = line.text.replace(EMAIL_RE, ' ')
    for (const m of text.matchAll(URL_RE)) add(m[0], line)
    if (inZone) for (const m of text.matchAll(BARE_DOMAIN_RE)) add(m[0], line)
  }
  return { value: links, evidence }
}

/** "City, ST", "City, Region, Country", "12345 City (Country)": the candidate's place in the header. */
const CITY_REGION_RE =
  /^\(?\p{Lu}[\p{L}.'’-]*(?:[ -]\p{Lu}[\p{L}.'’-]*){0,3}\s?,\s?\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,3}(?:\s?,\s?\p{Lu}[\p{L}.'’-]*(?:\s\p{L}[\p{L}.'’-]*){0,3})?(?:\s+\d{4,6})?\)?$/u
const POSTCODE_CITY_RE =
  /(?:^|[\s,-])(\d{2}-?\d{3}|\d{4,5})\s+(\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+)?(?:\s?\(\p{L}[\p{L}\s]+\))?)\s*$/u
const LOCATION_LABEL_RE =
  /^(?:location|address|residence|place of residence|r[ée]sidence|lugar de residencia|miejsce zamieszkania|resid[êe]ncia|adresse|anschrift|wohnort|domicile|direcci[óo]n|domicilio|indirizzo|residenza|adres|woonplaats|miejscowo[śs][ćc]|morada|endere[çc]o|city|based in)\s*[:-]?\s*/i
const LONE_PLACE_RE = /^\p{Lu}[\p{Ll}'’-]+(?:[ -]\p{Lu}?[\p{Ll}'’-]+){0,2}$/u
const PHONE_LIKE_RE = /\+?\d[\d\s().-]{6,}\d/
const SEGMENT_SPLIT_RE = /\s+[|•·◆–—]\s+|\s+-\s+|\s{2,}|\s*\|\s*/

/** The header block (or the first lines when there is none) and contact/personal sections. */
function locationZone(doc: Document): Line[] {
  const zone = new Set(contactZone(doc).map((l) => l.index))
  const header = doc.sections[0]?.kind === 'header' ? doc.sections[0].lines : []
  const allowed = new Set([
    ...(header.length > 0 ? header : doc.lines.filter((l) => l.text !== '').slice(0, 6)).map((l) => l.index),
    ...doc.sections
      .filter((s) => s.kind === 'contact' || s.kind === 'personal')
      .flatMap((s) => s.lines.map((l) => l.index)),
  ])
  return doc.lines.filter((l) => zone.has(l.index) && allowed.has(l.index))
}

export function findLocation(doc: Document, isExcluded: (segment: string) => boolean): Found<string> | null {
  for (const line of locationZone(doc)) {
    const onContactLine = HAS_EMAIL.test(line.text) || PHONE_LIKE_RE.test(line.text)
    const text = line.text.replace(EMAIL_RE, ' | ').replace(URL_RE, ' | ').replace(BARE_DOMAIN_RE, ' | ')
    let labelPending = false
    for (const rawSegment of text.split(SEGMENT_SPLIT_RE)) {
      // "Residence: | Petah Tikva" (a table row): the label labels the next cell.
      const labelled = LOCATION_LABEL_RE.test(rawSegment) || labelPending
      labelPending = LOCATION_LABEL_RE.test(rawSegment) && rawSegment.replace(LOCATION_LABEL_RE, '').trim() === ''
      const segment = rawSegment.replace(LOCATION_LABEL_RE, '').trim()
      if (segment.length < 3 || segment.length > 60 || /@|https?:|www\./.test(segment)) continue
      if (isExcluded(segment)) continue
      const postcode = POSTCODE_CITY_RE.exec(segment)
      if (postcode) return { value: postcode[2]!.replace(/\s*\((.+)\)$/, ', $1'), evidence: [ev(line)] }
      if (CITY_REGION_RE.test(segment) && !/\d{6,}/.test(segment)) {
        return { value: segment.replace(/^\(|\)$/g, '').replace(/\s+,/g, ','), evidence: [ev(line)] }
      }
      if (labelled && /\p{L}{3,}/u.test(segment)) return { value: segment, evidence: [ev(line)] }
      // A lone place name beside the email or phone ("… · 612 345 678 · Madrid").
      if (onContactLine && LONE_PLACE_RE.test(segment)) return { value: segment, evidence: [ev(line)] }
    }
  }
  return null
}

export type { CountryCode }

/** A phone number from Europass XML: E.164 with the address's country when valid, else as written. */
export function phoneFromXml(raw: string, country: string | null): string {
  const parsed = parsePhoneNumberFromString(raw, (country ?? undefined) as CountryCode | undefined)
  return parsed?.isValid() ? parsed.number : collapseSpaces(raw)
}
