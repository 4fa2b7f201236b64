/**
 * Areas measured on the CV as a whole: skills (taxonomy-aware), professional experience (years and
 * title), culture fit (keyword overlap) and notable achievements (quantified results).
 */
import type { ParsedCv } from '../parsing/types'
import { phraseKey } from '../taxonomy/text'
import { type AreaDraft, neutralArea } from './areas-levels'
import type { PreparedCv } from './prepared-cv'
import { matchSkill, type SkillKey, skillKey } from './skill-index'
import {
  ACHIEVEMENT_POINTS,
  EXPERIENCE_MIX,
  QUANTIFIED_RE,
  SKILL_BREADTH,
  SKILL_CREDIT,
  TITLE_DEPTH,
  TITLE_ELSEWHERE_CREDIT,
} from './tables'
import type { AreaEvidence, Fact, JobProfile, Requirement, RequirementResult } from './types'
import { phraseStems, titleStems } from './words'

/** Share of a phrase's word stems found in the CV's vocabulary (0 when the phrase has none). */
function wordShare(stems: readonly string[], vocabulary: ReadonlySet<string>): number {
  if (stems.length === 0) return 0
  let found = 0
  for (const s of stems) if (vocabulary.has(s)) found++
  return found / stems.length
}

/** Credit and facts of one wanted skill: the CV's skill list first, then its other statements. */
function skillCredit(prepared: PreparedCv, key: SkillKey): { credit: number; facts: Fact[]; exact: boolean } {
  const m = matchSkill(prepared.skills, key)
  if (m.kind === 'exact')
    return { credit: SKILL_CREDIT.exact, facts: [{ kind: 'cv_skill', skill: m.cvSkill ?? key.label }], exact: true }
  const related = m.kind === 'related' ? SKILL_CREDIT.related : 0
  const stems = phraseStems(key.label)
  // The statements as a whole, or one line of the work history using the skill's words together.
  let share = wordShare(stems, prepared.vocabulary())
  for (const line of prepared.workLines()) if (share < 1) share = Math.max(share, wordShare(stems, line))
  const mentioned = SKILL_CREDIT.mentioned * share
  if (related === 0 && mentioned === 0)
    return { credit: 0, facts: [{ kind: 'cv_skill_missing', skill: key.label }], exact: false }
  if (related >= mentioned && m.kind === 'related')
    return {
      credit: related,
      facts: [{ kind: 'cv_skill_related', skill: m.cvSkill ?? '', wanted: key.label }],
      exact: false,
    }
  return { credit: mentioned, facts: [{ kind: 'cv_skill_mentioned', skill: key.label, share }], exact: false }
}

/** Skills area score from the summed credit over `wanted` skills (share and breadth, SKILL_BREADTH). */
export function skillsScore(credit: number, wanted: number): number {
  const share = credit / wanted
  const breadth = Math.min(1, credit / Math.min(wanted, SKILL_BREADTH.fullAt))
  return 100 * (SKILL_BREADTH.share * share + SKILL_BREADTH.breadth * breadth)
}

/**
 * Every skill the job asks for (skill requirements first, then the description's skills), one per
 * taxonomy identity. Exact skill → full credit, related skill → partial credit, the skill's words used
 * elsewhere in the CV → partial credit by their share, else none; the credits → skillsScore.
 */
export function skillsArea(prepared: PreparedCv, job: JobProfile, results: RequirementResult[]): AreaDraft {
  const wanted = new Map<string, { key: SkillKey; requirement?: Requirement }>()
  for (const r of results) {
    if (r.requirement.attribute !== 'skills') continue
    const key = skillKey(r.requirement.value)
    if (key && !wanted.has(key.key)) wanted.set(key.key, { key, requirement: r.requirement })
  }
  for (const s of job.skills ?? []) {
    const key = skillKey(s)
    if (key && !wanted.has(key.key)) wanted.set(key.key, { key })
  }
  if (wanted.size === 0) return neutralArea()
  let credit = 0
  const evidence: AreaEvidence[] = []
  for (const { key, requirement } of wanted.values()) {
    const c = skillCredit(prepared, key)
    credit += c.credit
    evidence.push({ ...(requirement ? { requirement } : {}), outcome: c.exact ? 'match' : 'mismatch', facts: c.facts })
  }
  return { score: skillsScore(credit, wanted.size), neutral: false, evidence }
}

/**
 * Share of the job title's stems (stop words aside) in the CV's closest title; stems the CV uses
 * only elsewhere (summary, skills, evidence) count at TITLE_ELSEWHERE_CREDIT. Mixed with the depth:
 * the share summed over all the CV's titles, full at TITLE_DEPTH.fullAt (scorePair keeps the same
 * order of operations, so both paths give the same number).
 */
function titleSimilarity(jobTitle: string, cv: PreparedCv): { score: number; fact: Fact } | null {
  const wanted = titleStems(jobTitle)
  if (wanted.length === 0) return null
  const titles = cv.titles
  let best: { score: number; fact: Fact } = {
    score: 0,
    fact: titles.length
      ? { kind: 'cv_titles', titles: titles.slice(0, 3).map((t) => t.title) }
      : { kind: 'cv_titles_missing' },
  }
  let depth = 0
  let matching = 0
  for (const t of titles) {
    const count = wanted.filter((w) => t.words.has(w)).length
    depth += count / wanted.length
    if (count > 0) matching++
    const score = (100 * count) / wanted.length
    if (score > best.score) best = { score, fact: { kind: 'cv_title', title: t.title, matching: 1 } }
  }
  if (best.score < 100) {
    const elsewhere = 100 * TITLE_ELSEWHERE_CREDIT * wordShare(wanted, cv.vocabulary())
    if (elsewhere > best.score) best = { score: elsewhere, fact: { kind: 'cv_title_mentioned', title: jobTitle } }
  }
  const depthScore = 100 * Math.min(1, depth / TITLE_DEPTH.fullAt)
  return {
    score: TITLE_DEPTH.closest * best.score + TITLE_DEPTH.depth * depthScore,
    fact: best.fact.kind === 'cv_title' ? { ...best.fact, matching } : best.fact,
  }
}

export function experienceArea(prepared: PreparedCv, job: JobProfile): AreaDraft {
  const cv = prepared.cv
  const min = job.minYears && job.minYears > 0 ? job.minYears : null
  const years = cv.yearsOfExperience ?? 0
  const yearsScore = min === null ? null : Math.min(1, years / min) * 100
  const title = titleSimilarity(job.title, prepared)
  if (yearsScore === null && title === null) return neutralArea()
  const evidence: AreaEvidence[] = []
  if (yearsScore !== null) {
    const fact: Fact = cv.yearsOfExperience === null ? { kind: 'cv_years_missing' } : { kind: 'cv_years', years }
    evidence.push({
      outcome: years >= (min as number) ? 'match' : 'mismatch',
      facts: [fact, { kind: 'job_min_years', years: min as number }],
    })
  }
  if (title) evidence.push({ facts: [title.fact] })
  const score =
    yearsScore !== null && title
      ? EXPERIENCE_MIX.years * yearsScore + EXPERIENCE_MIX.title * title.score
      : (yearsScore ?? title?.score ?? 0)
  return { score, neutral: false, evidence }
}

/** Share of the job's culture keywords that some CV statement mentions (whole words, folded). */
export function cultureArea(cv: PreparedCv, job: JobProfile): AreaDraft {
  // Folded for the comparison; the job's own spelling for the evidence.
  const spelled = new Map<string, string>()
  for (const k of job.cultureKeywords ?? []) {
    const key = phraseKey(k)
    if (key !== '' && !spelled.has(key)) spelled.set(key, k.trim())
  }
  const keywords = [...spelled.keys()]
  if (keywords.length === 0) return neutralArea()
  const facts = cv.statements()
  const evidence: AreaEvidence[] = []
  let found = 0
  for (const k of keywords) {
    const hit = facts.find((f) => f.key.includes(` ${k} `))
    if (hit) found++
    evidence.push({
      outcome: hit ? 'match' : 'mismatch',
      facts: [
        hit
          ? { kind: 'culture_mentioned', keyword: spelled.get(k) ?? k, text: hit.text }
          : { kind: 'culture_missing', keyword: spelled.get(k) ?? k },
      ],
    })
  }
  return { score: (100 * found) / keywords.length, neutral: false, evidence }
}

/** Quantified results count more than plain ones; the total is capped. Measured on every CV. */
export function achievementsArea(cv: ParsedCv): AreaDraft {
  if (cv.achievements.length === 0)
    return { score: 0, neutral: false, evidence: [{ facts: [{ kind: 'achievements_missing' }] }] }
  let points = 0
  const facts: Fact[] = []
  for (const a of cv.achievements) {
    const quantified = QUANTIFIED_RE.test(a)
    points += quantified ? ACHIEVEMENT_POINTS.quantified : ACHIEVEMENT_POINTS.plain
    facts.push({ kind: 'achievement', text: a, quantified })
  }
  return { score: Math.min(ACHIEVEMENT_POINTS.cap, points), neutral: false, evidence: [{ facts }] }
}
