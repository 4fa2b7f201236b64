import { beforeAll, describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { loadOccupationVote, voteOccupation } from '../../../worker/engine/taxonomy/index'
import { majorGroupFirst } from '../../../worker/engine/taxonomy/occupation-vote'

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

describe('the vote names the major group first', () => {
  it('puts the unit groups of the major group with the largest sum first, each kept in its order', () => {
    // One strong word for a professional group (2431) against three sales words for major group 5.
    const ranked: [string, number][] = [
      ['2431', 1.0],
      ['5244', 0.6],
      ['5223', 0.5],
      ['5249', 0.4],
      ['2432', 0.1],
    ]
    expect(majorGroupFirst(ranked).map(([c]) => c)).toEqual(['5244', '5223', '5249', '2431', '2432'])
  })

  it('keeps the best unit group first when its major group also sums highest', () => {
    const ranked: [string, number][] = [
      ['2512', 1.0],
      ['3512', 0.5],
      ['2514', 0.4],
    ]
    expect(majorGroupFirst(ranked).map(([c]) => c)).toEqual(['2512', '2514', '3512'])
  })

  it('a Polish ad with a generic title: the sum of its duties decides the kind of work', () => {
    const job = parseJobDescription(
      'Specjalista\nObowiązki: programowanie aplikacji w Java, testowanie oprogramowania, utrzymanie baz ' +
        'danych, administrowanie serwerami.',
    )
    expect(job.isco).toMatchObject({ source: 'vote' })
    expect(job.isco?.code.slice(0, 2)).toBe('25')
  })
})

describe('national readings of titles', () => {
  it('a Polish ad follows KZiS: a developer is a "Programista aplikacji" (2514), a data scientist 2521', () => {
    const polish = (title: string) =>
      parseJobDescription(
        `${title}\nWymagania\n- doświadczenie w pracy z systemami informatycznymi\n- dobra znajomość języka angielskiego\nOferujemy umowę o pracę i pracę w zespole.`,
      ).isco
    expect(polish('Frontend Developer')).toMatchObject({ code: '2514', source: 'title', confidence: 1 })
    expect(polish('Programista Java')?.code).toBe('2514')
    expect(polish('Data Scientist')?.code).toBe('2521')
  })

  it('the same titles in an English ad keep ISCO-08 as ESCO reads them', () => {
    const english = (title: string) =>
      parseJobDescription(
        `${title}\nRequirements\n- experience with modern web frameworks\n- you work well in a team\nWe offer a permanent contract and a friendly team.`,
      ).isco?.code
    expect(english('Frontend Developer')).toBe('2513')
    expect(english('Data Scientist')).toBe('2511')
  })

  it('"Pracownik" (employee) is generic: the title\'s other words or the ad decide, not office clerks', () => {
    const job = parseJobDescription(
      'Pracownik Magazynu\nObowiązki\n- kompletowanie zamówień w magazynie\n- obsługa wózka widłowego\n- przyjmowanie dostaw towaru',
    )
    expect(job.isco?.code).not.toBe('4110')
  })
})
