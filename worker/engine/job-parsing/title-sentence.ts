/**
 * Step 2a (sentences): the job's noun phrase inside a hiring sentence. Recruiters often open an ad
 * with a sentence instead of a title line ("We are looking for an experienced accountant to join our
 * finance team.", "Our client seeks a HR generalist who…", "Wir suchen eine/n Buchhalter/in (m/w/d)…",
 * "Join us as a data scientist and help…"). The phrase is what follows a hiring lead, after articles
 * and qualities, up to a word or mark that ends it; all of these are word tables in title-words.ts.
 */
import { foldLine } from './text-match'
import {
  CLAUSE_VERBS,
  GENDER_RE,
  GENERIC_PERSON_WORDS,
  HIRING_LEADS,
  OPENING_WORDS,
  PHRASE_END_WORDS,
  PRONOUNS,
} from './title-words'

const MAX_PHRASE_WORDS = 6
/**
 * A hiring sentence names the job when it opens the ad: its lead starts within the first characters
 * of a line near the top. Deeper in, a sentence restates a title given above ("We are seeking a
 * Research Scientist/Senior Research Scientist to…" under "Senior Scientist, Cell Pharmacology") or
 * names another role of a one-line ad that starts with its title.
 */
export const HIRING_LEAD_MAX_OFFSET = 80
export const HIRING_LINES = 4
// Characters after the lead's start that the phrase and a gender marker after it may take.
const PHRASE_WINDOW = 160
// Longest table phrase, in words: how far a lead or an opening phrase is looked for.
const longest = (phrases: readonly string[]) => Math.max(...phrases.map((p) => p.split(' ').length))
const LEAD_WORDS = longest(HIRING_LEADS)
const OPENING_MAX = longest(OPENING_WORDS)
const LEADS = new Set(HIRING_LEADS)
const OPENINGS = new Set(OPENING_WORDS)
const PRONOUN_SET = new Set(PRONOUNS)
const AND_WORDS = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'en', 'or', 'oder', 'ou', 'o', 'lub'])

// German gender suffixes on a noun: "Buchhalter/in", "Buchhalter/-in", "Buchhalter*in", "Buchhalter:in",
// "Buchhalter(in)", "eine/n", "erfahrene/r": dropped, so the noun stands alone.
const GENDER_SUFFIX_RE = /(?<=\p{Ll})(?:\/-?in\b|\*in\b|:in\b|\(in\)|\/[nre]\b)/gu
// A mark between two words that ends a phrase: sentence or clause punctuation, brackets, quotes.
const BREAK_RE = /[,.;:!?()[\]"“”„«»|–—]/
const WORD_RE = /[\p{L}\p{N}+#][\p{L}\p{N}+#'’]*/gu

interface Token {
  folded: string
  start: number
  end: number
}

function tokens(text: string): Token[] {
  const out: Token[] = []
  for (const m of text.matchAll(WORD_RE)) {
    const folded = foldLine(m[0]).trim()
    if (folded !== '') out.push({ folded, start: m.index, end: m.index + m[0].length })
  }
  return out
}

/** The number of tokens from `at` that form the longest phrase of `set` (up to `max` words), or 0. */
function phraseAt(ts: readonly Token[], at: number, set: ReadonlySet<string>, max: number, text: string): number {
  for (let n = Math.min(max, ts.length - at); n >= 1; n--) {
    // A phrase of the table never spans a break mark ("… looking for. A team…").
    if (n > 1 && ts.slice(at + 1, at + n).some((t, k) => BREAK_RE.test(text.slice(ts[at + k]?.end, t.start)))) continue
    if (
      set.has(
        ts
          .slice(at, at + n)
          .map((t) => t.folded)
          .join(' '),
      )
    )
      return n
  }
  return 0
}

/**
 * The job noun phrases of hiring sentences in one line, as written (gender suffixes dropped, a gender
 * marker right after the phrase kept: "Buchhalter (m/w/d)"). Empty when the line has no hiring lead
 * starting before `maxOffset` or the lead is followed by no phrase ("Wir suchen zum nächstmöglichen
 * Zeitpunkt eine/n").
 */
export function hiringObjects(line: string, maxOffset = HIRING_LEAD_MAX_OFFSET): string[] {
  // Only the start of a line can hold the lead and its phrase: a one-line ad of thousands of
  // characters is not tokenised to its end.
  const text = line.slice(0, maxOffset + PHRASE_WINDOW).replace(GENDER_SUFFIX_RE, '')
  const ts = tokens(text)
  const out: string[] = []
  const gap = (i: number) => text.slice(ts[i - 1]?.end ?? 0, ts[i]?.start)
  for (let i = 0; i < ts.length && (ts[i] as Token).start < maxOffset; i++) {
    const lead = phraseAt(ts, i, LEADS, LEAD_WORDS, text)
    if (lead === 0) continue
    let at = i + lead
    for (let skip = phraseAt(ts, at, OPENINGS, OPENING_MAX, text); skip > 0 && !BREAK_RE.test(gap(at)); ) {
      at += skip
      skip = phraseAt(ts, at, OPENINGS, OPENING_MAX, text)
    }
    const first = ts[at]
    if (!first || BREAK_RE.test(gap(at))) continue
    let end = at
    while (end < ts.length && end - at < MAX_PHRASE_WORDS) {
      const t = ts[end] as Token
      if (end > at && BREAK_RE.test(gap(end))) break
      if (PHRASE_END_WORDS.has(t.folded)) break
      // "… a chef and help our guests": "and" before a verb starts a clause.
      if (AND_WORDS.has(t.folded) && (end === at || CLAUSE_VERBS.has(ts[end + 1]?.folded ?? ''))) break
      end++
    }
    // A phrase ends on a noun, not on "and"/"or".
    while (end > at && AND_WORDS.has((ts[end - 1] as Token).folded)) end--
    if (end === at) continue
    const words = ts.slice(at, end)
    const folded = words.map((t) => t.folded).join(' ')
    if (GENERIC_PERSON_WORDS.has(folded) || PRONOUN_SET.has(words[0]?.folded ?? '')) continue
    let phrase = text.slice(first.start, (words[words.length - 1] as Token).end)
    const marker = /^\s*\([^()]{1,20}\)/.exec(text.slice((words[words.length - 1] as Token).end))
    if (marker && GENDER_RE.test(marker[0])) phrase += ` ${marker[0].trim()}`
    if (!out.includes(phrase)) out.push(phrase)
    i = end - 1
  }
  return out
}
