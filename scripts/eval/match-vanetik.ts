/**
 * Vanetik vacancy rankings: for each annotated CV, the engine ranks the five vacancies by score;
 * Kendall's τ-b against each annotator's order. The two annotators' agreement (τ-b between their
 * orders, on the CVs both ranked) is the ceiling. An order that is not a permutation of 1..5 is
 * skipped and counted.
 */
import type { JobProfile } from '../../worker/engine/matching/index'
import type { VanetikData } from './match-data'
import { kendallTauB, meanOf } from './match-metrics'

/** Position-based score of an annotator's order: vacancy row r → 5 − its position (higher = better). */
function orderScores(order: readonly number[], n: number): number[] | null {
  const sorted = [...order].sort((a, b) => a - b)
  if (order.length !== n || sorted.some((v, i) => v !== i + 1)) return null
  const out = new Array<number>(n)
  order.forEach((row, pos) => {
    out[row - 1] = n - pos
  })
  return out
}

export interface VanetikReport {
  rows: { name: string; tau: { mean: number | null; n: number } }[]
  cvs: number
  vacancies: number
  invalidOrders: number
  unreadable: number
  perCv: { cv: string; engine: number[]; taus: (number | null)[] }[]
}

export async function evalVanetik(
  data: VanetikData,
  cvByFile: (file: string) => Promise<unknown | null>,
  score: (cv: unknown, job: JobProfile) => number,
  parseJob: (text: string) => JobProfile,
): Promise<VanetikReport> {
  const jobs = data.vacancies.map((v) => parseJob(`${v.title}\n${v.description}`))
  const n = jobs.length
  const tau1: (number | null)[] = []
  const tau2: (number | null)[] = []
  const agreement: (number | null)[] = []
  const perCv: VanetikReport['perCv'] = []
  let invalidOrders = 0
  let unreadable = 0
  let cvs = 0
  for (const r of data.rankings) {
    const file = data.cvs.find((c) => c.id === r.cv)?.file
    const cv = file ? await cvByFile(file) : null
    if (!cv) {
      unreadable++
      continue
    }
    cvs++
    const engine = jobs.map((job) => score(cv, job))
    const orders = r.annotators.map((o) => {
      const s = o ? orderScores(o, n) : null
      if (o && !s) invalidOrders++
      return s
    })
    const [a1, a2] = orders
    const taus = orders.map((s) => (s ? kendallTauB(engine, s) : null))
    tau1.push(taus[0] ?? null)
    tau2.push(taus[1] ?? null)
    if (a1 && a2) agreement.push(kendallTauB(a1, a2))
    perCv.push({ cv: r.cv, engine, taus })
  }
  const both = perCv.filter((p) => p.taus[0] !== null && p.taus[1] !== null)
  return {
    rows: [
      { name: 'engine vs annotator 1', tau: meanOf(tau1) },
      { name: 'engine vs annotator 2', tau: meanOf(tau2) },
      {
        name: 'engine vs both (mean of the two, CVs both ranked)',
        tau: meanOf(both.map((p) => ((p.taus[0] as number) + (p.taus[1] as number)) / 2)),
      },
      { name: 'annotator 1 vs annotator 2 (ceiling)', tau: meanOf(agreement) },
    ],
    cvs,
    vacancies: n,
    invalidOrders,
    unreadable,
    perCv,
  }
}
