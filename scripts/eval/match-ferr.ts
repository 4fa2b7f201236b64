/**
 * FERR HR relevance: per job, the labelled LiveCareer CVs ranked by the engine and, in the same run,
 * by each FERR model's recommendations, both scored against the HR scores (1-7) with nDCG@5 and
 * Spearman's ρ. Gain = HR score − 1, so "1 = not relevant" adds nothing. A model ranks the CVs it
 * recommended by its rank; the CVs it did not recommend share the last place (a tie).
 */
import type { JobProfile } from '../../worker/engine/matching/index'
import { classifyOccupation, normalizeSkill } from '../../worker/engine/taxonomy/index'
import { type Half, halfOf } from './job-data'
import type { FerrJob } from './match-data'
import { meanOf, ndcgAt, spearman } from './match-metrics'

/**
 * The job as text: FERR gives a job only as skill phrases, one of which is usually the designation.
 * The title is the first phrase the occupation classifier knows that is not itself a skill (else the
 * first phrase); every phrase is listed as a requirement.
 */
export function ferrJobText(phrases: readonly string[]): string {
  const title = phrases.find((p) => classifyOccupation(p) !== null && normalizeSkill(p) === null) ?? phrases[0] ?? 'Job'
  return [`Job title: ${title}`, 'Requirements:', ...phrases.map((p) => `- ${p}`)].join('\n')
}

export interface RankerScores {
  name: string
  ndcg5: (number | null)[]
  rho: (number | null)[]
}

export interface FerrReport {
  jobs: {
    id: string
    /** A (tuning) or B (held out), by a hash of the job id. */
    half: Half
    title: string
    n: number
    ndcg5: Record<string, number | null>
    rho: Record<string, number | null>
  }[]
  /** Per ranker over every job, and over each half. */
  summary: {
    name: string
    ndcg5: { mean: number | null; n: number }
    rho: { mean: number | null; n: number }
    halves: Record<Half, { ndcg5: { mean: number | null; n: number }; rho: { mean: number | null; n: number } }>
  }[]
  pairs: number
  missing: number
}

function halfMeans(perJob: FerrReport['jobs'], name: string, half: Half) {
  const jobs = perJob.filter((j) => j.half === half)
  return {
    ndcg5: meanOf(jobs.map((j) => j.ndcg5[name] ?? null)),
    rho: meanOf(jobs.map((j) => j.rho[name] ?? null)),
  }
}

export async function evalFerr(
  jobs: readonly FerrJob[],
  cvById: (id: string) => Promise<unknown | null>,
  score: (cv: unknown, job: JobProfile) => number,
  parseJob: (text: string) => JobProfile,
): Promise<FerrReport> {
  const models = [...new Set(jobs.flatMap((j) => [...j.models.keys()]))].sort()
  const rankers = ['engine', ...models.map((m) => `FERR model ${m}`), 'random (all tied)']
  const perJob: FerrReport['jobs'] = []
  let pairs = 0
  let missing = 0
  for (const job of jobs) {
    const profile = parseJob(ferrJobText(job.phrases))
    const ids: string[] = []
    const gains: number[] = []
    const hr: number[] = []
    const engine: number[] = []
    for (const [id, label] of job.labels) {
      const cv = await cvById(id)
      if (!cv) {
        missing++
        continue
      }
      ids.push(id)
      hr.push(label)
      gains.push(label - 1)
      engine.push(score(cv, profile))
    }
    if (ids.length < 2) continue
    pairs += ids.length
    const rankings: Record<string, number[]> = { engine, 'random (all tied)': ids.map(() => 0) }
    for (const m of models) {
      const recs = job.models.get(m) ?? []
      rankings[`FERR model ${m}`] = ids.map((id) => {
        const r = recs.find((x) => x.resumeId === id)
        return r ? -r.rank : -1000
      })
    }
    const ndcg5: Record<string, number | null> = {}
    const rho: Record<string, number | null> = {}
    for (const name of rankers) {
      const s = rankings[name] as number[]
      ndcg5[name] = ndcgAt(5, s, gains)
      rho[name] = spearman(s, hr)
    }
    perJob.push({ id: job.jdId, half: halfOf(job.jdId), title: profile.title, n: ids.length, ndcg5, rho })
  }
  return {
    jobs: perJob,
    summary: rankers.map((name) => ({
      name,
      ndcg5: meanOf(perJob.map((j) => j.ndcg5[name] ?? null)),
      rho: meanOf(perJob.map((j) => j.rho[name] ?? null)),
      halves: {
        A: halfMeans(perJob, name, 'A'),
        B: halfMeans(perJob, name, 'B'),
      },
    })),
    pairs,
    missing,
  }
}
