import type { QueryClient } from '@tanstack/react-query'
import { SIGNED_OUT, sessionQueryKey, sessionQueryOptions, signOut } from '../api/session'

/** Lets the session watcher tell a deliberate sign-out (which navigates itself) from an expired session. */
export const SIGN_OUT_MUTATION_KEY = ['sign-out'] as const

/** Marks the user as signed out in the cache. The session goes first so nothing renders as signed in. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, SIGNED_OUT)
}

/** Drops everything cached for the previous user (their organization's data must not linger). */
export async function forgetUserData(queryClient: QueryClient): Promise<void> {
  const notSession = {
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== sessionQueryKey[0],
  }
  await queryClient.cancelQueries(notSession)
  queryClient.removeQueries(notSession)
}

/**
 * Sign-out forced by the access rules (suspended user): the local session is dropped even when the
 * server call fails, because a suspended user must not keep seeing data in this tab.
 */
export async function forceSignOut(queryClient: QueryClient): Promise<void> {
  try {
    await signOut()
  } catch {
    // Nothing more to do: the server refuses a suspended user's requests anyway.
  } finally {
    forgetSession(queryClient)
    await forgetUserData(queryClient)
  }
}
