/**
 * Sign-in cost inside workerd (`wrangler dev`): sequential password sign-ins against the seeded owner,
 * next to sequential health checks on the same server. The difference is the Worker's own work for a
 * sign-in (one PBKDF2-SHA-256 run at 100,000 iterations plus a few D1 statements); wall time bounds
 * CPU time from above.
 */
const RUNS = 20

function quantile(sorted: number[], q: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

async function timeSequential(runs: number, once: () => Promise<Response>) {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const res = await once()
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

export async function signInBench(base: string) {
  // Warm up the isolate and the taxonomy-free paths first.
  await fetch(`${base}/api/health`)
  const health = await timeSequential(RUNS, () => fetch(`${base}/api/health`))
  const login = await timeSequential(RUNS, () =>
    fetch(`${base}/api/access/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'user@northwind.example', password: 'User-Secret-1' }),
    }),
  )
  const wrong = await timeSequential(5, async () => {
    const res = await fetch(`${base}/api/access/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `nobody-${Math.random()}@example.org`, password: 'Wrong-Password-1' }),
    })
    // 401 is the expected answer here; the timing is what counts.
    return new Response(await res.arrayBuffer(), { status: res.status === 401 ? 200 : res.status })
  })
  console.info(`\n### Sign-in inside workerd (wrangler dev, sequential, ${RUNS} runs)\n`)
  console.info('| request | p50 ms | p90 ms |')
  console.info('|---|---:|---:|')
  console.info(
    `| GET /api/health (floor) | ${quantile(health, 0.5).toFixed(1)} | ${quantile(health, 0.9).toFixed(1)} |`,
  )
  console.info(
    `| POST /api/access/login (success) | ${quantile(login, 0.5).toFixed(1)} | ${quantile(login, 0.9).toFixed(1)} |`,
  )
  console.info(
    `| POST /api/access/login (unknown email, 5 runs) | ${quantile(wrong, 0.5).toFixed(1)} | ${quantile(wrong, 0.9).toFixed(1)} |`,
  )
  console.info(
    `\nWorker work per sign-in ≈ ${(quantile(login, 0.5) - quantile(health, 0.5)).toFixed(1)} ms (p50 minus floor); PBKDF2-SHA-256, 100,000 iterations, 16-byte salt, 256-bit key.`,
  )
}
