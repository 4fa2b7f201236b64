import type { QueryClient } from '@tanstack/react-query'
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../worker/contracts/identity'
import { accessQueries } from '../api/access'

/**
 * The Worker serves /login pre-rendered (ADR 0049) only on a platform that has users, and with the
 * buttons of the providers this deployment has configured. The app starts from those same answers,
 * so its first render is the markup already on screen (no button vanishes and comes back, which would
 * shift the layout and move the largest paint to after the app's start).
 */
export function seedFromPrerenderedLogin(container: HTMLElement, queryClient: QueryClient): void {
  if (container.dataset.prerendered !== 'login') return
  const providers = [...container.querySelectorAll<HTMLElement>('[data-provider]')]
    .map((button) => button.dataset.provider)
    .filter((provider): provider is OAuthProvider => OAUTH_PROVIDERS.some((known) => known === provider))
  queryClient.setQueryData(accessQueries.activeProviders().queryKey, { providers })
  queryClient.setQueryData(accessQueries.registrationStatus().queryKey, { firstUser: false })
}
