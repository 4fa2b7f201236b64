/**
 * Where a sign-in may land: a path of this site only. Absolute URLs on one of `origins` are reduced to
 * their path; anything else (other hosts, `//host`, `/\host`, schemes, control characters) is refused.
 */
export function safeCallbackPath(raw: string | undefined, origins: string[], fallback = '/'): string | null {
  if (raw === undefined || raw === '') return fallback
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null
  const [home] = origins
  if (!home) return null
  let url: URL
  try {
    url = raw.startsWith('/') ? new URL(raw, home) : new URL(raw)
  } catch {
    return null
  }
  if (raw.startsWith('//') || !origins.includes(url.origin)) return null
  return `${url.pathname}${url.search}${url.hash}`
}
