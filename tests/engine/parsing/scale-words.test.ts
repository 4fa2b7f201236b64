import { describe, expect, it } from 'vitest'
import de from '../../../web/messages/de.json'
import en from '../../../web/messages/en.json'
import { SENIORITY_LEVELS } from '../../../worker/contracts/enums'
import { LANGUAGE_CODES } from '../../../worker/contracts/languages'
import { SENIORITY_WORDS } from '../../../worker/engine/parsing/summary'
import languages from '../../../worker/engine/taxonomy/data/languages.json'

describe('one set of words per scale', () => {
  it("the tagline's seniority words are the SPA's level labels (seniority_<level>) in both languages", () => {
    for (const level of SENIORITY_LEVELS) {
      expect(SENIORITY_WORDS.en[level]).toBe((en as Record<string, unknown>)[`seniority_${level}`])
      expect(SENIORITY_WORDS.de[level]).toBe((de as Record<string, unknown>)[`seniority_${level}`])
    }
  })

  it("the contract's language codes are the taxonomy's, which the parser writes", () => {
    const taxonomy = Object.keys(languages.names).filter((c) => c.length === 2)
    expect([...LANGUAGE_CODES].sort()).toEqual(taxonomy.sort())
  })
})
