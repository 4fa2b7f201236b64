import { beforeAll, describe, expect, it } from 'vitest'
import { dutyPhrases } from '../../../worker/engine/job-parsing/duty-phrases'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { dutyVerbForm, loadOccupationVote } from '../../../worker/engine/taxonomy/index'

beforeAll(() => loadOccupationVote())

// Synthetic ads: the duties an ad names and the languages it asks for are skills of the job (issue 12).
describe('duty phrases', () => {
  it('knows ESCO skill verbs in their base, third-person and -ing forms, British spellings included', () => {
    expect(dutyVerbForm('coordinate')).toBe('base')
    expect(dutyVerbForm('provides')).toBe('s')
    expect(dutyVerbForm('planning')).toBe('ing')
    expect(dutyVerbForm('analyse')).toBe('base')
    expect(dutyVerbForm('organising')).toBe('ing')
    expect(dutyVerbForm('be')).toBeNull()
    expect(dutyVerbForm('table')).toBeNull()
  })

  it('reads orders, third persons and gerunds at the start of list items', () => {
    expect(dutyPhrases('Analyse business requirements in close collaboration with the client')).toEqual([
      'Analyse business requirements',
    ])
    expect(dutyPhrases('Provides thought leadership in solution architecture')).toEqual(['Provides thought leadership'])
    expect(dutyPhrases('Supporting the purchasing team in defining and integrating technical solutions')).toEqual([
      'Supporting the purchasing team',
      'defining and integrating technical solutions',
    ])
  })

  it('reads duties after "you will", "to" and "help", with coordinated verbs and one particle', () => {
    expect(
      dutyPhrases('You will gather and analyse data to support decisions while providing realistic estimates.'),
    ).toEqual(['gather and analyse data', 'support decisions', 'providing realistic estimates'])
    expect(dutyPhrases('You will help define technical solutions and focus on the important issues.')).toEqual([
      'define technical solutions',
      'focus on the important issues',
    ])
  })

  it('names no duty for a verb without an object, a noun use or a verb in company prose', () => {
    expect(dutyPhrases('You will ensure that everything works.')).toEqual([])
    expect(dutyPhrases('A deep understanding of distributed systems')).toEqual([])
    expect(dutyPhrases('We are a leading design company and our support team is great.')).toEqual([])
    expect(dutyPhrases('You communicate fluently with customers')).toEqual([])
  })

  it('names no duty for the employer itself or a call to action', () => {
    // Employer-side prose of a pasted ad: the company speaks of itself, not of the candidate's work.
    expect(dutyPhrases("We're hiring an accountant to support our growing business.")).toEqual([])
    expect(dutyPhrases('You will help grow our company and join our team.')).toEqual([])
    expect(dutyPhrases('Are you an accountant looking for your next challenge? Apply today.')).toEqual([])
    expect(dutyPhrases('Start now!')).toEqual([])
    // What the candidate does for the company's customers, suppliers or products stays a duty.
    expect(dutyPhrases('You will support our customers and coordinate our suppliers.')).toEqual([
      'support our customers',
      'coordinate our suppliers',
    ])
    expect(dutyPhrases('Apply accounting standards')).toEqual(['Apply accounting standards'])
  })

  it('puts the duties of an ad among its skills, not among its proposed requirements', () => {
    const job = parseJobDescription(
      'Procurement Engineer\nYour tasks\n- Coordinate deliveries with our suppliers\n- Mentor other team members\nRequirements\n- Experience with SAP',
    )
    expect(job.skills).toEqual(expect.arrayContaining(['Coordinate deliveries', 'Mentor other team members', 'SAP']))
    const required = job.requirements.filter((r) => r.attribute === 'skills').map((r) => r.value)
    expect(required).not.toContain('Coordinate deliveries')
  })
})

describe('languages as skills', () => {
  it('a language the ad asks for is a skill as written, beside its language requirement', () => {
    const job = parseJobDescription(
      'Account Manager\nRequirements\n- Fluent English\n- You speak German at a professional level',
    )
    expect(job.skills).toEqual(expect.arrayContaining(['English', 'German']))
    expect(job.requirements.filter((r) => r.attribute === 'language_proficiency').map((r) => r.language)).toEqual([
      'en',
      'de',
    ])
  })

  it('reads a language in a sentence with a language word, lower case only beside a word for language', () => {
    expect(parseJobDescription('Analyst\nPerfect command of the English language is expected.').skills).toContain(
      'English',
    )
    expect(parseJobDescription('Analityk\nWymagana znajomość języka angielskiego.').skills).toContain('angielskiego')
    // "same" is the Swedish name of Sami, "Danish" a company's nationality in prose.
    expect(parseJobDescription('Analyst\nYou communicate the same message to every team.').skills).not.toContain('same')
    expect(parseJobDescription('Analyst\nWe are a Danish company with offices in Aarhus.').skills).not.toContain(
      'Danish',
    )
  })
})

describe('qualities asked of the candidate', () => {
  it('reads quality words where the ad describes the candidate, and runs of them anywhere', () => {
    expect(parseJobDescription('Consultant\nYou are extrovert and a strong communicator.').skills).toEqual(
      expect.arrayContaining(['extrovert', 'communicator']),
    )
    expect(
      parseJobDescription('Designer\nWe value independent, curious and sharp people who love design.').skills,
    ).toEqual(expect.arrayContaining(['independent', 'curious', 'sharp']))
    expect(parseJobDescription('Engineer\nRequirements\n- Reliable team player').skills).toEqual(
      expect.arrayContaining(['Reliable', 'team player']),
    )
  })

  it('takes no single quality word from prose about the company', () => {
    expect(parseJobDescription('Engineer\nWe have open positions in our creative studio.').skills).toEqual([])
  })
})
