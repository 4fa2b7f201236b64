import { describe, expect, it } from 'vitest'
import {
  loadPreparedCv,
  prepareCv,
  prepareJob,
  scoreMatch,
  scorePair,
  serializePreparedCv,
} from '../../../worker/engine/matching'
import { parseCv } from '../../../worker/engine/parsing/index'
import { makeCv, makeJob } from './fixtures'

const job = (overrides: Parameters<typeof makeJob>[0]) =>
  makeJob({ requirements: [], isco: null, skills: [], minYears: null, cultureKeywords: [], title: '', ...overrides })

// A CV written here: the skill is described in a position, never listed.
const CV_TEXT = `Jane Roe
Purchasing Officer
Experience
Purchasing Officer 03/2016 – 08/2021 Acme Tools, Leeds
Ran the stock audit of three warehouses every quarter.
Negotiated supplier contracts.
Buyer 01/2012 – 02/2016 Brixo Ltd, York
Checked incoming goods.
Skills
Negotiation, Microsoft Excel`

const work = (lines: string[]) => ({ work: lines.map((text, i) => ({ line: i, text })) })

describe('skills used at work: the lines of the experience sections', () => {
  it('the parser keeps the experience lines as evidence `work`', () => {
    const cv = parseCv(CV_TEXT, { today: '2026-11' })
    const lines = (cv.evidence.work ?? []).map((i) => i.text)
    expect(lines).toContain('Ran the stock audit of three warehouses every quarter.')
    expect(lines).not.toContain('Negotiation, Microsoft Excel')
  })

  it('a wanted skill whose words one work line uses together earns the mentioned credit in full', () => {
    const cv = parseCv(CV_TEXT, { today: '2026-11' })
    const area = scoreMatch(cv, job({ skills: ['stock audit', 'Wibble'] })).areas.skills
    expect(area.evidence[0]?.facts[0]).toEqual({ kind: 'cv_skill_mentioned', skill: 'stock audit', share: 1 })
    expect(area.score).toBe(37.5) // (0.75 + 0) / 2
  })

  it('words spread over several work lines count only as far as one line has them', () => {
    const cv = makeCv({
      hardSkills: [],
      softSkills: [],
      summary: null,
      achievements: [],
      evidence: work(['Counted the stock every week.', 'Prepared the audit file for the auditors.']),
    })
    const area = scoreMatch(cv, job({ skills: ['stock audit', 'Wibble'] })).areas.skills
    expect(area.evidence[0]?.facts[0]).toEqual({ kind: 'cv_skill_mentioned', skill: 'stock audit', share: 0.5 })
  })

  it('work lines give no title or culture credit', () => {
    const plain = makeCv({ title: 'Clerk', experience: [], summary: null, achievements: [], evidence: {} })
    const withWork = { ...plain, evidence: work(['Supported the regional logistics manager on an agile team.']) }
    const j = job({ title: 'Logistics Manager', cultureKeywords: ['agile'] })
    for (const area of ['professional_experience', 'culture_fit'] as const)
      expect(scoreMatch(withWork, j).areas[area].score).toBe(scoreMatch(plain, j).areas[area].score)
  })

  it('the fast path, the reference path and a stored prepared CV give the same numbers', () => {
    const cv = parseCv(CV_TEXT, { today: '2026-11' })
    const j = job({ title: 'Buyer', skills: ['stock audit', 'supplier contracts', 'Wibble'] })
    const prepared = prepareCv(cv)
    const reference = scoreMatch(prepared, j)
    const fast = scorePair(prepared, prepareJob(j))
    const loaded = loadPreparedCv(JSON.parse(JSON.stringify(serializePreparedCv(prepared))), cv)
    expect(fast.score).toBe(reference.score)
    expect(loaded && scorePair(loaded, prepareJob(j)).score).toBe(reference.score)
    expect(loaded && scoreMatch(loaded, j).score).toBe(reference.score)
  })
})
