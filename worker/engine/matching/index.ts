/**
 * The scoring engine: a parsed CV and a job profile in, an explainable match out. Pure and
 * deterministic (ADR 0011). Steps, in order:
 *
 *   normalizeWeights → index the CV's skills → evaluate every requirement → score the eight areas →
 *   weighted total → knockouts (mandatory mismatches, reported beside the score, never hidden in it)
 *
 * scoreMatch is the reference path and keeps the evidence. scorePair(prepareCv(cv), prepareJob(job))
 * is the fast path for ranking many pairs: the same numbers, no evidence.
 */
import { MATCH_AREAS } from '../../contracts/enums'
import type { ParsedCv } from '../parsing/types'
import { type AreaDraft, iscoArea, levelArea } from './areas-levels'
import { achievementsArea, cultureArea, experienceArea, skillsArea } from './areas-profile'
import { type PreparedCv, prepareCv } from './prepared-cv'
import { evaluateRequirement } from './requirements'
import type { AreaScore, JobProfile, MatchArea, MatchResult, RequirementResult } from './types'
import { normalizeWeights } from './weights'

export { type PreparedCv, prepareCv } from './prepared-cv'
export { type PreparedJob, prepareJob } from './prepared-job'
export { evaluateRequirement } from './requirements'
export { type PairScore, scorePair } from './score-pair'
export {
  isCurrentStoredCv,
  loadPreparedCv,
  STORED_CV_VERSION,
  type StoredPreparedCv,
  serializePreparedCv,
  TAXONOMY_STAMP,
} from './stored-cv'
export * from './tables'
export type * from './types'
export { normalizeWeights, rebalanceWeights } from './weights'

// One decimal: stable to display and compare, fine enough to rank.
const round1 = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 10) / 10

/** Score one CV against one job. Pass `prepareCv(cv)` to score the same CV against many jobs. */
export function scoreMatch(input: ParsedCv | PreparedCv, job: JobProfile): MatchResult {
  const prepared = 'kind' in input ? input : prepareCv(input)
  const { cv, skills: cvSkills } = prepared
  const weights = normalizeWeights(job.weights)
  const requirementOutcomes: RequirementResult[] = job.requirements.map((requirement) => ({
    requirement,
    ...evaluateRequirement(cv, requirement, cvSkills),
  }))
  const drafts: Record<MatchArea, AreaDraft> = {
    skills: skillsArea(prepared, job, requirementOutcomes),
    seniority: levelArea(cv, 'seniority', requirementOutcomes),
    degree: levelArea(cv, 'degree', requirementOutcomes),
    language_proficiency: levelArea(cv, 'language_proficiency', requirementOutcomes),
    isco: iscoArea(cv, job.isco?.code ?? null, requirementOutcomes),
    professional_experience: experienceArea(prepared, job),
    culture_fit: cultureArea(prepared, job),
    notable_achievements: achievementsArea(cv),
  }
  const areas = {} as Record<MatchArea, AreaScore>
  let total = 0
  for (const area of MATCH_AREAS) {
    const d = drafts[area]
    const score = round1(d.score)
    areas[area] = { area, score, weight: weights[area], neutral: d.neutral, evidence: d.evidence }
    total += (score * weights[area]) / 100
  }
  const knockouts = requirementOutcomes
    .filter((r) => r.requirement.mandatory && r.outcome === 'mismatch')
    .map((r) => r.requirement)
  return { score: round1(total), knockout: knockouts.length > 0, knockouts, areas, requirementOutcomes }
}
