import { describe, expect, it } from 'vitest'
import { languageCode, languageName, proficiencyFromCefr } from '../../../worker/engine/taxonomy'

describe('languageCode', () => {
  it.each([
    ['German', 'de'],
    ['Deutsch', 'de'],
    ['allemand', 'de'],
    ['alemán', 'de'],
    ['tedesco', 'de'],
    ['Duits', 'de'],
    ['niemiecki', 'de'],
    ['alemão', 'de'],
    ['English', 'en'],
    ['Englisch', 'en'],
    ['anglais', 'en'],
    ['inglés', 'en'],
    ['inglese', 'en'],
    ['Engels', 'en'],
    ['angielski', 'en'],
    ['inglês', 'en'],
    ['Français', 'fr'],
    ['Spanish', 'es'],
    ['Italiano', 'it'],
    ['Nederlands', 'nl'],
    ['polski', 'pl'],
    ['Português', 'pt'],
    ['Russian', 'ru'],
    ['Mandarin', 'zh'],
    ['中文', 'zh'],
    ['Farsi', 'fa'],
  ])('%s → %s', (name, code) => {
    expect(languageCode(name)).toBe(code)
  })

  it('accepts codes and wrapped or inflected names', () => {
    expect(languageCode('EN')).toBe('en')
    expect(languageCode('deu')).toBe('de')
    expect(languageCode('English language')).toBe('en')
    expect(languageCode('langue française')).toBe('fr')
    expect(languageCode('język angielski')).toBe('en')
    expect(languageCode('Englischkenntnisse')).toBe('en')
    expect(languageCode('Spanish (native)')).toBe('es')
  })

  it('returns null for non-languages', () => {
    expect(languageCode('Python')).toBeNull()
    expect(languageCode('')).toBeNull()
    expect(languageCode('fluent')).toBeNull()
    expect(languageCode('constructor')).toBeNull()
    // Only ISO 639-1: a language with just a three-letter code is not reported.
    expect(languageCode('British Sign Language')).toBeNull()
  })
})

describe('languageName', () => {
  it('names a language in English by default and in other display languages', () => {
    expect(languageName('de')).toBe('German')
    expect(languageName('de', 'fr')).toBe('allemand')
    expect(languageName('fr', 'de')).toBe('Französisch')
    expect(languageName('es', 'pl')).toBe('hiszpański')
    expect(languageName('xx')).toBeNull()
  })
})

describe('proficiencyFromCefr', () => {
  it.each([
    ['A1', 'elementary'],
    ['A2', 'elementary'],
    ['B1', 'limited_working'],
    ['B2', 'professional'],
    ['C1', 'full_professional'],
    ['C2', 'full_professional'],
    ['b2+', 'professional'],
    ['Level C1', 'full_professional'],
    ['B1/B2', 'limited_working'],
    ['Vantage', 'professional'],
  ] as const)('%s → %s', (level, expected) => {
    expect(proficiencyFromCefr(level)).toBe(expected)
  })

  it('returns null for anything else', () => {
    expect(proficiencyFromCefr('fluent')).toBeNull()
    expect(proficiencyFromCefr('D1')).toBeNull()
    expect(proficiencyFromCefr('')).toBeNull()
  })
})
