import type { QueryClient } from '@tanstack/react-query'

/** The longest work deferred behind the page's data waits for it. */
export const PAGE_DATA_MAX_WAIT_MS = 4000

/** Runs `run` when the browser is idle (at the latest after `timeoutMs`); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 1)
  return () => clearTimeout(timer)
}

/**
 * Runs `run` once the page no longer fetches (its first data has arrived) and the browser is then idle,
 * at the latest after PAGE_DATA_MAX_WAIT_MS; returns a cancel. For parts the first screen does not
 * need (ADR 0036): they neither compete with the page's requests nor lengthen its first tasks.
 * Call it from an effect, after the page's queries have started.
 */
export function afterPageData(queryClient: QueryClient, run: () => void): () => void {
  let state: 'waiting' | 'idle' | 'done' = 'waiting'
  let cancelIdle = () => {}
  const start = () => {
    if (state !== 'waiting') return
    state = 'idle'
    unsubscribe()
    clearTimeout(timer)
    clearTimeout(firstCheck)
    cancelIdle = whenIdle(() => {
      state = 'done'
      run()
    })
  }
  const check = () => {
    if (queryClient.isFetching() === 0) start()
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(check)
  const timer = setTimeout(start, PAGE_DATA_MAX_WAIT_MS)
  // After the effects of this render have started the page's queries.
  const firstCheck = setTimeout(check, 0)
  return () => {
    if (state === 'waiting') {
      unsubscribe()
      clearTimeout(timer)
      clearTimeout(firstCheck)
    } else if (state === 'idle') cancelIdle()
    state = 'done'
  }
}
