/**
 * The core of job-title classification, shared by the runtime (occupations.ts) and the build
 * (which drops dictionary titles this function already classifies the same way without them).
 *
 * Steps, first hit wins: the whole title; the title without seniority/gender/contract words; the
 * longest dictionary title inside it (single words only at the title's head: last or first word);
 * the head word alone, also as the end of a German/Dutch compound ("Java-Entwickler").
 */

// Words around a title that do not change the occupation (en, de, fr, es, it, nl, pl, pt).
const MODIFIERS = new Set(
  (
    'senior sr snr junior jr jnr lead principal staff trainee intern internship apprentice graduate entry level mid ' +
    'medior expert i ii iii iv v 1 2 3 freelance freelancer contractor contract interim temporary remote ' +
    'werkstudent werkstudentin praktikant praktikantin azubi auszubildender auszubildende freiberuflicher ' +
    'stagiaire alternant alternance stagiario stagiaria tirocinante becario becaria pasante estagiario estagiaria ' +
    'stazysta stazystka praktykant praktykantka starszy mlodszy stagiair m w d f h x gn mwd wmd mfd'
  ).split(' '),
)
// Gender endings left as separate tokens: "Entwickler*in", "développeur·se".
const END_ONLY = new Set(['in', 'innen', 'e', 'se', 'euse', 'rice', 'ere', 'ne'])

export interface TitleDictionary {
  title(key: string): string | undefined
  head(word: string): string | undefined
  /** '-suffix' heads, longest first. */
  compoundHeads: readonly string[]
  /** The most words a dictionary title has: longer runs of a title are not looked up. */
  maxWords?: number
}

/** Only the first two steps: the whole title, or it without modifiers, is a dictionary title. */
export function exactTitleTokens(tokens: readonly string[], dict: TitleDictionary): string | null {
  if (tokens.length === 0) return null
  const exact = dict.title(tokens.join(' '))
  if (exact) return exact
  const core = stripModifiers(tokens)
  return core.length > 0 && core.length !== tokens.length ? (dict.title(core.join(' ')) ?? null) : null
}

/** How a title was matched: a dictionary title (whole, without modifiers, or inside it), or only its head word. */
export type TitleMatchStep = 'title' | 'head'

export function matchTitleTokens(tokens: readonly string[], dict: TitleDictionary): string | null {
  return matchTitleTokensStep(tokens, dict)?.code ?? null
}

export interface TitleMatch {
  code: string
  step: TitleMatchStep
  /**
   * The one word that decided, when one word did: the head word, a one-word title, or a one-word
   * dictionary title inside a longer one ("Architekt" in "Architekt IT Cloud"). Such a word may have
   * several senses.
   */
  word?: string
}

export function matchTitleTokensStep(tokens: readonly string[], dict: TitleDictionary): TitleMatch | null {
  if (tokens.length === 0) return null
  const exact = dict.title(tokens.join(' '))
  // A one-word title ("Architekt", cut at "ds.") is as open to its word's senses as a head word.
  if (exact) return { code: exact, step: 'title', ...(tokens.length === 1 ? { word: tokens[0] as string } : {}) }
  const core = stripModifiers(tokens)
  if (core.length === 0) return null
  if (core.length !== tokens.length) {
    const c = dict.title(core.join(' '))
    if (c) return { code: c, step: 'title', ...(core.length === 1 ? { word: core[0] as string } : {}) }
  }
  const contained = containedTitle(core, dict)
  if (contained) return { ...contained, step: 'title' }
  const head = headOf(core, dict)
  return head ? { ...head, step: 'head' } : null
}

function stripModifiers(tokens: readonly string[]): string[] {
  let start = 0
  let end = tokens.length
  while (start < end && MODIFIERS.has(tokens[start] as string)) start++
  while (end > start && (MODIFIERS.has(tokens[end - 1] as string) || END_ONLY.has(tokens[end - 1] as string))) end--
  return tokens.slice(start, end)
}

/** Longest dictionary title inside the tokens; at equal length the one nearer the end wins (English heads). */
function containedTitle(tokens: readonly string[], dict: TitleDictionary): { code: string; word?: string } | null {
  for (let n = Math.min(tokens.length - 1, dict.maxWords ?? Number.POSITIVE_INFINITY); n >= 2; n--) {
    for (let i = tokens.length - n; i >= 0; i--) {
      const code = dict.title(tokens.slice(i, i + n).join(' '))
      if (code) return { code }
    }
  }
  const last = tokens[tokens.length - 1] as string
  const byLast = dict.title(last)
  if (byLast) return { code: byLast, word: last }
  const first = tokens[0] as string
  const byFirst = tokens.length > 1 ? dict.title(first) : undefined
  return byFirst ? { code: byFirst, word: first } : null
}

function headOf(tokens: readonly string[], dict: TitleDictionary): { code: string; word: string } | null {
  const last = tokens[tokens.length - 1] as string
  const byLast = dict.head(last) ?? dict.head(`-${last}`)
  if (byLast) return { code: byLast, word: last }
  for (const suffix of dict.compoundHeads) {
    if (last.length > suffix.length + 1 && last.endsWith(suffix.slice(1))) {
      const code = dict.head(suffix)
      return code ? { code, word: suffix } : null
    }
  }
  const first = tokens[0] as string
  const byFirst = dict.head(first) ?? dict.head(`-${first}`)
  return byFirst ? { code: byFirst, word: first } : null
}
