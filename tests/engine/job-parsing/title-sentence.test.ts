import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { readLines } from '../../../worker/engine/job-parsing/lines'
import { scoreTitleCandidates } from '../../../worker/engine/job-parsing/title'
import { HIRING_LEAD_MAX_OFFSET, hiringObjects } from '../../../worker/engine/job-parsing/title-sentence'
import { GENERIC_PERSON_WORDS, HIRING_LEADS, OPENING_WORDS } from '../../../worker/engine/job-parsing/title-words'

// Synthetic ads that open with a sentence instead of a title line (issue 12, point 10): the title is
// the job's noun phrase of that sentence.
const titleOf = (ad: string) => parseJobDescription(ad).title

describe('job title from a hiring sentence', () => {
  it('takes the noun phrase after "We are looking for", past the article and qualities, up to "to"', () => {
    expect(titleOf('We are looking for an experienced accountant to join our finance team.')).toBe('accountant')
    expect(titleOf('We are looking for a highly motivated Payroll Specialist to support our HR team.')).toBe(
      'Payroll Specialist',
    )
  })

  it('takes the phrase after "seeks a" and ends it at "who"', () => {
    expect(titleOf('Our client seeks a HR generalist who enjoys working with people.')).toBe('HR generalist')
    expect(titleOf('A logistics company in Leeds is seeking a warehouse supervisor with forklift experience.')).toBe(
      'warehouse supervisor',
    )
  })

  it('takes the phrase after "as a" and ends it at "and" before a verb', () => {
    expect(titleOf('Join us as a Data Scientist and help us grow.')).toBe('Data Scientist')
    expect(titleOf('Come and work with us as a sous chef and shape our new menu.')).toBe('sous chef')
  })

  it('keeps "and" inside a title when no verb follows it', () => {
    expect(titleOf('We are hiring a Sales and Marketing Manager to lead our growth.')).toBe(
      'Sales and Marketing Manager',
    )
  })

  it('reads "Wir suchen eine/n …" and drops the gender suffix, keeping the gender marker', () => {
    expect(titleOf('Wir suchen eine/n Buchhalter/in (m/w/d) für unser Team in Köln.')).toBe('Buchhalter (m/w/d)')
    expect(titleOf('Wir suchen zum nächstmöglichen Zeitpunkt einen erfahrenen Softwareentwickler in Vollzeit.')).toBe(
      'Softwareentwickler',
    )
    expect(titleOf('Zur Verstärkung unseres Teams suchen wir eine Pflegefachkraft*in (m/w/d).')).toBe(
      'Pflegefachkraft (m/w/d)',
    )
  })

  it('reads hiring sentences in French, Spanish, Polish and Dutch', () => {
    expect(titleOf('Nous recherchons un comptable expérimenté pour notre équipe.')).toBe('comptable expérimenté')
    expect(titleOf('Buscamos un ingeniero de software para nuestro equipo en Madrid.')).toBe('ingeniero de software')
    expect(titleOf('Poszukujemy doświadczonego księgowego do naszego biura w Krakowie.')).toBe('księgowego')
    expect(titleOf('Wij zoeken een ervaren verpleegkundige voor onze afdeling.')).toBe('verpleegkundige')
  })

  it('asks "Are you a …?" and ends the phrase at "looking"', () => {
    expect(titleOf('Are you a registered nurse looking for your next challenge? Apply today.')).toBe('registered nurse')
  })

  it('takes no title from a sentence about a generic person', () => {
    expect(GENERIC_PERSON_WORDS.has('person')).toBe(true)
    expect(titleOf('We are looking for a motivated person to join our growing team.')).toBe('')
    expect(hiringObjects('We are looking for someone who loves numbers.')).toEqual([])
  })

  it('takes no phrase when the lead ends the line ("Wir suchen zum nächstmöglichen Zeitpunkt eine/n")', () => {
    expect(hiringObjects('Wir suchen zum nächstmöglichen Zeitpunkt eine/n')).toEqual([])
    expect(titleOf('Wir suchen zum nächstmöglichen Zeitpunkt eine/n\nSoftwareentwickler (m/w/d)\nIhr Profil')).toBe(
      'Softwareentwickler (m/w/d)',
    )
  })

  it('does not cross a full stop or a comma after the lead', () => {
    expect(hiringObjects('We are hiring. Apply now.')).toEqual([])
    expect(hiringObjects('This is what we are looking for, in short.')).toEqual([])
  })

  it('ignores a hiring sentence far into a line or below the top lines (a restated or other role)', () => {
    const far = `${'Senior Accountant Finanse Księgowość pełny etat umowa o pracę '.repeat(2)}poszukujemy kierowcy`
    expect(far.indexOf('poszukujemy')).toBeGreaterThan(HIRING_LEAD_MAX_OFFSET)
    expect(hiringObjects(far)).toEqual([])
    const board = [
      'Northwind Labs 4.1 ★',
      'Senior Scientist, Cell Biology',
      'Boston, MA',
      'Salary: competitive',
      'Job Description',
      'We are seeking a Research Scientist to join our biology group.',
    ].join('\n')
    expect(titleOf(board)).toBe('Senior Scientist, Cell Biology')
  })

  it('keeps a title line over a lower-case sentence phrase on the same first line', () => {
    expect(titleOf('Sales. We are hiring a sales professional to join our team.\nRequirements\n- CRM')).toBe('Sales')
  })

  it('explains the choice by the rule "object of a hiring sentence"', () => {
    const { lines, headings } = readLines('We are looking for an experienced accountant to join our team.')
    const best = scoreTitleCandidates(lines, headings).sort((a, b) => b.score - a.score)[0]
    expect(best?.candidate.source).toBe('hiring-object')
    expect(best?.rules).toContain('object of a hiring sentence (We are looking for an X to…)')
  })

  it('keeps the word tables folded and without duplicates', () => {
    for (const table of [HIRING_LEADS, OPENING_WORDS]) {
      expect(new Set(table).size).toBe(table.length)
      for (const p of table) expect(p).toMatch(/^[a-z0-9+ ]+$/)
    }
  })
})
