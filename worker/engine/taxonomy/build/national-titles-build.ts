/**
 * National readings of titles from KZiS 2023 (data/national-titles.json): the alternative names KZiS
 * gives in brackets after a Polish occupation name ("Menedżer produktu (product manager)", "Analityk baz
 * danych (data scientist)", "Pracownik wsparcia informatycznego (help desk)"). Polish ads use these
 * names as titles, and KZiS files them where ISCO-08's international reading may not (ESCO has the data
 * scientist in 2511, KZiS in 2521). Multi-word names only: a single bracketed word ("researcher",
 * "koder") is too broad to decide a title that merely contains it.
 */
import { IN_CHARGE_HEADS } from '../curated/national-titles'
import { inChargeParts, plStem } from '../national-titles-stem'
import { tokenize } from '../text'
import type { Row } from './csv'

const SCOPE_WORDS = new Set(['z', 'w', 'we', 'na', 'do', 'dla', 'oprócz', 'bez', 'i', 'oraz', 'np', 'tzw'])

export interface NationalTitlesJson {
  /** language → [title phrase as written, ISCO-08 unit group] */
  titles: Record<string, [string, string][]>
  /**
   * language → [head stem, first object stem, second object stem or '', ISCO-08 unit group, weight] of
   * the "X do spraw Y" names (national-titles-stem.ts), one row per name and head word. The weight is
   * 1 for a name that opens with its head, 0.5 for a qualified one ("Osobisty doradca do spraw zakupów").
   */
  inCharge: Record<string, [string, string, string, string, number][]>
  /**
   * language → 'stems=unit group|…': KZiS's 6-digit names ("Kierownik budowy", "Dyrektor finansowy")
   * as plStem keys, so that an ad's inflected or capitalised title meets them ("Kierownika Budowy" →
   * "kierow budow"). One string, not a list: 1,800 pairs pretty-printed would triple the file.
   */
  names: Record<string, string>
}

// "Pozostali specjaliści do spraw …" (others not elsewhere classified): the head is the next word.
const OTHERS_RE = /^pozosta\S*\s+/iu

export function buildNationalTitles(kzis: readonly Row[], unitGroups: ReadonlySet<string>): NationalTitlesJson {
  const pl: [string, string][] = []
  for (const r of kzis) {
    const cls = r.class ?? ''
    const code = cls.slice(0, 4)
    if (cls.length !== 6 || !unitGroups.has(code)) continue
    for (const m of (r.name ?? '').matchAll(/\(([^()]+)\)/g)) {
      const alt = (m[1] ?? '').trim()
      const words = alt.split(/\s+/)
      // One name, not a list ("minister, sekretarz") or a scope note ("z wyłączeniem …", "w tym …").
      if (words.length < 2 || words.length > 4 || /[,/;]/.test(alt) || SCOPE_WORDS.has(words[0]!.toLowerCase()))
        continue
      if (!pl.some(([t]) => t === alt)) pl.push([alt, code])
    }
  }
  return {
    titles: { pl },
    inCharge: { pl: buildInCharge(kzis, unitGroups) },
    names: {
      pl: buildNames(kzis, unitGroups)
        .map(([key, code]) => `${key}=${code}`)
        .join('|'),
    },
  }
}

/** Words in a name, at most: a longer name never opens an ad's title as written. */
export const NAME_MAX_WORDS = 5
// KZiS marks occupations taught in vocational schools with a trailing capital S ("Asystentka stomatologicznaS").
const SCHOOL_MARK_RE = /(?<=\p{Ll})S$/u

/** The stem key of a name: plStem of each folded word ("Kierownik budowy" → "kierow budow"). */
export function nameKey(name: string): string {
  return tokenize(name)
    .map((t) => plStem(t.key))
    .join(' ')
}

/**
 * KZiS's 6-digit occupation names as stem keys, of 2 to NAME_MAX_WORDS words, brackets left out; a
 * single word ("Architekt") names a family that the title dictionary already reads by its head. The
 * "Pozostali …" rows (others) name no occupation.
 */
export function buildNames(kzis: readonly Row[], unitGroups: ReadonlySet<string>): [string, string][] {
  const rows: [string, string][] = []
  const seen = new Set<string>()
  for (const r of kzis) {
    const cls = r.class ?? ''
    const code = cls.slice(0, 4)
    if (cls.length !== 6 || !unitGroups.has(code)) continue
    const name = (r.name ?? '')
      .replace(SCHOOL_MARK_RE, '')
      .replace(/\([^()]*\)/g, ' ')
      .trim()
    if (OTHERS_RE.test(name)) continue
    const key = nameKey(name)
    const words = key.split(' ').length
    if (words < 2 || words > NAME_MAX_WORDS || seen.has(`${key}|${code}`)) continue
    seen.add(`${key}|${code}`)
    rows.push([key, code])
  }
  return rows
}

/**
 * KZiS names of the form "Specjalista do spraw rekrutacji pracowników", 4-digit groups and 6-digit
 * occupations alike, by head and object stems: an ad's "Specjalista ds. Rekrutacji" is too short to
 * match the whole name. The head is each word before "do spraw" that is a head word of
 * curated/national-titles.ts ("Osobisty doradca", "Kierownik agencji"), else the first word.
 */
export function buildInCharge(
  kzis: readonly Row[],
  unitGroups: ReadonlySet<string>,
): [string, string, string, string, number][] {
  const heads = new Set(IN_CHARGE_HEADS.flatMap((f) => f.heads))
  const rows: [string, string, string, string, number][] = []
  for (const r of kzis) {
    const cls = r.class ?? ''
    const code = cls.slice(0, 4)
    if ((cls.length !== 4 && cls.length !== 6) || !unitGroups.has(code)) continue
    const parts = inChargeParts((r.name ?? '').replace(OTHERS_RE, ''))
    if (!parts) continue
    const known = parts.heads.filter((h) => heads.has(h))
    const first = parts.heads[parts.heads.length - 1] as string
    const named = known.length > 0 ? known : [first]
    for (const h of named)
      rows.push([h, parts.objects[0] as string, parts.objects[1] ?? '', code, h === first ? 1 : 0.5])
  }
  return rows
}
