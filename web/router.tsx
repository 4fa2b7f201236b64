import type { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { PagePending } from './components/page-status'
import { RouteError } from './components/route-error'
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
    defaultErrorComponent: RouteError,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
