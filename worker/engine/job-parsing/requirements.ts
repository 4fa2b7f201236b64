/**
 * Step 6 of job parsing: proposed requirements. Only what the ad states: a degree floor, language
 * levels, skills marked must-have or nice-to-have, a seniority floor from the title. Mandatory only
 * when the ad's words say so; the recruiter reviews every proposal.
 */
import type { Requirement } from '../matching/types'
import { findSkills, languageCode, normalizeSkill, proficiencyFromCefr, type SkillMention } from '../taxonomy/index'
import { fold } from '../taxonomy/text'
import { dutyPhrases } from './duty-phrases'
import {
  DEGREE_WORDS,
  LANGUAGE_CONTEXT_WORDS,
  LANGUAGE_LEVEL_WORDS,
  MUST_CUES,
  NICE_CUES,
  NOT_DEGREE_RE,
  SENIORITY_WORDS,
  TRAIT_WORDS,
} from './job-words'
import type { JobLine } from './lines'
import { capabilityPhrase, objectPhrases, qualityPhrases } from './object-phrases'
import { capabilityObjects, contextSkills, requirementObjects, traitTexts } from './skill-context'
import { findPhrase, foldLine } from './text-match'
import { ROLE_WORDS } from './title-words'

const isAsking = (l: JobLine) => l.section === 'required' || l.section === 'optional'

/** The lowest degree level any line names ("Bachelor's or Master's" asks for a bachelor). */
export function degreeRequirement(lines: JobLine[]): Requirement | null {
  for (const level of ['bachelor', 'master', 'doctorate'] as const) {
    const line = lines.find((l) => findPhrase(l.folded.replace(NOT_DEGREE_RE, ' '), DEGREE_WORDS[level]))
    if (line) return { attribute: 'degree', operator: 'GTE', value: level, mandatory: line.cue === 'must' }
  }
  return null
}

const CEFR_RE = /(?<![a-z])[abc] ?[12](?![0-9])/i
// Clauses of a line, so "very good German and fluent English" gives each language its own level.
const CLAUSE_RE = /[,;/]|\s(?:and|und|sowie|et|y|e|i|oraz|en)\s/i

function levelOf(text: string): string | null {
  const cefr = CEFR_RE.exec(text)
  if (cefr) return proficiencyFromCefr(cefr[0])
  const folded = foldLine(text)
  for (const row of LANGUAGE_LEVEL_WORDS) if (findPhrase(folded, row.words)) return row.level
  return null
}

/** Languages named on a line that also states a level (CEFR or a level word); one per language. */
export function languageRequirements(lines: JobLine[]): Requirement[] {
  const out: Requirement[] = []
  for (const l of lines) {
    const lineLevel = levelOf(l.text)
    if (!lineLevel) continue
    for (const clause of l.text.split(CLAUSE_RE)) {
      const level = levelOf(clause) ?? lineLevel
      // Whole words of four letters or more: two-letter words are codes only on their own ("de").
      for (const word of clause.split(/[^\p{L}]+/u)) {
        if (word.length < 4) continue
        const code = languageCode(word)
        if (!code || out.some((r) => r.language === code)) continue
        out.push({
          attribute: 'language_proficiency',
          language: code,
          operator: 'GTE',
          value: level,
          mandatory: l.cue === 'must',
        })
      }
    }
  }
  return out
}

/**
 * Hard skills the ad asks for, first mention wins: on lines with a must or nice cue, under a
 * requirements or nice-to-have heading, or as the object of a requirement phrase ("experience with").
 * Mandatory only with a must cue.
 */
export function skillRequirements(lines: JobLine[]): Requirement[] {
  const out: Requirement[] = []
  for (const l of lines) {
    const asked = l.cue !== null || isAsking(l)
    const found = asked
      ? contextSkills(l)
      : requirementObjects(l.text).flatMap((t) => findSkills(t, 'section', { exactCaseForms: true }))
    for (const s of found) {
      if (s.kind !== 'hard' || out.some((r) => r.value === s.label)) continue
      out.push({ attribute: 'skills', operator: 'EQUALS', value: s.label, mandatory: l.cue === 'must' })
    }
  }
  return out
}

// A list item short enough to be one skill as written ("tekla structures", "stock audit").
const PHRASE_MAX_WORDS = 3
const NOT_A_PHRASE_RE = /\d|[:.!?]$/
// Words beside a skill that do not make the item more specific ("strong Python skills").
const FILLER_WORDS = new Set(
  'a an the and or of in on with for to skills skill knowledge experience good strong solid basic advanced'.split(' '),
)

/** Words of an item that none of the taxonomy mentions covers (fillers aside). */
function uncoveredWords(text: string, found: readonly SkillMention[]): string[] {
  let rest = text
  for (const m of [...found].sort((a, b) => b.start - a.start)) rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`
  return foldLine(rest)
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !FILLER_WORDS.has(w))
}

const ROLE_WORD_SET: ReadonlySet<string> = new Set(ROLE_WORDS)
const SENIORITY_ITEMS: ReadonlySet<string> = new Set(SENIORITY_WORDS.flatMap((row) => row.words))

/** An item that is only a level of the role ("Entry level", "Senior"): the role's seniority, no skill. */
function isSeniorityItem(l: JobLine): boolean {
  return isAsking(l) && !l.heading && SENIORITY_ITEMS.has(l.folded.trim())
}

/**
 * A short item under a requirements heading that names a role, not a skill: it ends in a role noun
 * ("data analyst", "sales executive/officer", "business alliances manager") and the taxonomy knows no
 * skill by that name (a tool named like a role, "Oracle SQL Developer", stays a skill). Job boards list
 * the designation among the key skills; counted as a skill it credits any CV that uses its words
 * ("business", "sales") instead of asking for the role, which the title and occupation already do.
 */
export function isRoleItem(l: JobLine): boolean {
  if (isSeniorityItem(l)) return true
  if (!isAsking(l) || l.heading || l.cue !== null || NOT_A_PHRASE_RE.test(l.text)) return false
  const parts = l.text.split('/').map((p) => foldLine(p).trim())
  if (parts.some((p) => p === '' || p.split(' ').length > PHRASE_MAX_WORDS)) return false
  if (!parts.some((p) => ROLE_WORD_SET.has(p.split(' ').at(-1) as string))) return false
  return normalizeSkill(l.text.trim()) === null
}

/**
 * A short item under a requirements heading that names no language or degree and carries no must/nice
 * cue, with words no taxonomy skill covers: the ad lists it as one skill, so it is kept as written (the
 * engine compares it by its words) instead of the broader skills inside it ("stock audit", not
 * "Auditing"; "purchase planning", not "Planning").
 */
function skillPhrase(l: JobLine, found: readonly SkillMention[]): string | null {
  if (!isAsking(l) || l.heading || NOT_A_PHRASE_RE.test(l.text)) return null
  const words = l.folded.trim().split(' ')
  if (words.length === 0 || words.length > PHRASE_MAX_WORDS) return null
  if (uncoveredWords(l.text, found).length === 0) return null
  if (findPhrase(l.folded, MUST_CUES) || findPhrase(l.folded, NICE_CUES)) return null
  // "znajomość Java", "conocimientos de Python": a requirement phrase and its skill, not one skill.
  if (requirementObjects(l.text).length > 0) return null
  if (words.some((w) => w.length >= 4 && languageCode(w))) return null
  if (Object.values(DEGREE_WORDS).some((ws) => findPhrase(l.folded, ws))) return null
  return l.text.trim()
}

/**
 * Languages the ad asks for, as written ("English", "Deutsch"): on a line that states a level, uses a
 * language word ("speak", "proficiency", "command of") or asks (cue or requirements section). Language
 * skills are skills too (ESCO's language skills), so the job's skills name them beside the requirements.
 */
export function languageSkills(l: JobLine): string[] {
  if (l.heading) return []
  const asked =
    l.cue !== null || isAsking(l) || levelOf(l.text) !== null || findPhrase(l.folded, LANGUAGE_CONTEXT_WORDS) !== null
  if (!asked) return []
  // Whole words of four letters or more, as in languageRequirements. A language name in lower case counts
  // only beside a word for language ("język angielski", "langue anglaise"): lower-case "same" is also the
  // Swedish name of Sami.
  const words = l.text.split(/[^\p{L}]+/u)
  return words.filter(
    (w, i) =>
      w.length >= 4 &&
      languageCode(w) !== null &&
      (/^\p{Lu}/u.test(w) ||
        LANGUAGE_WORDS.has(fold(words[i - 1] ?? '')) ||
        LANGUAGE_WORDS.has(fold(words[i + 1] ?? ''))),
  )
}

const LANGUAGE_WORDS = new Set('language sprache langue idioma lengua lingua taal jezyk jezyka jezykiem'.split(' '))

const TRAIT_TOKEN_RE = /[\p{L}][\p{L}-]*|[^\s\p{L}]+/gu
const TRAIT_JOINERS = new Set(['and', 'und', 'et', 'y', 'e', 'i', 'oraz', 'en', ','])

/**
 * The qualities (TRAIT_WORDS) a line asks of the candidate, as written: any of them in what the line says
 * the candidate is ("You are curious and structured") or on a requirement line, and runs of two or more
 * anywhere ("smart, talented and creative people"). Two-word entries ("team player") are matched too.
 */
export function traitWords(l: JobLine): string[] {
  if (l.heading) return []
  const pick = (text: string, runsOnly: boolean): string[] => {
    const tokens = text.match(TRAIT_TOKEN_RE) ?? []
    const out: string[] = []
    let run: string[] = []
    const flush = () => {
      if (!runsOnly || run.length >= 2) out.push(...run)
      run = []
    }
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i] as string
      const pair = `${t} ${tokens[i + 1] ?? ''}`
      if (TRAIT_WORDS.has(fold(pair))) {
        run.push(pair)
        i++
      } else if (TRAIT_WORDS.has(fold(t))) run.push(t)
      else if (!(run.length > 0 && TRAIT_JOINERS.has(t.toLowerCase()))) flush()
    }
    flush()
    return out
  }
  const asking = l.cue !== null || isAsking(l)
  return [...(asking ? pick(l.text, false) : pick(l.text, true)), ...traitTexts(l.text).flatMap((t) => pick(t, false))]
}

/**
 * Every skill the ad names in a skill context (skill-context.ts), plus short list items under
 * requirement headings that the taxonomy does not cover (skillPhrase) and the items of requirement
 * objects it does not cover (object-phrases.ts). One entry per folded spelling.
 */
export function readSkills(lines: JobLine[]): string[] {
  const out: string[] = []
  const seen = new Set<string>()
  const add = (skill: string) => {
    const key = foldLine(skill)
    if (seen.has(key)) return
    seen.add(key)
    out.push(skill)
  }
  for (const l of lines) {
    if (isRoleItem(l)) continue
    const found = contextSkills(l)
    const phrase = skillPhrase(l, found)
    if (phrase) {
      add(phrase)
      continue
    }
    for (const s of found) add(s.label)
    if (l.heading) continue
    for (const object of requirementObjects(l.text)) for (const p of objectPhrases(object)) add(p)
    for (const p of qualityPhrases(l.text)) add(p)
    for (const object of capabilityObjects(l.text)) {
      const p = capabilityPhrase(object)
      if (p) add(p)
    }
    for (const p of dutyPhrases(l.text)) add(p)
    for (const p of languageSkills(l)) add(p)
    for (const p of traitWords(l)) add(p)
  }
  return out
}
