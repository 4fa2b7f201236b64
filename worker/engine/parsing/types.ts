/** Plain types passed between the parsing steps (no runtime code). */

export type DegreeLevel = 'no_education' | 'high_school' | 'associate' | 'bachelor' | 'master' | 'doctorate'

export type Proficiency =
  | 'no_knowledge'
  | 'elementary'
  | 'limited_working'
  | 'professional'
  | 'full_professional'
  | 'native_or_bilingual'

export type Seniority = 'no_knowledge' | 'beginner' | 'intermediate' | 'competent' | 'advanced' | 'expert'

export type DocumentKind = 'cv' | 'cover_letter' | 'other'

export interface EvidenceItem {
  /** 0-based line number in the normalized text; -1 for a fact read from an embedded Europass XML. */
  line: number
  text: string
}
export type Evidence = Record<string, EvidenceItem[]>

export interface EducationEntry {
  degree: string | null
  level: DegreeLevel | null
  institution: string | null
  year: number | null
}

export interface ExperienceEntry {
  title: string | null
  company: string | null
  /** YYYY-MM */
  start: string | null
  /** YYYY-MM or 'present' */
  end: string | null
}

export interface LanguageSkill {
  /** ISO 639-1 */
  language: string
  proficiency: Proficiency
}

export interface ParsedCv {
  isCv: boolean
  documentKind: DocumentKind
  /** ISO 639-1 */
  documentLanguage: string | null
  name: string | null
  email: string | null
  /** E.164 when possible */
  phone: string | null
  location: string | null
  links: string[]
  title: string | null
  summary: string | null
  tagline: string | null
  hardSkills: string[]
  softSkills: string[]
  languages: LanguageSkill[]
  /** highest level found */
  degree: DegreeLevel | null
  education: EducationEntry[]
  experience: ExperienceEntry[]
  yearsOfExperience: number | null
  seniority: Seniority | null
  isco: { code: string; title: string } | null
  achievements: string[]
  /** Which text supported which field, for explainable matching later. */
  evidence: Evidence
}

export interface ParseOptions {
  filename?: string
  /**
   * Month that "present" / "heute" / "actualidad" stands for (YYYY-MM). Pass it for fully
   * reproducible output; without it the current month of the clock is used.
   */
  today?: string
  /**
   * When the document was written (YYYY-MM, from its metadata): "present" stands for this month, or
   * for the CV's latest explicit date when that is later (a stale metadata date never cuts a job).
   */
  writtenAt?: string | null
  /** The Europass XML embedded in the PDF (documents/pdf-attachments.ts): its fields win over the text. */
  europassXml?: string | null
}

/** One line of the normalized text with layout hints. */
export interface Line {
  index: number
  text: string
  /** Started with a bullet glyph (removed from `text`). */
  bullet: boolean
  /** Letters present and none lower-case. */
  allCaps: boolean
  /** At most 6 words. */
  short: boolean
  /** Preceded by an empty line (or first line). */
  blankBefore: boolean
  wordCount: number
  /** Wrapped tail of the bullet above (PDF line breaks inside one bullet). */
  continuation: boolean
}

export type SectionKind =
  | 'header'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'projects'
  | 'achievements'
  | 'publications'
  | 'interests'
  | 'references'
  | 'contact'
  | 'personal'
  | 'objective'
  | 'other'

export interface Section {
  kind: SectionKind
  /** The heading as written, null for the header block before the first heading. */
  heading: string | null
  headingLine: number | null
  /** Lines under the heading (the heading excluded). */
  lines: Line[]
}

/** A year with an optional month (1-12). */
export interface YearMonth {
  year: number
  month: number | null
}

export interface DateRange {
  start: YearMonth | null
  end: YearMonth | 'present' | null
  /** Offsets into the text that was searched. */
  index: number
  length: number
}

export interface Document {
  text: string
  lines: Line[]
  sections: Section[]
  language: string | null
}
