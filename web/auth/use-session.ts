import { useQuery } from '@tanstack/react-query'
import { type SessionUser, sessionQueryOptions } from '../api/session'

/** The three session states of spec §2. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: SessionUser; csrfToken: string }

export function useSession(): SessionState {
  const { data, isError } = useQuery(sessionQueryOptions())
  // A failed refetch keeps the last known session (data stays); a session that never loaded counts
  // as signed out, and the route guard shows the error when a page actually needs the user.
  if (data === undefined) return isError ? { status: 'unauthenticated' } : { status: 'loading' }
  if (data.user === null) return { status: 'unauthenticated' }
  return { status: 'authenticated', user: data.user, csrfToken: data.csrfToken }
}

/** For components under the authenticated layout, where the guard guarantees a user. */
export function useSessionUser(): SessionUser | null {
  const session = useSession()
  return session.status === 'authenticated' ? session.user : null
}
