import type { QueryClient } from '@tanstack/react-query'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '../app'
import type { createAppRouter } from '../router'

/**
 * The last stage of the start (web/main.tsx): the app's providers, then its first render. The render
 * is a transition, so React renders it in time slices and only the commit is one task.
 */
export function renderApp(
  container: HTMLElement,
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): void {
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
        <Started container={container} />
      </StrictMode>,
    )
  })
}

/** The boot screen (or the pre-rendered page) said "busy" to assistive technology until the app is live. */
function Started({ container }: { container: HTMLElement }) {
  useEffect(() => container.removeAttribute('aria-busy'), [container])
  return null
}
