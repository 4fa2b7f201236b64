/**
 * Document language detection: franc-min trigram scores restricted to the languages the parser
 * supports, with a stop-word vote for short texts. Returns an ISO 639-1 code, or null when unsure —
 * callers must treat null as "unknown", never as English.
 */
import { francAll } from 'franc-min'
import { STOP_WORDS } from './stop-words'

/** ISO 639-3 (franc) → ISO 639-1 for the supported languages, in tie-break order. */
const SUPPORTED: Record<string, string> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
  ita: 'it',
  nld: 'nl',
  pol: 'pl',
  por: 'pt',
}
export const SUPPORTED_LANGUAGES: readonly string[] = Object.values(SUPPORTED)

/** Below this many letters trigram statistics are noise; the stop-word vote decides. */
const MIN_TRIGRAM_LETTERS = 120
/** franc scores are relative (best = 1); a runner-up this close means "unsure". */
const MIN_MARGIN = 0.04
/** Stop-word vote: the winner needs this many hits and this share of all hits. */
const MIN_STOP_HITS = 3
const MIN_STOP_SHARE = 0.5
/** franc reads only the first ~2,000 characters; a sample of prose lines beats the header. */
const SAMPLE_CHARS = 3000

export interface LanguageGuess {
  language: string | null
  method: 'trigram' | 'stop-words' | 'none'
}

export function detectLanguage(text: string): string | null {
  return guessLanguage(text).language
}

export function guessLanguage(text: string): LanguageGuess {
  const sample = proseSample(text)
  const letters = sample.replace(/[^\p{L}]/gu, '').length
  const votes = stopWordVotes(sample)
  if (letters >= MIN_TRIGRAM_LETTERS) {
    const ranked = francAll(sample, { only: Object.keys(SUPPORTED), minLength: 10 })
    const [best, second] = ranked
    if (best && best[0] !== 'und') {
      const code = SUPPORTED[best[0]] ?? null
      const margin = best[1] - (second?.[1] ?? 0)
      // A close trigram race is settled by the stop-word vote when that vote agrees with one of the two.
      if (code && margin >= MIN_MARGIN) return { language: code, method: 'trigram' }
      const stop = stopWordWinner(votes)
      const secondCode = second ? SUPPORTED[second[0]] : undefined
      if (stop && (stop === code || stop === secondCode)) return { language: stop, method: 'stop-words' }
      if (code && !stop) return { language: code, method: 'trigram' }
    }
  }
  const stop = stopWordWinner(votes)
  return stop ? { language: stop, method: 'stop-words' } : { language: null, method: 'none' }
}

/** Lines with several words, preferring sentences (contact lines and skill lists say little about language). */
function proseSample(text: string): string {
  const lines = text.split(/\r?\n/)
  const prose = lines.filter((l) => l.trim().split(/\s+/).length >= 6 && !/@|https?:|www\./i.test(l))
  const chosen = prose.length >= 3 ? prose : lines
  let out = ''
  for (const line of chosen) {
    if (out.length >= SAMPLE_CHARS) break
    out += `${line.trim()}\n`
  }
  return out
}

function stopWordVotes(sample: string): Map<string, number> {
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? []
  const counts = new Map<string, number>()
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1)
  const votes = new Map<string, number>()
  for (const [lang, list] of Object.entries(STOP_WORDS)) {
    let hits = 0
    for (const w of list) hits += counts.get(w) ?? 0
    votes.set(lang, hits)
  }
  return votes
}

function stopWordWinner(votes: Map<string, number>): string | null {
  let total = 0
  let best: [string, number] | null = null
  for (const [lang, hits] of votes) {
    total += hits
    if (!best || hits > best[1]) best = [lang, hits]
  }
  if (!best || best[1] < MIN_STOP_HITS || best[1] / total < MIN_STOP_SHARE) return null
  return best[0]
}
