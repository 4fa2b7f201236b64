import type { QueryClient } from '@tanstack/react-query'
import { SIGNED_OUT, sessionQueryKey, sessionQueryOptions, signOut } from '../api/session'

/**
 * Ends the session on the server and forgets everything cached for the signed-in user. The local
 * session is dropped even when the server call fails: a user who asked to leave (or was suspended)
 * must not keep seeing their data in this tab.
 */
export async function signOutAndForget(queryClient: QueryClient): Promise<void> {
  try {
    await signOut()
  } finally {
    await queryClient.cancelQueries()
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
    queryClient.setQueryData(sessionQueryOptions().queryKey, SIGNED_OUT)
  }
}
