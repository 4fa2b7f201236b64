import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { CV_DE } from './fixtures'

const run = promisify(execFile)
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx')
const cli = (args: string[]) => run(tsx, ['scripts/cli.ts', ...args], { cwd: process.cwd() })

const KEYS = [
  'file',
  'isCv',
  'documentLanguage',
  'name',
  'email',
  'phone',
  'location',
  'links',
  'title',
  'summary',
  'hardSkills',
  'softSkills',
  'languages',
  'degree',
  'education',
  'experience',
  'yearsOfExperience',
  'seniority',
  'isco',
  'achievements',
]

describe('cli parse', () => {
  it('prints one JSON line per file with exactly the contract keys, and an error object for unreadable files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-parse-'))
    const good = join(dir, 'cv.txt')
    const empty = join(dir, 'empty.txt')
    writeFileSync(good, CV_DE)
    writeFileSync(empty, '')
    const { stdout } = await cli(['parse', good, join(dir, 'missing.pdf'), empty])
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines).toHaveLength(3)
    expect(Object.keys(lines[0]!)).toEqual(KEYS)
    expect(lines[0]).toMatchObject({ file: good, isCv: true, name: 'Max Mustermann', documentLanguage: 'de' })
    expect(lines[1]).toEqual({ file: join(dir, 'missing.pdf'), error: 'file not found' })
    expect(lines[2]).toEqual({ file: empty, error: 'empty' })
  }, 30_000)

  it.each([[[]], [['parse']], [['unknown', 'x']]])(
    'fails with usage on misuse %j',
    async (args) => {
      await expect(cli(args)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') })
    },
    30_000,
  )
})
