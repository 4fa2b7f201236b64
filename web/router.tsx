import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { ErrorNotice, PagePending } from './components/page-status'
import { errorMessage } from './i18n/error-message'
import { routeTree } from './route-tree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns caching; the router must always ask it instead of keeping its own copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: ({ error, reset }) => <ErrorNotice message={errorMessage(error)} onRetry={reset} />,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
