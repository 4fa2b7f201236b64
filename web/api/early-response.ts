/**
 * Answers index.html asked for before the app's code arrived (ADR 0050). On a cold load the page's
 * data would otherwise be asked for only after the scripts had been downloaded and evaluated; the
 * inline script in index.html starts those requests with the HTML and leaves their promises here,
 * keyed by path. Each is taken once: a later query asks the server itself.
 */
declare global {
  interface Window {
    /** Set by index.html's inline script; null stands for a request that failed on the network. */
    __shortlistEarly?: Record<string, Promise<Response | null> | undefined>
  }
}

export function takeEarlyResponse(path: string): Promise<Response | null> | null {
  if (typeof window === 'undefined') return null
  const early = window.__shortlistEarly
  const pending = early?.[path]
  if (!early || !pending) return null
  delete early[path]
  return pending
}

/** Whether index.html asked for this path and the answer has not been taken yet. */
export function hasEarlyResponse(path: string): boolean {
  return typeof window !== 'undefined' && window.__shortlistEarly?.[path] !== undefined
}
