import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { connectCsrfToken, createQueryClient } from './api/query-client'
import { App } from './app'
import { createAppRouter } from './router'
import { seedFromPrerenderedLogin } from './start/prerendered-login'
import { yieldToMain } from './start/yield-to-main'
import './styles.css'

/**
 * Starts the app in slices (ADR 0049). On a phone every main-thread task over 50 ms counts as blocking
 * time, and Lighthouse multiplies this machine's task times by four: evaluating the entry, creating
 * the router, resolving the first route and rendering it were one long task. Each step now yields to
 * the browser first; the route (guard, loader, code) is resolved before the first render, so the
 * render does not suspend or re-render when the router's state settles; and the render itself is a
 * transition, which React renders in small time slices (only the commit is one task).
 */
async function start(container: HTMLElement) {
  await yieldToMain()
  const queryClient = createQueryClient()
  connectCsrfToken(queryClient)
  seedFromPrerenderedLogin(container, queryClient)
  const router = createAppRouter(queryClient)
  await yieldToMain()
  // A failing guard or loader is kept in the router's state and shown by the route's error component.
  await router.load().catch(() => undefined)
  await yieldToMain()
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

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
void start(container)
