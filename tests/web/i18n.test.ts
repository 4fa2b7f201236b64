import { describe, expect, it } from 'vitest'
import { ApiError, NETWORK_ERROR } from '../../web/api/client'
import { errorCodeMessage, errorMessage, errorMessageKey } from '../../web/i18n/error-message'
import { ERROR_MESSAGES } from '../../web/i18n/error-messages'
import { applyLocale, localeForLanguage } from '../../web/i18n/locale'
import de from '../../web/messages/de.json'
import en from '../../web/messages/en.json'
import { getLocale } from '../../web/paraglide/runtime'
import { ERROR_CODES } from '../../worker/contracts/errors'

/** A message is a text, or (plural forms) variants with a text per match. */
type Variant = { declarations: string[]; selectors: string[]; match: Record<string, string> }
type Message = string | Variant[]
const catalogues: Record<string, Record<string, Message>> = { en, de }
const catalogue = (locale: string) => catalogues[locale] ?? {}
const texts = (message: Message): string[] =>
  typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match))

describe('message catalogues', () => {
  it('have the same keys in English and German, none empty', () => {
    const en = catalogue('en')
    const de = catalogue('de')
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
    for (const [key, value] of [...Object.entries(en), ...Object.entries(de)]) {
      for (const text of texts(value)) expect(text.trim(), key).not.toBe('')
    }
  })

  it('give plural messages a singular and a catch-all form in both languages', () => {
    const plurals = Object.entries(catalogue('en')).filter(([, value]) => typeof value !== 'string')
    expect(plurals.length).toBeGreaterThan(10)
    for (const [key, value] of plurals) {
      const other = catalogue('de')[key]
      expect(typeof other, key).not.toBe('string')
      for (const variants of [value, other] as Variant[][]) {
        const matches = Object.keys(variants[0]?.match ?? {})
        expect(
          matches.some((match) => match.endsWith('=one')),
          key,
        ).toBe(true)
        expect(
          matches.some((match) => match.endsWith('=*')),
          key,
        ).toBe(true)
      }
    }
  })

  it('translate every error code the worker can send', () => {
    const en = catalogue('en')
    for (const code of [...Object.keys(ERROR_CODES), NETWORK_ERROR]) {
      expect(en, code).toHaveProperty(errorMessageKey(code))
      expect(ERROR_MESSAGES, code).toHaveProperty(code)
    }
    // The table names each error message once, under its own code.
    const errorKeys = Object.keys(en).filter((key) => key.startsWith('error_'))
    expect(Object.keys(ERROR_MESSAGES).map(errorMessageKey).sort()).toEqual(errorKeys.sort())
    expect(errorCodeMessage('INVALID_CREDENTIALS')).toBe('The password or email is incorrect!')
  })
})

describe('errorMessage', () => {
  const apiError = (code: string) => new ApiError({ status: 401, payload: null, code })

  it('maps a code to error_<code>', () => {
    expect(errorMessageKey('INVALID_CREDENTIALS')).toBe('error_invalid_credentials')
    expect(errorMessage(apiError('INVALID_CREDENTIALS'))).toBe('The password or email is incorrect!')
    expect(errorMessage(apiError(NETWORK_ERROR))).toBe('Check your internet connection')
  })

  it("falls back to 'Something went wrong!'", () => {
    expect(errorMessage(apiError('NO_SUCH_CODE'))).toBe('Something went wrong!')
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong!')
    expect(errorMessage(apiError('constructor'))).toBe('Something went wrong!')
  })

  it('speaks German for a German organization', () => {
    applyLocale(localeForLanguage('de_DE'))
    expect(getLocale()).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(errorMessage(apiError('INVALID_CREDENTIALS'))).toBe('Das Passwort oder die E-Mail-Adresse ist falsch!')
    expect(errorMessage(apiError('NO_SUCH_CODE'))).toBe('Etwas ist schiefgelaufen!')
  })
})

describe('localeForLanguage', () => {
  it('is German only for de_DE, English otherwise (spec: default en)', () => {
    expect(localeForLanguage('de_DE')).toBe('de')
    expect(localeForLanguage('en_US')).toBe('en')
    expect(localeForLanguage(null)).toBe('en')
    expect(localeForLanguage(undefined)).toBe('en')
  })
})
