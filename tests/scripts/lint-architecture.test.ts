import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const SCRIPT = join(ROOT, 'scripts/lint-architecture.mjs')

/** Runs the checker as `npm run lint` does: a Node process, its exit code and what it printed. */
function lint(root: string) {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

const trees: string[] = []

/** A throwaway project root holding `files` (paths relative to it). */
function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'lint-architecture-'))
  trees.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A tree that keeps every rule: SQL in the repo and the db folder, services on ports. */
const CLEAN = {
  'worker/jobs/jobs.repo.ts': "import { eq } from 'drizzle-orm'\nimport { jobs } from '../../db/schema'\n",
  'worker/jobs/jobs.service.ts': [
    "import { jobsRepo } from './jobs.repo'",
    '// A comment may say services.env.FILES or drizzle-orm: only code counts.',
    'export const read = (services: Services) => services.blobs.get(`env.FILES`)',
    '',
  ].join('\n'),
  'worker/db/database.ts':
    "import { drizzle } from 'drizzle-orm/d1'\nexport const make = (d1: D1Database) => drizzle(d1)\n",
  'worker/middleware/services.ts': 'export const createServices = (env: Env) => ({ files: env.FILES })\n',
  'worker/engine/matching/score.ts': 'export const score = () => 1\n',
}

describe('scripts/lint-architecture.mjs', () => {
  it('passes a clean tree', () => {
    const result = lint(tree(CLEAN))
    expect(result.output).toBe('')
    expect(result.status).toBe(0)
  })

  it('refuses a drizzle import in a service, with file:line and the reason', () => {
    const root = tree({
      ...CLEAN,
      'worker/jobs/jobs.service.ts': "import type { Services } from '../context'\nimport { sql } from 'drizzle-orm'\n",
    })
    const result = lint(root)
    expect(result.status).toBe(1)
    expect(result.output).toContain(
      "worker/jobs/jobs.service.ts:2: imports 'drizzle-orm': SQL belongs in a *.repo.ts (ADR 0016)",
    )
  })

  it('refuses db/schema (also type-only and subpaths), drizzle subpaths and D1 types outside repositories', () => {
    const root = tree({
      ...CLEAN,
      'worker/jobs/jobs.routes.ts': [
        "import type { jobs } from '../../db/schema/jobs'",
        "import { sqliteTable } from 'drizzle-orm/sqlite-core'",
        'export const run = (d1: D1PreparedStatement) => d1',
        '',
      ].join('\n'),
    })
    const result = lint(root)
    expect(result.status).toBe(1)
    const lines = result.output.trim().split('\n')
    expect(lines).toEqual([
      "worker/jobs/jobs.routes.ts:1: imports '../../db/schema/jobs': SQL belongs in a *.repo.ts (ADR 0016)",
      "worker/jobs/jobs.routes.ts:2: imports 'drizzle-orm/sqlite-core': SQL belongs in a *.repo.ts (ADR 0016)",
      'worker/jobs/jobs.routes.ts:3: names the D1 type D1PreparedStatement: SQL belongs in a *.repo.ts (ADR 0016)',
      'lint-architecture: 3 finding(s)',
    ])
  })

  it('refuses bindings read in services and services.env / c.env anywhere but the composition roots', () => {
    const root = tree({
      ...CLEAN,
      'worker/uploads/upload.service.ts': 'export const hub = (env: Env) => env.UPLOAD_STATUS\n',
      'worker/providers/ai/index.ts': 'export function ai(services: Services) {\n  const { env } = services\n}\n',
      'worker/jobs/jobs.routes.ts': 'export const q = (c: Ctx) => c.env.INGEST_QUEUE\n',
    })
    const lines = lint(root).output.trim().split('\n')
    expect(lines).toEqual([
      'worker/jobs/jobs.routes.ts:1: reads c.env: services use ports on the services object, not bindings from env (ADR 0016)',
      'worker/providers/ai/index.ts:2: takes env out of services: services use ports on the services object, not bindings from env (ADR 0016)',
      'worker/uploads/upload.service.ts:1: reads env.UPLOAD_STATUS in a service: services use ports on the services object, not bindings from env (ADR 0016)',
      'lint-architecture: 3 finding(s)',
    ])
  })

  it('passes on the real worker/ tree', () => {
    const result = lint(ROOT)
    expect(result.output).toBe('')
    expect(result.status).toBe(0)
  })
})
