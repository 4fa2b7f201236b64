import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { loadOccupationVote, voteOccupation } from '../../../worker/engine/taxonomy/index'

beforeAll(() => loadOccupationVote())

/** Synthetic ads in the shapes that had no occupation: generic or missing titles, duties in the body. */
describe('job occupation', () => {
  it('a known title decides, with full confidence and the title as evidence', () => {
    const job = parseJobDescription(
      'Pflegefachkraft Intensivstation (m/w/d)\nIhre Aufgaben\n- Pflege von Intensivpatienten',
    )
    expect(job.isco).toEqual({
      code: '2221',
      confidence: 1,
      source: 'title',
      evidence: ['Pflegefachkraft Intensivstation (m/w/d)'],
    })
  })

  it('a head word alone names a family: kept, at a lower confidence', () => {
    const job = parseJobDescription('Senior Engineer\nYou will design bridges and supervise construction sites.')
    expect(job.isco?.source).toBe('title-head')
    expect(job.isco?.code.slice(0, 2)).toBe('21')
    expect(job.isco?.confidence).toBeLessThan(1)
  })

  it('a generic title lets the duties vote, and says which words decided', () => {
    const job = parseJobDescription(
      'Specialist\nWhat you will do\n- Develop and test software applications in Java and Python\n' +
        '- Take part in code reviews and write unit tests\n- Design REST APIs and databases',
    )
    expect(job.isco?.source).toBe('vote')
    expect(job.isco?.code.slice(0, 2)).toBe('25')
    expect(job.isco?.evidence).toEqual(expect.arrayContaining(['Java']))
    expect(job.isco?.confidence).toBeGreaterThan(0.5)
    expect(job.isco?.confidence).toBeLessThan(1)
  })

  it('an ad without a usable title still gets the occupation its duties describe', () => {
    const job = parseJobDescription(
      'We are hiring!\nOn our ward you will care for patients, give medication, assist doctors with ' +
        'treatments and keep nursing records.',
    )
    // Health professionals (22) or health associate professionals (32).
    expect(job.isco?.code).toMatch(/^[23]2/)
    expect(job.isco?.source).toBe('vote')
  })

  it('a KZiS name too long for the title dictionary is found by the vote', () => {
    const job = parseJobDescription('Specjalista ds. rekrutacji\nProwadzenie procesów rekrutacyjnych.')
    expect(job.isco).toMatchObject({ code: '2423', source: 'vote' })
  })

  it('Polish duties vote through the KZiS occupation names, inflected forms included', () => {
    const job = parseJobDescription(
      'Specjalista\nZakres obowiązków:\n- prowadzenie ksiąg rachunkowych i ewidencji księgowej\n' +
        '- sporządzanie sprawozdań finansowych',
    )
    expect(job.isco?.source).toBe('vote')
    expect(job.isco?.evidence?.some((w) => /rachunkow|księgow/.test(w))).toBe(true)
  })

  it('"ds." in a Polish title is KZiS\'s "do spraw"', () => {
    const job = parseJobDescription('Starszy Specjalista ds. Cyberbezpieczeństwa\nOchrona sieci i systemów.')
    expect(job.isco).toMatchObject({ code: '2529', source: 'title', confidence: 1 })
  })
})

describe('voteOccupation', () => {
  it('is null when no word says anything about an occupation', () => {
    expect(voteOccupation({ title: '', body: 'and the of with 2024' })).toBeNull()
  })
})
