/**
 * `npm run bench -- dashboard`: the dashboard's six metric calls through the real path (wrangler dev,
 * local D1) for one organization with 100,000 applicants (about 400,000 skill rows), 1,000 open jobs
 * and 100 scores per job, after the daily roll-up (ADR 0027). Target: at most 100 ms per call.
 * BENCH_DASHBOARD_APPLICANTS narrows a run.
 */
import { api, type BenchSession } from './server'

const APPLICANTS = Number(process.env.BENCH_DASHBOARD_APPLICANTS ?? 100_000)
const OPEN_JOBS = 1000
const CHUNK = 5000
const RUNS = 30
const WARM = 3
const ROUTES = ['applicants', 'jobs', 'average-score', 'skills/applicants', 'skills/jobs', 'skills/gap'] as const

async function timed(base: string, s: BenchSession, path: string): Promise<number> {
  const started = performance.now()
  const res = await fetch(`${base}${path}`, { headers: { cookie: s.cookie } })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  await res.arrayBuffer()
  return performance.now() - started
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

export async function dashboardBench(base: string, s: BenchSession) {
  let seed = 9000
  const started = performance.now()
  for (let inserted = 0; inserted < APPLICANTS; inserted += CHUNK) {
    await api(base, s, '/api/jobs/bench/synthetic', {
      applicants: Math.min(CHUNK, APPLICANTS - inserted),
      seed: seed++,
      withSkills: true,
    })
    process.stderr.write(`\r  ${inserted + CHUNK} synthetic applicants`)
  }
  for (let i = 0; i < OPEN_JOBS; i += 250)
    await api(base, s, '/api/jobs/bench/synthetic', { openJobs: 250, seed: seed++ })
  const setup = await api<{ matches: number; matchesMs: number; rollUpMs: number }>(
    base,
    s,
    '/api/jobs/bench/dashboard-setup',
    { matchesPerJob: 100 },
  )
  process.stderr.write(`\n  seeded in ${Math.round((performance.now() - started) / 1000)} s\n`)

  console.info(`\n### Dashboard metrics (${APPLICANTS.toLocaleString('en')} applicants, ${OPEN_JOBS} open jobs)\n`)
  console.info(
    `Seed: ${setup.matches.toLocaleString('en')} scores; daily roll-up (recount + snapshot) ${setup.rollUpMs} ms.\n`,
  )
  console.info('| call | p50 ms | p95 ms | max ms | target |')
  console.info('|---|---:|---:|---:|---|')
  for (const route of ROUTES) {
    const path = `/api/metrics/${route}`
    for (let i = 0; i < WARM; i++) await timed(base, s, path)
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) times.push(await timed(base, s, path))
    times.sort((a, b) => a - b)
    const p95 = pct(times, 95)
    console.info(
      `| GET ${path} | ${pct(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${(times.at(-1) ?? 0).toFixed(1)} | ${p95 <= 100 ? 'met' : 'MISSED'} (≤ 100) |`,
    )
  }
  // The whole dashboard as the SPA loads it: the six calls at once.
  const all: number[] = []
  for (let i = 0; i < 10; i++) {
    const t = performance.now()
    await Promise.all(ROUTES.map((r) => timed(base, s, `/api/metrics/${r}`)))
    all.push(performance.now() - t)
  }
  all.sort((a, b) => a - b)
  console.info(
    `| all six in parallel | ${pct(all, 50).toFixed(1)} | ${pct(all, 95).toFixed(1)} | ${(all.at(-1) ?? 0).toFixed(1)} | |`,
  )
}
