/**
 * O*NET Technology Skills → tool concepts. Examples are product names ("Microsoft Excel",
 * "Atlassian JIRA", "Structured query language SQL"); each becomes a concept in the family of its
 * commodity ("Spreadsheet software"), with derived aliases: the trailing acronym ("SQL"), the
 * name without a well-known vendor ("JIRA", "AutoCAD") and without a trailing "software".
 */
import { phraseKey } from '../text'
import type { Row } from './csv'
import { type AliasFlag, type Concept, PRIORITY, type SkillGraph, slug } from './skill-graph'

export interface OnetTool {
  example: string
  concept: Concept
}

/** Examples that are descriptions, not products ("Word processing software"), need this many occupations. */
const MIN_GENERIC_COUNT = 5
const IT_COMMODITY =
  /development|data base management|operating system|compiler|network|security|administration|configuration|testing|data mining|business intelligence|integration|backup|web platform|cloud|switch or router/i

export function addOnetTools(
  graph: SkillGraph,
  rows: Row[],
  isCommonWord: (w: string) => boolean,
): Map<string, OnetTool> {
  const counts = new Map<string, { n: number; hot: boolean; commodity: string }>()
  for (const r of rows) {
    const ex = (r.Example ?? '').replace(/\s+/g, ' ').trim()
    if (!ex) continue
    const c = counts.get(ex) ?? { n: 0, hot: false, commodity: r['Commodity Code'] ?? '' }
    c.n++
    c.hot ||= r['Hot Technology'] === 'Y'
    counts.set(ex, c)
    graph.nodeLabels.set(`o:${r['Commodity Code']}`, r['Commodity Title'] ?? '')
  }
  const vendors = findVendors([...counts.keys()])
  // Index ESCO knowledge concepts by English label so "Python" from O*NET joins ESCO "Python".
  const escoByKey = new Map<string, Concept>()
  for (const c of graph.concepts.values()) escoByKey.set(phraseKey(c.label), c)

  const tools = new Map<string, OnetTool>()
  for (const [example, info] of counts) {
    const named = isNamedProduct(example)
    if (!named && info.n < MIN_GENERIC_COUNT) continue
    // A product used in one occupation only is usually a niche package; keep IT ones (Keras, CMake).
    if (info.n < 2 && !info.hot && !IT_COMMODITY.test(graph.nodeLabels.get(`o:${info.commodity}`) ?? '')) continue
    if (example.split(' ').length > 7) continue
    const { label, aliases } = deriveNames(example, vendors)
    const target = escoByKey.get(phraseKey(label)) ?? escoByKey.get(phraseKey(example))
    const concept =
      target ??
      graph.concepts.get(`o:${slug(label)}`) ??
      graph.add({ id: `o:${slug(label)}`, label, kind: 'hard', aliases: new Map(), parents: new Set(), weight: 0 })
    concept.parents.add(`o:${info.commodity}`)
    concept.weight += info.n + (info.hot ? 20 : 0)
    for (const [i, name] of [example, label, ...aliases].entries()) {
      const flag: AliasFlag = named ? toolFlag(name, isCommonWord) : 0
      // A shortened name that is an everyday word ("Oracle Enterprise Manager" → "Manager") is noise.
      if (i >= 2 && flag === 0 && !name.includes(' ')) continue
      graph.alias(concept, name, flag, i < 2 ? PRIORITY.onet : PRIORITY.onetDerived, flag === 2 ? name : undefined)
    }
    tools.set(example, { example, concept })
  }
  return tools
}

/** A product name has a capital letter after the first character, a digit, or is one capitalised word. */
function isNamedProduct(example: string): boolean {
  const words = example.split(' ')
  if (words.length === 1) return /^[A-Z0-9]/.test(example)
  return words.slice(1).some((w) => /[A-Z0-9]/.test(w)) || /[A-Z].*[A-Z]/.test(words[0] ?? '')
}

/** Vendor prefixes: a leading word (or two) shared by at least three product names. */
function findVendors(examples: string[]): Set<string> {
  const prefixCount = new Map<string, number>()
  for (const ex of examples) {
    const w = ex.split(' ')
    if (w.length < 2) continue
    for (const n of [1, 2]) {
      if (w.length <= n) continue
      const p = w.slice(0, n).join(' ')
      if (/^[A-Z]/.test(p)) prefixCount.set(p, (prefixCount.get(p) ?? 0) + 1)
    }
  }
  return new Set([...prefixCount].filter(([, n]) => n >= 3).map(([p]) => p))
}

const TRAILING_GENERIC = / (software|systems?|software suite|suite)$/i

function deriveNames(example: string, vendors: Set<string>): { label: string; aliases: string[] } {
  const aliases: string[] = []
  let base = example.replace(TRAILING_GENERIC, '')
  if (base !== example && base.split(' ').length >= 1) aliases.push(base)
  let label = base
  // "Structured query language SQL" → "SQL" + "Structured query language"
  const words = base.split(' ')
  const last = words[words.length - 1] ?? ''
  if (words.length >= 3 && /^[A-Z][A-Z0-9/]{1,7}$/.test(last)) {
    const full = words.slice(0, -1).join(' ')
    if (initialsMatch(full, last)) {
      aliases.push(last, full)
      label = /^[A-Z]/.test(words[1] ?? '') ? `${full} (${last})` : last
      base = full
    }
  }
  // "The MathWorks MATLAB" / "Atlassian JIRA" → "MATLAB" / "JIRA"
  for (const v of [...vendors].sort((a, b) => b.length - a.length)) {
    const prefix = `${v} `
    const stripped = base.startsWith(prefix)
      ? base.slice(prefix.length)
      : base.startsWith(`The ${prefix}`)
        ? base.slice(prefix.length + 4)
        : ''
    if (stripped.length >= 2) {
      aliases.push(stripped)
      break
    }
  }
  return { label: label.replace(/^The /, ''), aliases }
}

function initialsMatch(full: string, acronym: string): boolean {
  const initials = full
    .split(/[\s-]+/)
    .map((w) => w[0]?.toLowerCase() ?? '')
    .join('')
  const a = acronym.toLowerCase().replace(/[^a-z]/g, '')
  return initials.endsWith(a) || initials.includes(a)
}

function toolFlag(name: string, isCommonWord: (w: string) => boolean): AliasFlag {
  const words = name.split(' ')
  if (words.length > 1) return 1
  if (name.length <= 2) return 0
  // Folded, so a sign does not hide the word ("@Risk" is "risk").
  const lower = phraseKey(name)
  if (!isCommonWord(lower)) return 1
  // A common word spelled like a product ("Word", "Access") is only trusted in skills sections,
  // unless its spelling is distinctive (all capitals or inner capitals: "SAP", "PowerPoint").
  return /[A-Z]/.test(name.slice(1)) ? 2 : 0
}
