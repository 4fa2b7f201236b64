/**
 * `npm run eval:match [-- --data <dir>] [-- --no-cache] [-- --verbose]`: measures the matching engine
 * on the dev evaluation set (../shared/data/dev by default; the hidden holdout has the same layout) and
 * prints Markdown tables with counts:
 *   (a) FERR HR relevance: nDCG@5 and Spearman per job against the HR scores, for the engine and the
 *       FERR model recommendations in the same run;
 *   (b) Vanetik vacancy rankings: Kendall τ-b against each annotator, the annotators' agreement as
 *       the ceiling;
 *   (c) category retrieval (LiveCareer PDFs, UpdatedResumeDataSet): precision@10 and nDCG@10 with a
 *       job per category built from its title and one phrased as a recruiter's sentence.
 * FERR jobs and categories are split into half A (tuning) and half B (held out) by a hash of their id
 * or name (eval/job-data.ts halfOf); both halves are printed.
 * Documents take the product path: extractText → parseCv → prepareCv/scoreMatch against
 * parseJobDescription's profile. Parsed CVs are cached in .tmp/eval-match/ (see eval/match-cvs.ts).
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseJobDescription } from '../worker/engine/job-parsing/index'
import {
  type JobProfile,
  type PreparedCv,
  type PreparedJob,
  prepareCv,
  prepareJob,
  scoreMatch,
  scorePair,
} from '../worker/engine/matching/index'
import type { ParsedCv } from '../worker/engine/parsing/types'
import { evalCategories, SENTENCE_TEMPLATES } from './eval/match-category'
import { createCvStore } from './eval/match-cvs'
import { loadFerr, loadLivecareer, loadUpdatedResumes, loadVanetik } from './eval/match-data'
import { evalFerr } from './eval/match-ferr'
import { evalVanetik } from './eval/match-vanetik'

const here = dirname(fileURLToPath(import.meta.url))
const repo = join(here, '..')
const args = process.argv.slice(2)
const dataArg = args.indexOf('--data')
const root = resolve(
  dataArg >= 0 && args[dataArg + 1] ? (args[dataArg + 1] as string) : join(repo, '..', 'shared', 'data', 'dev'),
)
const verbose = args.includes('--verbose')

const f3 = (x: number | null | undefined) => (x === null || x === undefined ? 'n/a' : x.toFixed(3))

// Both sides are prepared once (as matching does in the product) and pairs go through the fast path,
// scorePair; every pair is also scored by the reference path, scoreMatch, and any difference counted.
const preparedCvs = new WeakMap<ParsedCv, PreparedCv>()
const preparedJobs = new WeakMap<JobProfile, PreparedJob>()
const timing = { pairs: 0, fastMs: 0, referenceMs: 0, differences: 0 }
function score(cv: unknown, job: JobProfile): number {
  const parsed = cv as ParsedCv
  let p = preparedCvs.get(parsed)
  if (!p) {
    p = prepareCv(parsed)
    void p.ids // built on first use: build it here, outside the timed calls
    preparedCvs.set(parsed, p)
  }
  let pj = preparedJobs.get(job)
  if (!pj) {
    pj = prepareJob(job)
    preparedJobs.set(job, pj)
  }
  const t0 = performance.now()
  const fast = scorePair(p, pj)
  const t1 = performance.now()
  const reference = scoreMatch(p, job)
  timing.referenceMs += performance.now() - t1
  timing.fastMs += t1 - t0
  timing.pairs++
  if (reference.score !== fast.score || reference.knockout !== fast.knockout) timing.differences++
  return fast.score
}
const jobCache = new Map<string, JobProfile>()
function parseJob(text: string): JobProfile {
  let job = jobCache.get(text)
  if (!job) {
    job = parseJobDescription(text)
    jobCache.set(text, job)
  }
  return job
}

async function main(): Promise<number> {
  if (!existsSync(root)) {
    console.error(`No evaluation data at ${root} (pass --data <dir>).`)
    return 2
  }
  const started = performance.now()
  const store = createCvStore(repo, !args.includes('--no-cache'))
  const livecareer = loadLivecareer(root)
  const lcById = new Map(livecareer.map((c) => [c.id, c]))
  const lcCvs: { category: string; cv: ParsedCv }[] = []
  for (const c of livecareer) {
    const cv = await store.fromFile(c.file)
    if (cv) lcCvs.push({ category: c.category, cv })
  }
  const updated = loadUpdatedResumes(root).map((r) => ({ category: r.category, cv: store.fromText(r.id, r.text) }))
  const vanetikData = loadVanetik(root)
  for (const c of vanetikData.cvs) await store.fromFile(c.file)
  store.save()
  const parsedAt = performance.now()

  // (a) FERR
  const ferr = await evalFerr(
    loadFerr(root),
    async (id) => {
      const c = lcById.get(id)
      return c ? store.fromFile(c.file) : null
    },
    score,
    parseJob,
  )
  console.info(
    `\n## (a) FERR HR relevance (${ferr.jobs.length} jobs, ${ferr.pairs} labelled pairs, ${ferr.missing} CVs missing)\n`,
  )
  console.info("gain = HR score − 1; ties count as their expected value; a model's unrecommended CVs tie last.\n")
  const rankers = ferr.summary.map((s) => s.name)
  console.info(
    `| job (title used) | half | CVs | ${rankers.map((r) => `nDCG@5 ${r}`).join(' | ')} | ${rankers
      .slice(0, -1)
      .map((r) => `ρ ${r}`)
      .join(' | ')} |`,
  )
  console.info(
    `|---|---|---:|${rankers.map(() => '---:').join('|')}|${rankers
      .slice(0, -1)
      .map(() => '---:')
      .join('|')}|`,
  )
  for (const j of ferr.jobs) {
    console.info(
      `| ${j.title} | ${j.half} | ${j.n} | ${rankers.map((r) => f3(j.ndcg5[r])).join(' | ')} | ${rankers
        .slice(0, -1)
        .map((r) => f3(j.rho[r]))
        .join(' | ')} |`,
    )
  }
  console.info(
    '\n| ranker | mean nDCG@5 | jobs | nDCG@5 half A (tuning) | jobs | nDCG@5 half B (held out) | jobs | mean Spearman ρ | ρ A | ρ B | jobs with ρ defined |',
  )
  console.info('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const s of ferr.summary)
    console.info(
      `| ${s.name} | ${f3(s.ndcg5.mean)} | ${s.ndcg5.n} | ${f3(s.halves.A.ndcg5.mean)} | ${s.halves.A.ndcg5.n} | ` +
        `${f3(s.halves.B.ndcg5.mean)} | ${s.halves.B.ndcg5.n} | ${f3(s.rho.mean)} | ${f3(s.halves.A.rho.mean)} | ` +
        `${f3(s.halves.B.rho.mean)} | ${s.rho.n} |`,
    )

  // (b) Vanetik
  const vanetik = await evalVanetik(vanetikData, (file) => store.fromFile(file), score, parseJob)
  console.info(
    `\n## (b) Vanetik vacancy rankings (${vanetik.cvs} annotated CVs × ${vanetik.vacancies} vacancies; ${vanetik.invalidOrders} invalid annotator orders skipped, ${vanetik.unreadable} CVs unreadable)\n`,
  )
  console.info('| comparison | mean Kendall τ-b | CVs |')
  console.info('|---|---:|---:|')
  for (const r of vanetik.rows) console.info(`| ${r.name} | ${f3(r.tau.mean)} | ${r.tau.n} |`)
  if (verbose)
    for (const p of vanetik.perCv)
      console.info(`  CV ${p.cv}: scores ${p.engine.join(', ')} τ ${p.taus.map(f3).join(' / ')}`)

  // (c) categories
  const cats = [
    evalCategories('LiveCareer PDFs', lcCvs, score, parseJob),
    evalCategories('UpdatedResumeDataSet', updated, score, parseJob),
  ]
  console.info('\n## (c) Category retrieval (a job per category from its title, and phrased as a sentence)\n')
  console.info(
    'Categories split into half A (tuning) and half B (held out) by a hash of their name; the sentence is one of ' +
      `${SENTENCE_TEMPLATES.length} recruiter templates, chosen by a hash of the category.\n`,
  )
  console.info(
    '| collection | CVs | job built from | categories A / B | P@10 all | P@10 A | P@10 B | ideal P@10 A / B | nDCG@10 all | nDCG@10 A | nDCG@10 B |',
  )
  console.info('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const c of cats)
    for (const q of ['title', 'sentence'] as const) {
      const f = c.figures[q]
      console.info(
        `| ${c.collection} | ${c.cvs} | ${q} | ${f.A.p10.n} / ${f.B.p10.n} | ${f3(f.all.p10.mean)} | ${f3(f.A.p10.mean)} | ` +
          `${f3(f.B.p10.mean)} | ${f3(f.A.idealP10.mean)} / ${f3(f.B.idealP10.mean)} | ${f3(f.all.ndcg10.mean)} | ` +
          `${f3(f.A.ndcg10.mean)} | ${f3(f.B.ndcg10.mean)} |`,
      )
    }
  if (verbose)
    for (const c of cats)
      for (const p of c.perCategory)
        console.info(
          `  ${c.collection} / ${p.category} [${p.half}, ${p.query}] "${p.text}" → title "${p.title}" (${p.n}): ` +
            `P@10 ${f3(p.p10)} nDCG@10 ${f3(p.ndcg10)}`,
        )

  console.info(
    `\nPairs scored: ${timing.pairs}; fast path (scorePair) ${((timing.fastMs * 1000) / timing.pairs).toFixed(2)} µs per pair, ` +
      `reference path (scoreMatch, prepared CV) ${((timing.referenceMs * 1000) / timing.pairs).toFixed(1)} µs per pair; ` +
      `pairs where the two differ: ${timing.differences}.`,
  )
  const st = store.stats()
  console.info(
    `\nData: ${root}. CVs parsed ${st.parsed}, from cache ${st.cached}, unreadable ${st.failed}. ` +
      `Parsing ${((parsedAt - started) / 1000).toFixed(1)} s, matching ${((performance.now() - parsedAt) / 1000).toFixed(1)} s.`,
  )
  return 0
}

process.exitCode = await main()
