import { getLocale, type Locale, setLocale } from '../paraglide/runtime'

/** Spec §1: the interface language is the organization's language; German for de_DE, else English. */
export function localeForLanguage(language: string | null | undefined): Locale {
  return language === 'de_DE' ? 'de' : 'en'
}

/**
 * Switches paraglide without a page reload (its default would drop all client state) and keeps
 * <html lang> right for screen readers and hyphenation. Idempotent, so it is safe to call while
 * rendering, before any message of the new locale is rendered.
 */
export function applyLocale(locale: Locale): void {
  if (getLocale() !== locale) setLocale(locale, { reload: false })
  if (typeof document !== 'undefined' && document.documentElement.lang !== locale) {
    document.documentElement.lang = locale
  }
}
