/**
 * Clean-up of OCR output (images and scanned PDFs, whichever OCR service read them) before the shared
 * normalisation. Each rule is about how OCR misreads print, never about one document:
 *  - look-alike letters of another script inside a word ("а YAML" with a Cyrillic а) → the word's script;
 *  - bullet glyphs read as symbols or letters ("+ ", "« ", "© ", "e " / "o " on several lines) → "• ";
 *  - rules and underlines read as characters ("———", "000000", "|||") → removed;
 *  - words hyphenated at a line end ("automa-\ntion") → joined;
 *  - an e-mail domain that lost its dot before a common top-level domain ("@emailcom") → restored.
 * Ligatures (ﬁ, ﬂ) are unfolded for every format in normalize.ts.
 */

// Cyrillic letters that print like Latin ones, and their Latin twins.
const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  н: 'h',
  т: 't',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
}
const LATIN_TO_CYRILLIC: Record<string, string> = {}
for (const [cyrillic, latin] of Object.entries(CYRILLIC_TO_LATIN)) LATIN_TO_CYRILLIC[latin] ??= cyrillic

const LATIN = /\p{Script=Latin}/u
const CYRILLIC = /\p{Script=Cyrillic}/u

/** Symbols OCR makes of round or square bullets; always a bullet when they open a line before text. */
const BULLET_SYMBOLS = '+«©®¢°■□▪●○◦➢►~'
/** Letters OCR makes of small round bullets: a bullet only when several lines open with the same one. */
const BULLET_LETTERS = ['e', 'o']
// Five or more of one rule character (underlines and section rules), with spaces between allowed.
const RULES = /(?:^|\s)(?:[—–\-_=~:.•]\s?){4,}(?=\s|$)|(?<=\p{L}\S*\s+)(?:0{5,}|1{5,}|8{5,})(?=\s*$)/gmu

export function cleanOcrText(text: string): string {
  const lines = text.split(/\r\n?|\n/).map(fixScripts)
  const letterBullets = new Set(
    BULLET_LETTERS.filter((b) => lines.filter((l) => l.trimStart().startsWith(`${b} `)).length >= 2),
  )
  const cleaned = lines.map((read) => {
    let line = read.replace(/^\s*\|+\s*|\s*\|+\s*$/g, '').replace(/\s*\|{2,}\s*/g, ' | ')
    line = line.replace(RULES, ' ').trim()
    const head = line.trimStart()
    const first = head[0] ?? ''
    const isBullet =
      head[1] === ' ' && /\S/.test(head.slice(2)) && (BULLET_SYMBOLS.includes(first) || letterBullets.has(first))
    return isBullet ? `• ${head.slice(2).trimStart()}` : line
  })
  return restoreEmailDots(joinHyphenated(cleaned.join('\n')))
}

/** Words mixing Latin and Cyrillic letters take the script most of the line's letters are in. */
function fixScripts(line: string): string {
  if (!CYRILLIC.test(line) || !LATIN.test(line)) return line
  let latin = 0
  let cyrillic = 0
  for (const ch of line) {
    if (LATIN.test(ch)) latin++
    else if (CYRILLIC.test(ch)) cyrillic++
  }
  const toLatin = latin >= cyrillic
  return line.replace(/[\p{L}]+/gu, (word) => {
    const hasLatin = LATIN.test(word)
    const hasCyrillic = CYRILLIC.test(word)
    // A lone Cyrillic letter between Latin words ("а YAML") is a misread too (not the other way round:
    // "C" in "C++" is at home in a Ukrainian line).
    const minorityLetter = word.length === 1 && toLatin && hasCyrillic
    if (!(hasLatin && hasCyrillic) && !minorityLetter) return word
    const table = toLatin ? CYRILLIC_TO_LATIN : LATIN_TO_CYRILLIC
    const mapped = [...word].map((ch) => table[ch] ?? ch).join('')
    // Only when every letter has a twin; otherwise the word is left as it was read.
    return toLatin ? (CYRILLIC.test(mapped) ? word : mapped) : LATIN.test(mapped) ? word : mapped
  })
}

/** "automa-\ntion" → "automation": a lower-case word broken by a hyphen at the line end. */
function joinHyphenated(text: string): string {
  // The two lines become one: the next line is the rest of the same sentence.
  return text.replace(/(\p{Ll}{2,})-\n(?=\p{Ll})/gu, '$1')
}

const TLD = '(com|org|net|edu|gov|info|io|de|pl|uk|fr|it|es|nl|eu|ua|ch|at|cz|se|no|dk|fi|pt|ie|be|ca|us|au|in|jp|kr)'
const DOTLESS_DOMAIN = new RegExp(`(@[a-z0-9-]{2,}?)${TLD}\\b(?![.@])`, 'giu')

/** "john@emailcom" → "john@email.com", only for a domain that has no dot at all. */
function restoreEmailDots(text: string): string {
  return text.replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*/gu, (address) =>
    address.slice(address.indexOf('@')).includes('.') ? address : address.replace(DOTLESS_DOMAIN, '$1.$2'),
  )
}
