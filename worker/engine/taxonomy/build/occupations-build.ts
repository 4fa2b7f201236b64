/**
 * Job titles → ISCO-08 unit groups (data/occupations.json) and the ISCO group titles
 * (data/isco-groups.json).
 *
 * Sources, with the weight each label votes with for its unit group: curated multilingual titles
 * (100), ESCO preferred labels (en 10, en-us/fr/es 8), the ILO index of titles (8, "Nurse,
 * registered" → "registered nurse"), KZiS Polish occupations (6), ESCO alternative labels (4).
 * A key that several groups claim goes to the highest total.
 */
import { GENERIC_TITLES, JOB_TITLES, TITLE_HEADS } from '../curated/job-titles'
import { phraseKey } from '../text'
import { matchTitleTokens, type TitleDictionary } from '../title-match'
import { type Row, splitLabels } from './csv'

export interface OccupationSources {
  escoEn: Row[]
  escoEnUs: Row[]
  escoFr: Row[]
  escoEs: Row[]
  iloIndex: Row[]
  kzis: Row[]
  iscoGroups: Row[]
}

export interface OccupationsJson {
  /** folded title → unit group as a number (0110 → 110): a plain object, looked up without building a Map. */
  titles: Record<string, number>
  /** head word (or '-suffix' of a German/Dutch compound) → unit group, used when nothing else matches. */
  heads: Record<string, number>
}

const MAX_WORDS = 4
/** ESCO alternative labels longer than this are descriptions rather than titles. */
const MAX_ALT_WORDS = 4

export function buildOccupations(src: OccupationSources): {
  occupations: OccupationsJson
  groups: Record<string, string>
  dropped: number
} {
  const votes = new Map<string, Map<string, number>>()
  const english = new Set<string>()
  const unitGroups = new Set(src.iscoGroups.map((r) => r.isco08_code ?? '').filter((c) => c.length === 4))
  const vote = (label: string, code: string, weight: number, isEnglish = false) => {
    // KZiS has a few national unit groups that ISCO-08 lacks; they cannot be reported.
    if (!unitGroups.has(code)) return
    const key = phraseKey(label.replace(/\([^)]*\)/g, ' '))
    if (!key || key.split(' ').length > MAX_WORDS || key.length > 60) return
    if (isEnglish) english.add(key)
    const m = votes.get(key) ?? new Map<string, number>()
    m.set(code, (m.get(code) ?? 0) + weight)
    votes.set(key, m)
  }

  for (const line of JOB_TITLES) {
    const [code, ...titles] = line.split('|').map((s) => s.trim())
    for (const t of titles) if (code && t) vote(t, code, 100)
  }
  const esco = (rows: Row[], prefWeight: number, isEnglish = false) => {
    for (const r of rows) {
      const code = r.iscoGroup ?? ''
      // fr/es preferred labels hold both genders: "infirmier/infirmière"
      for (const p of (r.preferredLabel ?? '').split('/')) vote(p, code, prefWeight, isEnglish)
      for (const a of splitLabels(r.altLabels)) {
        // One-word alternatives are often generic ("assistant", "director"); long ones are descriptions.
        const words = a.split(' ').length
        if (words > MAX_ALT_WORDS || words === 1) continue
        for (const p of a.split('/')) vote(p, code, 4, isEnglish)
      }
    }
  }
  esco(src.escoEn, 10, true)
  esco(src.escoEnUs, 8, true)
  esco(src.escoFr, 8)
  esco(src.escoEs, 8)
  for (const r of src.iloIndex) for (const t of iloForms(r.title ?? '')) vote(t, r.isco08 ?? '', 8, true)
  for (const r of src.kzis) {
    const cls = r.class ?? ''
    const name = r.name ?? ''
    // 6-digit occupations; "Pozostali …" are "other … not elsewhere classified" buckets.
    if (cls.length === 6 && !/^pozostali/i.test(name)) vote(name, cls.slice(0, 4), 6)
  }

  const winner = new Map<string, string>()
  for (const [key, m] of votes) {
    const [code] = [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? []
    if (code) winner.set(key, code)
  }
  const generic = new Set(GENERIC_TITLES.map(phraseKey))
  for (const g of generic) winner.delete(g)
  const heads: Record<string, string> = { ...learnHeads(votes, english) }
  for (const g of generic) delete heads[g]
  for (const line of TITLE_HEADS) {
    const [code, ...words] = line.split('|').map((s) => s.trim())
    for (const w of words) if (code && w) heads[w.startsWith('-') ? `-${phraseKey(w.slice(1))}` : phraseKey(w)] = code
  }
  const dropped = pruneRedundant(winner, heads)
  const groups: Record<string, string> = {}
  for (const r of src.iscoGroups) if (r.isco08_code) groups[r.isco08_code] = r.label_en ?? ''
  const titles = Object.fromEntries([...winner].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, c]) => [k, Number(c)]))
  const headCodes = Object.fromEntries(Object.entries(heads).map(([k, c]) => [k, Number(c)]))
  return { occupations: { titles, heads: sortKeys(headCodes) }, groups, dropped }
}

/**
 * ILO index entries are inverted: "Nurse, registered" → "registered nurse";
 * "Operator, machine: drilling (mine)" → "drilling machine operator";
 * "Teacher, of gifted children" → "teacher of gifted children".
 */
export function iloForms(title: string): string[] {
  const t = title
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const comma = t.indexOf(',')
  if (comma < 0) return [t]
  const head = t.slice(0, comma).trim()
  const rest = t.slice(comma + 1).trim()
  const [qual = '', spec] = rest.split(':').map((s) => s.trim())
  if (/^(of|for|in|to|with)\b/i.test(qual)) return [`${head} ${qual}`]
  if (spec) return [`${spec} ${qual} ${head}`]
  return [`${qual} ${head}`]
}

/** English head words (last word) whose labels mostly agree on one unit group (at least 5 labels, 60 %). */
function learnHeads(votes: Map<string, Map<string, number>>, english: Set<string>): Record<string, string> {
  const byHead = new Map<string, Map<string, number>>()
  for (const [key, m] of votes) {
    // "lecturer in biology": the head is not the last word.
    if (!english.has(key) || /\b(of|in|for|to|and|the|with|at|on)\b/.test(key)) continue
    const words = key.split(' ')
    if (words.length < 2) continue
    const best = [...m].sort((a, b) => b[1] - a[1])[0]
    if (!best) continue
    const head = words[words.length - 1] as string
    const h = byHead.get(head) ?? new Map<string, number>()
    h.set(best[0], (h.get(best[0]) ?? 0) + 1)
    byHead.set(head, h)
  }
  const heads: Record<string, string> = {}
  for (const [head, m] of byHead) {
    const total = [...m.values()].reduce((a, b) => a + b, 0)
    const [code, n] = [...m].sort((a, b) => b[1] - a[1])[0] ?? ['', 0]
    if (total >= 5 && n / total >= 0.6 && head.length >= 4) heads[head] = code
  }
  return heads
}

function sortKeys<T>(o: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k] as T]),
  )
}

/**
 * Drops titles that the matcher classifies the same way without them ("senior accountant" →
 * "accountant"), longest first so that every kept title still backs the shorter ones it needs.
 */
function pruneRedundant(titles: Map<string, string>, heads: Record<string, string>): number {
  const compoundHeads = Object.keys(heads)
    .filter((h) => h.startsWith('-'))
    .sort((a, b) => b.length - a.length)
  const dict: TitleDictionary = { title: (k) => titles.get(k), head: (w) => heads[w], compoundHeads }
  const keys = [...titles.keys()].sort((a, b) => b.split(' ').length - a.split(' ').length || a.localeCompare(b))
  let dropped = 0
  for (const key of keys) {
    const code = titles.get(key) as string
    titles.delete(key)
    if (matchTitleTokens(key.split(' '), dict) === code) dropped++
    else titles.set(key, code)
  }
  return dropped
}
