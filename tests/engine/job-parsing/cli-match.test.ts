import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { textToPdf } from '../../fixtures/synthetic-pdf'

const run = promisify(execFile)
const TSX = 'node_modules/.bin/tsx'
const AREA_KEYS = ['skills', 'seniority', 'degree', 'languages', 'isco', 'experience', 'culture', 'achievements']

// Synthetic documents written for this test.
const JOB = `Senior Python Developer
We are an international team working remote.
Requirements
- 5+ years of experience with Python
- Must have: Docker and PostgreSQL
- Fluent English
`
const STRONG = `Anna Example
Senior Python Developer
anna@example.com

Experience
Senior Python Developer, Acme GmbH, 2015 - 2024
Built Python services with Docker and PostgreSQL in an international team; cut latency by 40%.

Education
Master of Science in Computer Science, 2014

Skills
Python, Docker, PostgreSQL, Kubernetes

Languages
English (C2), German (native)
`
const WEAK = `Bob Sample
Pastry Chef
bob@example.com

Experience
Pastry Chef, Bakery Ltd, 2021 - 2023
Baked bread and cakes.

Skills
Baking, cake decorating
`

let dir = ''
const path = (name: string) => join(dir, name)

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-match-'))
  writeFileSync(path('job.txt'), JOB)
  writeFileSync(path('job.pdf'), await textToPdf(JOB))
  writeFileSync(path('strong.txt'), STRONG)
  writeFileSync(path('weak.txt'), WEAK)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(TSX, ['scripts/cli.ts', ...args])
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

describe('cli match', () => {
  it('prints one JSON array, strongest CV first, unreadable CVs last', async () => {
    const { code, stdout } = await cli([
      'match',
      '--job',
      path('job.txt'),
      path('weak.txt'),
      path('nope.txt'),
      path('strong.txt'),
    ])
    expect(code).toBe(0)
    const rows = JSON.parse(stdout) as Record<string, unknown>[]
    expect(rows.map((r) => r.file)).toEqual([path('strong.txt'), path('weak.txt'), path('nope.txt')])
    const [strong, weak, missing] = rows as [Record<string, unknown>, Record<string, unknown>, Record<string, unknown>]
    expect(missing).toEqual({ file: path('nope.txt'), error: 'file not found' })
    for (const row of [strong, weak]) {
      expect(Object.keys(row)).toEqual(['file', 'score', 'knockout', 'areas'])
      expect(Object.keys(row.areas as object)).toEqual(AREA_KEYS)
      for (const v of Object.values(row.areas as Record<string, number>)) {
        expect(v).toBeGreaterThanOrEqual(0)
        expect(v).toBeLessThanOrEqual(100)
      }
    }
    expect(strong.score as number).toBeGreaterThan(weak.score as number)
    expect(strong.knockout).toBe(false)
    // The weak CV lacks the must-have skills: a visible knockout.
    expect(weak.knockout).toBe(true)
  }, 60_000)

  it('reads a job given as a PDF document the same way', async () => {
    const { code, stdout } = await cli(['match', '--job', path('job.pdf'), path('weak.txt'), path('strong.txt')])
    expect(code).toBe(0)
    const rows = JSON.parse(stdout) as { file: string; knockout: boolean }[]
    expect(rows.map((r) => r.file)).toEqual([path('strong.txt'), path('weak.txt')])
    expect(rows.map((r) => r.knockout)).toEqual([false, true])
  }, 60_000)

  it('exits 2 with usage on stderr when --job or the CVs are missing', async () => {
    const noJob = await cli(['match', path('strong.txt')])
    expect(noJob.code).toBe(2)
    expect(noJob.stderr).toContain('match --job')
    const noCvs = await cli(['match', '--job', path('job.txt')])
    expect(noCvs.code).toBe(2)
    expect(noCvs.stdout).toBe('')
  }, 60_000)
})
