import { getLocale, type Locale, overwriteGetLocale, overwriteSetLocale, setLocale } from '../paraglide/runtime'

/**
 * Keeps the resolved locale until it is changed. paraglide resolves it on every message call (the
 * route strategies for the current URL, then document.cookie, cached only until the next microtask),
 * which a profile of the first render showed as 8–12 ms across one page's messages (×4 on a phone,
 * ADR 0049 addendum). The locale changes only through setLocale (applyLocale, when the session or the
 * guest's choice says so), so the wrapped setLocale is where the kept value is replaced.
 * Called once at the start (web/main.tsx), before any message is rendered.
 */
export function cacheLocale(): void {
  const resolve = getLocale
  const set = setLocale
  // The first resolve also writes the cookie when it came from elsewhere (paraglide's own first call).
  let current: Locale = resolve()
  overwriteGetLocale(() => current)
  overwriteSetLocale((locale, options) => {
    // paraglide's setLocale reads the current locale (to skip a reload to the same one) before writing.
    const result = set(locale, options)
    current = locale
    return result
  })
}
