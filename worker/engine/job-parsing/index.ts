/**
 * Job-description parser: the text of a job ad in, a JobProfile for the scoring engine out. Pure and
 * deterministic; it never invents (unknown → null / []). Steps, in order:
 *
 *   readLines (sections and must/nice cues) → readTitle (scored candidates, title.ts) → readOccupation
 *   (the title's, else the ad's words vote, occupation.ts) → readSkills → readMinYears
 *   → proposed requirements (degree, languages, skills, seniority) → readCultureKeywords
 *
 * Weights stay empty: the engine's defaults apply until the recruiter sets them.
 */
import type { JobProfile, Requirement } from '../matching/types'
import { readCultureKeywords, readMinYears, readSeniority } from './fields'
import { readLines } from './lines'
import { readOccupation } from './occupation'
import { degreeRequirement, languageRequirements, readSkills, skillRequirements } from './requirements'
import { foldLine } from './text-match'
import { readTitle } from './title'

export function parseJobDescription(text: string): JobProfile {
  const { lines, headings } = readLines(text)
  const best = readTitle(lines, headings)
  // No title scored above zero → '' (the recruiter names the job); the CLI prints it as null.
  const title = best?.candidate.text ?? ''
  const occupation = readOccupation(best, lines, text)
  const requirements: Requirement[] = []
  const degree = degreeRequirement(lines)
  if (degree) requirements.push(degree)
  requirements.push(...languageRequirements(lines))
  requirements.push(...skillRequirements(lines))
  const seniority = readSeniority(title, foldLine(title))
  if (seniority) requirements.push({ attribute: 'seniority', operator: 'GTE', value: seniority, mandatory: false })
  return {
    title,
    description: text.trim(),
    requirements,
    weights: {},
    isco: occupation
      ? {
          code: occupation.code,
          confidence: occupation.confidence,
          source: occupation.source,
          evidence: occupation.evidence,
        }
      : null,
    skills: readSkills(lines),
    minYears: readMinYears(lines),
    cultureKeywords: readCultureKeywords(lines),
  }
}
