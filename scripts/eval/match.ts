import { normalizeSkill } from '../../worker/engine/taxonomy/index'

/**
 * Matching rules of the parser evaluation, kept apart from the parser so the eval does not grade the
 * parser with its own vocabulary.
 */

/** Lower case, no diacritics, punctuation to single spaces ("C++" and "C#" keep their signs). */
export function norm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()
}

export function sameName(a: string | null, b: string | null): boolean {
  return !!a && !!b && norm(a) === norm(b)
}

export function sameEmail(a: string | null, b: string | null): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()
}

/** Phones agree when their digits agree, or one is the other without the country code (≥ 7 digits). */
export function samePhone(a: string | null, b: string | null): boolean {
  const da = (a ?? '').replace(/\D/g, '')
  const db = (b ?? '').replace(/\D/g, '')
  if (!da || !db) return da === db
  if (da === db) return true
  const [short, long] = da.length < db.length ? [da, db] : [db, da]
  return short.length >= 7 && long.endsWith(short.replace(/^0/, ''))
}

/** Whole-word containment on normalized text. */
function containsWords(haystack: string, needle: string): boolean {
  if (!needle) return false
  return ` ${haystack} `.includes(` ${needle} `)
}

/**
 * A gold skill phrase is recalled when some extracted skill (hard ∪ soft), normalized, equals it,
 * or one contains the other as whole words ("Microsoft Excel" ~ "Excel"; "Shell Scripting and Python"
 * ~ "Python"), or the taxonomy maps the gold phrase to the same concept label ("MS OFFICE" ~
 * "Microsoft Office", "SVN" ~ "Subversion").
 */
export function skillRecalled(gold: string, extracted: string[]): boolean {
  const g = norm(gold)
  if (!g) return false
  const concept = normalizeSkill(gold)
  const c = concept ? norm(concept.label) : null
  return extracted.some((s) => {
    const e = norm(s)
    return e.length > 0 && (e === g || e === c || containsWords(g, e) || containsWords(e, g))
  })
}

/** A predicted title matches a gold designation when one contains the other as whole words. */
export function titleMatches(predicted: string | null, gold: string[]): boolean {
  if (!predicted) return false
  const p = norm(predicted)
  return gold.some((g) => {
    const n = norm(g)
    return n.length > 0 && (n === p || containsWords(p, n) || containsWords(n, p))
  })
}

export function jaccard(a: string[], b: string[]): number {
  const sa = new Set(a.map(norm))
  const sb = new Set(b.map(norm))
  if (sa.size === 0 && sb.size === 0) return 1
  let inter = 0
  for (const x of sa) if (sb.has(x)) inter++
  return inter / (sa.size + sb.size - inter)
}

/**
 * Gold degree level of an annotated degree phrase (Indian and international abbreviations). The eval's
 * own table: B.Tech/BE/BSc/BCA/B.Com → bachelor, M.Tech/MCA/MBA/MSc/ME → master, Diploma/HNC → associate,
 * SSC/HSC/SSLC/12th/10th → high_school, PhD → doctorate.
 */
const GOLD_LEVELS: [string, RegExp][] = [
  ['doctorate', /\bph\s?d\b|\bdoctor(?:ate)?\b/],
  [
    'master',
    /\bm\s?tech\b|\bm\s?e\b|\bm\s?s\b|\bm\s?sc\b|\bmca\b|\bmba\b|\bm\s?com\b|\bmaster|\bpgd|\bpost\s?graduat|\bm\s?a\b|\bm\s?phil\b/,
  ],
  [
    'bachelor',
    /\bb\s?tech\b|\bb\s?e\b|\bb\s?sc\b|\bbca\b|\bb\s?com\b|\bbba\b|\bbachelor|\bb\s?a\b|\bb\s?s\b|\bgraduat|\bbe\b|\bb\s?ed\b|\bb\s?pharm/,
  ],
  ['associate', /\bdiploma\b|\bhnc\b|\bhnd\b|\bassociate\b|\bpolytechnic\b/],
  [
    'high_school',
    /\bssc\b|\bhsc\b|\bsslc\b|\b12th\b|\b10th\b|\bintermediate\b|\bhigher secondary\b|\bhigh school\b|\bxii\b|\bmatric|\bsecondary\b|\bpuc\b/,
  ],
]
const ORDER = ['high_school', 'associate', 'bachelor', 'master', 'doctorate']

export function goldDegreeLevel(phrases: string[]): string | null {
  let best: string | null = null
  for (const phrase of phrases) {
    const p = norm(phrase.replace(/\./g, ''))
    const level = GOLD_LEVELS.find(([, re]) => re.test(p))?.[0] ?? null
    if (level && (!best || ORDER.indexOf(level) > ORDER.indexOf(best))) best = level
  }
  return best
}

/** Section headings that annotators swept into skill spans; they are not skills. */
const HEADING_PHRASES = new Set([
  'additional information',
  'skills',
  'skill',
  'technical skills',
  'technical skill',
  'skill set',
  'technical skill set',
  'soft skills',
  'personal skills',
  'personal skill',
  'technical expertise',
  'software skills',
  'key skills',
  'computer skills',
  'areas of interest',
  'it skills',
  'core competencies',
  'strengths',
])

/**
 * Annotated skill spans → skill phrases: split on line breaks, commas, semicolons and bullets; drop
 * "(N years)" notes, "Label:" prefixes and section headings; keep phrases of 1–5 words (longer ones are
 * sentences).
 */
export function skillPhrases(spans: string[]): string[] {
  const out = new Map<string, string>()
  for (const span of spans) {
    for (const raw of span.split(/[\n,;•➢●▪◦❖]+/)) {
      let p = raw
        .replace(/\((?:[^()]*\d[^()]*|less\s*than[^()]*)\)/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim()
      p = p.replace(/^[^:]{2,40}:\s*/, '').replace(/^[-–*·\s]+|[-–*·.\s]+$/g, '')
      const words = p.split(' ').filter(Boolean).length
      if (words === 0 || words > 5 || !/\p{L}/u.test(p)) continue
      const key = norm(p)
      if (key && !HEADING_PHRASES.has(key) && !out.has(key)) out.set(key, p)
    }
  }
  return [...out.values()]
}
