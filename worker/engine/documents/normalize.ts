/**
 * The shared last step for every format: one text shape for the CV parser.
 * NFC; ligatures unfolded; newlines only; no control, zero-width or private-use characters (icon fonts); Unicode spaces →
 * ' '; runs of spaces collapsed ('\t' kept as one tab: it marks table cells and wide gaps); at most one
 * blank line in a row; cut at maxTextChars with a warning.
 */

export interface NormalizedText {
  text: string
  warnings: string[]
}

// Bullets that Word's Symbol/Wingdings fonts put in the private-use area (U+F0B7 is the classic '•').
const SYMBOL_FONT_BULLETS = /[\uF0A7\uF0B7\uF076\uF0D8\uF0FC\uF0A8\uF0E0\uF09F\uF06E\uF0AB]/g
const PRIVATE_USE = /[\uE000-\uF8FF]|[\uDB80-\uDBFF][\uDC00-\uDFFF]/g
// C0 (except \t \n), DEL, C1, zero-width/format characters, BOM, soft hyphen, interlinear annotations.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is this regex's job.
const INVISIBLE = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u200B-\u200D\u2060-\u2064\uFEFF\uFFF9-\uFFFB]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: vertical tab and form feed are line breaks here.
const LINE_BREAKS = /\r\n?|[\u000B\u000C\u0085\u2028\u2029]/g
const UNICODE_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g
// Typographic ligatures (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ): PDFs from TeX and OCR output keep them as one character.
const LIGATURES = /[\uFB00-\uFB06]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

export function normalizeText(input: string, maxChars: number): NormalizedText {
  const warnings: string[] = []
  let text = input
    .replace(LINE_BREAKS, '\n')
    .replace(SYMBOL_FONT_BULLETS, '•')
    .replace(PRIVATE_USE, '')
    .replace(LONE_SURROGATE, '')
    .replace(INVISIBLE, '')
    .replace(UNICODE_SPACES, ' ')
    .replace(LIGATURES, (ligature) => ligature.normalize('NFKC'))
    .normalize('NFC')

  text = text
    .split('\n')
    .map(collapseLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

  if (text.length > maxChars) {
    let cut = maxChars
    // Never split a surrogate pair.
    if (/[\uD800-\uDBFF]/.test(text[cut - 1] ?? '')) cut--
    text = text.slice(0, cut).trimEnd()
    warnings.push(`truncated: text cut at ${maxChars} characters`)
  }
  return { text, warnings }
}

function collapseLine(line: string): string {
  return line.replace(/[ \t]+/g, (run) => (run.includes('\t') ? '\t' : ' ')).replace(/^[ \t]+|[ \t]+$/g, '')
}
