/**
 * The embedded CV parser: plain text in, structured profile out. Pure, synchronous and deterministic
 * (given `options.today`). Built as ordered, named steps with plain types between them — each step
 * lives in its own module and can be tested alone:
 *
 *   normalize → europassLabels → lines → detectLanguage → detectSections → contact → name → experience → title →
 *   education → skills → languages → yearsOfExperience → seniority → isco → achievements →
 *   summary/tagline → documentKind
 *
 * Unknown values are null or empty: no step guesses a value it did not read.
 */
import { detectLanguage } from '../language/index'
import { classifyOccupation } from '../taxonomy/index'
import { extractAchievements } from './achievements'
import { findEmail, findLinks, findLocation, findPhone, phoneFromXml } from './contact'
import { findDegrees } from './degrees'
import { documentKind, kindSignals } from './document-kind'
import { extractEducation } from './education'
import { rewriteEuropassLabels } from './europass-labels'
import { type EuropassFacts, readEuropassXml } from './europass-xml'
import { experienceLines, extractExperience } from './experience'
import { looksLikeTitle } from './job-titles'
import { splitLines } from './lines'
import { findName } from './name'
import { normalizeText } from './normalize'
import { detectSections } from './sections'
import { hasCompanyWord, hasInstitutionWord } from './segments'
import { seniorityFrom } from './seniority'
import { extractSkills } from './skills'
import { extractLanguages } from './spoken-languages'
import { findSummary, makeTagline } from './summary'
import { findTitle } from './title'
import type { DegreeLevel, Document, Evidence, EvidenceItem, ParsedCv, ParseOptions } from './types'
import { yearsOfExperience } from './years'

export type * from './types'

/** Step 1-4: the document model every later step reads. */
export function readDocument(raw: string): Document {
  const text = rewriteEuropassLabels(normalizeText(raw))
  const lines = splitLines(text)
  const language = detectLanguage(text)
  const sections = detectSections(lines)
  return { text, lines, sections, language }
}

function currentMonth(today: string | undefined): string {
  if (today && /^\d{4}-(0[1-9]|1[0-2])$/.test(today)) return today
  const now = new Date()
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`
}

/**
 * The month "present" stands for: the document's own date when known, but never before the latest
 * date the CV states explicitly, and never after today.
 */
function presentMonth(today: string, writtenAt: string | null | undefined, entries: ParsedCv['experience']): string {
  if (!writtenAt || !/^\d{4}-(0[1-9]|1[0-2])$/.test(writtenAt) || writtenAt >= today) return today
  let latest = writtenAt
  for (const e of entries) for (const d of [e.start, e.end]) if (d && d !== 'present' && d > latest) latest = d
  return latest > today ? today : latest
}

/** Evidence of a fact read from the embedded Europass XML: no line of the text stands for it. */
const XML_EVIDENCE: EvidenceItem[] = [{ line: -1, text: 'Europass XML' }]

function xmlFound(value: string | null | undefined): { value: string; evidence: EvidenceItem[] } | null {
  return value ? { value, evidence: XML_EVIDENCE } : null
}

/** The XML's list when it has entries, shaped like the text step's result; null to fall back. */
function fromXml<T, R>(list: T[] | undefined, shape: (list: T[]) => R): R | null {
  return list && list.length > 0 ? shape(list) : null
}

const LEVEL_ORDER: readonly DegreeLevel[] = [
  'no_education',
  'high_school',
  'associate',
  'bachelor',
  'master',
  'doctorate',
]

function highestLevel(entries: EuropassFacts['education']): DegreeLevel | null {
  let highest: DegreeLevel | null = null
  for (const e of entries) {
    if (e.level && (!highest || LEVEL_ORDER.indexOf(e.level) > LEVEL_ORDER.indexOf(highest))) highest = e.level
  }
  return highest
}

export function parseCv(text: string, options: ParseOptions = {}): ParsedCv {
  const today = currentMonth(options.today)
  const todayYear = Number(today.slice(0, 4))
  const doc = readDocument(text)
  const evidence: Evidence = {}
  const note = (field: string, items: EvidenceItem[]) => {
    if (items.length > 0) evidence[field] = items
  }

  // A Europass PDF's embedded XML states these fields one by one: it wins over the text layer.
  const xml = options.europassXml ? readEuropassXml(options.europassXml) : null
  const email = xmlFound(xml?.email) ?? findEmail(doc)
  const phone = xmlFound(xml?.phone ? phoneFromXml(xml.phone, xml.country) : null) ?? findPhone(doc)
  const links = xml && xml.links.length > 0 ? { value: xml.links, evidence: XML_EVIDENCE } : findLinks(doc)
  const textName = findName(doc)
  const name = xmlFound(xml?.name) ?? textName
  const location =
    xmlFound(xml?.location) ??
    findLocation(
      doc,
      (segment) =>
        looksLikeTitle(segment) ||
        hasCompanyWord(segment) ||
        hasInstitutionWord(segment) ||
        findDegrees(segment).length > 0 ||
        (!!name && segment.includes(name.value)),
    )
  note('email', email?.evidence ?? [])
  note('phone', phone?.evidence ?? [])
  note('links', links.evidence)
  note('name', name?.evidence ?? [])
  note('location', location?.evidence ?? [])

  const experience =
    fromXml(xml?.experience, (entries) => ({ entries, evidence: XML_EVIDENCE })) ?? extractExperience(doc, todayYear)
  note('experience', experience.evidence)
  // What the candidate did at work, the lines of the experience sections (not the whole text when the
  // CV has none): matching looks for a wanted skill's words there too (used at work, not only listed).
  const work = experienceLines(doc)
  if (!xml && !work.fallback)
    note(
      'work',
      work.lines.map((l) => ({ line: l.index, text: l.text })),
    )
  const title =
    xmlFound(xml?.title) ??
    findTitle(
      doc,
      // The name's line in the text (an XML name has none): the title is looked for beside it.
      textName?.evidence[0]?.line ?? null,
      experience.entries,
      experience.evidence,
    )
  note('title', title?.evidence ?? [])

  const education =
    fromXml(xml?.education, (entries) => ({ entries, highest: highestLevel(entries), evidence: XML_EVIDENCE })) ??
    extractEducation(doc, todayYear)
  note('education', education.evidence)
  const xmlSkills =
    xml && xml.skillLines.length > 0 ? extractSkills(readDocument(['Skills', ...xml.skillLines].join('\n'))) : null
  const skills =
    xmlSkills && xmlSkills.hard.length + xmlSkills.soft.length > 0
      ? { ...xmlSkills, evidence: XML_EVIDENCE }
      : extractSkills(doc)
  note('skills', skills.evidence)
  const languages =
    fromXml(xml?.languages, (list) => ({ languages: list, evidence: XML_EVIDENCE })) ?? extractLanguages(doc)
  note('languages', languages.evidence)

  const years = yearsOfExperience(doc, experience.entries, presentMonth(today, options.writtenAt, experience.entries))
  note('yearsOfExperience', years.evidence)
  const seniority = seniorityFrom(
    years.value,
    title?.value ?? null,
    experience.entries.map((e) => e.title),
  )

  let isco: { code: string; title: string } | null = null
  for (const candidate of [title?.value, ...experience.entries.map((e) => e.title)]) {
    if (!candidate) continue
    isco = classifyOccupation(candidate)
    if (isco) break
  }

  const achievements = extractAchievements(doc)
  note('achievements', achievements.evidence)
  const topSkills = skills.hard.length > 0 ? skills.hard : skills.soft
  const summary = findSummary(doc, { title: title?.value ?? null, years: years.value, skills: topSkills })
  note('summary', summary.evidence)

  const signals = kindSignals(doc, experience.entries.filter((e) => e.start).length)
  const kind = documentKind(signals, !!(email || phone))

  return {
    isCv: kind === 'cv',
    documentKind: kind,
    documentLanguage: doc.language,
    name: name?.value ?? null,
    email: email?.value ?? null,
    phone: phone?.value ?? null,
    location: location?.value ?? null,
    links: links.value,
    title: title?.value ?? null,
    summary: summary.value,
    tagline: makeTagline(title?.value ?? null, seniority, topSkills, doc.language),
    hardSkills: skills.hard,
    softSkills: skills.soft,
    languages: languages.languages,
    degree: education.highest,
    education: education.entries,
    experience: experience.entries,
    yearsOfExperience: years.value,
    seniority,
    isco,
    achievements: achievements.items,
    evidence,
  }
}
