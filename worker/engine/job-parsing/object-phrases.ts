/**
 * Skill phrases from the object of a requirement phrase (step 6b): "experience with cloud adoption",
 * "Kenntnisse in Lohnbuchhaltung", "ability to work under tight deadlines". The object is cut into its
 * coordinated items; an item the taxonomy names a hard skill in is left to the taxonomy (the mention is
 * the skill); an item it does not cover is kept as written, because the ad asks for it by name and the
 * matcher compares unknown phrases by their words (ADR 0011). Items are short noun or verb phrases:
 * longer ones are clauses, not skills.
 */
import { findSkills, languageCode, normalizeSkill, type SkillMention } from '../taxonomy/index'
import {
  OBJECT_EDGE_WORDS,
  OBJECT_GENERIC_NOUNS,
  OBJECT_NOT_SKILL_WORDS,
  QUALITY_NOUNS,
  QUALITY_WORDS,
} from './job-words'
import { foldLine } from './text-match'

/** An item of more words is a clause ("work closely with other teams across the company"), not a skill. */
const ITEM_MAX_WORDS = 5
/** A longer "word" is text run together ("shippingdistributedservices"), not a term. */
const MAX_WORD = 24
// Where coordinated items part: list punctuation, and "and"/"or" in the eight languages.
const ITEM_SPLIT_RE =
  /\s*[,;/&]\s*|\s+(?:and|or|as well as|und|oder|sowie|et|ou|y|o|e|i|oraz|lub|albo|en)\s+|\s+(?:etc|e\.g|i\.e|z\.b|np|ex)\.?(?=\s|$)/giu

/** The items of an object with their offsets, never cutting through a taxonomy mention ("research and development"). */
function items(object: string, mentions: readonly SkillMention[]): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = []
  let from = 0
  for (const m of object.matchAll(ITEM_SPLIT_RE)) {
    const at = m.index
    if (mentions.some((s) => s.start < at && at < s.end)) continue
    out.push({ text: object.slice(from, at), start: from })
    from = at + m[0].length
  }
  out.push({ text: object.slice(from), start: from })
  return out
}

/** The item without the words at its edges that do not make it more specific ("a strong", "skills"). */
function trimEdges(item: string): string {
  const words = item.split(/\s+/).filter(Boolean)
  const edge = (w: string) => OBJECT_EDGE_WORDS.has(foldLine(w).trim())
  while (words.length > 0 && edge(words[0] as string)) words.shift()
  while (words.length > 0 && edge(words[words.length - 1] as string)) words.pop()
  return words.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '')
}

function isPhrase(text: string, maxWords = ITEM_MAX_WORDS): boolean {
  const words = foldLine(text).trim().split(' ')
  if (text === '' || words.length > maxWords || /\d/.test(text)) return false
  if (words.length === 1 && OBJECT_GENERIC_NOUNS.has(words[0] as string)) return false
  // A language ("English"), a pronoun or a placeholder is no skill; nor a word that only refers onward.
  if (words.some((w) => OBJECT_NOT_SKILL_WORDS.has(w) || (w.length >= 4 && languageCode(w)))) return false
  // Placeholders of anonymised text ("<ORGANIZATION>") and fragments without a word of three letters.
  return !/[<>]/.test(text) && words.some((w) => w.length >= 3) && words.every((w) => w.length <= MAX_WORD)
}

/** Items of a requirement object that name no hard skill of the taxonomy, as written. */
export function objectPhrases(object: string): string[] {
  // "Proficiency in English both written and oral": a language requirement, whose other words are no skills.
  if (object.split(/[^\p{L}]+/u).some((w) => w.length >= 4 && languageCode(w))) return []
  const mentions = findSkills(object, 'section', { exactCaseForms: true })
  const out: string[] = []
  for (const item of items(object, mentions)) {
    const end = item.start + item.text.length
    if (mentions.some((m) => m.kind === 'hard' && m.start < end && m.end > item.start)) continue
    const phrase = trimEdges(item.text)
    if (phrase === '') continue
    // An item that is no skill (a clause, "you", a language) means the object has run past its end:
    // "skills in an environment that will celebrate you, let's talk".
    if (!isPhrase(phrase)) break
    out.push(phrase)
  }
  return out
}

/** A verb phrase of two or more words is what an ad asks the candidate to be able to do; one verb alone ("adapt") is too vague. */
const CAPABILITY_WORDS = { min: 2, max: 6 }

/**
 * The object of a capability phrase ("ability to work under tight deadlines") as one phrase: a verb
 * phrase is not a list, so it is not cut at "and". Left out when it names a hard skill of the taxonomy
 * in free-text terms ("ability to use Excel" is Excel).
 */
export function capabilityPhrase(object: string): string | null {
  // "work under pressure and adhere": the taxonomy knows the capability (Stress resistance), so it speaks.
  if (findSkills(object, 'anywhere', { exactCaseForms: true }).length > 0) return null
  const phrase = trimEdges(object)
  const words = phrase.split(/\s+/).length
  return words >= CAPABILITY_WORDS.min && isPhrase(phrase, CAPABILITY_WORDS.max) ? phrase : null
}

// Up to four words between the level word and the noun: "excellent [written and verbal] communication skills".
const QUALITY_RE = new RegExp(
  `(?:^|[^\\p{L}])(?:${QUALITY_WORDS.join('|')})\\s+((?:[\\p{L}-]+\\s+){0,4}?(?:${QUALITY_NOUNS.join('|')}))(?![\\p{L}])`,
  'giu',
)

/**
 * Qualities an ad asks for by a level word ("a strong business acumen", "good communication and
 * collaboration skills"), kept whole when the taxonomy has no single skill for them (those it finds itself).
 */
export function qualityPhrases(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(QUALITY_RE)) {
    // "good at understanding": a preposition after the level word makes no quality of it.
    const phrase = (m[1] ?? '').trim()
    if (OBJECT_EDGE_WORDS.has(foldLine(phrase.split(/\s+/)[0] ?? '').trim())) continue
    if (phrase.split(/\s+/).length < 2 || normalizeSkill(phrase)) continue
    if (isPhrase(phrase, ITEM_MAX_WORDS)) out.push(phrase)
  }
  return out
}
