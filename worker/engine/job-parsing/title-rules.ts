/**
 * Step 2b of job parsing: the feature rules that score a title candidate (data). A candidate's score
 * is the sum of the weights of the rules that hold for it; the best candidate above zero is the title.
 * Weights were set on half A of the dev ads (npm run eval:job) and read as: an occupation word or a
 * gender marker is strong evidence, the top of the ad is weak evidence, a sentence, a pronoun, a
 * banner, a heading or a company is strong counter-evidence.
 */
import type { IscoRef } from '../taxonomy/index'
import { ABBREVIATION_LOOKBEHIND } from './job-words'
import { findPhrase } from './text-match'
import type { TitleCandidate } from './title-candidates'
import { ARTICLES, BANNER_WORDS, COMPANY_VERBS, GENDER_RE, LEGAL_FORMS, PRONOUNS, ROLE_WORDS } from './title-words'

/** What the rules may look at besides the candidate: its occupation lookups and the ad's text. */
export interface TitleFacts {
  candidate: TitleCandidate
  /** classifyOccupation of the candidate (lenient: a contained title or a head word). */
  occupation: IscoRef | null
  /** knownOccupationTitle of the candidate (strict: the phrase is a dictionary title). */
  known: boolean
  /** The ad folded by foldLine (for "is the candidate the subject of a sentence about the company"). */
  adFolded: string
}

export interface TitleRule {
  name: string
  weight: number
  holds: (f: TitleFacts) => boolean
}

const SENTENCE_RE = new RegExp(
  `[.!?](?<!${ABBREVIATION_LOOKBEHIND})(?:\\s|$)|\\s(?:to|zu|pour|para|per|do)\\s\\p{Ll}`,
  'u',
)
const MONEY_RATING_DATE_RE = /[★$€£]|\bzł\b|\d+[.,]\d|\b\d{4}-\d{2}|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/
const CONTACT_RE = /@|https?:|www\./i
const words = (f: TitleFacts) => f.candidate.folded.trim().split(' ').length

/**
 * The candidate's words (numbers dropped) as the subject of a sentence later in the ad, without an
 * article: "Acme is a …" names a company, "The Data Scientist is …" names the role.
 */
function namedAsCompany(f: TitleFacts): boolean {
  const name = f.candidate.folded.replace(/\s\d+(?=\s)/g, '').trim()
  if (name === '') return false
  const phrase = ` ${name} `
  // One pass over the occurrences of the name: the word after it a company verb, the word before no article.
  for (let at = f.adFolded.indexOf(phrase); at >= 0; at = f.adFolded.indexOf(phrase, at + 1)) {
    const after = f.adFolded.slice(at + phrase.length).split(' ', 1)[0] ?? ''
    const before =
      f.adFolded
        .slice(Math.max(0, at - 30), at)
        .split(' ')
        .pop() ?? ''
    if (COMPANY_VERBS.has(after) && !ARTICLES.has(before)) return true
  }
  return false
}

// A location line: "Groton, CT", "Berlin, Deutschland" (two short parts around one comma).
const PLACE_RE = /^[^,]{2,30},\s*[^,]{2,30}$/

export const TITLE_RULES: readonly TitleRule[] = [
  // Evidence for.
  { name: 'occupation title (taxonomy)', weight: 2, holds: (f) => f.occupation !== null },
  { name: 'known title as a whole (taxonomy)', weight: 1, holds: (f) => f.known },
  {
    name: 'role noun (scientist, Entwickler, kierownik…)',
    weight: 2,
    holds: (f) => findPhrase(f.candidate.folded, ROLE_WORDS) !== null,
  },
  { name: 'gender marker (m/w/d), (H/F), (k/m)', weight: 4, holds: (f) => GENDER_RE.test(f.candidate.text) },
  {
    name: 'value of a title label (Position:, Stelle:)',
    weight: 3,
    holds: (f) => f.candidate.source === 'label-value',
  },
  { name: 'after a banner (We are hiring: …)', weight: 2, holds: (f) => f.candidate.source === 'banner-value' },
  {
    name: 'object of a hiring sentence (We are looking for an X to…)',
    weight: 2,
    holds: (f) => f.candidate.source === 'hiring-object',
  },
  { name: 'a whole line', weight: 2, holds: (f) => f.candidate.source === 'line' },
  // The first words of a long line are a title only with an occupation or a role noun in them.
  {
    name: 'leading words without an occupation',
    weight: -4,
    holds: (f) =>
      f.candidate.source === 'leading-words' && f.occupation === null && !findPhrase(f.candidate.folded, ROLE_WORDS),
  },
  { name: 'first line', weight: 2, holds: (f) => f.candidate.line === 0 },
  { name: 'lines 2-4', weight: 1, holds: (f) => f.candidate.line >= 1 && f.candidate.line <= 3 },
  { name: 'short (1-6 words)', weight: 1, holds: (f) => words(f) <= 6 },
  // Evidence against.
  { name: 'below line 8', weight: -2, holds: (f) => f.candidate.line >= 8 },
  { name: 'long (over 10 words)', weight: -2, holds: (f) => words(f) > 10 },
  { name: 'very long (over 100 characters)', weight: -4, holds: (f) => f.candidate.text.length > 100 },
  { name: 'sentence', weight: -3, holds: (f) => SENTENCE_RE.test(f.candidate.text) },
  {
    name: 'pronoun (we, you, wir, nous, my…)',
    weight: -4,
    holds: (f) => findPhrase(f.candidate.folded, PRONOUNS) !== null,
  },
  {
    name: 'banner (We are hiring, Job details, Wir suchen…)',
    weight: -6,
    holds: (f) => BANNER_WORDS.some((b) => f.candidate.folded.startsWith(` ${b} `)),
  },
  { name: 'section heading', weight: -8, holds: (f) => f.candidate.heading },
  { name: 'a title label with its value', weight: -6, holds: (f) => f.candidate.labelled },
  {
    name: 'under a requirements or tasks heading',
    weight: -4,
    holds: (f) => !f.candidate.heading && f.candidate.section !== 'intro',
  },
  { name: 'starts in lower case', weight: -2, holds: (f) => /^\p{Ll}/u.test(f.candidate.text) },
  { name: 'money, rating or date', weight: -3, holds: (f) => MONEY_RATING_DATE_RE.test(f.candidate.text) },
  { name: 'link or email', weight: -6, holds: (f) => CONTACT_RE.test(f.candidate.text) },
  {
    name: 'legal form (GmbH, Inc, sp. z o.o.)',
    weight: -5,
    holds: (f) => findPhrase(f.candidate.folded, LEGAL_FORMS) !== null,
  },
  {
    name: 'place (two short parts around a comma, no occupation)',
    weight: -2,
    holds: (f) => f.occupation === null && PLACE_RE.test(f.candidate.text),
  },
  { name: 'named as the company later (X is a …)', weight: -4, holds: namedAsCompany },
]
