/**
 * `npm run bench`: HTTP benchmarks with autocannon against `wrangler dev` on this machine.
 * 50 connections for 10 s on each route; the bare /api/health route is the framework floor.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { root, runScript, startBin } from './lib/run.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 8791)
const BASE = `http://127.0.0.1:${PORT}`
const CONNECTIONS = 50
const DURATION_S = 10

if (!existsSync(join(root, 'dist', 'client', 'index.html'))) runScript('build')
const server = startBin('node', ['scripts/e2e-server.mjs', String(PORT), '.wrangler/bench-state'], {
  stdio: ['ignore', 'ignore', 'inherit'],
})
process.on('exit', () => server.kill('SIGTERM'))

try {
  await waitForServer()
  const cookie = await signIn('owner@northwind.example', 'Owner-Secret-1')
  const cases = [
    { name: 'GET /api/health (floor)', path: '/api/health', headers: {} },
    { name: 'GET /api/auth/session', path: '/api/auth/session', headers: { cookie } },
    { name: 'GET /api/metrics/skills/applicants', path: '/api/metrics/skills/applicants', headers: { cookie } },
  ]
  const rows = []
  for (const c of cases) {
    const result = await autocannon({
      url: `${BASE}${c.path}`,
      headers: c.headers,
      connections: CONNECTIONS,
      duration: DURATION_S,
    })
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`${c.name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`)
    }
    rows.push({ name: c.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 })
  }
  const floor = rows[0].rps
  console.info(`\nautocannon, ${CONNECTIONS} connections × ${DURATION_S} s each, wrangler dev on 127.0.0.1\n`)
  console.info('| route | req/s | p50 ms | p99 ms | vs floor |')
  console.info('|---|---:|---:|---:|---:|')
  for (const r of rows) {
    console.info(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / floor).toFixed(2)} |`)
  }
} finally {
  server.kill('SIGTERM')
}

async function waitForServer() {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('wrangler dev did not start within 180 s')
}

async function signIn(email, password) {
  const res = await fetch(`${BASE}/api/access/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  return res.headers.get('set-cookie').split(';')[0]
}
