import { describe, expect, it } from 'vitest'
import { applyLocale } from '../../web/i18n/locale'
import { cacheLocale } from '../../web/i18n/locale-cache'
import { m } from '../../web/paraglide/messages'
import { getLocale, setLocale } from '../../web/paraglide/runtime'

// cacheLocale replaces paraglide's getLocale/setLocale for the rest of this file (each test file has
// its own module instances), as web/main.tsx does once at the start.
describe('the cached locale (web/main.tsx start)', () => {
  it('starts from the locale paraglide resolves, keeps it without reading the cookie again, and follows setLocale', () => {
    setLocale('de', { reload: false })
    cacheLocale()
    expect(getLocale()).toBe('de')
    // Another cookie value (another tab, a stale cookie) no longer decides; the app's own choice does.
    // biome-ignore lint/suspicious/noDocumentCookie: the test writes paraglide's cookie behind its back on purpose.
    document.cookie = 'PARAGLIDE_LOCALE=en; path=/'
    expect(getLocale()).toBe('de')
    expect(m.login_title()).toBe(m.login_title({}, { locale: 'de' }))

    applyLocale('en')
    expect(getLocale()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(m.login_title()).toBe(m.login_title({}, { locale: 'en' }))
    // The cookie is still written, so a reload starts in the chosen language.
    setLocale('de', { reload: false })
    expect(document.cookie).toContain('PARAGLIDE_LOCALE=de')
    expect(getLocale()).toBe('de')
  })
})
