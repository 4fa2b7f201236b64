/**
 * Step 1 — normalize: make extracted text from any format look alike before it is split into lines.
 * Repairs UTF-8 read as Windows-1252 ("Ã©" → "é"), unifies line breaks, spaces and bullet glyphs,
 * expands ligatures and drops invisible characters. Line structure is kept: later steps rely on it.
 */

const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
}
// A lead byte of a 2-4 byte UTF-8 sequence shown as Latin-1 (Â Ã Å Ä … â ã ä ï), then continuation bytes.
const MOJIBAKE = /[\u00c2-\u00f4][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]{1,3}/g
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

function cp1252Byte(ch: string): number | null {
  const code = ch.charCodeAt(0)
  if (code <= 0xff) return code
  return CP1252_EXTRA[ch] ?? null
}

/** Re-decode runs that are valid UTF-8 when read back as Windows-1252 bytes; leave everything else. */
export function repairMojibake(text: string): string {
  if (!/[ÂÃÅâãïÄ]/.test(text)) return text
  // "Â" before a space is a non-breaking space read as Windows-1252 after the space was normalised.
  const spaced = text.replace(/Â(?=[ \u00a0])/g, '')
  // "ï¼" between two dates: a fullwidth hyphen-minus (EF BC 8D) whose last byte, a C1 control in
  // Windows-1252, was lost: "01/2015 ï¼ 07/2015" is a range. Elsewhere the symbol is read as below.
  const ranged = spaced.replace(/(\d)([ \t]*)ï¼[\u0080-\u009f]?(?=[ \t]*\d)/g, '$1$2–')
  return ranged.replace(MOJIBAKE, (run) => {
    const bytes: number[] = []
    for (const ch of run) {
      const b = cp1252Byte(ch)
      if (b === null) return run
      bytes.push(b)
    }
    try {
      const decoded = decoder.decode(new Uint8Array(bytes))
      // Symbols that only appear as mojibake of layout glyphs (fullwidth bar, zero-width space) are dropped.
      return decoded.replace(/[\u200b\ufeff]/g, '').replace(/\uff5c/g, '|')
    } catch {
      // A symbol whose last byte was lost (a C1 control dropped on the way): "ï¼" was a bar or bullet.
      return /^[âï]/.test(run) && run.length >= 2 ? ' | ' : run
    }
  })
}

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' }

/** Bullet glyphs seen in CVs; normalized to "• " at the start of a line. */
export const BULLET_CHARS = '•◦▪▫●○■□➢➤►▸▹▶✓✔✗☐◆◇❖❯›»·⁃∙‣-–—*'

export function normalizeText(raw: string): string {
  let text = raw.normalize('NFC')
  text = repairMojibake(text)
  text = text.replace(/[ﬀ-ﬆ]/g, (c) => LIGATURES[c] ?? c)
  text = text.replace(/\r\n?/g, '\n').replace(/[\u2028\u2029\f\v]/g, '\n')
  // Zero-width characters and soft hyphens carry nothing; private-use icon glyphs (Font Awesome) separate
  // the items of a contact line, so they become " | ".
  text = text.replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
  text = text.replace(/[ \t]*[\ue000-\uf8ff]+[ \t]*/g, ' | ')
  // A tab inside a line separates columns placed side by side by the extractor: keep it as a separator.
  text = text.replace(/(\S)[ ]*\t+[ \t]*(?=\S)/g, '$1 | ')
  text = text.replace(/[\t\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
  text = text.replace(/\uff5c/g, '|').replace(/\uff1a/g, ':')
  const lines = text.split('\n').map((line) =>
    stripMarkdown(line)
      .replace(/ {2,}/g, ' ')
      .replace(/^(?:\s*\|\s*)+|(?:\s*\|\s*)+$/g, '')
      .replace(/(?:\s*\|\s*){2,}/g, ' | ')
      .trim(),
  )
  // More than one empty line in a row says nothing more than one.
  const out: string[] = []
  for (const line of lines) {
    if (line === '' && out.length > 0 && out[out.length - 1] === '') continue
    out.push(line)
  }
  while (out.length && out[0] === '') out.shift()
  while (out.length && out[out.length - 1] === '') out.pop()
  return out.join('\n')
}

// Markdown CVs (README-style, exported notes): "## Skills" is the heading "Skills", "**Python**" the word.
// Without this the markers leak into titles ("### Accountant") and hide headings from the section step.
const MD_HEADING_RE = /^[ ]{0,3}#{1,6}[ ]+(.*?)(?:[ ]+#+)?[ ]*$/
const MD_STRONG_RE = /(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g

/** A line without Markdown heading markers and strong emphasis; other text is left alone. */
export function stripMarkdown(line: string): string {
  return line.replace(MD_HEADING_RE, '$1').replace(MD_STRONG_RE, '$2')
}
