import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, setCsrfTokenReader } from './client'
import { csrfTokenOf, sessionQueryKey, sessionQueryOptions } from './session'

/** Spec §7: at most 10 retries. */
export const MAX_RETRIES = 10
const MAX_RETRY_DELAY_MS = 30_000

/** Spec §7: retry only when the server failed (status ≥ 500) or asked us to slow down (429). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  return error instanceof ApiError && (error.status >= 500 || error.status === 429)
}

/** Spec §7/§9: min(1000 · 2^n, 30000) ms; TanStack Query passes n = 0 for the first retry. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS)
}

export const GC_TIME_MS = 5 * 60 * 1000

/**
 * Answers after which the session must be read again at once: 401 (the server no longer knows us) and
 * a suspension (the access rules then sign the user out to /suspended).
 */
function signsOut(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.code === 'ORGANIZATION_SUSPENDED' || error.code === 'ACCOUNT_SUSPENDED')
  )
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Re-check the session so the auth guard can send the user to the login or suspended page
        // instead of leaving every card in an error state.
        if (signsOut(error) && query.queryKey[0] !== sessionQueryKey[0]) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (signsOut(error)) void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: true, gcTime: GC_TIME_MS },
    },
  })
  return queryClient
}

/** Points the API client's CSRF header at the session held in this query client. */
export function connectCsrfToken(queryClient: QueryClient): void {
  setCsrfTokenReader(() => csrfTokenOf(queryClient.getQueryData(sessionQueryOptions().queryKey)))
}
