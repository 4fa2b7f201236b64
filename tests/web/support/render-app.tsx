import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connectCsrfToken, createQueryClient } from '../../../web/api/query-client'
import { App } from '../../../web/app'
import { createAppRouter } from '../../../web/router'

/**
 * Renders the real SPA (routes, guards, layouts) at `path`, against whatever fetch is mocked.
 * Errors caught by error boundaries are logged by React (and so fail the test) unless the test
 * expects them and passes `onCaughtError`.
 */
export function renderApp(path: string, options: { onCaughtError?: (error: unknown) => void } = {}) {
  const queryClient = createQueryClient()
  connectCsrfToken(queryClient)
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const user = userEvent.setup()
  const view = render(<App queryClient={queryClient} router={router} />, { onCaughtError: options.onCaughtError })
  return { ...view, router, queryClient, user }
}

export function currentHref(router: ReturnType<typeof createAppRouter>): string {
  return router.state.location.href
}
