/**
 * Areas measured on the CV as a whole: skills (taxonomy-aware), professional experience (years and
 * title), culture fit (keyword overlap) and notable achievements (quantified results).
 */
import type { ParsedCv } from '../parsing/types'
import { phraseKey } from '../taxonomy/text'
import { type AreaDraft, neutralArea } from './areas-levels'
import { type PreparedCv, titleWords } from './prepared-cv'
import { type CvSkills, matchSkill, type SkillKey, skillKey } from './skill-index'
import { ACHIEVEMENT_POINTS, EXPERIENCE_MIX, QUANTIFIED_RE, SKILL_CREDIT } from './tables'
import type { AreaEvidence, JobProfile, Requirement, RequirementResult } from './types'

/**
 * Every skill the job asks for (skill requirements first, then the description's skills), one per
 * taxonomy identity. Exact skill → full credit, related skill → partial credit, else none.
 */
export function skillsArea(cvSkills: CvSkills, job: JobProfile, results: RequirementResult[]): AreaDraft {
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
    const m = matchSkill(cvSkills, key)
    credit += m.kind === 'exact' ? SKILL_CREDIT.exact : m.kind === 'related' ? SKILL_CREDIT.related : 0
    const facts =
      m.kind === 'exact'
        ? [`CV skill: ${m.cvSkill}`]
        : m.kind === 'related'
          ? [`CV related skill: ${m.cvSkill} (for ${key.label})`]
          : [`CV: no ${key.label}`]
    evidence.push({
      ...(requirement ? { requirement } : {}),
      outcome: m.kind === 'exact' ? 'match' : 'mismatch',
      facts,
    })
  }
  return { score: (100 * credit) / wanted.size, neutral: false, evidence }
}

/** Share of the job title's words (stop words aside) found in the CV's closest title. */
function titleSimilarity(jobTitle: string, cv: PreparedCv): { score: number; fact: string } | null {
  const wanted = titleWords(jobTitle)
  if (wanted.length === 0) return null
  const titles = cv.titles
  let best = {
    score: 0,
    fact: titles.length
      ? `CV titles: ${titles
          .slice(0, 3)
          .map((t) => t.title)
          .join('; ')}`
      : 'CV: no job titles',
  }
  for (const t of titles) {
    const score = (100 * wanted.filter((w) => t.words.has(w)).length) / wanted.length
    if (score > best.score) best = { score, fact: `CV title: ${t.title}` }
  }
  return best
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
    const fact =
      cv.yearsOfExperience === null ? 'CV: years of experience not stated' : `CV: ${years} years of experience`
    evidence.push({
      outcome: years >= (min as number) ? 'match' : 'mismatch',
      facts: [fact, `job: at least ${min} years`],
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
  const keywords = [...new Set((job.cultureKeywords ?? []).map(phraseKey).filter((k) => k !== ''))]
  if (keywords.length === 0) return neutralArea()
  const facts = cv.statements()
  const evidence: AreaEvidence[] = []
  let found = 0
  for (const k of keywords) {
    const hit = facts.find((f) => f.key.includes(` ${k} `))
    if (hit) found++
    evidence.push({
      outcome: hit ? 'match' : 'mismatch',
      facts: [hit ? `"${k}": ${hit.text}` : `CV: no mention of "${k}"`],
    })
  }
  return { score: (100 * found) / keywords.length, neutral: false, evidence }
}

/** Quantified results count more than plain ones; the total is capped. Measured on every CV. */
export function achievementsArea(cv: ParsedCv): AreaDraft {
  if (cv.achievements.length === 0)
    return { score: 0, neutral: false, evidence: [{ facts: ['CV: no achievements found'] }] }
  let points = 0
  const facts: string[] = []
  for (const a of cv.achievements) {
    const quantified = QUANTIFIED_RE.test(a)
    points += quantified ? ACHIEVEMENT_POINTS.quantified : ACHIEVEMENT_POINTS.plain
    facts.push(`${quantified ? 'quantified' : 'achievement'}: ${a}`)
  }
  return { score: Math.min(ACHIEVEMENT_POINTS.cap, points), neutral: false, evidence: [{ facts }] }
}
