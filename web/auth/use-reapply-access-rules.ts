import { useIsMutating } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { SIGN_OUT_MUTATION_KEY } from './sign-out'
import { type SessionState, useSession } from './use-session'

/** Everything in the session the access rules depend on; a change means the rules must run again. */
function accessFingerprint(session: SessionState): string | undefined {
  if (session.status === 'loading') return undefined
  if (session.status === 'unauthenticated') return 'guest'
  const { id, status, permissions, organizationId, organization } = session.user
  return JSON.stringify([id, status, permissions, organizationId, organization?.subscriptionStatus])
}

/**
 * Guards run on navigation; the session also changes without one (expired on window focus, signed in
 * or out in another tab, suspended by an admin, organization switched). Re-running the route guards
 * then applies the same rules: login redirect, sign-out of suspended users, billing redirect.
 */
export function useReapplyAccessRules(): void {
  const router = useRouter()
  const fingerprint = accessFingerprint(useSession())
  // A deliberate sign-out navigates to /login itself; re-running the guards would race it.
  const signingOut = useIsMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0
  const previous = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (fingerprint === undefined) return
    const before = previous.current
    previous.current = fingerprint
    // The first known session was already checked by the guards of the page being loaded.
    if (before === undefined || before === fingerprint || signingOut) return
    void router.invalidate()
  }, [fingerprint, signingOut, router])
}
