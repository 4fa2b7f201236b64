import { MATCH_AREAS, type UiLanguage } from '../../contracts/enums'
import type { MatchArea, MatchResult } from '../matching/types'
import { describeRequirement, REPORT_WORDS } from './labels'

/** One point of the report with the CV facts behind it. */
export interface FitPoint {
  text: string
  facts: string[]
}

export interface FitReport {
  language: UiLanguage
  score: number
  knockout: boolean
  summary: string
  strengths: FitPoint[]
  gaps: FitPoint[]
  knockouts: FitPoint[]
  questions: string[]
  areas: { area: MatchArea; label: string; score: number; weight: number; neutral: boolean }[]
}

const STRONG_AREA = 70
const WEAK_AREA = 50
const MAX_POINTS = 6

const Q = {
  en_US: {
    gap: (x: string) =>
      `The role asks for ${x}. How would you close this gap, and what have you done in this direction so far?`,
    knockout: (x: string) => `The role requires ${x}. Is there anything in your background we may have missed here?`,
    strength: (x: string) => `Tell us about a recent project in which your ${x} made the difference.`,
    motivation: (job: string) =>
      `What attracts you to the ${job} role, and what would you want to achieve in the first six months?`,
    summary: (name: string, job: string, score: number) => `${name} scores ${score} of 100 for ${job}.`,
    strongIn: (list: string) => `Strongest in ${list}.`,
    gapsIn: (list: string) => `Gaps in ${list}.`,
    knockouts: (n: number) => `${n} mandatory requirement${n === 1 ? ' is' : 's are'} not met (knockout).`,
  },
  de_DE: {
    gap: (x: string) =>
      `Die Stelle verlangt ${x}. Wie würden Sie diese Lücke schließen, und was haben Sie dafür bereits getan?`,
    knockout: (x: string) =>
      `Die Stelle setzt ${x} voraus. Gibt es in Ihrem Werdegang etwas, das wir hier übersehen haben?`,
    strength: (x: string) =>
      `Erzählen Sie von einem aktuellen Projekt, in dem Ihre ${x} den Unterschied gemacht haben.`,
    motivation: (job: string) =>
      `Was reizt Sie an der Stelle ${job}, und was möchten Sie in den ersten sechs Monaten erreichen?`,
    summary: (name: string, job: string, score: number) => `${name} erreicht ${score} von 100 Punkten für ${job}.`,
    strongIn: (list: string) => `Am stärksten bei ${list}.`,
    gapsIn: (list: string) => `Lücken bei ${list}.`,
    knockouts: (n: number) => `${n} Pflichtanforderung${n === 1 ? ' ist' : 'en sind'} nicht erfüllt (K.-o.-Kriterium).`,
  },
} as const

/** Labels start lower-case to sit inside sentences; on their own they are capitalised. */
const capitalised = (label: string) => label.charAt(0).toLocaleUpperCase() + label.slice(1)

function joinList(items: string[], language: UiLanguage): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${REPORT_WORDS[language].and} ${items.at(-1)}`
}

/**
 * The fit report of one applicant for one job, written from the engine's evidence alone: summary,
 * strengths, gaps and knockouts each with the CV facts behind them, and questions for the interview.
 * Deterministic; an AI provider may rewrite the prose, never the points.
 */
export function buildFitReport(
  match: MatchResult,
  input: { candidateName: string; jobTitle: string; language: UiLanguage },
): FitReport {
  const { language } = input
  const words = REPORT_WORDS[language]
  const q = Q[language]
  const outcomes = match.requirementOutcomes
  const knockouts = outcomes
    .filter((r) => r.requirement.mandatory && r.outcome === 'mismatch')
    .map((r) => ({ text: describeRequirement(r.requirement, language), facts: r.facts }))
  const metRequirements = outcomes
    .filter((r) => r.outcome === 'match')
    .map((r) => ({ text: describeRequirement(r.requirement, language), facts: r.facts }))
  const missedOptional = outcomes
    .filter((r) => !r.requirement.mandatory && r.outcome === 'mismatch')
    .map((r) => ({ text: describeRequirement(r.requirement, language), facts: r.facts }))

  const areas = MATCH_AREAS.map((area) => {
    const a = match.areas[area]
    return { area, label: capitalised(words.areas[area]), score: a.score, weight: a.weight, neutral: a.neutral }
  })
  const measured = areas.filter((a) => !a.neutral && a.weight > 0)
  const strongAreas = measured.filter((a) => a.score >= STRONG_AREA).sort((a, b) => b.score - a.score)
  const weakAreas = measured.filter((a) => a.score < WEAK_AREA).sort((a, b) => a.score - b.score)
  const areaFacts = (area: MatchArea) => match.areas[area].evidence.flatMap((e) => e.facts).slice(0, 4)

  const strengths = [
    ...metRequirements,
    ...strongAreas.map((a) => ({ text: `${a.label}: ${a.score}`, facts: areaFacts(a.area) })),
  ].slice(0, MAX_POINTS)
  const gaps = [
    ...missedOptional,
    ...weakAreas.map((a) => ({ text: `${a.label}: ${a.score}`, facts: areaFacts(a.area) })),
  ].slice(0, MAX_POINTS)

  const summary = [
    // Whole points, as the report's score is shown (and no decimal point to localise).
    q.summary(input.candidateName, input.jobTitle, Math.round(match.score)),
    strongAreas.length > 0
      ? q.strongIn(
          joinList(
            strongAreas.slice(0, 3).map((a) => words.areas[a.area]),
            language,
          ),
        )
      : '',
    weakAreas.length > 0
      ? q.gapsIn(
          joinList(
            weakAreas.slice(0, 3).map((a) => words.areas[a.area]),
            language,
          ),
        )
      : '',
    knockouts.length > 0 ? q.knockouts(knockouts.length) : '',
  ]
    .filter(Boolean)
    .join(' ')

  const questions = [
    ...knockouts.slice(0, 2).map((k) => q.knockout(k.text)),
    ...gaps.slice(0, 2).map((g) => q.gap(g.text)),
    ...strongAreas.slice(0, 1).map((a) => q.strength(words.areas[a.area])),
    q.motivation(input.jobTitle),
  ]

  return {
    language,
    score: match.score,
    knockout: match.knockout,
    summary,
    strengths,
    gaps,
    knockouts,
    questions,
    areas,
  }
}
