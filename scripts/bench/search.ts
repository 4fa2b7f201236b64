/**
 * `npm run bench -- search`: global search quick suggestions at 100,000 indexed documents, through
 * the Worker path (HTTP → Hono → D1 FTS5 in workerd under `wrangler dev`). The documents are synthetic
 * (POST /api/search/bench/synthetic, local mode only) and indexed by the same FTS5 triggers as real
 * writes. Sequential requests (one user typing), prefixes of 2 to 6 characters, names with diacritics
 * typed without them. Target: p95 ≤ 50 ms (issue 14).
 */
import { cpus, loadavg } from 'node:os'
import { api, type BenchSession } from './server'

/** BENCH_SEARCH_DOCS=10000 narrows a run. */
const DOCUMENTS = Number(process.env.BENCH_SEARCH_DOCS ?? 100_000)
const CHUNK = 20_000
const WARMUP = 30
const ROUNDS = 5

/** What people type: prefixes of names (without accents), roles, skills and companies, and pairs. */
const QUERIES = [
  'zo',
  'zoe',
  'mü',
  'mull',
  'muller',
  'jur',
  'jürgen m',
  'ana',
  'luk',
  'lukasz now',
  'elo',
  'omer',
  'ozt',
  'sch',
  'schm',
  'schmidt',
  'kow',
  'data',
  'data en',
  'backend',
  'front',
  'devops',
  'prod',
  'ux',
  'recr',
  'py',
  'pyth',
  'python sql',
  'kub',
  'kubern',
  'terra',
  'react',
  'types',
  'kafka',
  'airf',
  'postg',
  'aws',
  'quell',
  'nordw',
  'alpen',
  'hafen',
  'senior data',
  'senior dev',
  'gmbh',
  'zimmer',
  'krüger',
  'kru',
  'wolf',
  'braun',
  'neum',
  'hoff',
  'sören k',
  'rené',
  'tomas',
  'chloe',
  'anais',
  'bjorn',
  'mateo',
  'ines',
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

async function timed(base: string, s: BenchSession, path: string, body: unknown) {
  const started = performance.now()
  const res = await fetch(
    `${base}${path}`,
    body === null
      ? {}
      : {
          method: 'POST',
          headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
  )
  const text = await res.text()
  const ms = performance.now() - started
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`)
  return { ms, body: JSON.parse(text) as unknown }
}

export async function searchBench(base: string, s: BenchSession) {
  let total = 0
  const seeding = performance.now()
  for (let offset = 0; offset < DOCUMENTS; offset += CHUNK) {
    const r = await api<{ total: number }>(base, s, '/api/search/bench/synthetic', {
      offset,
      documents: Math.min(CHUNK, DOCUMENTS - offset),
    })
    total = r.total
    process.stderr.write(`\r  ${total} search documents`)
  }
  process.stderr.write('\n')
  const seedMs = performance.now() - seeding

  const cases = [
    // The floor: the same machine's cost of any request through wrangler dev, to read the others against.
    { name: 'GET /api/health (floor)', path: '/api/health', extra: null },
    { name: 'POST /api/search/autocomplete (5 groups × 5)', path: '/api/search/autocomplete', extra: { limit: 5 } },
    { name: 'POST /api/search/job-autocomplete (10)', path: '/api/search/job-autocomplete', extra: { limit: 10 } },
    {
      name: 'POST /api/search/applicant-autocomplete (10)',
      path: '/api/search/applicant-autocomplete',
      extra: { limit: 10 },
    },
  ]
  const rows: string[] = []
  for (const c of cases) {
    const bodyOf = (query: string) => (c.extra === null ? null : { query, ...c.extra })
    for (let i = 0; i < WARMUP; i++) await timed(base, s, c.path, bodyOf(QUERIES[i % QUERIES.length] as string))
    const times: number[] = []
    let hits = 0
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        const r = await timed(base, s, c.path, bodyOf(query))
        times.push(r.ms)
        const body = r.body as { groups?: { items: unknown[] }[]; items?: unknown[] }
        hits += body?.groups ? body.groups.reduce((n, g) => n + g.items.length, 0) : (body?.items?.length ?? 0)
      }
    }
    times.sort((a, b) => a - b)
    const f = (ms: number) => ms.toFixed(1)
    rows.push(
      `| ${c.name} | ${times.length} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times[times.length - 1] as number)} | ${(hits / times.length).toFixed(1)} |`,
    )
  }
  console.info(
    `\nSearch (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores at the end): ${total.toLocaleString('en')} indexed documents in one organization (seeded in ${(seedMs / 1000).toFixed(1)} s), ` +
      `${QUERIES.length} prefixes × ${ROUNDS} rounds, sequential, wrangler dev on 127.0.0.1 (target p95 ≤ 50 ms)\n`,
  )
  console.info('| call | requests | p50 ms | p95 ms | p99 ms | max ms | hits per answer |')
  console.info('|---|---:|---:|---:|---:|---:|---:|')
  for (const row of rows) console.info(row)
}
