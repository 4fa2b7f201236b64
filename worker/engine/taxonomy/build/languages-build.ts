/**
 * Language names → ISO 639-1 (data/languages.json), from the Europass table (172 languages named
 * in 29 languages) plus curated endonyms and ISO 639-2 codes, and the CEFR scale.
 */
import { LANGUAGE_ALIASES } from '../curated/language-aliases'
import { fold } from '../text'
import type { Row } from './csv'

export interface LanguagesJson {
  /** Display languages, in the order of each `names` entry. */
  display: string[]
  /** code → names in the display languages ('' when unknown). */
  names: Record<string, string[]>
  /** folded name or code → code. */
  aliases: Record<string, string>
  cefr: { level: string; band: string; name: string }[]
}

// Europass uses a few codes outside ISO 639-1 for languages that have one.
const CODE_FIX: Record<string, string> = { mo: 'ro', ori: 'or', fil: 'tl' }

export function buildLanguages(europass: Row[], cefrRows: Row[]): { json: LanguagesJson; conflicts: string[] } {
  const display = Object.keys(europass[0] ?? {})
    .filter((k) => k.startsWith('name_'))
    .map((k) => k.slice(5))
  const names: Record<string, string[]> = {}
  const aliases: Record<string, string> = {}
  const conflicts: string[] = []
  const add = (name: string, code: string, override: boolean) => {
    const key = fold(name).replace(/\s+/g, ' ').trim()
    if (!key) return
    const prev = aliases[key]
    if (prev && prev !== code) {
      if (!override) {
        conflicts.push(`${key}: ${prev} / ${code}`)
        return
      }
    }
    aliases[key] = code
  }
  for (const r of europass) {
    const code = CODE_FIX[r.code ?? ''] ?? r.code ?? ''
    // Sign languages have their own codes (bfi, gsg), so "French Sign Language" never becomes French.
    if (!code || names[code]) continue
    names[code] = display.map((d) => cleanName(r[`name_${d}`] ?? ''))
    add(code, code, false)
    for (const d of display) for (const n of splitNames(r[`name_${d}`] ?? '')) add(n, code, false)
  }
  for (const line of LANGUAGE_ALIASES) {
    const [code, ...list] = line.split('|').map((s) => s.trim())
    if (!code) continue
    for (const n of list) add(n, code, true)
  }
  const cefr = cefrRows.map((r) => ({ level: r.level ?? '', band: r.band ?? '', name: r.coe_name ?? '' }))
  return { json: { display, names, aliases, cefr }, conflicts }
}

/** Cells hold alternatives ("Catalan/Valencian") and a few stray line breaks with padding. */
function splitNames(cell: string): string[] {
  return cell
    .split(/\/|\n|\s{3,}/)
    .map((s) => s.replace(/\(.*?\)/g, '').trim())
    .filter((s) => s.length > 1)
}

function cleanName(cell: string): string {
  return (splitNames(cell)[0] ?? '').trim()
}
