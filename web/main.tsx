import './styles.css'
import { yieldToMain } from './start/yield-to-main'

/**
 * Starts the app in slices (ADR 0049 and its addendum). On a phone every main-thread task over 50 ms
 * counts as blocking time, and Lighthouse multiplies this machine's task times by four. A module graph
 * is evaluated in one task, so this entry imports nothing else statically: each stage below is a
 * dynamic import, evaluated in a task of its own (a module already evaluated by an earlier stage is
 * not evaluated again). Their code is in the entry's file (vite.config.ts), so the stages cost no
 * round trip. The route (guard, loader, code) is resolved before the first render, so the render does
 * not suspend or re-render when the router's state settles; and the render itself is a transition,
 * which React renders in small time slices (only the commit is one task).
 */
async function start(container: HTMLElement) {
  // React and React DOM.
  await stage(() => import('react-dom/client'))
  // The API client with zod and the error contract.
  await stage(() => import('./api/client'))
  // TanStack Query and the session contract.
  await stage(() => import('./api/query-client'))
  // TanStack Router: its core, the browser history and the scroll restoration (which reads sessionStorage).
  await stage(() => import('@tanstack/react-router'))
  // The route tree: every route's guard and search schema, the first-load pages' loaders.
  await stage(() => import('./router'))
  const { startRouting } = await stage(() => import('./start/router-stage'))
  const { queryClient, router } = startRouting(container)
  await yieldToMain()
  // A failing guard or loader is kept in the router's state and shown by the route's error component.
  await router.load().catch(() => undefined)
  // The app's providers, then the first render.
  const { renderApp } = await stage(() => import('./start/render-app'))
  await yieldToMain()
  renderApp(container, queryClient, router)
}

/** Evaluates a stage of the start in a task of its own. */
async function stage<T>(load: () => Promise<T>): Promise<T> {
  await yieldToMain()
  return load()
}

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
void start(container)
