import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..', '..')
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }

/** Starts `wrangler dev` on a fresh, migrated, seeded state (the same server the e2e tests use). */
export async function startServer(port: number): Promise<{ base: string; pid: number; stop: () => void }> {
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
  const deadline = Date.now() + 420_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: child.pid ?? 0, stop }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  stop()
  throw new Error('wrangler dev did not start within 420 s')
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

/**
 * The address of the Worker's own workerd socket behind `wrangler dev`'s proxy (the proxy is a second
 * workerd that forwards every request and WebSocket frame to it). Found among the ports the server's
 * processes listen on (Linux: `ps`, `ss`) as the one answering /api/health like the proxy; null when
 * it cannot be found, and the benches that compare both skip the direct pass.
 */
export async function directBase(server: { base: string; pid: number }): Promise<string | null> {
  const children = (pid: number): number[] => {
    let out = ''
    try {
      out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    } catch {
      return [] // no children
    }
    const pids = out.split(/\s+/).filter(Boolean).map(Number)
    return pids.flatMap((p) => [p, ...children(p)])
  }
  let listening = ''
  try {
    listening = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' })
  } catch {
    return null
  }
  const ours = new Set(children(server.pid))
  const publicPort = Number(new URL(server.base).port)
  const ports = listening.split('\n').flatMap((line) => {
    const match = line.match(/127\.0\.0\.1:(\d+)\s.*pid=(\d+)/)
    return match && ours.has(Number(match[2])) && Number(match[1]) !== publicPort ? [Number(match[1])] : []
  })
  const expected = await (await fetch(`${server.base}/api/health`)).text()
  for (const port of ports) {
    const base = `http://127.0.0.1:${port}`
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (res.ok && (await res.text()) === expected) return base
    } catch {
      // not an HTTP server of ours
    }
  }
  return null
}
