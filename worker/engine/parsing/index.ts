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
import { findEmail, findLinks, findLocation, findPhone } from './contact'
import { findDegrees } from './degrees'
import { documentKind, kindSignals } from './document-kind'
import { extractEducation } from './education'
import { rewriteEuropassLabels } from './europass-labels'
import { extractExperience } from './experience'
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
import type { Document, Evidence, EvidenceItem, ParsedCv, ParseOptions } from './types'
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

export function parseCv(text: string, options: ParseOptions = {}): ParsedCv {
  const today = currentMonth(options.today)
  const todayYear = Number(today.slice(0, 4))
  const doc = readDocument(text)
  const evidence: Evidence = {}
  const note = (field: string, items: EvidenceItem[]) => {
    if (items.length > 0) evidence[field] = items
  }

  const email = findEmail(doc)
  const phone = findPhone(doc)
  const links = findLinks(doc)
  const name = findName(doc)
  const location = findLocation(
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

  const experience = extractExperience(doc, todayYear)
  note('experience', experience.evidence)
  const title = findTitle(doc, name?.evidence[0]?.line ?? null, experience.entries, experience.evidence)
  note('title', title?.evidence ?? [])

  const education = extractEducation(doc, todayYear)
  note('education', education.evidence)
  const skills = extractSkills(doc)
  note('skills', skills.evidence)
  const languages = extractLanguages(doc)
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
