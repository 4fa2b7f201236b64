/**
 * Skill lookups: find taxonomy skills in text, normalise one phrase, list related skills.
 * Matching works on folded word tokens (see text.ts), longest alias first, without overlaps.
 */
import { leadWords, lookupAlias, type SkillAlias, skillRef, skillRelations } from './skill-data'
import { type Token, tokenize } from './text'
import type { FindSkillsMode, SkillMention, SkillRef } from './types'

// Between two words of one skill only spaces and joining punctuation may appear ("machine
// learning", "CI/CD", "e-mail"); a comma, a line break or a bullet ends the phrase.
const JOINER_RE = /^[ \t\u00a0./&+'’-]*$/
// A one-letter skill (C, R) must stand alone: not "R&D", "C-level", "C.V.".
const ALONE_BEFORE_RE = /[\s,;:|()[\]•·*/]/
const ALONE_AFTER_RE = /[\s,;:|()[\]•·*/]/

/**
 * Every taxonomy skill mentioned in `text` (case- and accent-insensitive, whole words, longest match
 * wins, no overlaps), in text order. `mode: 'section'` = the text is a skills section (list items):
 * recall-oriented, also accepts less specific labels ("Go", "R", "Word", "sales"); `mode: 'anywhere'`
 * = free text: only specific labels (tools, technologies, named methods, multi-word skills), and
 * capitalised tool names that are also words ("Excel", "React") only when spelled that way mid-sentence.
 * `exactCaseForms` (job ads) asks that spelling in both modes, so "Your profile" is not "Cerner ProFile".
 */
export function findSkills(
  text: string,
  mode: FindSkillsMode,
  options: { exactCaseForms?: boolean } = {},
): SkillMention[] {
  const tokens = tokenize(text)
  const candidates: { start: number; words: number; alias: SkillAlias }[] = []
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i] as Token
    const single = lookupAlias(first.key)
    const ok = (alias: SkillAlias, n: number) =>
      accepts(alias, tokens, i, n, text, mode) && (!options.exactCaseForms || exactCase(alias, tokens, i, text))
    let best = single && ok(single, 1) ? { words: 1, alias: single } : undefined
    const max = leadWords(first.key)
    let key = first.key
    for (let n = 2; n <= max && i + n <= tokens.length; n++) {
      const tok = tokens[i + n - 1] as Token
      if (!JOINER_RE.test(text.slice((tokens[i + n - 2] as Token).end, tok.start))) break
      key = `${key} ${tok.key}`
      const alias = lookupAlias(key)
      if (alias && ok(alias, n)) best = { words: n, alias }
    }
    if (best) candidates.push({ start: i, ...best })
  }
  // Longest first; among equals, the earlier one. No two mentions share a word.
  candidates.sort((a, b) => b.words - a.words || a.start - b.start)
  const taken = new Uint8Array(tokens.length)
  const chosen: SkillMention[] = []
  for (const c of candidates) {
    let free = true
    for (let k = c.start; k < c.start + c.words; k++) if (taken[k]) free = false
    if (!free) continue
    taken.fill(1, c.start, c.start + c.words)
    const start = (tokens[c.start] as Token).start
    const end = (tokens[c.start + c.words - 1] as Token).end
    chosen.push({ ...(skillRef(c.alias.skill) as SkillRef), start, end, text: text.slice(start, end) })
  }
  return chosen.sort((a, b) => a.start - b.start)
}

function accepts(
  alias: SkillAlias,
  tokens: Token[],
  i: number,
  n: number,
  text: string,
  mode: FindSkillsMode,
): boolean {
  const first = tokens[i] as Token
  if (n === 1 && first.key.replace(/[+#]/g, '').length === 1 && !standsAlone(text, first)) return false
  if (n === 1 && !acronymSpelledSo(alias, text.slice(first.start, first.end))) return false
  // "Spring 2014", "Summer 2019": a term of a year, not the framework.
  if (n === 1 && SEASONS.has(first.key) && YEAR_AFTER_RE.test(text.slice(first.end, first.end + 8))) return false
  if (mode === 'section') return true
  if (alias.flag === 0) return false
  if (alias.flag === 1) return true
  // flag 2: exact spelling, and a capitalised word at a sentence start proves nothing.
  if (text.slice(first.start, first.end) !== alias.caseForm) return false
  return alias.caseForm === alias.caseForm.toUpperCase() || !sentenceStart(text, first.start)
}

/** A product spelled its own way ("ProFile") must be spelled so even in a list item: "profile" is a word. */
function exactCase(alias: SkillAlias, tokens: Token[], i: number, text: string): boolean {
  const first = tokens[i] as Token
  return alias.flag !== 2 || text.slice(first.start, first.end) === alias.caseForm
}

/**
 * A skill known by its acronym ("SAN", "Electronic Time Clock (ETC)") is meant only when the text
 * writes the acronym in capitals: "Colegio San Martin" and a closing "etc" are words.
 */
function acronymSpelledSo(alias: SkillAlias, written: string): boolean {
  const upper = written.toUpperCase()
  if (written === upper || !/^[A-Z0-9]{2,5}$/.test(upper)) return true
  const label = skillRef(alias.skill)?.label
  return !(label === upper || label?.endsWith(`(${upper})`))
}

const SEASONS = new Set(['spring', 'summer', 'fall', 'autumn', 'winter'])
const YEAR_AFTER_RE = /^[\s,']*(?:19|20)?\d{2}(?!\d)/

/** Letter pairs joined by a slash are abbreviations ("A/R", "I/O", "Q/A"), not two one-letter skills. */
const SLASH_BEFORE_RE = /(?:^|[^\p{L}\p{N}])\p{L}\/$/u
const SLASH_AFTER_RE = /^\/\p{L}(?:[^\p{L}\p{N}+#]|$)/u

function standsAlone(text: string, tok: Token): boolean {
  if (tok.end - tok.start === 1) {
    if (SLASH_BEFORE_RE.test(text.slice(Math.max(0, tok.start - 3), tok.start))) return false
    if (SLASH_AFTER_RE.test(text.slice(tok.end, tok.end + 3))) return false
  }
  const before = tok.start === 0 ? ' ' : (text[tok.start - 1] as string)
  const after = tok.end >= text.length ? ' ' : (text[tok.end] as string)
  if (after === '.' && /[\p{L}\p{N}]/u.test(text[tok.end + 1] ?? '')) return false
  return ALONE_BEFORE_RE.test(before) && (ALONE_AFTER_RE.test(after) || after === '.')
}

function sentenceStart(text: string, pos: number): boolean {
  for (let k = pos - 1; k >= 0; k--) {
    const c = text[k] as string
    if (c === ' ' || c === '\t' || c === '\u00a0') continue
    return /[.!?\n\r•·*>:"“(-]/.test(c)
  }
  return true
}

// Words around a skill in a list item that do not change it: levels, years, "knowledge of".
const FILLERS = new Set(
  (
    'a an the of in with and or on at for to my very good strong solid sound excellent advanced basic basics ' +
    'intermediate beginner expert proficient proficiency fluent working hands experience experienced knowledge ' +
    'skills skill years year yrs level certified certificate familiar familiarity understanding ' +
    'sehr gute gut fundierte kenntnisse kenntnis erfahrung mit im in der die das und grundkenntnisse ' +
    'de des du la le les en et bonne bonnes tres connaissance connaissances maitrise avance avancee notions ' +
    'buen buena buenos conocimiento conocimientos dominio avanzado experiencia con y el los las del ' +
    'ottima ottimo buona conoscenza conoscenze esperienza di e il avanzata ' +
    'kennis van ervaring met goede zeer ' +
    'znajomosc dobra bardzo biegla zaawansowana podstawowa doswiadczenie ' +
    'conhecimento conhecimentos avancado experiencia em do da dos bom boa'
  ).split(' '),
)

/**
 * One phrase (a list item such as "MS Excel", "Teamarbeit", "travail en équipe", "Advanced Excel (5
 * years)") to its canonical skill, or null when it names none or several.
 */
export function normalizeSkill(phrase: string): SkillRef | null {
  const cleaned = phrase.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
  const key = tokenize(cleaned)
    .map((x) => x.key)
    .join(' ')
  const direct = lookupAlias(key)
  if (direct && acronymSpelledSo(direct, cleaned.trim())) return skillRef(direct.skill) ?? null
  const mentions = findSkills(cleaned, 'section')
  const ids = new Set(mentions.map((m) => m.id))
  if (ids.size !== 1) return null
  // The rest of the phrase must be filler ("Advanced MS Excel", "Kenntnisse in SAP", "Python 3 years").
  let rest = cleaned
  for (const m of [...mentions].reverse()) rest = `${rest.slice(0, m.start)} ${rest.slice(m.end)}`
  const leftover = tokenize(rest).filter((x) => !FILLERS.has(x.key) && !/^\d+\+?$/.test(x.key))
  const m = mentions[0] as SkillMention
  return leftover.length === 0 ? { id: m.id, label: m.label, kind: m.kind } : null
}

const MAX_SIBLINGS = 20

/**
 * Skills related to `id`, for partial credit in matching: broader and narrower ESCO skills first, then
 * up to 20 siblings (same ESCO parent or O*NET commodity family), best-known first.
 */
export function relatedSkills(id: string): SkillRef[] {
  const t = skillRelations()
  const i = t.byId.get(id)
  if (i === undefined) return []
  const out = new Set<number>()
  const parents = t.parents[i] ?? []
  for (const p of parents) if (p >= 0) out.add(p)
  for (const c of t.members.get(i) ?? []) out.add(c)
  const siblings: number[] = []
  for (const p of parents) for (const s of t.members.get(p) ?? []) if (s !== i && !out.has(s)) siblings.push(s)
  // Skill indexes are ordered by popularity, so the smallest are the best-known siblings.
  for (const s of [...new Set(siblings)].sort((a, b) => a - b).slice(0, MAX_SIBLINGS)) out.add(s)
  out.delete(i)
  return [...out].map((k) => skillRef(k) as SkillRef)
}
