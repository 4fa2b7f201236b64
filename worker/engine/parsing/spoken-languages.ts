/**
 * Step 11 — languages: spoken languages with a proficiency. Names are resolved by the taxonomy
 * (names in ~30 languages → ISO 639-1); levels come from CEFR codes (the middle of a Europass grid
 * such as "B1 B2 B1 B1 A2") or level words in eight languages. Running text counts when a clear level
 * word names the language ("Fluent in Spanish and English"). A language listed in a languages section
 * without any level gets LISTED_WITHOUT_LEVEL; named anywhere else without a level, it is left out.
 */
import { LANGUAGE_PROFICIENCIES } from '../../contracts/enums'
import { languageCode, proficiencyFromCefr } from '../taxonomy/index'
import { LEVEL_WORDS, LISTED_WITHOUT_LEVEL, MOTHER_TONGUE_LABEL_RE, STATED_LEVEL_WORDS } from './language-levels'
import { alternation, foldPhrase } from './text-utils'
import type { Document, EvidenceItem, LanguageSkill, Line, Proficiency } from './types'

export interface LanguagesResult {
  languages: LanguageSkill[]
  evidence: EvidenceItem[]
}

/** Lowest to highest, as the product's scale lists them. */
const RANK: readonly Proficiency[] = LANGUAGE_PROFICIENCIES
const LEVEL_RES = (Object.entries(LEVEL_WORDS) as [Proficiency, readonly string[]][]).map(
  ([level, words]) => [level, new RegExp(`(?:^| )(?:${alternation(words)})(?: |$)`)] as const,
)
const CEFR_RE = /\b([ABC][12])\b/g
/** A stated level word, then (after "in") the languages it covers, up to the end of the clause. */
const STATED_RES = (Object.entries(STATED_LEVEL_WORDS) as [Proficiency, readonly string[]][]).map(
  ([level, words]) => [level, new RegExp(`(?:^| )(?:${alternation(words)}) (?:in )?([^.;:!?()]{3,60})`, 'g')] as const,
)
/** "German native speaker", "English (fluent)": languages right before the level word. */
const STATED_AFTER_RE = new RegExp(
  `([\\p{L} ]{3,30}) (?:${alternation([...(STATED_LEVEL_WORDS.native_or_bilingual ?? []), ...(STATED_LEVEL_WORDS.full_professional ?? [])])})(?: |$)`,
  'gu',
)

/** Languages a sentence states with a clear level word: the run of language names after (or before) it. */
function statedIn(text: string): { code: string; level: Proficiency }[] {
  const folded = ` ${foldPhrase(text)} `
  const out: { code: string; level: Proficiency }[] = []
  for (const [level, re] of STATED_RES) {
    for (const m of folded.matchAll(re)) {
      // Only the run of names: "spanish and english" of "fluent in spanish and english with …".
      const run = leadingLanguages(m[1]!)
      for (const code of run) out.push({ code, level })
    }
  }
  for (const m of folded.matchAll(STATED_AFTER_RE)) {
    const words = m[1]!.trim().split(' ')
    const code = languagesIn(words.slice(-2).join(' '))[0] ?? languagesIn(words.slice(-1).join(' '))[0]
    const level = wordLevel(m[0]) ?? 'full_professional'
    if (code) out.push({ code, level })
  }
  return out
}

/** Language names at the start of a phrase, joined by commas, "and" or "&" (in the eight languages). */
function leadingLanguages(phrase: string): string[] {
  const out: string[] = []
  for (const part of phrase.split(/ (?:and|und|et|y|e|en|i|oraz) | /)) {
    const code = languagesIn(part)[0]
    if (!code) break
    out.push(code)
  }
  return out
}
const CHUNK_SPLIT_RE = /\s*[,;|•·]\s*|\s{2,}/

function cefrLevel(text: string): Proficiency | null {
  const codes = [...text.matchAll(CEFR_RE)].map((m) => m[1]!).sort()
  if (codes.length === 0) return null
  // The lower middle of a grid ("B1 B2 B1 B1 A2" → B1; "B2 / C1" → B2).
  const middle = codes[Math.floor((codes.length - 1) / 2)]!
  return proficiencyFromCefr(middle)
}

function wordLevel(text: string): Proficiency | null {
  const folded = ` ${foldPhrase(text)} `
  for (const [level, re] of LEVEL_RES) if (re.test(folded)) return level
  return null
}

/** Language codes named in a chunk (single words and two-word names, at least 4 letters). */
function languagesIn(text: string): string[] {
  const words = text.split(/[\s():/-]+/).filter(Boolean)
  const out: string[] = []
  for (let i = 0; i < words.length; i++) {
    const two = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null
    const code2 = two ? languageCode(two) : null
    if (code2) {
      out.push(code2)
      i++
      continue
    }
    const w = words[i]!
    if (w.replace(/[^\p{L}]/gu, '').length < 4) continue
    const code = languageCode(w)
    if (code) out.push(code)
  }
  return out
}

/** Lines of a languages section that name no spoken language ("GoLang 2 years"): skills, not languages. */
export function nonLanguageLines(doc: Document): Line[] {
  return doc.sections
    .filter((s) => s.kind === 'languages')
    .flatMap((s) => s.lines)
    .filter((l) => l.text !== '' && languagesIn(l.text).length === 0 && !cefrLevel(l.text) && !wordLevel(l.text))
}

/** A heading that is only a mother-tongue label ("Muttersprache(n)", "Mother tongue(s):"). */
function isMotherTongueHeading(heading: string): boolean {
  const label = heading
    .replace(/\((?:n|s|e|es)\)/gi, '')
    .replace(/[:：]\s*$/, '')
    .trim()
  const m = MOTHER_TONGUE_LABEL_RE.exec(label)
  return m !== null && m[0].length === label.length
}

export function extractLanguages(doc: Document): LanguagesResult {
  const found = new Map<string, Proficiency>()
  const evidence: EvidenceItem[] = []
  const record = (code: string, level: Proficiency, line: Line) => {
    const prev = found.get(code)
    if (!prev || RANK.indexOf(level) > RANK.indexOf(prev)) found.set(code, level)
    evidence.push({ line: line.index, text: line.text })
  }
  const inSection = new Set(
    doc.sections.filter((s) => s.kind === 'languages').flatMap((s) => s.lines.map((l) => l.index)),
  )
  // Under a Europass "Muttersprache(n)" / "Mother tongue(s)" heading every language listed is a mother tongue.
  const motherSection = new Set(
    doc.sections
      .filter((s) => s.kind === 'languages' && s.heading && isMotherTongueHeading(s.heading))
      .flatMap((s) => s.lines.map((l) => l.index)),
  )
  const skip = new Set(
    doc.sections
      .filter((s) => s.kind === 'experience' || s.kind === 'publications')
      .flatMap((s) => s.lines.map((l) => l.index)),
  )
  const lines = doc.lines.filter((l) => l.text !== '' && !skip.has(l.index))
  lines.forEach((line, k) => {
    const mother = MOTHER_TONGUE_LABEL_RE.exec(line.text)
    if (mother) {
      for (const code of languagesIn(line.text.slice(mother[0].length))) record(code, 'native_or_bilingual', line)
      return
    }
    const sectionLine = inSection.has(line.index)
    for (const { code, level } of statedIn(line.text)) record(code, level, line)
    // Outside a languages section only lines opening with a language name can hold one (cheap test first).
    if (!sectionLine && languagesIn(line.text.split(/\s+/).slice(0, 2).join(' ')).length === 0) return
    for (const chunk of line.text.split(CHUNK_SPLIT_RE)) {
      const codes = languagesIn(chunk)
      if (codes.length === 0) continue
      // Outside a languages section, a language counts only when the chunk starts with it ("French C1 C2 …").
      if (!sectionLine && languagesIn(chunk.split(/\s+/).slice(0, 2).join(' ')).length === 0) continue
      // "native language C2": native says more than any CEFR code.
      const word = wordLevel(chunk)
      let level = word === 'native_or_bilingual' ? word : (cefrLevel(chunk) ?? word)
      if (!level && sectionLine) {
        // "English\nNative": the level on the next line, when that line names no language itself.
        const next = lines[k + 1]
        if (next && inSection.has(next.index) && languagesIn(next.text).length === 0)
          level = cefrLevel(next.text) ?? wordLevel(next.text)
      }
      if (motherSection.has(line.index)) level = 'native_or_bilingual'
      // Listed in a languages section with no level anywhere near: the CV claims it (LISTED_WITHOUT_LEVEL).
      if (!level && sectionLine) level = LISTED_WITHOUT_LEVEL
      if (!level) continue
      for (const code of codes) record(code, level, line)
    }
  })
  return { languages: [...found].map(([language, proficiency]) => ({ language, proficiency })), evidence }
}
