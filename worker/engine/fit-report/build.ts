import { MATCH_AREAS, type UiLanguage } from '../../contracts/enums'
import type { AreaEvidence, MatchArea, MatchResult, RequirementResult } from '../matching/types'
import {
  capitalised,
  formatList,
  formatNumber,
  PROSE_WORDS,
  requirementLabel,
  requirementPhrase,
  skillsPhrase,
  writeFact,
} from '../prose'
import { REPORT_SENTENCES } from './sentences'

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
const MAX_FACTS = 4
/** Areas measured only against requirements: a weak one is already listed through its requirements. */
const REQUIREMENT_AREAS: readonly MatchArea[] = ['degree', 'seniority', 'language_proficiency']

/**
 * The fit report of one applicant for one job, written from the engine's evidence alone: summary,
 * strengths, gaps and knockouts each with the CV facts behind them, and questions for the interview.
 * Sentence templates per language (./sentences); numbers through Intl. Deterministic; an AI provider
 * may rewrite the prose, never the points.
 */
export function buildFitReport(
  match: MatchResult,
  input: { candidateName: string | null; jobTitle: string; language: UiLanguage },
): FitReport {
  const { language } = input
  const words = PROSE_WORDS[language]
  const q = REPORT_SENTENCES[language]
  const facts = (evidence: { facts: AreaEvidence['facts'] }[]) =>
    [...new Set(evidence.flatMap((e) => e.facts.map((f) => writeFact(f, language))))].slice(0, MAX_FACTS)
  const point = (r: RequirementResult) => ({ text: requirementLabel(r.requirement, language), facts: facts([r]) })
  const outcomes = match.requirementOutcomes
  const failedMandatory = outcomes.filter((r) => r.requirement.mandatory && r.outcome === 'mismatch')
  const missedOptional = outcomes.filter((r) => !r.requirement.mandatory && r.outcome === 'mismatch')
  const knockouts = failedMandatory.map(point)
  const metRequirements = outcomes.filter((r) => r.outcome === 'match').map(point)

  const areas = MATCH_AREAS.map((area) => {
    const a = match.areas[area]
    return { area, label: capitalised(words.areas[area]), score: a.score, weight: a.weight, neutral: a.neutral }
  })
  const measured = areas.filter((a) => !a.neutral && a.weight > 0)
  const strongAreas = measured.filter((a) => a.score >= STRONG_AREA).sort((a, b) => b.score - a.score)
  const weakAreas = measured.filter((a) => a.score < WEAK_AREA).sort((a, b) => a.score - b.score)
  const areaPoint = (a: (typeof areas)[number]) => ({
    text: q.areaScore(a.label, formatNumber(a.score, language)),
    facts: facts(match.areas[a.area].evidence),
  })

  // An area measured only by requirements is already listed through them; so is the occupation when a
  // listed occupation requirement failed.
  const listedIsco = [...failedMandatory, ...missedOptional].some((r) => r.requirement.attribute === 'isco')
  const ownPoint = (a: (typeof areas)[number]) =>
    !REQUIREMENT_AREAS.includes(a.area) && !(a.area === 'isco' && listedIsco)
  const strengths = [...metRequirements, ...strongAreas.filter(ownPoint).map(areaPoint)].slice(0, MAX_POINTS)
  const weakPoints = weakAreas.filter(ownPoint)
  const gaps = [...missedOptional.map(point), ...weakPoints.map(areaPoint)].slice(0, MAX_POINTS)

  const areaNames = (list: typeof areas) => list.slice(0, 3).map((a) => words.areas[a.area])
  const summary = [
    // Whole points, as the report's score is shown.
    input.candidateName
      ? q.summary(input.candidateName, input.jobTitle, formatNumber(match.score, language))
      : q.summaryNoName(input.jobTitle, formatNumber(match.score, language)),
    strongAreas.length > 0 ? q.strongIn(formatList(areaNames(strongAreas), language), strongAreas.length) : '',
    weakAreas.length > 0 ? q.gapsIn(formatList(areaNames(weakAreas), language), weakAreas.length) : '',
    knockouts.length > 0 ? q.knockouts(formatNumber(knockouts.length, language), knockouts.length) : '',
  ]
    .filter(Boolean)
    .join(' ')

  // Questions name what is missing (a requirement, skills, years), never an area's score.
  const gapQuestions = [
    ...missedOptional.map((r) => q.gap(requirementPhrase(r.requirement, language))),
    ...weakPoints.map((a) => areaQuestion(a.area, match, input.jobTitle, language)).filter((x) => x !== null),
  ]
  const questions = [
    ...failedMandatory.slice(0, 2).map((r) => q.knockout(requirementPhrase(r.requirement, language))),
    ...gapQuestions.slice(0, 2),
    ...strongAreas
      .filter(ownPoint)
      .slice(0, 1)
      .map((a) => q.strength(words.areas[a.area])),
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

/** The interview question a weak area raises, from its evidence; null when the evidence names nothing to ask about. */
function areaQuestion(area: MatchArea, match: MatchResult, jobTitle: string, language: UiLanguage): string | null {
  const q = REPORT_SENTENCES[language]
  // Facts behind a requirement are asked about through the requirement itself.
  const facts = match.areas[area].evidence.filter((e) => !e.requirement).flatMap((e) => e.facts)
  switch (area) {
    case 'skills': {
      const missing = facts.flatMap((f) =>
        f.kind === 'cv_skill_missing' || f.kind === 'cv_skill_mentioned'
          ? [f.skill]
          : f.kind === 'cv_skill_related'
            ? [f.wanted]
            : [],
      )
      return missing.length > 0 ? q.gap(skillsPhrase(missing.slice(0, 3), language)) : null
    }
    case 'professional_experience': {
      const min = facts.find((f) => f.kind === 'job_min_years')
      const years = facts.find((f) => f.kind === 'cv_years')
      if (min && (!years || years.years < min.years))
        return q.experienceYears(formatNumber(min.years, language, 1), min.years)
      return q.experienceTitle(jobTitle)
    }
    case 'isco':
      return q.occupation(jobTitle)
    case 'culture_fit': {
      const missing = facts.flatMap((f) => (f.kind === 'culture_missing' ? [f.keyword] : []))
      const named = missing.slice(0, 3)
      return named.length > 0 ? q.culture(formatList(named, language), named.length) : null
    }
    case 'notable_achievements':
      return q.achievements
    default:
      return null
  }
}
