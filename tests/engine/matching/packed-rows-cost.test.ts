import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { prepareCv, serializePreparedCv } from '../../../worker/engine/matching'
import {
  PackedIds,
  PackedOpenJobs,
  PackedRequirements,
  PackedStoredCvs,
  StoredSkills,
} from '../../../worker/matching/packed-rows'
import { makeCv } from './fixtures'

/** Median time of `runs` calls, in ms. */
function median(runs: number, fn: () => void): number {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(runs / 2)] ?? 0
}

const id = (i: number) => `0190a0b0-0000-7000-8000-${i.toString(16).padStart(12, '0')}`
const storedCv = serializePreparedCv(prepareCv(makeCv({})))

/** Pages as matching.repo reads them: the sizes of one batch, one run's ids and a tenant's open jobs. */
const pages = {
  'stored CVs (1,000-row page)': {
    schema: PackedStoredCvs,
    text: JSON.stringify(Array.from({ length: 1000 }, (_, i) => [id(i), storedCv, 'embedded', 'parse-cv@1'])),
  },
  'applicant ids (100,000 of a run)': {
    schema: PackedIds,
    text: JSON.stringify(Array.from({ length: 100_000 }, (_, i) => id(i))),
  },
  'requirements (1,000 of open jobs)': {
    schema: PackedRequirements,
    text: JSON.stringify(
      Array.from({ length: 1000 }, (_, i) => [id(i % 200), 'skills', null, 'EQUALS', 'TypeScript', null, i % 2]),
    ),
  },
  'open jobs (1,000)': {
    schema: PackedOpenJobs,
    text: JSON.stringify(
      Array.from({ length: 1000 }, (_, i) => [
        id(i),
        'Senior TypeScript Engineer',
        '',
        { skills: 40, seniority: 20 },
        { isco: { code: '2512' }, skills: ['typescript', 'react'], minYears: 3, cultureKeywords: ['ownership'] },
        'ALL',
      ]),
    ),
  },
} satisfies Record<string, { schema: z.ZodType; text: string }>

describe('packed matching rows: parse cost on the hot path', () => {
  it.each(Object.entries(pages))('%s: parsed once per page; the cost is printed, not asserted', (name, page) => {
    const value: unknown = JSON.parse(page.text)
    expect(page.schema.safeParse(value).success).toBe(true)
    const jsonMs = median(15, () => JSON.parse(page.text))
    const zodMs = median(15, () => page.schema.parse(value))
    console.info(`${name}: JSON.parse ${jsonMs.toFixed(2)} ms, zod ${zodMs.toFixed(2)} ms`)
  })

  it('skill lists of a 1,000-row applicant page (two per row, parsed per row): the cost is printed', () => {
    const skills = ['TypeScript', 'React', 'SQL', 'Node.js', 'Docker', 'Kubernetes', 'GraphQL', 'AWS', 'Git', 'Scrum']
    const rows = Array.from({ length: 1000 }, () => ({ hardSkills: [...skills], softSkills: skills.slice(0, 4) }))
    const zodMs = median(15, () => {
      for (const r of rows) {
        StoredSkills.parse(r.hardSkills)
        StoredSkills.parse(r.softSkills)
      }
    })
    expect(StoredSkills.safeParse({ TypeScript: 5 }).success).toBe(false)
    console.info(`skill lists (1,000 rows × 2): zod ${zodMs.toFixed(2)} ms`)
  })

  it('refuses a page with a row of the wrong shape, naming the row', () => {
    const rows = [
      [id(1), 'skills', null, 'EQUALS', 'x', null, 1],
      [id(2), 'hobbies', null, 'EQUALS', 'x', null, 0],
    ]
    const result = PackedRequirements.safeParse(rows)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([1, 1])
    expect(PackedIds.safeParse([id(1), 2]).success).toBe(false)
    expect(PackedOpenJobs.safeParse([[id(1), 't', '', {}, { skills: 'x' }, 'ALL']]).success).toBe(false)
  })
})
