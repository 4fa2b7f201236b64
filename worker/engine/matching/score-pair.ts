/**
 * The fast path: a prepared CV against a prepared job → the total, the knockout flag and the eight
 * area scores, with the same numbers as scoreMatch (a test holds them equal) but no evidence. Integer
 * ids and typed arrays only; the one allocation per pair is the result. Rank many applicants with it,
 * then call scoreMatch for the pairs whose evidence is shown.
 */
import { MATCH_AREAS } from '../../contracts/enums'
import { skillsScore } from './areas-profile'
import { hasAllPairs, hasId, mayHave, slotOf } from './ids'
import type { CvIds, PreparedCv } from './prepared-cv'
import type { LevelRequirement, PreparedJob } from './prepared-job'
import { compare, iscoMatches } from './requirements'
import {
  EXPERIENCE_MIX,
  ISCO_PREFIX_CREDIT,
  NEUTRAL_SCORE,
  SHORTFALL_CREDIT,
  SKILL_CREDIT,
  TITLE_DEPTH,
  TITLE_ELSEWHERE_CREDIT,
} from './tables'

export interface PairScore {
  score: number
  knockout: boolean
  /** Area scores in MATCH_AREAS order (rounded like scoreMatch's). */
  areas: Float64Array
}

interface KnockoutState {
  knockout: boolean
}
// One state object reused by every pair (scoring is synchronous), so a pair allocates only its result.
const state: KnockoutState = { knockout: false }

const round1 = (x: number) => Math.round(Math.min(100, Math.max(0, x)) * 10) / 10
const LAST_CREDIT = SHORTFALL_CREDIT.length - 1

function cvIndex(ids: CvIds, r: LevelRequirement): number {
  if (r.attribute === 'degree') return ids.degree
  if (r.attribute === 'seniority') return ids.seniority
  for (const l of ids.languages) if (l.code === r.language) return l.index
  return 0
}

/** Mean attainment over the requirements (NEUTRAL_SCORE when none); sets knockout bit 1 on a mandatory mismatch. */
function levels(ids: CvIds, reqs: readonly LevelRequirement[], state: KnockoutState): number {
  if (reqs.length === 0) return NEUTRAL_SCORE
  let sum = 0
  for (const r of reqs) {
    const at = cvIndex(ids, r)
    if (r.value >= 0) sum += SHORTFALL_CREDIT[Math.min(Math.max(0, r.floor - at), LAST_CREDIT)] as number
    if (r.mandatory && (r.value < 0 || !compare(r.operator, at, r.value, r.max))) state.knockout = true
  }
  return sum / reqs.length
}

function skills(ids: CvIds, job: PreparedJob, state: KnockoutState): number {
  const wanted = job.skills
  if (wanted.length === 0) {
    if (job.emptySkillMandatory) state.knockout = true
    return NEUTRAL_SCORE
  }
  const best = job.scratch
  best.fill(0)
  const own = ids.skills
  const hits = job.skillHits
  for (let i = 0; i < own.length; i++) {
    const slot = slotOf(hits, own[i] as number)
    if (slot < 0) continue
    for (let h = hits.starts[slot] as number, end = hits.ends[slot] as number; h < end; h++) {
      const code = hits.codes[h] as number
      const at = code >> 1
      const kind = code & 1 ? 1 : 2
      if ((best[at] as number) < kind) best[at] = kind
    }
  }
  let credit = 0
  for (let i = 0; i < wanted.length; i++) {
    const kind = best[i] as number
    const w = wanted[i] as PreparedJob['skills'][number]
    if (kind === 2) {
      credit += SKILL_CREDIT.exact
      continue
    }
    if (w.mandatory) state.knockout = true
    const related = kind === 1 ? SKILL_CREDIT.related : 0
    const mentioned =
      w.stems.length === 0 ? 0 : SKILL_CREDIT.mentioned * (mentionedStems(ids, w.stems) / w.stems.length)
    credit += Math.max(related, mentioned)
  }
  if (job.emptySkillMandatory) state.knockout = true
  return skillsScore(credit, wanted.length)
}

/** iscoCredit with the target's validity (1-4 digits) settled when the job was prepared. */
function iscoCreditOf(code: string | null, target: string, valid: boolean): number {
  if (!code || !valid) return 0
  let shared = 0
  while (shared < code.length && shared < target.length && code[shared] === target[shared]) shared++
  return shared >= target.length ? 100 : (ISCO_PREFIX_CREDIT[shared] as number)
}

function isco(ids: CvIds, job: PreparedJob, state: KnockoutState): number {
  if (job.jobIsco === null && job.isco.length === 0) return NEUTRAL_SCORE
  const code = ids.isco
  let best = job.jobIsco === null ? 0 : iscoCreditOf(code, job.jobIsco, job.jobIscoValid)
  for (const r of job.isco) {
    const match = code !== null && iscoMatches(code, r.value, r.operator, r.maxValue)
    if (!match && r.mandatory) state.knockout = true
    const credit = match ? 100 : iscoCreditOf(code, r.value, r.valid)
    if (credit > best) best = credit
  }
  return best
}

function countIn(sorted: Int32Array, ids: Int32Array): number {
  let n = 0
  for (let i = 0; i < ids.length; i++) if (hasId(sorted, ids[i] as number)) n++
  return n
}

function countStems(cv: CvIds, ids: Int32Array): number {
  let n = 0
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as number
    if (mayHave(cv.stemSignature, id) && hasId(cv.stems, id)) n++
  }
  return n
}

/** Stems of a wanted skill in the CV's statements, or on one experience line if more (skillCredit's share). */
function mentionedStems(cv: CvIds, stems: Int32Array): number {
  let found = countStems(cv, stems)
  for (let i = 0; i < cv.workLines.length && found < stems.length; i++) {
    const n = countIn(cv.workLines[i] as Int32Array, stems)
    if (n > found) found = n
  }
  return found
}

function experience(ids: CvIds, job: PreparedJob): number {
  const min = job.minYears
  const years = ids.years ?? 0
  const yearsScore = min === null ? null : Math.min(1, years / min) * 100
  const wanted = job.titleStems
  let title: number | null = null
  if (wanted.length > 0) {
    let best = 0
    let depth = 0
    const titles = ids.titleStems
    for (let i = 0; i < titles.length; i++) {
      const count = countIn(titles[i] as Int32Array, wanted)
      depth += count / wanted.length
      const score = (100 * count) / wanted.length
      if (score > best) best = score
    }
    if (best < 100) {
      const elsewhere = 100 * TITLE_ELSEWHERE_CREDIT * (countStems(ids, wanted) / wanted.length)
      if (elsewhere > best) best = elsewhere
    }
    title = TITLE_DEPTH.closest * best + TITLE_DEPTH.depth * (100 * Math.min(1, depth / TITLE_DEPTH.fullAt))
  }
  if (yearsScore === null && title === null) return NEUTRAL_SCORE
  if (yearsScore !== null && title !== null) return EXPERIENCE_MIX.years * yearsScore + EXPERIENCE_MIX.title * title
  return yearsScore ?? title ?? 0
}

function culture(cv: PreparedCv, ids: CvIds, job: PreparedJob): number {
  const keywords = job.culture
  if (keywords.length === 0) return NEUTRAL_SCORE
  let found = 0
  for (const k of keywords) {
    if (k.words.length === 1) {
      // One word: being a word of some statement is the whole test.
      if (hasId(ids.words, k.words[0] as number)) found++
      continue
    }
    // Several: every adjacent pair must occur; two words are then settled, more need the text.
    if (!hasAllPairs(ids.pairs, k.pairs)) continue
    if (k.words.length === 2 || cv.statements().some((s) => s.key.includes(k.key))) found++
  }
  return (100 * found) / keywords.length
}

/** Score a prepared CV against a prepared job: the same total, knockout and area scores as scoreMatch. */
export function scorePair(cv: PreparedCv, job: PreparedJob, out?: Float64Array): PairScore {
  state.knockout = false
  const ids = cv.ids
  const areas = out ?? new Float64Array(MATCH_AREAS.length)
  // MATCH_AREAS order: skills, seniority, degree, language_proficiency, isco, experience, culture, achievements.
  areas[0] = round1(skills(ids, job, state))
  areas[1] = round1(levels(ids, job.levels.seniority, state))
  areas[2] = round1(levels(ids, job.levels.degree, state))
  areas[3] = round1(levels(ids, job.levels.language_proficiency, state))
  areas[4] = round1(isco(ids, job, state))
  areas[5] = round1(experience(ids, job))
  areas[6] = round1(culture(cv, ids, job))
  areas[7] = round1(ids.achievements)
  let total = 0
  for (let i = 0; i < areas.length; i++) total += ((areas[i] as number) * (job.weights[i] as number)) / 100
  return { score: round1(total), knockout: state.knockout, areas }
}
