/**
 * The embedded engine's match reasoning: a few sentences written from the stored evidence, in the
 * organization's language (en or de). No model involved, so it is deterministic and free; an AI
 * adapter may later write richer prose from the same evidence.
 */
import type { MATCH_AREAS } from '../contracts/enums'
import type { MatchResult, Requirement } from '../engine/matching'

type Area = (typeof MATCH_AREAS)[number]
export type ReasoningLanguage = 'en' | 'de'

const AREA_NAMES: Record<ReasoningLanguage, Record<Area, string>> = {
  en: {
    skills: 'skills',
    seniority: 'seniority',
    degree: 'degree',
    language_proficiency: 'languages',
    isco: 'occupation',
    professional_experience: 'experience',
    culture_fit: 'culture fit',
    notable_achievements: 'achievements',
  },
  de: {
    skills: 'Fähigkeiten',
    seniority: 'Seniorität',
    degree: 'Abschluss',
    language_proficiency: 'Sprachen',
    isco: 'Beruf',
    professional_experience: 'Berufserfahrung',
    culture_fit: 'Kulturelle Passung',
    notable_achievements: 'Erfolge',
  },
}

const TEXT = {
  en: {
    score: (s: number) => `Overall ${s} of 100.`,
    strong: 'Strongest',
    weak: 'Weakest',
    knockout: 'Mandatory requirement not met',
    none: 'No area stands out.',
  },
  de: {
    score: (s: number) => `Insgesamt ${s} von 100.`,
    strong: 'Am stärksten',
    weak: 'Am schwächsten',
    knockout: 'Pflichtanforderung nicht erfüllt',
    none: 'Kein Bereich sticht hervor.',
  },
}

const OPERATORS: Record<Requirement['operator'], string> = { EQUALS: '=', GTE: '≥', LTE: '≤', BETWEEN: '–' }

export function describeRequirement(
  r: Pick<Requirement, 'attribute' | 'language' | 'operator' | 'value' | 'maxValue'>,
) {
  const what = r.attribute === 'language_proficiency' && r.language ? `${r.attribute} (${r.language})` : r.attribute
  const value = r.operator === 'BETWEEN' ? `${r.value}–${r.maxValue ?? ''}` : `${OPERATORS[r.operator]} ${r.value}`
  return `${what} ${value}`.replaceAll('_', ' ')
}

/** The first fact of an area, shortened, to say why. */
function firstFact(result: MatchResult, area: Area): string | null {
  for (const e of result.areas[area].evidence) {
    const fact = e.facts[0]
    if (fact) return fact.length > 80 ? `${fact.slice(0, 77)}…` : fact
  }
  return null
}

export function writeReasoning(result: MatchResult, language: ReasoningLanguage): string {
  const t = TEXT[language]
  const names = AREA_NAMES[language]
  const measured = (Object.keys(result.areas) as Area[])
    .filter((a) => !result.areas[a].neutral && result.areas[a].weight > 0)
    .sort((a, b) => result.areas[b].score - result.areas[a].score)
  const phrase = (a: Area) => {
    const fact = firstFact(result, a)
    return `${names[a]} ${result.areas[a].score}${fact ? ` (${fact})` : ''}`
  }
  const parts = [t.score(result.score)]
  if (measured.length === 0) parts.push(t.none)
  else {
    parts.push(`${t.strong}: ${measured.slice(0, 2).map(phrase).join('; ')}.`)
    const weakest = measured.at(-1)
    if (measured.length > 2 && weakest) parts.push(`${t.weak}: ${phrase(weakest)}.`)
  }
  if (result.knockouts.length > 0) {
    parts.push(`${t.knockout}: ${result.knockouts.map(describeRequirement).join('; ')}.`)
  }
  return parts.join(' ')
}
