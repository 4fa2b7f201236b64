/**
 * Step 10 — skills: items listed in skills sections (split on commas, bullets and "Label:" prefixes,
 * normalised through the taxonomy), taxonomy mentions inside those sections, and taxonomy mentions in
 * the whole text. Items the taxonomy does not know are kept as written when they look like a skill
 * (one to four words, no sentence): a CV's own skills list is evidence even for tools we have never
 * seen. Hard and soft follow the taxonomy's kind; unknown items use SOFT_SKILL_CUES.
 */
import { findSkills, languageCode, normalizeSkill } from '../taxonomy/index'
import { findDates, isDateOnly } from './dates'
import { isPageFurniture } from './non-job-lines'
import { SOFT_SKILL_CUES } from './soft-skill-cues'
import { nonLanguageLines } from './spoken-languages'
import { collapseSpaces, foldPhrase } from './text-utils'
import type { Document, EvidenceItem, Line } from './types'

export interface SkillsResult {
  hard: string[]
  soft: string[]
  evidence: EvidenceItem[]
}

const MAX_HARD = 50
const MAX_SOFT = 20
const ITEM_SPLIT_RE = /\s*[,;•·|▪●◦]\s*|\s+[-–—/]\s+|\s{2,}/
const LABEL_RE = /^([^:]{2,40}):\s*(?=\S)/
// "(5 years)", "(Less than 1 year)", "- Expert", "(advanced)": experience and level notes are not the skill.
// "Over 10 years of …", "more than 5 years": the quantity word goes with the years, not into an item.
const NOTE_RE =
  /\((?:[^()]*\d[^()]*|less than[^()]*|expert|advanced|intermediate|basic|beginner|proficient)\)|\s[-–]\s*(?:expert|advanced|intermediate|basic|beginner)$|(?:^|\s)(?:(?:over|more than|about|around|nearly|almost|approx\.?|circa|ca\.)\s+)?\d+(?:[.,]\d+)?\+?\s*(?:years?|yrs?)(?:\s+(?:of\s+)?experience)?/gi
const SOFT_RE = new RegExp(`(?:^| )(?:${SOFT_SKILL_CUES.join('|')})(?: |$)`)
/**
 * Lines of a skills section that are about something else: language grids (CEFR codes, "Mother
 * tongue", Europass column names) and driving licences. Their words are not skills.
 */
const NOT_SKILL_LINE_RE =
  /\b[ABC][12]\b|mother tongue|muttersprache|langue maternelle|lengua materna|lingua madre|moedertaal|ojczysty|l[íi]ngua materna|driving licen[cs]e|driver'?s licen[cs]e|f[üu]hrerschein|permis de conduire|carn[eé]t? de conducir|patente di guida|rijbewijs|prawo jazdy|carta de condu[çc][ãa]o|\b(?:listening|reading|spoken interaction|spoken production|understanding|speaking|writing)\b.*\b(?:listening|reading|spoken|understanding|speaking|writing|interaction|production)\b/i

/** A lone function word ("Over", "More", "Including") left by a split sentence: no skill. */
const FUNCTION_WORD_RE =
  /^(?:over|under|more|less|about|than|also|including|include|other|others|various|several|some|many|most|such|well|plus|via|per|uber|über|mehr|sowie|plus de|mas|más|oltre|ponad)$/i

/** The tail of a list ("…, etc", "usw.", "and more"): not a skill. */
const LIST_TAIL_RE = /^(?:etc|usw|u\.a|and more|and others|others|misc|y mas|et cetera)\.?$/i
/** "Spring 2014", "Sommer 2019": a term, blanked like a date. */
const SEASON_YEAR_RE =
  /(?<![\p{L}])(?:spring|summer|fall|autumn|winter|fruhling|frühling|fruehling|sommer|herbst|printemps|ete|été|automne|hiver|primavera|verano|otono|otoño|invierno)\s+(?:19|20)\d{2}(?!\d)/giu

function blankSeasons(text: string): string {
  return text.replace(SEASON_YEAR_RE, (m) => ' '.repeat(m.length))
}

interface Collected {
  label: string
  kind: 'hard' | 'soft'
  line: Line
}

function looksLikeSkill(item: string): boolean {
  const words = item.split(' ')
  if (words.length > 4 || item.length < 2 || item.length > 40) return false
  if (!/\p{L}/u.test(item) || /[.!?]$/.test(item) || isDateOnly(item) || /\/\/|@|\bpage \d/i.test(item)) return false
  if (/^(?:and|or|with|in|of|the|und|et|y|e|i)\b/i.test(item) || LIST_TAIL_RE.test(item)) return false
  if (FUNCTION_WORD_RE.test(item)) return false
  if (/^\p{Ll}/u.test(item) && words.length > 2) return false
  return languageCode(item) === null
}

const NOISE_RE =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|https?:\/\/\S+|www\.\S+|\b[\w-]+\.(?:com|org|net|io|de|fr|es|it|nl|pl|pt)(?:\/\S*)?/g

/** Blank out emails, links and dates, keeping every offset. */
function maskNoise(text: string): string {
  let out = blankSeasons(text).replace(NOISE_RE, (m) => ' '.repeat(m.length))
  for (const d of findDates(out)) out = out.slice(0, d.index) + ' '.repeat(d.length) + out.slice(d.index + d.length)
  return out
}

export function splitSkillItems(text: string): string[] {
  let rest = blankSeasons(text).replace(NOTE_RE, ' ')
  const label = LABEL_RE.exec(rest)
  if (label) rest = rest.slice(label[0].length)
  return rest
    .split(ITEM_SPLIT_RE)
    .map((item) => collapseSpaces(item.replace(/^[("']+|[)"'.:]+$/g, '')))
    .filter((item) => item.length > 0)
}

export function extractSkills(doc: Document): SkillsResult {
  const collected: Collected[] = []
  const add = (label: string, kind: 'hard' | 'soft', line: Line) => collected.push({ label, kind, line })
  const skillLines = [
    ...doc.sections.filter((s) => s.kind === 'skills').flatMap((s) => s.lines.filter((l) => l.text !== '')),
    ...nonLanguageLines(doc),
  ]
  for (const line of skillLines) {
    // "© European Union, 2002-2013 | europass…" under the last section is the page's footer, not a list.
    if (NOT_SKILL_LINE_RE.test(line.text) || isPageFurniture(line.text)) continue
    const items = splitSkillItems(line.text)
    // A sentence split at its commas gives fragments, not skills: raw items only from list-like lines.
    const listLike = items.every((item) => item.split(' ').length <= 5)
    for (const item of items) {
      const ref = item.split(' ').length <= 6 ? normalizeSkill(item) : null
      if (ref) add(ref.label, ref.kind, line)
      else if (listLike && looksLikeSkill(item)) add(item, SOFT_RE.test(foldPhrase(item)) ? 'soft' : 'hard', line)
    }
  }
  // Taxonomy mentions inside the skills sections, found in one pass over their joined text.
  const sectionText = skillLines
    .map((l) =>
      NOT_SKILL_LINE_RE.test(l.text) || isPageFurniture(l.text) ? ' '.repeat(l.text.length) : blankSeasons(l.text),
    )
    .join('\n')
  const starts: number[] = []
  skillLines.reduce((pos, l) => {
    starts.push(pos)
    return pos + l.text.length + 1
  }, 0)
  for (const m of findSkills(sectionText, 'section')) {
    let k = 0
    while (k + 1 < starts.length && starts[k + 1]! <= m.start) k++
    add(m.label, m.kind, skillLines[k]!)
  }
  // The whole text, minus the parts where skill words are only coincidences: the header (names such as
  // "Max", "Doe"), contact and reference sections, email addresses, links and dates ("3 mars").
  const masked = new Set(
    doc.sections
      .filter((s) => s.kind === 'header' || s.kind === 'contact' || s.kind === 'personal' || s.kind === 'references')
      .flatMap((s) => s.lines.map((l) => l.index)),
  )
  const byLine = new Map(doc.lines.map((l) => [l.index, l]))
  const offsets: number[] = []
  let pos = 0
  for (const line of doc.lines) {
    offsets.push(pos)
    pos += line.text.length + 1
  }
  const text = doc.lines.map((l) => (masked.has(l.index) ? ' '.repeat(l.text.length) : maskNoise(l.text))).join('\n')
  for (const m of findSkills(text, 'anywhere')) {
    let k = 0
    while (k + 1 < offsets.length && offsets[k + 1]! <= m.start) k++
    const line = byLine.get(k) ?? doc.lines[k]
    if (line) add(m.label, m.kind, line)
  }
  const seen = new Set<string>()
  const hard: string[] = []
  const soft: string[] = []
  const evidence: EvidenceItem[] = []
  for (const c of collected) {
    const key = foldPhrase(c.label)
    if (!key || seen.has(key)) continue
    seen.add(key)
    const list = c.kind === 'soft' ? soft : hard
    if (list.length >= (c.kind === 'soft' ? MAX_SOFT : MAX_HARD)) continue
    list.push(c.label)
    evidence.push({ line: c.line.index, text: c.line.text })
  }
  return { hard, soft, evidence }
}
