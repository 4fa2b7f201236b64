/** Step 2 — lines: split the normalized text into lines with layout hints (bullets, ALL CAPS, short). */
import { BULLET_CHARS } from './normalize'
import { wordCount } from './text-utils'
import type { Line } from './types'

const BULLET_RE = new RegExp(`^[${BULLET_CHARS.replace(/[-\]\\^]/g, '\\$&')}]+\\s+|^[•◦▪●○■➢➤►▸✓✔◆❖]+`, 'u')
/** "1." / "a)" enumerations count as bullets only when followed by text. */
const NUMBERED_RE = /^(?:\d{1,2}|[a-z])[.)]\s+(?=\p{L})/u

export function splitLines(text: string): Line[] {
  const raw = text.split('\n')
  const out: Line[] = []
  let blank = true
  for (let i = 0; i < raw.length; i++) {
    const original = raw[i]!
    if (original.trim() === '') {
      blank = true
      out.push({
        index: i,
        text: '',
        bullet: false,
        allCaps: false,
        short: true,
        blankBefore: blank,
        wordCount: 0,
        continuation: false,
      })
      continue
    }
    let text = original
    let bullet = false
    const m = BULLET_RE.exec(text)
    if (m) {
      bullet = true
      text = text.slice(m[0].length).trim()
    } else if (NUMBERED_RE.test(text) && !/^\d{1,2}\.\s*\d/.test(text)) {
      bullet = true
      text = text.replace(NUMBERED_RE, '')
    }
    const letters = text.replace(/[^\p{L}]/gu, '')
    const allCaps = letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
    const words = wordCount(text)
    const prev = lastContent(out)
    const continuation =
      !bullet &&
      !!prev &&
      (prev.bullet || prev.continuation) &&
      !/[.!?:]$/.test(prev.text) &&
      (/^\p{Ll}/u.test(text) || (words <= 3 && prev.wordCount >= 8 && !/\d{4}/.test(text)))
    out.push({ index: i, text, bullet, allCaps, short: words <= 6, blankBefore: blank, wordCount: words, continuation })
    blank = false
  }
  return out
}

function lastContent(lines: Line[]): Line | undefined {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.text !== '') return lines[i]
  return undefined
}

/** Non-empty lines only: most steps skip blanks but keep the original indices. */
export function contentLines(lines: Line[]): Line[] {
  return lines.filter((l) => l.text !== '')
}
