/**
 * The job side of matching, computed once per job: weights, requirement values as scale positions,
 * the wanted skills with their related skills and word stems as integer ids, title stems and culture
 * keywords. scorePair then scores one prepared CV against it with integer work only (ADR 0011).
 */
import { MATCH_AREAS } from '../../contracts/enums'
import { phraseKey } from '../taxonomy/text'
import { type IntMultiMap, intMultiMap, pairKey, skillIds, stemIds, wordIds } from './ids'
import { languageOf, levelIndex } from './requirements'
import { relatedIds, skillKey } from './skill-index'
import type { OrdinalAttribute } from './tables'
import type { ComparisonOperator, JobProfile } from './types'
import { normalizeWeights } from './weights'
import { phraseStems, titleStems } from './words'

/** Below this a parsed occupation is a guess (job-parsing/occupation.ts): neutral rather than wrong. */
const MIN_JOB_ISCO_CONFIDENCE = 0.6

const ISCO_RE = /^\d{1,4}$/

export interface LevelRequirement {
  attribute: OrdinalAttribute
  operator: ComparisonOperator
  /** Scale position of value (−1: not on the scale → always a mismatch and no credit). */
  value: number
  /** Scale position of maxValue, −1 when absent or not on the scale, null when not given. */
  max: number | null
  /** Lowest level that earns full credit (SHORTFALL_CREDIT counts steps below it). */
  floor: number
  /** For language_proficiency: the ISO code as languageOf reads it. */
  language: string | null
  mandatory: boolean
}

export interface IscoRequirement {
  operator: ComparisonOperator
  value: string
  maxValue: string | null
  /** Whether value is an ISCO code of 1-4 digits (others earn no prefix credit). */
  valid: boolean
  mandatory: boolean
}

export interface PreparedJob {
  kind: 'prepared-job'
  job: JobProfile
  /** Weight of each area in MATCH_AREAS order. */
  weights: Float64Array
  levels: Record<OrdinalAttribute, LevelRequirement[]>
  isco: IscoRequirement[]
  /** The job's occupation code, trimmed, and whether it is 1-4 digits. */
  jobIsco: string | null
  jobIscoValid: boolean
  /** Wanted skills, in the reference order: interned key, related keys, stems of the label. */
  skills: { key: number; related: Int32Array; stems: Int32Array; mandatory: boolean; required: boolean }[]
  /** Skill requirements whose value names no skill: always a mismatch. */
  emptySkillMandatory: boolean
  /** CV skill id → codes [wanted index × 2 + (0 exact | 1 related)]. */
  skillHits: IntMultiMap
  minYears: number | null
  titleStems: Int32Array
  /** Culture keywords (folded, unique): word ids of each, and the folded key for multi-word ones. */
  culture: { words: Int32Array; pairs: Float64Array; key: string }[]
  /** Scratch per wanted skill (0 none, 1 related, 2 exact), reused by every pair. */
  scratch: Uint8Array
}

function levelRequirement(attribute: OrdinalAttribute, r: JobProfile['requirements'][number]): LevelRequirement {
  const value = levelIndex(attribute, r.value)
  const max = r.maxValue ? levelIndex(attribute, r.maxValue) : null
  const m = max ?? -1
  const floor = r.operator === 'LTE' ? 0 : r.operator === 'BETWEEN' && m >= 0 ? Math.min(value, m) : value
  return {
    attribute,
    operator: r.operator,
    value,
    max,
    floor,
    language: attribute === 'language_proficiency' ? languageOf(r.language) : null,
    mandatory: r.mandatory,
  }
}

export function prepareJob(job: JobProfile): PreparedJob {
  const w = normalizeWeights(job.weights)
  const levels: PreparedJob['levels'] = { degree: [], seniority: [], language_proficiency: [] }
  const isco: IscoRequirement[] = []
  const skills: PreparedJob['skills'] = []
  const seen = new Set<string>()
  let emptySkillMandatory = false
  const addSkill = (phrase: string, required: boolean, mandatory: boolean) => {
    const key = skillKey(phrase)
    if (!key) {
      if (required && mandatory) emptySkillMandatory = true
      return
    }
    // A repeated identity is scored once but each mandatory requirement still knocks out on its own.
    if (seen.has(key.key)) {
      const first = skills.find((s) => s.key === skillIds.id(key.key))
      if (first && required && mandatory) first.mandatory = true
      return
    }
    seen.add(key.key)
    skills.push({
      key: skillIds.id(key.key),
      related: Int32Array.from((key.id ? relatedIds(key.id) : []).map((r) => skillIds.id(r))),
      stems: Int32Array.from(phraseStems(key.label).map((s) => stemIds.id(s))),
      mandatory: required && mandatory,
      required,
    })
  }
  for (const r of job.requirements) {
    if (r.attribute === 'skills') addSkill(r.value, true, r.mandatory)
    else if (r.attribute === 'isco') {
      const value = r.value.trim()
      isco.push({
        operator: r.operator,
        value,
        maxValue: r.maxValue ?? null,
        valid: ISCO_RE.test(value),
        mandatory: r.mandatory,
      })
    } else levels[r.attribute].push(levelRequirement(r.attribute, r))
  }
  for (const s of job.skills ?? []) addSkill(s, false, false)
  const skillHits = new Map<number, number[]>()
  const hit = (id: number, code: number) => {
    const list = skillHits.get(id)
    if (list) list.push(code)
    else skillHits.set(id, [code])
  }
  skills.forEach((s, i) => {
    hit(s.key, i * 2)
    for (const r of s.related) if (r !== s.key) hit(r, i * 2 + 1)
  })
  // A parsed occupation steers the occupation area only when the parser was fairly sure (a head word's
  // family is 0.6); a recruiter-set code carries no confidence and always counts.
  const jobIsco = (job.isco?.confidence ?? 1) >= MIN_JOB_ISCO_CONFIDENCE ? (job.isco?.code.trim() ?? null) : null
  const culture = [...new Set((job.cultureKeywords ?? []).map(phraseKey).filter((k) => k !== ''))].map((k) => {
    const words = Int32Array.from(k.split(' ').map((x) => wordIds.id(x)))
    const pairs = Float64Array.from(words.subarray(1), (w, i) => pairKey(words[i] as number, w))
    return { words, pairs, key: ` ${k} ` }
  })
  return {
    kind: 'prepared-job',
    job,
    weights: Float64Array.from(MATCH_AREAS.map((a) => w[a])),
    levels,
    isco,
    jobIsco: jobIsco,
    jobIscoValid: jobIsco !== null && ISCO_RE.test(jobIsco),
    skills,
    emptySkillMandatory,
    skillHits: intMultiMap(skillHits),
    minYears: job.minYears && job.minYears > 0 ? job.minYears : null,
    titleStems: Int32Array.from(titleStems(job.title).map((s) => stemIds.id(s))),
    culture,
    scratch: new Uint8Array(skills.length),
  }
}
