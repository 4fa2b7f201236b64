/**
 * Polish "do spraw" titles (in charge of): "Specjalista do spraw rekrutacji pracowników" (KZiS) and
 * "Specjalista ds. Rekrutacji" (an ad) name the same occupation by the head noun and the first noun of
 * what it is in charge of. Both sides are cut by the same light stemmer, at build time for KZiS and at
 * parse time for the ad's title, so that the inflected forms meet: "sprzedaży"/"sprzedaż",
 * "handlowych"/"handlu", "specjaliści"/"specjalista", "klientów"/"klienta".
 */
import { tokenize } from './text'

// Folded inflection endings of Polish nouns and adjectives, longest first; cut only one.
const ENDINGS = [
  'owych',
  'owymi',
  'owego',
  'owej',
  'owym',
  'ach',
  'ami',
  'ych',
  'ymi',
  'ego',
  'emu',
  'iej',
  'owa',
  'owe',
  'owy',
  'ow',
  'om',
  'ej',
  'a',
  'y',
  'i',
  'u',
  'e',
  'o',
]
const MIN_STEM = 4
const STEM_LENGTH = 6

/** A folded Polish word without its inflection ending, cut to six letters. */
export function plStem(folded: string): string {
  for (const e of ENDINGS) {
    if (folded.length - e.length >= MIN_STEM && folded.endsWith(e))
      return folded.slice(0, -e.length).slice(0, STEM_LENGTH)
  }
  return folded.slice(0, STEM_LENGTH)
}

// Words inside the object that are not its nouns: "do spraw obsługi i rozwoju", "ds. sprzedaży w regionie".
const OBJECT_SKIP = new Set(['i', 'oraz', 'lub', 'w', 'we', 'z', 'ze', 'na', 'dla', 'do', 'od', 'a', 'the', 'and'])
const OBJECT_END_RE = /\s[-–—|]\s|[(),/;|]|\s{2,}/u
const DO_SPRAW_RE = /(?:^|\s)(?:do\s+spraw|ds\.?)(?=\s)/iu

export interface InChargeParts {
  /** Stems of the words before "do spraw", nearest first. */
  heads: string[]
  /** Stems of the object's first two nouns. */
  objects: string[]
}

/** The head and object stems of a "X do spraw Y" / "X ds. Y" phrase, or null when it has none. */
export function inChargeParts(text: string): InChargeParts | null {
  const m = DO_SPRAW_RE.exec(text)
  if (!m) return null
  const before = tokenize(text.slice(0, m.index)).map((t) => t.key)
  // The object ends where the title does: "ds. Zakupów - telekomunikacja", "ds. rekrutacji  Human Resources".
  const rest = text.slice(m.index + m[0].length).split(OBJECT_END_RE)[0] ?? ''
  const after = tokenize(rest).map((t) => t.key)
  const objects: string[] = []
  for (const w of after) {
    if (objects.length === 2) break
    if (OBJECT_SKIP.has(w) || /\d/.test(w) || w.length < 2) continue
    objects.push(plStem(w))
  }
  if (before.length === 0 || objects.length === 0) return null
  return { heads: before.reverse().map(plStem), objects }
}
