import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createServices } from '../../../worker/middleware/services'
import { isLoginPageRequest, serveLoginPage } from '../../../worker/spa/login-page'
import { createUser } from '../support/factories'

// What the build writes to dist/client/login.html, reduced to the parts the Worker touches.
const PRERENDERED = `<!doctype html><html lang="en"><body><div id="root" data-prerendered="login"><form inert=""></form>
<div class="provider-buttons"><p class="divider"><span>or</span></p><button inert="" data-provider="GOOGLE">Continue with Google</button><button inert="" data-provider="MICROSOFT">Continue with Microsoft</button></div>
<p class="form-footer">No account yet? <a href="/signup">Create an account</a></p></div></body></html>`
const INDEX =
  '<!doctype html><html lang="en"><body><div id="root" aria-busy="true"><div class="boot-screen"></div></div></body></html>'

/** The assets binding as the build leaves it: /login is login.html, anything else the SPA's index.html. */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    return new Response(path === '/login' ? PRERENDERED : INDEX, {
      headers: { 'content-type': 'text/html; charset=utf-8', etag: '"file"' },
    })
  },
} as unknown as Fetcher

const page = (path: string, init?: RequestInit) =>
  serveLoginPage(new Request(`http://localhost:8787${path}`, init), { assets, services: createServices(env) })

// One file, fresh storage: the platform is empty until the first test that needs a user creates one.
describe('the pre-rendered sign-in page', () => {
  it('is only for GET and HEAD /login', () => {
    expect(isLoginPageRequest(new Request('http://localhost/login'))).toBe(true)
    expect(isLoginPageRequest(new Request('http://localhost/login', { method: 'HEAD' }))).toBe(true)
    expect(isLoginPageRequest(new Request('http://localhost/login', { method: 'POST' }))).toBe(false)
    expect(isLoginPageRequest(new Request('http://localhost/login/link'))).toBe(false)
    expect(isLoginPageRequest(new Request('http://localhost/api/access/login'))).toBe(false)
  })

  it('is not served on an empty platform, which offers first-user registration instead', async () => {
    expect(await (await page('/login')).text()).toBe(INDEX)
  })

  it('is served to a visitor, with the configured providers, and not cached as the file', async () => {
    await createUser()
    const res = await page('/login?return_url=%2Fjobs')
    const html = await res.text()
    expect(html).toContain('data-prerendered="login"')
    // The test configuration has both providers (vitest.worker.config.ts).
    expect(html).toContain('data-provider="GOOGLE"')
    expect(html).toContain('data-provider="MICROSOFT"')
    expect(res.headers.get('etag')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('vary')).toBe('cookie')
  })

  it('drops the buttons of providers the deployment has not configured', async () => {
    await createUser()
    const services = createServices(env)
    const onlyMicrosoft = { ...services, config: { ...services.config, GOOGLE_CLIENT_ID: undefined } }
    const html = await (
      await serveLoginPage(new Request('http://localhost:8787/login'), { assets, services: onlyMicrosoft })
    ).text()
    expect(html).not.toContain('GOOGLE')
    expect(html).toContain('data-provider="MICROSOFT"')
    const none = { ...services, config: { ...onlyMicrosoft.config, MICROSOFT_CLIENT_SECRET: undefined } }
    const bare = await (
      await serveLoginPage(new Request('http://localhost:8787/login'), { assets, services: none })
    ).text()
    expect(bare).not.toContain('provider-buttons')
    expect(bare).toContain('form-footer')
  })

  it('leaves a signed-in browser and a page with a message to the app', async () => {
    await createUser()
    expect(await (await page('/login', { headers: { cookie: 'theme=x; shortlist_session=abc' } })).text()).toBe(INDEX)
    for (const query of [
      '?error=OAUTH_PROVIDER_ERROR',
      '?notice=password-reset',
      '?outcome=TFA_REQUIRED&challenge=x',
    ]) {
      expect(await (await page(`/login${query}`)).text()).toBe(INDEX)
    }
  })
})
