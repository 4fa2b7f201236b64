import './styles.css'
import { yieldToMain } from './start/yield-to-main'

/**
 * Starts the app in slices (ADR 0049 and its addendum). On a phone every main-thread task over 50 ms
 * counts as blocking time, and Lighthouse multiplies this machine's task times by four. A module graph
 * is evaluated in one task, so this entry imports nothing else statically: React DOM, then the query
 * client and the router with the route tree, then the app's providers are each imported (evaluated) in
 * a task of their own, with a yield between. Their code is in the entry's file or preloaded by
 * index.html, so the stages cost no round trip. The route (guard, loader, code) is resolved before the
 * first render, so the render does not suspend or re-render when the router's state settles; and the
 * render itself is a transition, which React renders in small time slices (only the commit is one task).
 */
async function start(container: HTMLElement) {
  await import('react-dom/client')
  await yieldToMain()
  const { startRouting } = await import('./start/router-stage')
  await yieldToMain()
  const { queryClient, router } = startRouting(container)
  await yieldToMain()
  // A failing guard or loader is kept in the router's state and shown by the route's error component.
  await router.load().catch(() => undefined)
  await yieldToMain()
  const { renderApp } = await import('./start/render-app')
  await yieldToMain()
  renderApp(container, queryClient, router)
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
void start(container)
