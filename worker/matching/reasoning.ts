/**
 * The embedded engine's match reasoning: a few sentences written from the engine's evidence, in the
 * organization's language, with the same area names, requirement wording and fact sentences as the
 * fit report (engine/prose). No model involved, so it is deterministic and free: the embedded AI
 * adapter's reasoning, and the fallback when an organization's model fails (ADR 0039).
 */
import type { MATCH_AREAS, UiLanguage } from '../contracts/enums'
import type { MatchResult } from '../engine/matching'
import { capitalised, formatNumber, PROSE_WORDS, requirementLabel, writeFact } from '../engine/prose'

type Area = (typeof MATCH_AREAS)[number]

const TEXT: Record<
  UiLanguage,
  {
    score: (s: string) => string
    area: (name: string, score: string) => string
    strong: string
    weak: string
    knockout: (count: number) => string
    none: string
  }
> = {
  en_US: {
    score: (s) => `Overall ${s} of 100 points.`,
    area: (name, score) => `${name} with ${score} points`,
    strong: 'Strongest',
    weak: 'Weakest',
    knockout: (n) => (n === 1 ? 'Mandatory requirement not met' : 'Mandatory requirements not met'),
    none: 'No area stands out.',
  },
  de_DE: {
    score: (s) => `Insgesamt ${s} von 100 Punkten.`,
    area: (name, score) => `${name} mit ${score} Punkten`,
    strong: 'Am stärksten',
    weak: 'Am schwächsten',
    knockout: (n) => (n === 1 ? 'Nicht erfüllte Pflichtanforderung' : 'Nicht erfüllte Pflichtanforderungen'),
    none: 'Kein Bereich sticht hervor.',
  },
}

const MAX_FACT = 80

/** The first fact of an area in words, shortened, to say why. */
function firstFact(result: MatchResult, area: Area, language: UiLanguage): string | null {
  for (const e of result.areas[area].evidence) {
    const fact = e.facts[0]
    if (!fact) continue
    const text = writeFact(fact, language)
    return text.length > MAX_FACT ? `${text.slice(0, MAX_FACT - 3)}…` : text
  }
  return null
}

export function writeReasoning(result: MatchResult, language: UiLanguage): string {
  const t = TEXT[language]
  const names = PROSE_WORDS[language].areas
  const measured = (Object.keys(result.areas) as Area[])
    .filter((a) => !result.areas[a].neutral && result.areas[a].weight > 0)
    .sort((a, b) => result.areas[b].score - result.areas[a].score)
  const phrase = (a: Area) => {
    const fact = firstFact(result, a, language)
    return `${t.area(names[a], formatNumber(result.areas[a].score, language))}${fact ? ` (${fact})` : ''}`
  }
  const parts = [t.score(formatNumber(result.score, language))]
  if (measured.length === 0) parts.push(t.none)
  else {
    parts.push(`${t.strong}: ${capitalised(measured.slice(0, 2).map(phrase).join('; '))}.`)
    const weakest = measured.at(-1)
    if (measured.length > 2 && weakest) parts.push(`${t.weak}: ${capitalised(phrase(weakest))}.`)
  }
  if (result.knockouts.length > 0) {
    const listed = result.knockouts.map((r) => requirementLabel(r, language)).join('; ')
    parts.push(`${t.knockout(result.knockouts.length)}: ${listed}.`)
  }
  return parts.join(' ')
}
