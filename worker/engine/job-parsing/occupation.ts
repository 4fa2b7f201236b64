/**
 * Step 3 of job parsing: the ad's ISCO-08 occupation. A title the taxonomy knows decides; a title
 * that names only a family of occupations ("Kierownik …", "… Engineer") keeps its head word's group at
 * a lower confidence, or the sense of the word that the title or the ad tells ("Inżynier Geodezji",
 * a school's "Dyrektor"); a missing or generic title ("Specjalista", "Manager") lets the words of the ad
 * vote (taxonomy/occupation-vote.ts), the words near the title counting most.
 */
import { detectLanguage } from '../language/index'
import {
  classifyOccupationStep,
  type IscoRef,
  knownOccupationTitle,
  nationalInCharge,
  nationalName,
  nationalOccupation,
  senseFromCues,
  titleWordSenses,
  unitGroupsUnder,
  voteOccupation,
} from '../taxonomy/index'
import type { JobLine } from './lines'
import type { ScoredTitle } from './title'

export type OccupationSource = 'title' | 'title-head' | 'vote'

export interface JobOccupation extends IscoRef {
  /** 0–1. A head-word match is a family guess; a vote is as sure as its margin over the runner-up. */
  confidence: number
  source: OccupationSource
  /** The words that decided: the title, or the ad's words that weighed most in the vote. */
  evidence: string[]
}

/** A head word names a family of occupations: right group more often than not, not certain. */
const HEAD_CONFIDENCE = 0.6
/** The title's neighbourhood in the vote: a title cut short still brings its next words ("… ds. Logistyki"). */
const TITLE_ZONE_WORDS = 6
/** Enough of the title's line for "Starszy Specjalista ds. Klientów Biznesowych" and its separator. */
const IN_CHARGE_WORDS = 12

export function readOccupation(
  best: ScoredTitle | null,
  lines: readonly JobLine[],
  text: string,
): JobOccupation | null {
  // An ad in the language of a national classification that files the title its own way follows it
  // (a Polish "Frontend Developer" is KZiS's "Programista aplikacji", 2514).
  let language: string | null | undefined
  const languageOf = () => {
    language ??= detectLanguage(text)
    return language
  }
  const national = best ? nationalOccupation(best.candidate.text, languageOf) : null
  if (best && national) return { ...national, confidence: 1, source: 'title', evidence: [best.candidate.text] }
  // Without a title the ad's first line still opens with one more often than not ("Automatyk Inżynieria
  // Automatyka,…", a Polish ad's title, category and body on one line, too long to score as a title).
  const lead = best ? titleLine(best, lines) : firstLine(lines)
  const leadEvidence = best
    ? best.candidate.text
    : (lead.split(/[,;/|]/)[0] ?? '').trim().split(' ').slice(0, TITLE_ZONE_WORDS).join(' ')
  // "Specjalista ds. Rekrutacji": KZiS's "Specjalista do spraw rekrutacji pracowników" by head and object.
  const inCharge = lead ? nationalInCharge(lead, languageOf) : null
  if (inCharge) return { ...inCharge, confidence: 1, source: 'title', evidence: [leadEvidence] }
  // "Kierownik budowy", "Dyrektor finansowy": a KZiS occupation name opening the title's line.
  const named = lead ? nationalName(lead, languageOf) : null
  if (named) return { ...named, confidence: 1, source: 'title', evidence: [leadEvidence] }
  const zone = best ? titleZone(best, lines) : lead.split(' ').slice(0, TITLE_ZONE_WORDS).join(' ')
  const byTitle = best ? classifyOccupationStep(best.candidate.text) : null
  if (best && byTitle) {
    const head = byTitle.step === 'head'
    // One word decided ("Inżynier Produkcji", "Architekt IT Cloud"), and the taxonomies' titles use it
    // for several kinds of work: a title word that only one of them uses picks it, else the ad's words
    // vote among them (ADR 0048, addendum).
    const word = byTitle.word
    // Only senses in the major group of the word's own: the word gives the level of the work ("Konsultant"
    // a professional, not a call-centre agent), the ad its kind.
    const major = byTitle.occupation.code[0]
    const senses = word ? sameMajor(titleWordSenses(word), major) : null
    const cue = word && senses ? senseFromCues(word, best.candidate.text) : null
    const sense =
      word && senses
        ? ((cue && senses.has(cue.code) ? cue : null) ??
          voteOccupation({ title: zone, body: text }, { within: senses, word }))
        : null
    if (sense && sense.code !== byTitle.occupation.code)
      return withinFamily(
        {
          code: sense.code,
          title: sense.title,
          confidence: HEAD_CONFIDENCE,
          source: 'title-head',
          evidence: [best.candidate.text, ...sense.evidence],
        },
        word,
        afterTitle(best, lines),
      )
    const occupation: JobOccupation = {
      ...byTitle.occupation,
      confidence: head ? HEAD_CONFIDENCE : 1,
      source: head ? 'title-head' : 'title',
      evidence: [best.candidate.text],
    }
    return head && senses ? withinFamily(occupation, word, afterTitle(best, lines)) : occupation
  }
  // "Księgarz – Sprzedawca", "Pracownik działu HR - Specjalista ds. Rekrutacji": the title step kept the
  // part before the dash, which names no occupation (or only a generic one); the part after it does.
  const second = best && !byTitle ? secondTitle(afterDash(best, lines), languageOf) : null
  if (best && second) return { ...second, evidence: [best.candidate.text, second.evidence[0] ?? ''] }
  const vote = voteOccupation({ title: zone, body: text })
  return vote ? { ...vote, source: 'vote' } : null
}

/** A second title after a dash has a few words ("Specjalista ds. Rekrutacji"); a Polish ad's category follows. */
const SECOND_TITLE_WORDS = 4
const DASH_RE = /^\s+[-–—]\s+/u

/** What follows the title on its line after a dash, up to SECOND_TITLE_WORDS words, or ''. */
function afterDash(best: ScoredTitle, lines: readonly JobLine[]): string {
  const { text, line } = best.candidate
  const lineText = lines[line]?.text ?? ''
  const at = lineText.indexOf(text)
  if (at < 0) return ''
  const rest = lineText.slice(at + text.length)
  const dash = DASH_RE.exec(rest)
  return dash ? rest.slice(dash[0].length).trim().split(/\s+/).slice(0, SECOND_TITLE_WORDS).join(' ') : ''
}

/**
 * The longest run of leading words (up to SECOND_TITLE_WORDS) that is a title: a KZiS reading ("ds."
 * names included) or a dictionary title; one word alone may also be a head word ("Sprzedawca"), kept
 * at a head word's confidence.
 */
function secondTitle(words: string, languageOf: () => string | null): JobOccupation | null {
  const list = words ? words.split(' ') : []
  for (let n = list.length; n >= 1; n--) {
    const part = list.slice(0, n).join(' ')
    const found =
      nationalOccupation(part, languageOf) ?? nationalInCharge(part, languageOf) ?? knownOccupationTitle(part)
    if (found) return { ...found, confidence: 1, source: 'title', evidence: [part] }
    const step = n === 1 ? classifyOccupationStep(part) : null
    if (step)
      return {
        ...step.occupation,
        confidence: step.step === 'head' ? HEAD_CONFIDENCE : 1,
        source: step.step === 'head' ? 'title-head' : 'title',
        evidence: [part],
      }
  }
  return null
}

/**
 * A title that one word classified names the family of the work more surely than its unit group: the
 * words after the title on its line (a Polish ad's category and department, "Obsługa klienta",
 * "Bezpieczeństwo / Audyt") pick the unit group within the guess's sub-major group (first two digits),
 * the title word itself not voting, with the sense vote's bar (ADR 0048, addendum 2).
 */
function withinFamily(guess: JobOccupation, word: string | undefined, after: string): JobOccupation {
  const family = unitGroupsUnder(guess.code.slice(0, 2))
  if (family.size < 2 || !after) return guess
  const vote = voteOccupation({ title: after, body: '' }, { within: family, word: word ?? '' })
  if (!vote || vote.code === guess.code) return guess
  return { ...guess, code: vote.code, title: vote.title, evidence: [...guess.evidence, ...vote.evidence] }
}

/** The words after the title on its line, up to IN_CHARGE_WORDS. */
function afterTitle(best: ScoredTitle, lines: readonly JobLine[]): string {
  const { text, line } = best.candidate
  const lineText = lines[line]?.text ?? ''
  const at = lineText.indexOf(text)
  if (at < 0) return ''
  return lineText
    .slice(at + text.length)
    .trim()
    .split(/\s+/)
    .slice(0, IN_CHARGE_WORDS)
    .join(' ')
}

function sameMajor(codes: Set<string> | null, major: string | undefined): Set<string> | null {
  const kept = codes ? new Set([...codes].filter((c) => c[0] === major)) : null
  return kept && kept.size > 1 ? kept : null
}

/** The first line with words, up to IN_CHARGE_WORDS words. */
function firstLine(lines: readonly JobLine[]): string {
  const line = lines.find((l) => /\p{L}/u.test(l.text))
  return line ? line.text.trim().split(/\s+/).slice(0, IN_CHARGE_WORDS).join(' ') : ''
}

/** The title with the rest of its line, up to IN_CHARGE_WORDS words. */
function titleLine(best: ScoredTitle, lines: readonly JobLine[]): string {
  const { text, line } = best.candidate
  const lineText = lines[line]?.text ?? text
  const at = lineText.indexOf(text)
  return (at >= 0 ? lineText.slice(at) : text).split(' ').slice(0, IN_CHARGE_WORDS).join(' ')
}

function titleZone(best: ScoredTitle, lines: readonly JobLine[]): string {
  const { text, line } = best.candidate
  const lineText = lines[line]?.text ?? text
  const at = lineText.indexOf(text)
  const from = at >= 0 ? lineText.slice(at) : text
  const words = from.split(/\s+/).filter(Boolean)
  return words.slice(0, Math.max(TITLE_ZONE_WORDS, text.split(/\s+/).length)).join(' ')
}
