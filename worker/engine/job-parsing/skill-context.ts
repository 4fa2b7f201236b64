/**
 * Where a job ad names skills (step 6a): a taxonomy match counts only in a skill context, so a word
 * that is also a product name ("Act as the main contact" → "Act!") is not a skill in a sentence.
 *
 *  - a short list item under a requirements or nice-to-have heading: the lenient 'section' mode;
 *  - the object of a requirement phrase ("experience with X and Y", "Kenntnisse in X", "znajomość X"):
 *    'section' mode on the words after the phrase, up to the end of the clause;
 *  - what the ad says the candidate is ("You are curious and structured"): 'section' mode, soft skills only;
 *  - any other line: the strict 'anywhere' mode (specific tools, technologies, multi-word skills).
 * Headings name no skill ("Your profile" is not "Cerner ProFile").
 */
import { type FindSkillsMode, findSkills, type SkillMention } from '../taxonomy/index'
import { CAPABILITY_PHRASES, REQUIREMENT_PHRASES, TRAIT_PHRASES } from './job-words'
import type { JobLine } from './lines'

export interface SkillContext {
  text: string
  mode: FindSkillsMode
  /** Only soft skills count here: the words describe the candidate, not what they work with. */
  softOnly?: boolean
}

/** A list item: at most this many words; longer lines are sentences. */
const ITEM_MAX_WORDS = 6
// What ends the object of a requirement phrase: a sentence or clause end, or a new verb-led clause.
const OBJECT_END_RE = /[.;:!?()]|\s(?:to|and\s+(?:a|an|the)|um|pour|para|per|aby|om)\s/i
const OBJECT_MAX_WORDS = 12

const phrasesRe = (phrases: readonly string[]) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${phrases.map((p) => p.replace(/ /g, '\\s+')).join('|')})(?=[^\\p{L}]|$)`, 'giu')
const REQUIREMENT_RE = phrasesRe(REQUIREMENT_PHRASES)
const CAPABILITY_RE = phrasesRe(CAPABILITY_PHRASES)
const TRAIT_RE = phrasesRe(TRAIT_PHRASES)
// A description of the candidate runs to the end of its sentence (traits are listed with "and"), or to
// a word that starts what the candidate will do or join ("… a curious engineer to join our organisation").
const TRAIT_END_RE =
  /[.;:!?()]|\s(?:to|who|that|which|with|for|in|at|on|of|from|our|your|zu|der|die|das|mit|für|bei|qui|pour|avec|dans|que|para|con|do|dla|który|która|per|che|om|met|voor|com|em)\s/iu
const TRAIT_MAX_WORDS = 15

/** The next requirement or capability phrase opens an object of its own ("SQL Experience with Git"). */
const NEXT_PHRASE_RE = new RegExp(phrasesRe([...REQUIREMENT_PHRASES, ...CAPABILITY_PHRASES]).source, 'iu')

function nextPhrase(rest: string): number {
  const at = rest.search(NEXT_PHRASE_RE)
  return at < 0 ? rest.length : at
}

function objectsAfter(text: string, re: RegExp): string[] {
  const out: string[] = []
  for (const m of text.matchAll(re)) {
    const after = text.slice(m.index + m[0].length)
    const rest = after.slice(0, nextPhrase(after))
    const object = (rest.split(OBJECT_END_RE)[0] ?? '').trim().split(/\s+/).slice(0, OBJECT_MAX_WORDS).join(' ')
    if (/\p{L}/u.test(object)) out.push(object)
  }
  return out
}

/** The objects of the requirement phrases on a line, as written ("experience with X and Y" → "X and Y"). */
export function requirementObjects(text: string): string[] {
  return objectsAfter(text, REQUIREMENT_RE)
}

/**
 * What a line says the candidate is ("You are curious, structured and ambitious", "Wir suchen eine
 * motivierte …"): read leniently, but for soft skills only (traits such as "curious" are words too).
 */
export function traitTexts(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(TRAIT_RE)) {
    const rest = text.slice(m.index + m[0].length)
    const words = (rest.split(TRAIT_END_RE)[0] ?? '').trim().split(/\s+/).slice(0, TRAIT_MAX_WORDS).join(' ')
    if (/\p{L}/u.test(words)) out.push(words)
  }
  return out
}

/** The verb phrases after a capability phrase ("ability to work under pressure" → "work under pressure"). */
export function capabilityObjects(text: string): string[] {
  return objectsAfter(text, CAPABILITY_RE)
}

// Words after a verb, not after a product: "Act as the main contact", "Lead the team".
const VERB_OBJECT_WORDS = new Set(['as', 'the', 'a', 'an', 'your', 'our', 'als', 'comme', 'como', 'come', 'jako'])

/**
 * A one-word match used as a verb in a sentence: in lower case or at a sentence start, and followed
 * by an article or "as" ("Act as the main contact" names no "Act!").
 */
function verbUse(text: string, m: SkillMention): boolean {
  if (/\s/.test(m.text)) return false
  const next = /^\s+(\p{L}+)/u.exec(text.slice(m.end))?.[1]?.toLowerCase()
  if (!next || !VERB_OBJECT_WORDS.has(next)) return false
  const atStart = /(?:^|[.!?:•]\s*)$/.test(text.slice(0, m.start).trimEnd())
  return atStart || m.text === m.text.toLowerCase()
}

// Skills and requirements both read every line's skills: each line is looked up once.
const cache = new WeakMap<JobLine, SkillMention[]>()

/** The skills a line names in its skill contexts, product names used as verbs left out. */
export function contextSkills(line: JobLine): SkillMention[] {
  const cached = cache.get(line)
  if (cached) return cached
  const found = skillContexts(line).flatMap((c) =>
    findSkills(c.text, c.mode, { exactCaseForms: true }).filter(
      (m) => (c.mode === 'section' || !verbUse(c.text, m)) && (!c.softOnly || m.kind === 'soft'),
    ),
  )
  cache.set(line, found)
  return found
}

export function skillContexts(line: JobLine): SkillContext[] {
  if (line.heading) return []
  const asking = line.section === 'required' || line.section === 'optional'
  if (asking && line.folded.trim().split(' ').length <= ITEM_MAX_WORDS) return [{ text: line.text, mode: 'section' }]
  return [
    { text: line.text, mode: 'anywhere' },
    ...requirementObjects(line.text).map((text) => ({ text, mode: 'section' as const })),
    ...traitTexts(line.text).map((text) => ({ text, mode: 'section' as const, softOnly: true })),
  ]
}
