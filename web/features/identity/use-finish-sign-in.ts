import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { sessionQueryKey } from '../../api/session'
import { forgetUserData } from '../../auth/sign-out'

/**
 * After the server set the session cookie: reload the session, drop anything cached for a previous
 * user, and let the guest guard send the user on (return_url, billing, dashboard or profile).
 */
export function useFinishSignIn(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    await forgetUserData(queryClient)
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey, refetchType: 'all' })
    await router.invalidate()
  }, [queryClient, router])
}
