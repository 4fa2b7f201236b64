/**
 * Areas measured against requirements: degree, seniority and language proficiency (ordinal levels)
 * and ISCO (occupation codes). An area the job sets no target for is neutral.
 */
import type { ParsedCv } from '../parsing/types'
import { cvLevel, levelIndex } from './requirements'
import { ISCO_PREFIX_CREDIT, NEUTRAL_SCORE, type OrdinalAttribute, SHORTFALL_CREDIT } from './tables'
import type { AreaEvidence, Fact, RequirementResult } from './types'

export interface AreaDraft {
  score: number
  neutral: boolean
  evidence: AreaEvidence[]
}

export const neutralArea = (): AreaDraft => ({ score: NEUTRAL_SCORE, neutral: true, evidence: [] })

const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length

/**
 * Attainment of a level requirement: full credit once the CV reaches the floor (the value; the lower
 * end for BETWEEN; none for LTE), less per step short (SHORTFALL_CREDIT). A ceiling (LTE, EQUALS or
 * BETWEEN exceeded) is reported as a mismatch outcome but never lowers the area, so a higher level
 * never scores less (ADR 0011).
 */
function attainment(cv: ParsedCv, attribute: OrdinalAttribute, r: RequirementResult): number {
  const req = r.requirement
  const value = levelIndex(attribute, req.value)
  if (value < 0) return 0
  const max = req.maxValue ? levelIndex(attribute, req.maxValue) : -1
  const floor = req.operator === 'LTE' ? 0 : req.operator === 'BETWEEN' && max >= 0 ? Math.min(value, max) : value
  const short = Math.max(0, floor - cvLevel(cv, attribute, req.language).index)
  return SHORTFALL_CREDIT[Math.min(short, SHORTFALL_CREDIT.length - 1)] as number
}

export function levelArea(cv: ParsedCv, attribute: OrdinalAttribute, results: RequirementResult[]): AreaDraft {
  const mine = results.filter((r) => r.requirement.attribute === attribute)
  if (mine.length === 0) return neutralArea()
  return {
    score: mean(mine.map((r) => attainment(cv, attribute, r))),
    neutral: false,
    evidence: mine.map((r) => ({ requirement: r.requirement, outcome: r.outcome, facts: r.facts })),
  }
}

/** Leading digits two ISCO codes share. */
function sharedDigits(a: string, b: string): number {
  let n = 0
  while (n < a.length && n < b.length && a[n] === b[n]) n++
  return n
}

/** Credit for a CV code against a target group: inside the group is full credit, else by shared level. */
export function iscoCredit(cvCode: string | null, target: string): number {
  if (!cvCode || !/^\d{1,4}$/.test(target)) return 0
  const shared = sharedDigits(cvCode, target)
  return shared >= target.length ? 100 : (ISCO_PREFIX_CREDIT[shared] as number)
}

/** The best credit over the job's occupation and its ISCO requirements (any of them is acceptable). */
export function iscoArea(cv: ParsedCv, jobIsco: string | null, results: RequirementResult[]): AreaDraft {
  const mine = results.filter((r) => r.requirement.attribute === 'isco')
  if (!jobIsco && mine.length === 0) return neutralArea()
  const code = cv.isco?.code ?? null
  const cvFact: Fact = code
    ? { kind: 'cv_occupation', code, title: cv.isco?.title ?? null }
    : { kind: 'cv_occupation_missing' }
  const evidence: AreaEvidence[] = []
  let best = 0
  if (jobIsco) {
    const credit = iscoCredit(code, jobIsco.trim())
    best = credit
    evidence.push({
      outcome: credit === 100 ? 'match' : 'mismatch',
      facts: [cvFact, { kind: 'job_occupation', code: jobIsco.trim() }],
    })
  }
  for (const r of mine) {
    const credit = r.outcome === 'match' ? 100 : iscoCredit(code, r.requirement.value.trim())
    best = Math.max(best, credit)
    evidence.push({ requirement: r.requirement, outcome: r.outcome, facts: r.facts })
  }
  return { score: best, neutral: false, evidence }
}
