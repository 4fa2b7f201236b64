import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { OAUTH_PROVIDERS } from '../../worker/contracts/identity'
import { accessQueries } from '../api/access'
import { createQueryClient } from '../api/query-client'
import { SIGNED_OUT, sessionQueryKey } from '../api/session'
import { App } from '../app'
import { m } from '../paraglide/messages'
import { createAppRouter } from '../router'

/**
 * The sign-in page's markup as the app renders it for a visitor (ADR 0049), built at build time by
 * scripts/prerender-login.ts from the real route, layout and components. The cache holds what the
 * Worker confirms before it serves the file: nobody signed in, the platform has users (the footer
 * offers sign-up, not first-user registration) and both providers configured (the Worker removes a
 * provider button the deployment lacks and tells the app the same list).
 */
export async function renderLoginPage(): Promise<{ lang: string; title: string; markup: string }> {
  const queryClient = createQueryClient()
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT)
  queryClient.setQueryData(accessQueries.registrationStatus().queryKey, { firstUser: false })
  queryClient.setQueryData(accessQueries.activeProviders().queryKey, { providers: [...OAUTH_PROVIDERS] })
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/login'] }))
  await router.load()
  const markup = renderToString(<App queryClient={queryClient} router={router} />)
  // A visitor's /login is English (the root layout's guest language); the title as useDocumentTitle sets it.
  return { lang: 'en', title: `${m.login_title()} · ${m.app_name()}`, markup }
}
