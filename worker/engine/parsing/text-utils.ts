/** Small string helpers shared by the parsing steps. */

/**
 * Lower-case and strip diacritics while keeping every UTF-16 offset unchanged, so a match found in
 * the folded text can be cut from the original. Characters that do not decompose (ł, ß, ø) stay.
 */
/** Letters that carry no combining mark but have an obvious base letter. */
const BASE_LETTER: Record<string, string> = { ł: 'l', Ł: 'l', ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ı: 'i', ħ: 'h' }

export function foldKeepLength(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    const code = c.charCodeAt(0)
    if (code < 0x80) {
      out += c.toLowerCase()
      continue
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      out += c
      continue
    }
    const mapped = BASE_LETTER[c]
    if (mapped) {
      out += mapped
      continue
    }
    const base = c.normalize('NFD')[0]!.toLowerCase()
    out += base.length === 1 ? base : c
  }
  return out
}

/** Lower-case, strip diacritics, collapse punctuation to single spaces: for comparing phrases. */
export function foldPhrase(text: string): string {
  return text
    .replace(/[łŁøØđĐıħ]/g, (c) => BASE_LETTER[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()
}

export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** "JOHN O'NEIL-SMITH" → "John O'Neil-Smith"; particles (van, de, da…) stay lower-case inside a name. */
const PARTICLES = new Set(
  list(`
  van|von|der|den|de|da|di|del|della|dos|das|du|le|la|y|e|zu|ten|ter
`),
)
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/(\s+)/)
    .map((word, i) => {
      if (i > 0 && PARTICLES.has(word)) return word
      return word.replace(/(^|[-'’.])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    })
    .join('')
}

/** Trim separators and stray punctuation from the ends of a fragment. */
export function trimFragment(text: string): string {
  return text
    .replace(/^[\s,;:|•·–—\-/()[\]*_]+/u, '')
    .replace(/[\s,;:|•·–—\-/([*_]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
}

export function wordCount(text: string): number {
  const m = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.+#&-]*/gu)
  return m ? m.length : 0
}

export function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const item of items) {
    const k = key(item)
    if (seen.has(k)) continue
    seen.add(k)
    out.push(item)
  }
  return out
}

/** Build a word-boundary regex alternation from phrases (longest first), matching folded text. */
export function alternation(phrases: readonly string[]): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|')
}

/** Ends like a sentence ("…management."), not like an abbreviation ("S.L.", "Inc.", "B.V.", "Co."). */
export function endsSentence(text: string): boolean {
  const t = text.trim()
  if (!/[.;!?]$/.test(t)) return false
  return !/(?:^|[\s,])(?:\p{L}{1,2}\.){1,3}$|(?:^|\s)(?:inc|ltd|corp|co|llc|plc|gmbh|bv|nv|sa|sl|spa|srl|lda|ltda)\.$/iu.test(
    t,
  )
}

/**
 * A word list written as one string, items separated by "|" (line breaks ignored): keeps the data
 * files compact and diff-friendly.
 */
export function list(items: string): string[] {
  return items
    .split('|')
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
