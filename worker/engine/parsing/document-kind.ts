/**
 * Step 17 — documentKind / isCv. A letter has a salutation near the top, a sign-off near the end, a
 * subject line or calls itself a cover letter, and lacks the CV skeleton (experience/education/skills
 * sections with dated entries). A job advert is recognised by its stock phrases. Anything with a CV
 * skeleton is a CV; a document with neither skeleton nor contact data is 'other'.
 */
import { JOB_AD_PHRASES, LETTER_NAMES, SALUTATIONS, SIGN_OFFS, SUBJECT_LABELS } from './letter-words'
import { foldPhrase } from './text-utils'
import type { Document, DocumentKind } from './types'

const startsWith = (phrases: readonly string[]) => new RegExp(`^(?:${phrases.join('|')})(?: |$)`)
const SALUTATION_RE = startsWith(SALUTATIONS)
const SIGN_OFF_RE = startsWith(SIGN_OFFS)
const SUBJECT_RE = new RegExp(`^(?:${SUBJECT_LABELS.join('|')})(?: |$)`)
const LETTER_NAME_RE = new RegExp(`(?:^| )(?:${LETTER_NAMES.join('|')})(?: |$)`)
const JOB_AD_RE = new RegExp(`^(?:${JOB_AD_PHRASES.join('|')})(?: |$)`)

export interface KindSignals {
  letter: number
  jobAd: number
  cv: number
}

export function kindSignals(doc: Document, datedEntries: number): KindSignals {
  const content = doc.lines.filter((l) => l.text !== '')
  const folded = content.map((l) => foldPhrase(l.text))
  const n = folded.length
  let letter = 0
  // Salutation in the first 60 % of the text (short line ending with a comma, or a known opener).
  if (folded.some((f, i) => i < Math.max(8, n * 0.6) && SALUTATION_RE.test(f) && f.split(' ').length <= 8)) letter += 2
  if (folded.some((f, i) => i >= n * 0.4 && SIGN_OFF_RE.test(f) && f.split(' ').length <= 8)) letter += 2
  if (folded.some((f) => SUBJECT_RE.test(f) && f.split(' ').length <= 12)) letter += 1
  if (folded.some((f) => LETTER_NAME_RE.test(f))) letter += 2
  // Distinct advert phrases opening a line ("Responsibilities", "What we offer"): a repeated one counts once.
  const jobAd = new Set(
    folded
      .filter((f) => f.split(' ').length <= 10)
      .map((f) => JOB_AD_RE.exec(f)?.[0])
      .filter(Boolean),
  ).size
  const kinds = new Set(doc.sections.map((s) => s.kind))
  let cv = 0
  for (const k of ['experience', 'education', 'skills'] as const) if (kinds.has(k)) cv++
  if (datedEntries >= 2) cv++
  return { letter, jobAd, cv }
}

export function documentKind(signals: KindSignals, hasContact: boolean): DocumentKind {
  if (signals.letter >= 3 && signals.cv < 3) return 'cover_letter'
  if (signals.jobAd >= 3 && signals.cv < 3) return 'other'
  if (signals.cv === 0 && !hasContact) return 'other'
  return 'cv'
}
