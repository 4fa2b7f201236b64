import autocannon from 'autocannon'
import type { BenchSession } from './server'

const CONNECTIONS = 50
const DURATION_S = 10

/** Requests per second and latency of a bare route (the floor) and two authenticated routes. */
export async function httpBench(base: string, session: BenchSession) {
  const cases = [
    { name: 'GET /api/health (floor)', path: '/api/health', headers: {} },
    { name: 'GET /api/auth/session', path: '/api/auth/session', headers: { cookie: session.cookie } },
    { name: 'GET /api/applicants (list)', path: '/api/applicants?limit=50', headers: { cookie: session.cookie } },
  ]
  const rows: { name: string; rps: number; p50: number; p99: number }[] = []
  for (const c of cases) {
    const result = await autocannon({
      url: `${base}${c.path}`,
      headers: c.headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    })
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${c.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`)
    }
    rows.push({ name: c.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 })
  }
  const floor = rows[0]!.rps
  console.info(`\nHTTP: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s each, wrangler dev on 127.0.0.1\n`)
  console.info('| route | req/s | p50 ms | p99 ms | vs floor |')
  console.info('|---|---:|---:|---:|---:|')
  for (const r of rows) {
    console.info(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / floor).toFixed(2)} |`)
  }
}
