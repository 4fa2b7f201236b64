import { describe, expect, it } from 'vitest'
import { parseCv } from '../../../worker/engine/parsing/index'
import { COVER_LETTER_DE, COVER_LETTER_EN, COVER_LETTER_FR, CV_EN, JOB_AD } from './fixtures'

describe('documentKind', () => {
  it.each([
    ['en', COVER_LETTER_EN],
    ['de', COVER_LETTER_DE],
    ['fr', COVER_LETTER_FR],
  ])('flags a %s cover letter as not a CV', (_lang, text) => {
    const cv = parseCv(text, { today: '2024-06' })
    expect(cv.documentKind).toBe('cover_letter')
    expect(cv.isCv).toBe(false)
  })

  it('keeps the sender contact of a cover letter', () => {
    const cv = parseCv(COVER_LETTER_EN, { today: '2024-06' })
    expect(cv.name).toBe('Jane Doe')
    expect(cv.email).toBe('jane.doe@example.com')
  })

  it('recognises a job advert as other', () => {
    const cv = parseCv(JOB_AD, { today: '2024-06' })
    expect(cv.documentKind).toBe('other')
    expect(cv.isCv).toBe(false)
  })

  it('keeps a CV that closes with a polite line a CV', () => {
    const cv = parseCv(`${CV_EN}\nReferences available upon request.\nKind regards, Jane`, { today: '2024-06' })
    expect(cv.documentKind).toBe('cv')
  })
})
