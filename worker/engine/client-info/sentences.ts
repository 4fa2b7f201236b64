/** Sentences of pasted text, and the ones about culture and about the organization itself. */

const CULTURE_WORDS = [
  // English
  'culture',
  'value',
  'values',
  'believe',
  'together',
  'team',
  'teams',
  'collaborat',
  'inclusi',
  'divers',
  'respect',
  'trust',
  'transparen',
  'ownership',
  'flexib',
  'remote',
  'hybrid',
  'work-life',
  'wellbeing',
  'well-being',
  'learning',
  'growth',
  'grow',
  'curious',
  'curiosity',
  'empower',
  'autonomy',
  'feedback',
  'open',
  'honest',
  'care',
  'passion',
  'mission',
  'purpose',
  'sustainab',
  'fair',
  'equal',
  'belong',
  // German
  'kultur',
  'werte',
  'wert',
  'gemeinsam',
  'zusammen',
  'vertrauen',
  'respekt',
  'vielfalt',
  'offen',
  'ehrlich',
  'verantwortung',
  'flexibel',
  'weiterbildung',
  'entwicklung',
  'leidenschaft',
  'nachhaltig',
  'wertschätz',
  'augenhöhe',
  'familiär',
  'mission',
]
const INFO_PATTERNS = [
  /\b(?:is|are) (?:a|an|the)\b/i,
  /\b(?:founded|established|since|headquartered|based in|employees|people in|offices|customers|clients|market|leading|provider|manufacturer|specialis|specializ)\w*/i,
  /\b(?:ist ein|sind ein|gegründet|seit \d{4}|mitarbeite|standort|kunden|marktführ|anbieter|hersteller|spezialis)\w*/i,
]
const MAX_SENTENCES = 4
const MIN_WORDS = 5
const MAX_CHARS = 400

/** Sentences of the text; short lines without a full stop (headings, menu items) are not sentences. */
export function sentencesOf(lines: string[]): string[] {
  const out: string[] = []
  for (const line of lines) {
    const parts = line.match(/[^.!?]+(?:[.!?]+["”’)]?|$)/g) ?? []
    for (const part of parts) {
      const s = part.trim()
      if (s.split(/\s+/).length >= MIN_WORDS && s.length <= MAX_CHARS) out.push(s)
    }
  }
  return [...new Set(out)]
}

const fold = (s: string) => s.toLocaleLowerCase('de')

function cultureScore(sentence: string): number {
  const words = fold(sentence).split(/[^\p{L}-]+/u)
  let score = 0
  for (const w of words) if (w && CULTURE_WORDS.some((c) => w.startsWith(c))) score++
  return score
}

/** Up to four sentences most about culture and values, in the order the text has them. */
export function cultureSentences(sentences: string[]): string[] {
  const scored = sentences.map((s, i) => ({ s, i, score: cultureScore(s) })).filter((x) => x.score >= 2)
  return scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.s)
}

/** Up to four sentences saying what the organization is and does: naming it, or stating facts. */
export function infoSentences(sentences: string[], name: string, exclude: Set<string>): string[] {
  const folded = fold(name.trim())
  const nameWords = folded.split(/\s+/).filter((w) => w.length > 2)
  const picked = sentences.filter((s) => {
    if (exclude.has(s)) return false
    const f = fold(s)
    const named = nameWords.length > 0 && nameWords.some((w) => f.includes(w))
    return (named && INFO_PATTERNS.some((p) => p.test(s))) || INFO_PATTERNS.slice(1).some((p) => p.test(s))
  })
  return picked.slice(0, MAX_SENTENCES)
}
