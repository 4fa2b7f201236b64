import { useMutation } from '@tanstack/react-query'
import { type OAuthProvider, startProviderSignIn } from '../../api/access'

/** Starts Google or Microsoft sign-in (or linking) and leaves for the provider's page. */
export function useProviderSignIn(callbackUrl: string) {
  return useMutation({
    mutationFn: (provider: OAuthProvider) => startProviderSignIn(provider, callbackUrl),
    onSuccess: (url) => {
      window.location.assign(url)
    },
  })
}
