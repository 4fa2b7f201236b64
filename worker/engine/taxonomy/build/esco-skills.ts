/**
 * ESCO skills → concepts. English labels come from v1.0 en-us (all skills) plus the v1.1
 * collections (with alt labels); French and Spanish labels from v1.0 fr/es. We keep concepts
 * whose label could plausibly be written in a CV: short knowledge labels ("data mining",
 * "Python") and short competences ("negotiate contracts"), and drop language skills.
 */
import { type Row, splitLabels } from './csv'
import { type AliasFlag, PRIORITY, type SkillGraph } from './skill-graph'

export interface EscoSources {
  skillsEn: Row[]
  skillsFr: Row[]
  skillsEs: Row[]
  transversal: Row[]
  ict: Row[]
  languageSkills: Row[]
  broader: Row[]
  groupsEn: Row[]
  /** English names of languages ("Hebrew", "Latin"): ESCO lists them as knowledge, they are not skills here. */
  languageNames: Set<string>
  isCommonWord: (word: string) => boolean
}

// Labels that describe a catalogue rather than a skill ("types of glazing", "principles of X").
const GENERIC_START =
  /^(types?|kinds?|principles|characteristics|features|components|categories|range|properties|parts|specifications|functions|uses|forms|classes|varieties|grades|sources|aspects|elements|areas) of\b/i
// Heads that make a multi-word knowledge label too vague for free text ("laser types").
const GENERIC_HEAD =
  /\b(types|products|equipment|regulations|legislation|policies|procedures|principles|standards|characteristics|methods|techniques|processes|rules|requirements|materials|systems|industry|market|sector|tools|theory|law)$/i
const DIGITAL_OR_PRACTICAL =
  /digital|ict|computer|software|data|online|device|program|numeracy|calculat|measur|mathemat|hygien|safety|environment|machinery|search|gps|robot|virus|firewall|spam|privacy|e-services|bing|google|yahoo|swoogle|netiquette|quality|shape and space|memorise|spreadsheet|presentation software|word processing|databases|query/i

const MAX_WORDS = { knowledge: 5, competence: 3 }

export function addEscoSkills(graph: SkillGraph, src: EscoSources): void {
  const excluded = new Set(src.languageSkills.map((r) => r.conceptUri ?? ''))
  const soft = new Set<string>()
  const extraAlts = new Map<string, string[]>()
  for (const r of [...src.transversal, ...src.ict]) {
    const uri = r.conceptUri ?? ''
    extraAlts.set(uri, splitLabels(r.altLabels))
    const text = `${r.preferredLabel} ${r.broaderConceptPT}`
    if (src.transversal.includes(r) && !DIGITAL_OR_PRACTICAL.test(text)) soft.add(uri)
  }
  const fr = byUri(src.skillsFr)
  const es = byUri(src.skillsEs)

  for (const r of src.skillsEn) {
    const uri = r.conceptUri ?? ''
    const label = cleanLabel(r.preferredLabel ?? '')
    const knowledge = (r.skillType ?? '').startsWith('knowledge')
    // Verb-phrase competences rarely appear verbatim in CVs; keep the short, widely shared ones.
    const sharedCompetence = /transversal|cross-sector/.test(r.reuseLevel ?? '')
    if (!knowledge && !sharedCompetence && !extraAlts.has(uri)) continue
    // Transversal and digital collections word skills as longer phrases ("use word processing software").
    if (excluded.has(uri) || !keepLabel(label, knowledge || extraAlts.has(uri), src.languageNames)) continue
    const kind = soft.has(uri) ? 'soft' : 'hard'
    const concept = graph.add({ id: `e:${uri}`, label, kind, aliases: new Map(), parents: new Set(), weight: 0 })
    const flagFor = (text: string): AliasFlag => escoFlag(text, knowledge, kind === 'soft', src.isCommonWord)
    graph.alias(concept, label, flagFor(label), PRIORITY.escoPrefEn, caseFormFor(label, flagFor(label)))
    for (const alt of [...splitLabels(r.altLabels), ...(extraAlts.get(uri) ?? [])]) {
      const a = cleanLabel(alt)
      // One-word alternatives in ESCO are often vaguer than the concept ("decide", "design").
      if (a.split(' ').length < 2 && !/[A-Z0-9+#]/.test(a)) continue
      if (a.length > 50 || a.split(' ').length > MAX_WORDS.knowledge) continue
      graph.alias(concept, a, flagFor(a), PRIORITY.escoAlt, caseFormFor(a, flagFor(a)))
    }
    for (const other of [fr.get(uri), es.get(uri)]) {
      if (!other) continue
      const alts = knowledge || kind === 'soft' ? splitLabels(other.altLabels) : []
      const labels = [other.preferredLabel ?? '', ...alts].map(cleanLabel)
      labels.forEach((l, i) => {
        if (l === '' || l.length > 60 || l.split(' ').length > MAX_WORDS.knowledge + 1) return
        const f = flagFor(l)
        graph.alias(concept, l, f, i === 0 ? PRIORITY.escoPref : PRIORITY.escoAlt, caseFormFor(l, f))
      })
    }
  }

  for (const r of src.broader) {
    const child = graph.concepts.get(`e:${r.conceptUri}`)
    if (child && r.broaderUri) child.parents.add(`e:${r.broaderUri}`)
  }
  for (const r of [...src.transversal, ...src.ict]) {
    const child = graph.concepts.get(`e:${r.conceptUri}`)
    for (const p of (r.broaderConceptUri ?? '').split(' | ')) if (child && p.trim()) child.parents.add(`e:${p.trim()}`)
  }
  for (const r of src.groupsEn) graph.nodeLabels.set(`e:${r.conceptUri}`, r.preferredLabel ?? '')
  for (const r of src.skillsEn) graph.nodeLabels.set(`e:${r.conceptUri}`, r.preferredLabel ?? '')
}

function byUri(rows: Row[]): Map<string, Row> {
  return new Map(rows.map((r) => [r.conceptUri ?? '', r]))
}

/** "Python (computer programming)" → "Python"; collapse spaces. */
export function cleanLabel(s: string): string {
  return s
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function keepLabel(label: string, knowledge: boolean, languageNames: Set<string>): boolean {
  if (label.length < 1 || label.length > 50 || /[,;:]/.test(label)) return false
  if (label.split(' ').length > (knowledge ? MAX_WORDS.knowledge : MAX_WORDS.competence)) return false
  if (GENERIC_START.test(label)) return false
  return !languageNames.has(label.toLowerCase())
}

/**
 * Free-text safety of an ESCO label: proper names and multi-word knowledge labels may be found
 * anywhere; verb phrases (competences) and single common nouns only in skills sections.
 */
function escoFlag(label: string, knowledge: boolean, soft: boolean, isCommonWord: (w: string) => boolean): AliasFlag {
  const words = label.split(' ')
  if (words.length === 1) {
    if (!/[A-Z0-9+#]/.test(label.slice(1)) && !/^[A-Z]/.test(label)) return 0
    if (label.length <= 2) return 0
    return isCommonWord(label.toLowerCase()) ? 2 : 1
  }
  if (soft) return words.length >= 2 ? 1 : 0
  if (!knowledge) return 0
  return GENERIC_HEAD.test(label) ? 0 : 1
}

function caseFormFor(label: string, flag: AliasFlag): string | undefined {
  return flag === 2 ? label : undefined
}
