/**
 * Text folding and tokenisation shared by the build script and the runtime lookups, so that
 * dictionary keys and CV text are normalised by exactly the same code.
 */

// Letters that Unicode NFD does not decompose into base letter + mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ı: 'i',
  þ: 'th',
}
const SPECIAL_RE = /[ßłøæœđıþ]/g
const MARKS_RE = /\p{M}+/gu
const APOSTROPHES_RE = /['’`´]/g

/** Lower-case, strip accents and apostrophes: "Teamfähigkeit" → "teamfahigkeit", "d'équipe" → "dequipe". */
const PLAIN_ASCII_RE = /^[\x20-\x7e]*$/

export function fold(s: string): string {
  // Fast path: most CV words are plain ASCII.
  if (PLAIN_ASCII_RE.test(s)) return s.toLowerCase().replace(APOSTROPHES_RE, '')
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS_RE, '')
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(APOSTROPHES_RE, '')
}

export interface Token {
  /** Folded form used for lookups; a word right after a lone dot keeps it (".NET" → ".net"). */
  key: string
  /** Offsets of the token in the original text (end exclusive). */
  start: number
  end: number
}

// A word: letters/digits with inner apostrophes (children's, d'équipe), then trailing + or #
// (C++, C#, F#). Dots, slashes and hyphens split words: "node.js" → node + js, "CI/CD" → ci + cd.
const WORD_RE = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*[+#]*/gu
const WORDISH_RE = /[\p{L}\p{N}]/u

export function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  for (const m of text.matchAll(WORD_RE)) {
    const start = m.index
    const end = start + m[0].length
    let key = fold(m[0])
    if (key.length === 0) continue
    // ".NET" but not "ASP.NET" nor "Java. Net income": the dot must start a word.
    if (start > 0 && text[start - 1] === '.' && (start === 1 || !WORDISH_RE.test(text[start - 2] ?? ''))) {
      key = `.${key}`
      tokens.push({ key, start: start - 1, end })
    } else tokens.push({ key, start, end })
  }
  return tokens
}

/** The dictionary key of a phrase: folded tokens joined by spaces ("Node.js" → "node js"). */
export function phraseKey(phrase: string): string {
  return tokenize(phrase)
    .map((t) => t.key)
    .join(' ')
}
