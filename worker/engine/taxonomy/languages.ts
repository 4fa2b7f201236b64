/** Language names ↔ ISO 639-1 codes, and CEFR levels. Data: data/languages.json (Europass + curated). */
import data from './data/languages.json'
import { fold } from './text'
import type { LanguageProficiency } from './types'

const ALIASES: Record<string, string> = data.aliases
const NAMES: Record<string, string[]> = data.names

// hasOwn: the tables are plain objects, and "constructor" is not a language.
const alias = (key: string) => (Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined)

// Words that wrap a language name in CVs: "English language", "langue française", "język angielski".
const WRAPPERS_RE =
  /\b(language|languages|sprache|langue|idioma|lengua|lingua|taal|jezyk|jezyka|native|mother tongue|muttersprache)\b/g

/** Inflected forms that differ from the dictionary form (fr/es/it feminine, pl cases, de compounds). */
const SUFFIX_RULES: [RegExp, string][] = [
  [/kenntnisse$/, ''], // Englischkenntnisse
  [/(sk|ck)iego$/, '$1i'], // angielskiego
  [/(sk|ck)im$/, '$1i'], // angielskim
  [/aise$/, 'ais'], // anglaise, française
  [/oise$/, 'ois'], // chinoise
  [/ande$/, 'and'], // allemande
  [/ienne$/, 'ien'], // italienne
  [/esa$/, 'es'], // inglesa, francesa
  [/ola$/, 'ol'], // española
  [/ana$/, 'an'], // alemana
]

/**
 * A language name in any of ~30 languages ("German", "Deutsch", "allemand", "alemán", "niemiecki"), an
 * endonym or an ISO 639-1/639-2 code to ISO 639-1, or null. Languages with only a three-letter code
 * (sign languages, Ancient Greek) give null.
 */
export function languageCode(name: string): string | null {
  // Job-ad parsing asks this of every longer word on a language line; the answer is pure, so the recent
  // ones are kept (bounded, cleared when full: parse-job speed).
  const memo = CODE_MEMO.get(name)
  if (memo !== undefined) return memo
  if (CODE_MEMO.size >= CODE_MEMO_SIZE) CODE_MEMO.clear()
  const code = lookupCode(name)
  const answer = code && code.length === 2 ? code : null
  CODE_MEMO.set(name, answer)
  return answer
}

const CODE_MEMO_SIZE = 5000
const CODE_MEMO = new Map<string, string | null>()

function lookupCode(name: string): string | null {
  const base = fold(name)
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (!base) return null
  const direct = alias(base)
  if (direct) return direct
  const unwrapped = base.replace(WRAPPERS_RE, ' ').replace(/\s+/g, ' ').trim()
  for (const candidate of [unwrapped, ...unwrapped.split(' ')]) {
    if (!candidate || candidate.length < 2) continue
    const hit = alias(candidate)
    // Two-letter words are codes only when the whole input is the code ("de" is also a French word).
    if (hit && (candidate.length > 3 || candidate === base)) return hit
    for (const [re, to] of SUFFIX_RULES) {
      if (!re.test(candidate)) continue
      const stem = alias(candidate.replace(re, to))
      if (stem) return stem
    }
  }
  return null
}

/** The name of a language (code or name) in a display language (Europass's 29; default English). */
export function languageName(code: string, displayLanguage = 'en'): string | null {
  const c = (lookupCode(code) ?? code).toLowerCase()
  const names = Object.hasOwn(NAMES, c) ? NAMES[c] : undefined
  if (!names) return null
  const col = data.display.indexOf(displayLanguage.toLowerCase().slice(0, 2))
  return (col >= 0 ? names[col] : '') || names[0] || null
}

const CEFR_TO_PROFICIENCY: Record<string, LanguageProficiency> = {
  A1: 'elementary',
  A2: 'elementary',
  B1: 'limited_working',
  B2: 'professional',
  C1: 'full_professional',
  C2: 'full_professional',
}
const CEFR_NAMES = new Map(data.cefr.map((c) => [fold(c.name), c.level]))

/**
 * "B2", "b2+", "Level C1", "B1/B2" (the first level counts), or a CEFR level name ("Vantage").
 * C2 maps to full_professional: mastery of a language is not the same as being a native speaker.
 */
export function proficiencyFromCefr(level: string): LanguageProficiency | null {
  const m = /(?<![a-z])([abc])\s?([12])(?![0-9])/i.exec(level)
  if (m) return CEFR_TO_PROFICIENCY[`${m[1]?.toUpperCase()}${m[2]}`] ?? null
  const named = CEFR_NAMES.get(fold(level).trim())
  return named ? (CEFR_TO_PROFICIENCY[named] ?? null) : null
}
