/**
 * National readings of job titles (curated/national-titles.ts): an ad written in the language of a
 * national classification that files a title differently from ISCO-08's international reading gets the
 * national unit group. Sources: the curated table, then KZiS's own alternative names
 * (data/national-titles.json, built by build/national-titles-build.ts).
 */
import { GENERIC_TITLES } from './curated/job-titles'
import { IN_CHARGE_HEADS, NATIONAL_TITLES } from './curated/national-titles'
import generated from './data/national-titles.json'
import { inChargeParts, plStem } from './national-titles-stem'
import { iscoGroup } from './occupations'
import { phraseKey, tokenize } from './text'
import type { IscoRef } from './types'

const BY_LANGUAGE = new Map<string, { code: string; phrase: string }[]>()
for (const line of NATIONAL_TITLES) {
  const [language = '', code = '', ...phrases] = line.split('|').map((s) => s.trim())
  const rows = BY_LANGUAGE.get(language) ?? []
  for (const p of phrases) rows.push({ code, phrase: ` ${phraseKey(p)} ` })
  BY_LANGUAGE.set(language, rows)
}
// KZiS's bracketed alternative names ("Menedżer produktu (product manager)"), after the curated rows.
for (const [language, pairs] of Object.entries(generated.titles as Record<string, string[][]>)) {
  const rows = BY_LANGUAGE.get(language) ?? []
  for (const [phrase = '', code = ''] of pairs) rows.push({ code, phrase: ` ${phraseKey(phrase)} ` })
  BY_LANGUAGE.set(language, rows)
}

// "X do spraw Y" names by head and object stems: language → key → unit group → weighted names. Keys are the
// head's own stem or its family ('@specialist') with the first object noun and the second one
// ('specja|rekrut|pracow'), no second one ('specja|rekrut|-') or any ('specja|rekrut|*').
const FAMILY_OF = new Map(IN_CHARGE_HEADS.flatMap((f) => f.heads.map((h) => [h, `@${f.family}`] as const)))
const IN_CHARGE = new Map<string, Map<string, Map<string, number>>>()
type InChargeRow = [head: string, object1: string, object2: string, code: string, weight: number]
for (const [language, rows] of Object.entries(generated.inCharge as unknown as Record<string, InChargeRow[]>)) {
  const index = new Map<string, Map<string, number>>()
  const add = (key: string, code: string, weight: number) => {
    const codes = index.get(key) ?? new Map<string, number>()
    codes.set(code, (codes.get(code) ?? 0) + weight)
    index.set(key, codes)
  }
  for (const [head, o1, o2, code, weight] of rows) {
    for (const h of [head, FAMILY_OF.get(head)]) {
      if (!h) continue
      add(`${h}|${o1}|*`, code, weight)
      add(`${h}|${o1}|${o2 || '-'}`, code, weight)
    }
  }
  IN_CHARGE.set(language, index)
}

/** The unit group most of the names under a key belong to; a tie is no answer. */
function majority(codes: Map<string, number> | undefined): string | null {
  if (!codes) return null
  const [first, second] = [...codes].sort((a, b) => b[1] - a[1])
  return first && (!second || second[1] < first[1]) ? first[0] : null
}

/**
 * The unit group of a "X ds. Y" title in a language with such names: the title's head word (the word
 * right before "ds.") and the first one or two nouns of its object, the head's own stem before its
 * family. A name whose second noun differs from the title's is another specialty ("bezpieczeństwa
 * wewnętrznego" is not "bezpieczeństwa IT").
 */
function inChargeCode(title: string, index: Map<string, Map<string, number>>): string | null {
  const parts = inChargeParts(title)
  const head = parts?.heads[0]
  if (!parts || !head) return null
  const [o1, o2] = parts.objects
  for (const h of [head, FAMILY_OF.get(head)]) {
    if (!h) continue
    const code = o2
      ? (majority(index.get(`${h}|${o1}|${o2}`)) ?? majority(index.get(`${h}|${o1}|-`)))
      : majority(index.get(`${h}|${o1}|*`))
    if (code) return code
  }
  return null
}

/**
 * The national unit group of a title, or null when no national reading lists it. `languageOf` gives the
 * ad's language; it is asked only when some national table lists the title (language detection costs
 * milliseconds, most titles need none).
 */
export function nationalOccupation(title: string, languageOf: () => string | null): IscoRef | null {
  const key = ` ${phraseKey(title.replace(/[/|]/g, ' '))} `
  let language: string | null | undefined
  for (const [lang, rows] of BY_LANGUAGE) {
    const row = rows.find((r) => key.includes(r.phrase))
    if (!row) continue
    language ??= languageOf()
    if (language !== lang) continue
    const group = iscoGroup(row.code)
    if (group) return { code: group.code, title: group.title }
  }
  return null
}

/**
 * The national unit group of a "X do spraw Y" title ("Specjalista ds. Rekrutacji"), or null. `text`
 * is the title with what follows it on its line: a title cut at "ds." still names its object there.
 */
export function nationalInCharge(text: string, languageOf: () => string | null): IscoRef | null {
  let language: string | null | undefined
  for (const [lang, index] of IN_CHARGE) {
    const code = inChargeCode(text, index)
    if (!code) continue
    // "do spraw" / "ds." is itself Polish: a short ad whose language is unsure still reads it.
    language ??= languageOf()
    if (language !== lang && language !== null) continue
    const group = iscoGroup(code)
    if (group) return { code: group.code, title: group.title }
  }
  return null
}

// KZiS's occupation names by stem key: language → key → unit group → names.
const NAMES = new Map<string, Map<string, Map<string, number>>>()
let NAME_WORDS = 0
// One-word generic titles ("Specjalista", "Pracownik") by plStem.
const GENERIC_HEADS = new Set(
  GENERIC_TITLES.map((t) => tokenize(t))
    .filter((t) => t.length === 1)
    .map((t) => plStem(t[0]!.key)),
)
// The first 2… words of the longer names by stem key: language → prefix key → unit group → names.
const NAME_PREFIXES = new Map<string, Map<string, Map<string, number>>>()
const NAMES_BY_HEAD = new Map<string, Map<string, { stems: string[]; code: string }[]>>()
/** Words an ad may put between a name's words: "Kierownik Działu Utrzymania Ruchu" is a "Kierownik utrzymania ruchu". */
const GAP = 1
/** The name's words are looked for among the line's first words only: later ones are the ad's category. */
const SPAN = 6

/**
 * The unit group of the longest names under the title's first word whose other words follow in order,
 * at most GAP words apart (the majority of such names; a tie is no answer).
 */
function looseName(stems: string[], byHead: Map<string, { stems: string[]; code: string }[]>): string | null {
  const codes = new Map<string, number>()
  let bestLength = 0
  for (const name of byHead.get(stems[0] ?? '') ?? []) {
    let at = 0
    let ok = true
    for (const w of name.stems.slice(1)) {
      let found = -1
      for (let i = at + 1; i <= Math.min(at + 1 + GAP, SPAN - 1, stems.length - 1); i++)
        if (stems[i] === w) {
          found = i
          break
        }
      if (found < 0) {
        ok = false
        break
      }
      at = found
    }
    if (!ok) continue
    if (name.stems.length > bestLength) {
      bestLength = name.stems.length
      codes.clear()
    }
    if (name.stems.length === bestLength) codes.set(name.code, (codes.get(name.code) ?? 0) + 1)
  }
  return majority(codes)
}
for (const [language, packed] of Object.entries(generated.names as Record<string, string>)) {
  const rows = packed.split('|').map((pair) => pair.split('='))
  const index = new Map<string, Map<string, number>>()
  for (const [key = '', code = ''] of rows) {
    const codes = index.get(key) ?? new Map<string, number>()
    codes.set(code, (codes.get(code) ?? 0) + 1)
    index.set(key, codes)
    NAME_WORDS = Math.max(NAME_WORDS, key.split(' ').length)
  }
  NAMES.set(language, index)
  const byHead = new Map<string, { stems: string[]; code: string }[]>()
  for (const [key = '', code = ''] of rows) {
    const stems = key.split(' ')
    const list = byHead.get(stems[0] as string) ?? []
    list.push({ stems, code })
    byHead.set(stems[0] as string, list)
  }
  NAMES_BY_HEAD.set(language, byHead)
  const prefixes = new Map<string, Map<string, number>>()
  for (const [key = '', code = ''] of rows) {
    const stems = key.split(' ')
    for (let n = 2; n < stems.length; n++) {
      const p = stems.slice(0, n).join(' ')
      const codes = prefixes.get(p) ?? new Map<string, number>()
      codes.set(code, (codes.get(code) ?? 0) + 1)
      prefixes.set(p, codes)
    }
  }
  NAME_PREFIXES.set(language, prefixes)
}

/**
 * ISCO-08's skill level of a major group (ILO, ISCO-08 vol. 1, table 1): managers and professionals 3–4
 * (4 here: both above technicians), technicians and associate professionals 3, clerks, service, sales,
 * agricultural, craft and machine workers 2, elementary occupations 1; the armed forces span them all.
 */
const SKILL_LEVEL: Record<string, number> = { '1': 4, '2': 4, '3': 3, '4': 2, '5': 2, '6': 2, '7': 2, '8': 2, '9': 1 }
/** A name's words after its head, at least this many: one word ("magazynu", "danych") names no occupation. */
const MIN_TAIL = 2
// KZiS's names by their words after the head (language → tail key → unit group → names), and the skill
// level of each head word: the level of the major group most names under it belong to ("mechan": 27 of
// 33 names are craft workers, 2; "techni": technicians, 3; "inzyni": professionals, 4).
const NAME_TAILS = new Map<string, Map<string, Map<string, number>>>()
const HEAD_LEVELS = new Map<string, Map<string, number>>()
for (const [language, packed] of Object.entries(generated.names as Record<string, string>)) {
  const tails = new Map<string, Map<string, number>>()
  const majors = new Map<string, Map<string, number>>()
  for (const pair of packed.split('|')) {
    const [key = '', code = ''] = pair.split('=')
    const [head = '', ...rest] = key.split(' ')
    const byMajor = majors.get(head) ?? new Map<string, number>()
    byMajor.set(code[0] as string, (byMajor.get(code[0] as string) ?? 0) + 1)
    majors.set(head, byMajor)
    if (rest.length < MIN_TAIL) continue
    const codes = tails.get(rest.join(' ')) ?? new Map<string, number>()
    codes.set(code, (codes.get(code) ?? 0) + 1)
    tails.set(rest.join(' '), codes)
  }
  const levels = new Map<string, number>()
  for (const [head, byMajor] of majors) {
    const level = SKILL_LEVEL[majority(byMajor) ?? '']
    if (level) levels.set(head, level)
  }
  NAME_TAILS.set(language, tails)
  HEAD_LEVELS.set(language, levels)
}

/**
 * A title whose words after its head are the words after the head of KZiS names ("Mechanik Utrzymania
 * Ruchu": "Kierownik utrzymania ruchu" 1321, "Inżynier utrzymania ruchu" 2141, "Technik utrzymania
 * ruchu" 3115): the names nearest the title head's skill level, the majority of them (a tie is no
 * answer), the longest tail first. A generic head ("Pracownik") or one KZiS never opens a name with tells
 * no level.
 */
function nameByTail(stems: string[], language: string): string | null {
  const head = stems[0] ?? ''
  const level = GENERIC_HEADS.has(head) ? undefined : HEAD_LEVELS.get(language)?.get(head)
  const tails = NAME_TAILS.get(language)
  if (!level || !tails) return null
  for (let n = Math.min(stems.length, NAME_WORDS); n > MIN_TAIL; n--) {
    const codes = tails.get(stems.slice(1, n).join(' '))
    if (!codes) continue
    const distance = (code: string) => Math.abs((SKILL_LEVEL[code[0] as string] ?? 0) - level)
    const nearest = Math.min(...[...codes.keys()].map(distance))
    return majority(new Map([...codes].filter(([code]) => distance(code) === nearest)))
  }
  return null
}

/**
 * The national unit group of a title that opens with a national occupation name of two or more words
 * ("Kierownik budowy", "Dyrektor Finansowy"), the longest name first, else with a name's first word
 * and its other words in order with a word between ("Kierownik Działu Utrzymania Ruchu"), else with the
 * first two or more words of longer names ("Inżynier Automatyk", most names under the prefix deciding,
 * not after a generic head); `text` is the title with the rest of its line. Words are compared by their plStem, so inflected forms meet.
 */
export function nationalName(text: string, languageOf: () => string | null): IscoRef | null {
  const stems = tokenize(text)
    .slice(0, NAME_WORDS)
    .map((t) => plStem(t.key))
  let language: string | null | undefined
  for (const [lang, index] of NAMES) {
    for (let n = stems.length; n >= 2; n--) {
      const code = majority(index.get(stems.slice(0, n).join(' ')))
      if (!code) continue
      language ??= languageOf()
      if (language !== lang && language !== null) break
      const group = iscoGroup(code)
      if (group) return { code: group.code, title: group.title }
    }
    const byHead = NAMES_BY_HEAD.get(lang)
    const loose = byHead ? looseName(stems, byHead) : null
    if (loose) {
      language ??= languageOf()
      if (language !== lang && language !== null) continue
      const group = iscoGroup(loose)
      if (group) return { code: group.code, title: group.title }
    }
    // "Inżynier Automatyk" opens "Inżynier automatyki i robotyki": a title may shorten a longer name,
    // unless its head is generic ("Pracownik punktu …" opens names of every kind).
    const prefixes = GENERIC_HEADS.has(stems[0] ?? '') ? undefined : NAME_PREFIXES.get(lang)
    for (let n = stems.length; prefixes && n >= 2; n--) {
      const code = majority(prefixes.get(stems.slice(0, n).join(' ')))
      if (!code) continue
      language ??= languageOf()
      if (language !== lang && language !== null) break
      const group = iscoGroup(code)
      if (group) return { code: group.code, title: group.title }
    }
    // "Mechanik Utrzymania Ruchu": another head before the words of KZiS's "Kierownik / Inżynier /
    // Technik utrzymania ruchu", the name at the head's level.
    const tail = nameByTail(stems, lang)
    if (tail) {
      language ??= languageOf()
      if (language !== lang && language !== null) continue
      const group = iscoGroup(tail)
      if (group) return { code: group.code, title: group.title }
    }
  }
  return null
}
