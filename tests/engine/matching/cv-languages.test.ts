import { describe, expect, it } from 'vitest'
import { prepareCv, prepareJob, scoreMatch, scorePair } from '../../../worker/engine/matching'
import { cvLanguages } from '../../../worker/engine/matching/cv-languages'
import { makeCv, makeJob, req } from './fixtures'

const englishProfessional = req({
  attribute: 'language_proficiency',
  operator: 'GTE',
  value: 'professional',
  language: 'English',
  mandatory: true,
})

describe('the language a CV is written in counts as at least professional', () => {
  it('an English CV that lists only Norwegian meets a mandatory "English ≥ professional"', () => {
    const cv = makeCv({ documentLanguage: 'en', languages: [{ language: 'no', proficiency: 'native_or_bilingual' }] })
    const result = scoreMatch(cv, makeJob({ requirements: [englishProfessional] }))
    const outcome = result.requirementOutcomes[0]!
    expect(outcome.outcome).toBe('match')
    expect(outcome.facts).toEqual([{ kind: 'cv_language', language: 'en', level: 'professional', inferred: true }])
    expect(result.knockout).toBe(false)
  })

  it('the inferred level is professional, not more: "≥ full professional" is still a mismatch', () => {
    const cv = makeCv({ documentLanguage: 'en', languages: [] })
    const fullProfessional = { ...englishProfessional, value: 'full_professional' }
    expect(scoreMatch(cv, makeJob({ requirements: [fullProfessional] })).requirementOutcomes[0]!.outcome).toBe(
      'mismatch',
    )
  })

  it('a level the CV states itself wins over the inference ("English A2" in an English CV)', () => {
    const cv = makeCv({ documentLanguage: 'en', languages: [{ language: 'en', proficiency: 'elementary' }] })
    const outcome = scoreMatch(cv, makeJob({ requirements: [englishProfessional] })).requirementOutcomes[0]!
    expect(outcome.outcome).toBe('mismatch')
    expect(outcome.facts).toEqual([{ kind: 'cv_language', language: 'en', level: 'elementary', inferred: false }])
  })

  it('a CV of unknown language infers nothing; a German CV says nothing about English', () => {
    expect(cvLanguages(makeCv({ documentLanguage: null, languages: [] }))).toEqual([])
    const german = makeCv({ documentLanguage: 'de', languages: [] })
    expect(cvLanguages(german)).toEqual([{ language: 'de', code: 'de', proficiency: 'professional', inferred: true }])
    expect(scoreMatch(german, makeJob({ requirements: [englishProfessional] })).requirementOutcomes[0]!.outcome).toBe(
      'mismatch',
    )
  })

  it('the fast path agrees with the reference path on inferred languages', () => {
    for (const documentLanguage of ['en', 'de', null]) {
      const cv = makeCv({ documentLanguage, languages: [{ language: 'fr', proficiency: 'limited_working' }] })
      const job = makeJob({ requirements: [englishProfessional] })
      expect(scorePair(prepareCv(cv), prepareJob(job)).score).toBe(scoreMatch(cv, job).score)
    }
  })
})
