/**
 * `npm run bench -- match`: background matching through the real path — D1 and the engine in workerd
 * under `wrangler dev`, the queue consumer doing the work. One job against 10,000 and 100,000
 * synthetic applicants (open the job → the queue drains), then one new applicant against 1,000 open
 * jobs (in the request, and through the queue). Peak memory is the sampled resident size of the
 * workerd processes of this bench's server: every isolate plus the local D1 (SQLite and its page
 * cache), so an upper bound of what the matching isolate's heap grows by, not that heap itself.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { api, type BenchSession } from './server'

/** BENCH_MATCH_SIZES=10000 (comma-separated; empty: only the applicant cases) narrows a run. */
const SIZES = (process.env.BENCH_MATCH_SIZES ?? '10000,100000').split(',').filter(Boolean).map(Number)
const INSERT_CHUNK = 5000
const OPEN_JOBS = 1000
/** Warm applicant runs: their median and range are reported. */
const WARM_RUNS = 7

/** The workerd processes started below this process (wrangler dev → workerd). */
function workerdPids(): number[] {
  const parent = new Map<number, number>()
  const names = new Map<number, string>()
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const close = stat.lastIndexOf(')')
      names.set(pid, stat.slice(stat.indexOf('(') + 1, close))
      parent.set(pid, Number(stat.slice(close + 2).split(' ')[1]))
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: number) => {
    for (let p = parent.get(pid); p && p > 1; p = parent.get(p)) if (p === process.pid) return true
    return false
  }
  return [...names].filter(([pid, name]) => name.includes('workerd') && mine(pid)).map(([pid]) => pid)
}

function rssMb(pids: number[]): number {
  let kb = 0
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      kb += Number(m?.[1] ?? 0)
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024
}

/** Samples memory every 50 ms while `work` runs: baseline before and peak during. */
async function measured<T>(work: () => Promise<T>) {
  const pids = workerdPids()
  const baseline = rssMb(pids)
  let peak = baseline
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pids))
  }, 50)
  const started = performance.now()
  try {
    const value = await work()
    return { value, ms: performance.now() - started, baseline, peak: Math.max(peak, rssMb(pids)) }
  } finally {
    clearInterval(timer)
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number, label: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${label}: not done within ${timeoutMs / 1000} s`)
}

const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`)
/** One value, or the median with the range of several. */
function spread(values: number[]): string {
  if (values.length === 1) return fmt(values[0] as number)
  const sorted = [...values].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] as number
  return `${fmt(median)} (${fmt(sorted[0] as number)}–${fmt(sorted[sorted.length - 1] as number)})`
}

export async function matchBench(base: string, s: BenchSession) {
  const rows: string[] = []
  let inserted = 0
  let seed = 1000
  for (const size of SIZES) {
    while (inserted < size) {
      const n = Math.min(INSERT_CHUNK, size - inserted)
      await api(base, s, '/api/jobs/bench/synthetic', { applicants: n, seed: seed++ })
      inserted += n
      process.stderr.write(`\r  ${inserted} synthetic applicants`)
    }
    process.stderr.write('\n')
    const job = await api<{ id: string }>(base, s, '/api/jobs', {
      title: 'Senior Data Engineer',
      description: 'We are hiring a senior data engineer with Python, SQL and Apache Spark. Remote work, team spirit.',
      requirements: [
        { attribute: 'skills', operator: 'EQUALS', value: 'Python', mandatory: true },
        { attribute: 'skills', operator: 'EQUALS', value: 'SQL' },
        { attribute: 'degree', operator: 'GTE', value: 'bachelor' },
        { attribute: 'seniority', operator: 'GTE', value: 'competent' },
      ],
    })
    await api(base, s, `/api/jobs/${job.id}/skill-weight`, { area: 'skills', value: 40 })
    const run = await measured(async () => {
      await api(base, s, `/api/jobs/${job.id}/status`, { status: 'OPEN' })
      let matched = 0
      await until(
        async () => {
          const d = await api<{ matching: { pending: number }; counts: { matched: number } }>(
            base,
            s,
            `/api/jobs/${job.id}`,
          )
          process.stderr.write(`\r  ${size}: ${d.matching.pending} applicants left   `)
          matched = d.counts.matched
          return d.matching.pending === 0
        },
        1_800_000,
        `job against ${size}`,
      )
      return matched
    })
    process.stderr.write('\n')
    const list = await measured(() => api<{ items: unknown[] }>(base, s, `/api/jobs/${job.id}/match?limit=50`))
    rows.push(
      `| one job × ${size.toLocaleString('en')} applicants (queue) | ${fmt(run.ms)} | ${run.value.toLocaleString('en')} pairs, ${Math.round((run.value / run.ms) * 1000)} pairs/s | ${run.baseline.toFixed(0)} → ${run.peak.toFixed(0)} MB |`,
      `| its match list, first 50 of ${size.toLocaleString('en')} | ${fmt(list.ms)} | | |`,
    )
  }
  for (let i = 0; i < OPEN_JOBS; i += 250)
    await api(base, s, '/api/jobs/bench/synthetic', { openJobs: 250, seed: seed++ })
  // The first applicant run in an isolate prepares the 1,000 jobs (cold); later ones find them prepared.
  let applicantId = ''
  for (const [cache, runs] of [
    ['cold: prepares the jobs', 1],
    ['warm: jobs already prepared', WARM_RUNS],
  ] as const) {
    const handler: number[] = []
    const roundTrip: number[] = []
    let sample: Awaited<ReturnType<typeof measured<{ jobs: number; ms: number }>>> | null = null
    for (let i = 0; i < runs; i++) {
      const one = await api<{ applicants: { ids: string[] } }>(base, s, '/api/jobs/bench/synthetic', {
        applicants: 1,
        seed: seed++,
      })
      applicantId = one.applicants.ids[0] as string
      sample = await measured(() =>
        api<{ jobs: number; ms: number }>(base, s, '/api/jobs/bench/match-applicant', { applicantId }),
      )
      handler.push(sample.value.ms)
      roundTrip.push(sample.ms)
    }
    if (!sample) continue
    rows.push(
      `| one new applicant × ${sample.value.jobs.toLocaleString('en')} open jobs (handler in the request, ${cache}${runs > 1 ? `, median of ${runs}` : ''}) | ${spread(handler)} (round trip ${spread(roundTrip)}) | | ${sample.baseline.toFixed(0)} → ${sample.peak.toFixed(0)} MB |`,
    )
  }
  const queued = await measured(async () => {
    await api(base, s, `/api/applicants/${applicantId}/match-with-all`, {})
    await until(
      async () =>
        (await api<{ matching: { pending: number } }>(base, s, `/api/applicants/${applicantId}/match?limit=1`)).matching
          .pending === 0,
      300_000,
      'applicant against open jobs',
    )
  })
  rows.push(
    `| the same through the queue (enqueue → done) | ${fmt(queued.ms)} | | ${queued.baseline.toFixed(0)} → ${queued.peak.toFixed(0)} MB |`,
  )
  console.info('\n### Matching (wrangler dev, local D1, queue consumer)\n')
  console.info('| case | time | throughput | workerd resident memory, whole process (before → peak) |')
  console.info('|---|---|---|---|')
  for (const r of rows) console.info(r)
}
