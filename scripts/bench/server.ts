import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }

/** Starts `wrangler dev` on a fresh, migrated, seeded state (the same server the e2e tests use). */
export async function startServer(port: number): Promise<{ base: string; stop: () => void }> {
  if (!existsSync(join(root, 'dist', 'client', 'index.html'))) {
    spawnSync('npm', ['run', '-s', 'build'], { cwd: root, env, stdio: 'inherit' })
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/e2e-server.mjs', String(port), '.wrangler/bench-state'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const stop = () => child.kill('SIGTERM')
  process.on('exit', stop)
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stop()
  throw new Error('wrangler dev did not start within 180 s')
}

export interface BenchSession {
  cookie: string
  csrf: string
}

export async function signIn(base: string, email: string, password: string): Promise<BenchSession> {
  const res = await fetch(`${base}/api/access/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const session = (await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()) as {
    csrfToken: string
  }
  return { cookie, csrf: session.csrfToken }
}

/** A JSON call with the session's cookie and CSRF token. */
export async function api<T>(base: string, s: BenchSession, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}
