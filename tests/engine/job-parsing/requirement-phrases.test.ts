import { describe, expect, it } from 'vitest'
import { parseJobDescription } from '../../../worker/engine/job-parsing/index'
import { capabilityPhrase, objectPhrases, qualityPhrases } from '../../../worker/engine/job-parsing/object-phrases'
import { capabilityObjects, requirementObjects, traitTexts } from '../../../worker/engine/job-parsing/skill-context'

// Synthetic ads (issue #12): what a requirement sentence asks for is a skill — the taxonomy's where it
// has one, the words as written where it has none; a word that is only a product name is not.
const skills = (ad: string) => parseJobDescription(ad).skills ?? []

describe('skills from requirement sentences', () => {
  it('keeps an object the taxonomy does not know as written, beside the skills it does know', () => {
    const found = skills('Data Engineer\nWe expect knowledge of zorblax quibbling and Python in this role.')
    expect(found).toEqual(expect.arrayContaining(['zorblax quibbling', 'Python']))
    expect(found.some((s) => /and Python/.test(s))).toBe(false)
  })

  it('does so in other languages', () => {
    const found = skills(
      'Buchhalter\nSehr gute Kenntnisse in Quabbelbuchung und DATEV sind für die Stelle erforderlich.\n' +
        'Dobra znajomość przepisów podatkowych.',
    )
    expect(found).toEqual(expect.arrayContaining(['Quabbelbuchung', 'DATEV', 'przepisów podatkowych']))
  })

  it('keeps a multi-word taxonomy skill whole and does not cut it at "and"', () => {
    expect(objectPhrases('machine learning and wibble quonking')).toEqual(['wibble quonking'])
    expect(skills('Scientist\nYou need experience with machine learning and quibble charts.')).toEqual(
      expect.arrayContaining(['Machine learning', 'quibble charts']),
    )
  })

  it('a second requirement phrase on the line opens its own object', () => {
    expect(requirementObjects('Documented experience with SQL Experience with zorblax pipelines')).toEqual([
      'SQL',
      'zorblax pipelines',
    ])
  })

  it('a language requirement gives no phrases: "both written and oral" is no skill', () => {
    expect(objectPhrases('English both written and oral')).toEqual([])
  })

  it('drops edge words but not the words that make a phrase specific', () => {
    expect(objectPhrases('a solid understanding of frobnicated ledgers')).toEqual(['frobnicated ledgers'])
  })

  it('names no pronoun, pointer, language, number or clause as a skill', () => {
    for (const object of ['the following tools', 'English', 'our products', '5 years', 'what we do every day'])
      expect(objectPhrases(object)).toEqual([])
    const found = skills('Analyst\nKnowledge of English is required. Experience with similar roles is a plus.')
    expect(found).not.toContain('similar roles')
    // The language is no object phrase; it is a skill once, as the language the ad asks for (languageSkills).
    expect(found.filter((s) => s === 'English')).toHaveLength(1)
  })

  it('reads a capability ("ability to …") as one verb phrase', () => {
    expect(capabilityObjects('Ability to work under tight deadlines.')).toEqual(['work under tight deadlines'])
    expect(skills('Planner\nAbility to plan and lead site visits.')).toContain('plan and lead site visits')
  })

  it('leaves a capability to the taxonomy when it names a hard skill, and a lone verb out', () => {
    expect(capabilityPhrase('use Excel every day')).toBeNull()
    expect(capabilityPhrase('adapt')).toBeNull()
    expect(skills('Clerk\nAbility to use Excel every day.')).toContain('Microsoft Excel')
  })
})

describe('qualities asked for with a level word', () => {
  it('keeps "strong X acumen", "good X and Y skills" whole', () => {
    expect(qualityPhrases('You bring a strong business acumen and good negotiation and wibble skills.')).toEqual([
      'business acumen',
      'negotiation and wibble skills',
    ])
    expect(skills('Consultant\nYou bring a strong business acumen.')).toContain('business acumen')
  })

  it('leaves a quality the taxonomy knows as one skill to the taxonomy, and a bare noun out', () => {
    expect(qualityPhrases('Excellent communication skills.')).toEqual([])
    expect(qualityPhrases('Good knowledge.')).toEqual([])
    expect(skills('Clerk\nExcellent communication skills.')).toEqual(['Communication skills'])
  })
})

describe('traits the ad asks for', () => {
  it('reads soft skills from what the candidate is said to be', () => {
    expect(skills('Analyst\nYou are curious, structured and ambitious.')).toEqual(
      expect.arrayContaining(['Curiosity', 'Organisational skills', 'Ambition']),
    )
    expect(skills('Chemist\nWe are looking for a highly motivated and result-driven chemist.')).toEqual(
      expect.arrayContaining(['Initiative', 'Goal orientation']),
    )
  })

  it('stops where the candidate joins something: "our organisation" is no organisational skill', () => {
    expect(traitTexts('We are looking for a colleague to join our organisation in Berlin.')).toEqual(['a colleague'])
    expect(skills('Analyst\nWe are looking for a colleague to join our organisation in Berlin.')).toEqual([])
  })

  it('takes no hard skill from a trait sentence, where everyday words are product names', () => {
    expect(skills('Assistant\nYou are open to new teams and ready to act.')).toEqual([])
  })
})

describe('product names that are everyday words', () => {
  it('"at risk" is not Palisade @Risk, "act" is not Act!', () => {
    const found = skills('Project Manager\nYou act early when the project is at risk of slipping.')
    expect(found).not.toContain('Palisade @Risk')
    expect(found).not.toContain('Act!')
  })
})
