import { activeProviders } from '../access/oauth/oauth-providers'
import { registrationService } from '../access/registration.service'
import type { Services } from '../context'
import { SESSION_COOKIE } from '../middleware/session'

/** Query parameters that change nothing the sign-in page shows (where to go after signing in). */
const UNSEEN_PARAMS: ReadonlySet<string> = new Set(['return_url', 'callbackUrl'])

/** GET /login in the browser: the Worker answers it (wrangler.toml run_worker_first) instead of the assets. */
export function isLoginPageRequest(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  return new URL(request.url).pathname === '/login'
}

function hasSessionCookie(request: Request): boolean {
  const cookies = request.headers.get('cookie') ?? ''
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`))
}

/**
 * /login with the sign-in page already in the HTML (ADR 0049): dist/client/login.html, built from the
 * real components, so the page paints before any script has run. It shows what a visitor's first
 * render shows, so it is served only when that is what the app will render: nobody signed in (a
 * session goes on to its start page), no message in the query (errors, notices, two-factor and
 * provider-link steps), and a platform that has users (an empty one offers first-user registration).
 * The button of a provider this deployment has not configured is removed. Anything else gets the
 * app's index.html, as every other page does.
 */
export async function serveLoginPage(
  request: Request,
  deps: { assets: Fetcher; services: Services },
): Promise<Response> {
  const url = new URL(request.url)
  const app = () => deps.assets.fetch(new Request(new URL('/', url), request))
  if (hasSessionCookie(request) || [...url.searchParams.keys()].some((key) => !UNSEEN_PARAMS.has(key))) return app()
  // Asked before the page is chosen: the footer differs on an empty platform. On a failure the app decides.
  const empty = await registrationService(deps.services)
    .platformIsEmpty()
    .catch(() => true)
  if (empty) return app()
  const page = await deps.assets.fetch(new Request(new URL('/login', url), request))
  if (!page.ok || !(page.headers.get('content-type') ?? '').startsWith('text/html')) return app()

  const active: ReadonlySet<string> = new Set(activeProviders(deps.services.config).map((p) => p.provider))
  const rewriter = new HTMLRewriter().on('[data-provider]', {
    element(element) {
      if (!active.has(element.getAttribute('data-provider') ?? '')) element.remove()
    },
  })
  // Without any provider the app renders no provider section at all (not even its "or").
  if (active.size === 0) {
    rewriter.on('.provider-buttons', {
      element(element) {
        element.remove()
      },
    })
  }
  const headers = new Headers(page.headers)
  // The answer depends on the cookie and on the deployment's state, not on the file alone.
  headers.delete('etag')
  headers.set('cache-control', 'no-cache')
  headers.set('vary', 'cookie')
  return rewriter.transform(new Response(page.body, { status: 200, headers }))
}
