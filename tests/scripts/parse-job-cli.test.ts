import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Document, Packer, Paragraph } from 'docx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { textToPdf } from '../fixtures/synthetic-pdf'

const run = promisify(execFile)
const TSX = 'node_modules/.bin/tsx'
const KEYS = ['file', 'title', 'isco', 'skills', 'requirements', 'minYears', 'documentLanguage']

// A synthetic job ad written for this test.
const JOB = `Java Developer
About the role
We build payment services for small shops.
Requirements
- 3+ years of experience with Java
- Good knowledge of SQL
`

let dir = ''
const path = (name: string) => join(dir, name)

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cli-parse-job-'))
  writeFileSync(path('job.txt'), JOB)
  writeFileSync(path('job.pdf'), await textToPdf(JOB))
  const docx = new Document({
    sections: [
      {
        children: JOB.trim()
          .split('\n')
          .map((l) => new Paragraph(l)),
      },
    ],
  })
  writeFileSync(path('job.docx'), await Packer.toBuffer(docx))
  writeFileSync(path('empty.txt'), 'Position: We are looking for someone who loves people and wants to help us.\n')
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

describe('cli parse-job', () => {
  it('prints one JSON object per ad, .txt, .pdf and .docx alike, and { file, error } for a missing file', async () => {
    const files = ['job.txt', 'job.pdf', 'nope.txt', 'job.docx'].map(path)
    const { code, stdout, stderr } = await cli(['parse-job', ...files])
    expect(code).toBe(0)
    expect(stderr).toBe('')
    const records = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(records.map((r) => r.file)).toEqual(files)
    expect(records[2]).toEqual({ file: files[2], error: 'file not found' })
    for (const r of [records[0], records[1], records[3]]) {
      if (!r) throw new Error('a record is missing')
      expect(Object.keys(r)).toEqual(KEYS)
      expect(r.title).toBe('Java Developer')
      expect(r.isco).toMatch(/^\d{4}$/)
      expect(r.skills).toEqual(expect.arrayContaining(['Java', 'SQL']))
      expect(r.minYears).toBe(3)
      expect(r.documentLanguage).toBe('en')
      const values = (r.requirements as { attribute: string; value: string }[])
        .filter((q) => q.attribute === 'skills')
        .map((q) => q.value)
      expect(values).toEqual(expect.arrayContaining(['Java', 'SQL']))
    }
  })

  it('prints a null title and isco when the ad names no title', async () => {
    const { stdout } = await cli(['parse-job', path('empty.txt')])
    const r = JSON.parse(stdout) as Record<string, unknown>
    expect(r.title).toBeNull()
    expect(r.isco).toBeNull()
  })

  it('exits 2 with usage on stderr when no file is given', async () => {
    const { code, stdout, stderr } = await cli(['parse-job'])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('parse-job')
  })
})
