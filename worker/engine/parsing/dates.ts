/**
 * Date parsing for CVs: single dates ("Sept 2018", "03/2018", "2018-03", "1 gennaio 1950", "Aug'07",
 * "2015") and ranges ("Jan 2019 – Present", "2015–2017", "October 2011\nto\nAugust 2015", "seit 2020",
 * "Desde 2013", "gennaio 2005 - alla data attuale"), with month names in eight languages. Works on a
 * folded copy of the text so offsets map back to the original.
 */
import { MONTH_WORDS, PRESENT_WORDS, RANGE_WORDS, SINCE_WORDS } from './date-words'
import { alternation, foldKeepLength } from './text-utils'
import type { DateRange, YearMonth } from './types'

const MONTH_BY_WORD = new Map<string, number>()
for (const [month, words] of Object.entries(MONTH_WORDS)) for (const w of words) MONTH_BY_WORD.set(w, Number(month))

const M = `(${alternation([...MONTH_BY_WORD.keys()])})\\.?`
const Y = `((?:19|20)\\d{2}|['’]\\d{2})`
const Y4 = '((?:19|20)\\d{2})'
const TOKEN_SOURCE = [
  `(\\d{1,2})(?:st|nd|rd|th|er|\\.)?[\\s/-]*(?:de\\s+)?${M}[\\s,.-]*(?:de\\s+)?${Y4}`, // 1-3: day month year
  `${M}[\\s]*(\\d{1,2})(?:st|nd|rd|th)?,\\s*${Y4}`, // 4-6: month day, year
  `${M}[\\s,./-]*(?:de\\s+|del\\s+)?${Y}`, // 7-8: month year ("enero de 2015")
  `(\\d{1,2})[./](\\d{1,2})[./]${Y4}`, // 9-11: dd.mm.yyyy (or mm/dd/yyyy)
  `(0?[1-9]|1[0-2])\\s?[./-]\\s?${Y4}`, // 12-13: mm/yyyy
  `${Y4}\\s?[./-]\\s?(0[1-9]|1[0-2])(?![\\d])`, // 14-15: yyyy-mm
  Y4, // 16: yyyy
]
  .map((s) => `(?:${s})`)
  .join('|')
const TOKEN_RE = new RegExp(`(?<![\\p{L}\\d])(?:${TOKEN_SOURCE})(?![\\p{L}\\d])`, 'gu')

const SEPARATOR_RE = new RegExp(`^[\\s(]*(?:[-–—~]+|${alternation(RANGE_WORDS)})?[\\s]*(?:[-–—~]+)?[\\s]*$`, 'u')
const PRESENT_AFTER_RE = new RegExp(
  `^[\\s]*(?:[-–—~]+|${alternation(RANGE_WORDS)})[\\s]*(?:[-–—~]+)?[\\s]*(${alternation(PRESENT_WORDS)})(?![\\p{L}])`,
  'u',
)
/** "2017 – Product Manager, Google\nPresent Leading teams…": a range whose end word starts the next line. */
const DANGLING_DASH_RE = /^[ \t]*[-–—]+[ \t]*(?=\p{L})([^\n]*)\n[ \t]*/u
const PRESENT_START_RE = new RegExp(`^(?:${alternation(PRESENT_WORDS)})(?![\\p{L}])`, 'u')
const SINCE_BEFORE_RE = new RegExp(`(?<![\\p{L}])(?:${alternation(SINCE_WORDS)})[\\s:]*$`, 'u')

export interface DateToken {
  date: YearMonth
  index: number
  length: number
}

function year(text: string): number {
  const digits = text.replace(/\D/g, '')
  if (digits.length === 4) return Number(digits)
  const yy = Number(digits)
  // Two-digit years: 'YY ≥ 50 is the 1900s. No CV in scope starts work before 1950.
  return yy >= 50 ? 1900 + yy : 2000 + yy
}

function toMonth(word: string | undefined): number | null {
  if (!word) return null
  return MONTH_BY_WORD.get(word.replace(/\.$/, '')) ?? null
}

function tokenDate(g: (string | undefined)[]): YearMonth | null {
  if (g[3]) return { year: year(g[3]), month: toMonth(g[2]) }
  if (g[6]) return { year: year(g[6]), month: toMonth(g[4]) }
  if (g[8]) return { year: year(g[8]), month: toMonth(g[7]) }
  if (g[11]) {
    const a = Number(g[9])
    const b = Number(g[10])
    // dd.mm.yyyy is the European default; mm/dd/yyyy only when the second number cannot be a month.
    const month = b >= 1 && b <= 12 ? b : a >= 1 && a <= 12 ? a : null
    return { year: Number(g[11]), month }
  }
  if (g[13]) return { year: Number(g[13]), month: Number(g[12]) }
  if (g[14]) return { year: Number(g[14]), month: Number(g[15]) }
  if (g[16]) return { year: Number(g[16]), month: null }
  return null
}

/** All single dates in a text, in order. */
export function findDates(text: string): DateToken[] {
  // Every date pattern has a digit: most lines of a CV are rejected here without running the big pattern.
  if (!/\d/.test(text)) return []
  const folded = foldKeepLength(text)
  const out: DateToken[] = []
  for (const m of folded.matchAll(TOKEN_RE)) {
    const date = tokenDate([...m])
    if (date) out.push({ date, index: m.index, length: m[0].length })
  }
  return out
}

const JOINER_RE = new RegExp(`[-–—~]|(?<![\\p{L}])(?:${alternation(RANGE_WORDS)})(?![\\p{L}])`, 'u')

/** The text of the line around `index`, without the span [from, to). */
function restOfLine(text: string, from: number, to: number): string {
  const start = text.lastIndexOf('\n', from - 1) + 1
  const endAt = text.indexOf('\n', to)
  return `${text.slice(start, from)}${text.slice(to, endAt < 0 ? text.length : endAt)}`
}

/**
 * Whether two dates form a range. Blank space alone joins them on one line ("Jan 2015   Dec 2019")
 * or when each date stands alone on its line (a two-line date column); across a line break with
 * other words beside them it does not, so "Born: 1995" above "Feb 2020 …" is no job.
 */
function joinsRange(folded: string, a: DateToken, b: DateToken): boolean {
  const between = folded.slice(a.index + a.length, b.index)
  if (!SEPARATOR_RE.test(between)) return false
  if (JOINER_RE.test(between) || !between.includes('\n')) return true
  const alone = (t: DateToken) => restOfLine(folded, t.index, t.index + t.length).trim() === ''
  return alone(a) && alone(b)
}

/**
 * Date ranges in a text. A range is two dates joined by a dash or a range word (line breaks allowed
 * between them), a date followed by a "present" word, or "since <date>". Lone dates are not ranges.
 */
export function findDateRanges(text: string): DateRange[] {
  const tokens = findDates(text)
  if (tokens.length === 0) return []
  const folded = foldKeepLength(text)
  const out: DateRange[] = []
  for (let i = 0; i < tokens.length; i++) {
    const a = tokens[i]!
    const afterA = a.index + a.length
    const b = tokens[i + 1]
    if (b && b.index - afterA <= 12 && joinsRange(folded, a, b)) {
      out.push({ start: a.date, end: b.date, index: a.index, length: b.index + b.length - a.index })
      i++
      continue
    }
    const present = PRESENT_AFTER_RE.exec(folded.slice(afterA, afterA + 40))
    if (present) {
      out.push({ start: a.date, end: 'present', index: a.index, length: afterA - a.index + present[0].length })
      continue
    }
    const before = folded.slice(Math.max(0, a.index - 12), a.index)
    const since = SINCE_BEFORE_RE.exec(before)
    if (since) {
      const start = a.index - since[0].length
      out.push({ start: a.date, end: 'present', index: start, length: afterA - start })
      continue
    }
    const dangling = DANGLING_DASH_RE.exec(folded.slice(afterA))
    if (dangling) {
      const nextLine = folded.slice(afterA + dangling[0].length)
      const end = PRESENT_START_RE.test(nextLine) ? 'present' : null
      out.push({
        start: a.date,
        end,
        index: a.index,
        length: a.length + (/^[ \t]*[-–—]+/.exec(folded.slice(afterA))?.[0].length ?? 0),
      })
    }
  }
  return out
}

export function formatYearMonth(date: YearMonth, role: 'start' | 'end'): string {
  // A year without a month covers the whole year: January when it starts a range, December when it ends one.
  const month = date.month ?? (role === 'start' ? 1 : 12)
  return `${date.year}-${String(month).padStart(2, '0')}`
}

/** Months between two YYYY-MM values, end inclusive of its month (Jan–Mar = 3). */
export function monthsBetween(start: string, end: string): number {
  const [sy, sm] = start.split('-').map(Number) as [number, number]
  const [ey, em] = end.split('-').map(Number) as [number, number]
  return (ey - sy) * 12 + (em - sm) + 1
}

/** Is this (trimmed) text nothing but dates and range words? */
export function isDateOnly(text: string): boolean {
  const folded = foldKeepLength(text)
  let rest = folded.replace(TOKEN_RE, ' ')
  rest = rest.replace(
    new RegExp(
      `(?<![\\p{L}])(?:${alternation([...PRESENT_WORDS, ...RANGE_WORDS, ...SINCE_WORDS, 'start', 'end', 'from'])})(?![\\p{L}])`,
      'gu',
    ),
    ' ',
  )
  return rest.replace(/[\s\-–—~(),.|:/]+/g, '') === '' && /\d/.test(text)
}
