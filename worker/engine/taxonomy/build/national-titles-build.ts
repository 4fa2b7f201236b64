/**
 * National readings of titles from KZiS 2023 (data/national-titles.json): the alternative names KZiS
 * gives in brackets after a Polish occupation name ("Menedżer produktu (product manager)", "Analityk baz
 * danych (data scientist)", "Pracownik wsparcia informatycznego (help desk)"). Polish ads use these
 * names as titles, and KZiS files them where ISCO-08's international reading may not (ESCO has the data
 * scientist in 2511, KZiS in 2521). Multi-word names only: a single bracketed word ("researcher",
 * "koder") is too broad to decide a title that merely contains it.
 */
import type { Row } from './csv'

const SCOPE_WORDS = new Set(['z', 'w', 'we', 'na', 'do', 'dla', 'oprócz', 'bez', 'i', 'oraz', 'np', 'tzw'])

export interface NationalTitlesJson {
  /** language → [title phrase as written, ISCO-08 unit group] */
  [language: string]: [string, string][]
}

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
  return { pl }
}
