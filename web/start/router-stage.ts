import { connectCsrfToken, createQueryClient } from '../api/query-client'
import { cacheLocale } from '../i18n/locale-cache'
import { createAppRouter } from '../router'
import { seedFromPrerenderedLogin } from './prerendered-login'

/**
 * The second stage of the start (web/main.tsx): the query client and the router with the route tree
 * (every route's guard and search schema, the first-load pages' loaders), evaluated in a task of its own.
 */
export function startRouting(container: HTMLElement) {
  cacheLocale()
  const queryClient = createQueryClient()
  connectCsrfToken(queryClient)
  seedFromPrerenderedLogin(container, queryClient)
  const router = createAppRouter(queryClient)
  return { queryClient, router }
}
