/**
 * National readings of titles from KZiS 2023 (data/national-titles.json): the alternative names KZiS
 * gives in brackets after a Polish occupation name ("Menedżer produktu (product manager)", "Analityk baz
 * danych (data scientist)", "Pracownik wsparcia informatycznego (help desk)"). Polish ads use these
 * names as titles, and KZiS files them where ISCO-08's international reading may not (ESCO has the data
 * scientist in 2511, KZiS in 2521). Multi-word names only: a single bracketed word ("researcher",
 * "koder") is too broad to decide a title that merely contains it.
 */
import { IN_CHARGE_HEADS } from '../curated/national-titles'
import { inChargeParts } from '../national-titles-stem'
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
  return { titles: { pl }, inCharge: { pl: buildInCharge(kzis, unitGroups) } }
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
