/**
 * National readings of job titles (curated/national-titles.ts): an ad written in the language of a
 * national classification that files a title differently from ISCO-08's international reading gets the
 * national unit group. Sources: the curated table, then KZiS's own alternative names
 * (data/national-titles.json, built by build/national-titles-build.ts).
 */
import { NATIONAL_TITLES } from './curated/national-titles'
import generated from './data/national-titles.json'
import { iscoGroup } from './occupations'
import { phraseKey } from './text'
import type { IscoRef } from './types'

const BY_LANGUAGE = new Map<string, { code: string; phrase: string }[]>()
for (const line of NATIONAL_TITLES) {
  const [language = '', code = '', ...phrases] = line.split('|').map((s) => s.trim())
  const rows = BY_LANGUAGE.get(language) ?? []
  for (const p of phrases) rows.push({ code, phrase: ` ${phraseKey(p)} ` })
  BY_LANGUAGE.set(language, rows)
}
// KZiS's bracketed alternative names ("Menedżer produktu (product manager)"), after the curated rows.
for (const [language, pairs] of Object.entries(generated as Record<string, string[][]>)) {
  const rows = BY_LANGUAGE.get(language) ?? []
  for (const [phrase = '', code = ''] of pairs) rows.push({ code, phrase: ` ${phraseKey(phrase)} ` })
  BY_LANGUAGE.set(language, rows)
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
