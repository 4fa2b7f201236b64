/**
 * A local double of Google's and Microsoft's mail APIs for Worker tests, end-to-end runs and
 * `npm start`: the OAuth 2.0 authorization and token endpoints (authorization code + PKCE S256,
 * offline refresh tokens, client_secret_basic/post, token revocation) and the mail resources the
 * inbox reads, in their real JSON shapes (tests/doubles/mail-shapes.ts):
 *
 *   /google/o/oauth2/v2/auth, /google/token, /google/revoke         Google OAuth 2.0
 *   /gmail/gmail/v1/users/me/{profile,messages,messages/{id},        Gmail API v1
 *        messages/{id}/attachments/{id},history}
 *   /microsoft/{tenant}/oauth2/v2.0/{authorize,token}               Microsoft identity platform v2.0
 *   /graph/v1.0/me, /graph/v1.0/me/mailFolders/inbox/messages/delta, Microsoft Graph v1.0
 *        /graph/v1.0/me/messages/{id}[/attachments[/{id}[/$value]]]
 *
 * Expired or unknown access tokens get 401 in each provider's error format; a rate limit set through
 * the test controls answers 429 with Retry-After. A mailbox seen for the first time gets the demo
 * mailbox (tests/doubles/demo-mailbox.ts) unless `demo` is false.
 *
 * The parts live in tests/doubles/mail-double/: the state of one running double, the OAuth endpoints,
 * the bearer check, the Gmail and Graph routes and the test controls (/__test/*, listed there).
 *
 *   npx tsx tests/doubles/mail-provider.ts <port>
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { controlRoutes } from './mail-double/controls.routes'
import { gmailRoutes } from './mail-double/gmail.routes'
import { graphRoutes } from './mail-double/graph.routes'
import { send } from './mail-double/http'
import { mailDoubleState } from './mail-double/mail-double.state'
import { oauthRoutes } from './mail-double/oauth.routes'

export { toWire, type WireMessage } from './mail-double/controls.routes'
export type { MailDoubleProvider } from './mail-double/mail-double.state'

/** Fixed client pairs for the local double only (the same as the OpenID double's): not real secrets. */
export const DEV_MAIL_CLIENTS: Record<string, string> = {
  'shortlist-local-google': 'local-double-google-secret',
  'shortlist-local-microsoft': 'local-double-microsoft-secret',
}

export interface MailProviderOptions {
  port: number
  host?: string
  clients?: Record<string, string>
  /** Seconds an access token lives (the providers issue 3599/3600). */
  accessTokenTtl?: number
  /** Seed the demo mailbox for a mailbox seen the first time (default true). */
  demo?: boolean
}

export interface MailProviderDouble {
  url: string
  /** The Worker's configuration pointing at this double. */
  vars: Record<string, string>
  close(): Promise<void>
}

export const mailVarsFor = (base: string): Record<string, string> => ({
  GOOGLE_AUTH_URL: `${base}/google/o/oauth2/v2/auth`,
  GOOGLE_TOKEN_URL: `${base}/google/token`,
  GOOGLE_REVOKE_URL: `${base}/google/revoke`,
  GMAIL_API_URL: `${base}/gmail`,
  MICROSOFT_LOGIN_URL: `${base}/microsoft`,
  MICROSOFT_GRAPH_URL: `${base}/graph`,
})

export async function startMailProvider(options: MailProviderOptions): Promise<MailProviderDouble> {
  const host = options.host ?? '127.0.0.1'
  const base = `http://${host}:${options.port}`
  const state = mailDoubleState({
    base,
    clients: options.clients ?? DEV_MAIL_CLIENTS,
    ttl: options.accessTokenTtl ?? 3599,
    seedDemo: options.demo ?? true,
  })
  const oauth = oauthRoutes(state)
  const gmail = gmailRoutes(state)
  const graph = graphRoutes(state)
  const control = controlRoutes(state)

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    const path = decodeURIComponent(url.pathname)
    if (path === '/google/o/oauth2/v2/auth') return oauth.authorize('google', req, res, url)
    if (path === '/google/token' && req.method === 'POST') return oauth.token('google', req, res)
    if (path === '/google/revoke' && req.method === 'POST') return oauth.revoke(req, res, url)
    if (path.startsWith('/gmail/')) return gmail(req, res, url, path.slice('/gmail'.length))
    const ms = /^\/microsoft\/[^/]+\/oauth2\/v2\.0\/(authorize|token)$/.exec(path)
    if (ms?.[1] === 'authorize') return oauth.authorize('microsoft', req, res, url)
    if (ms?.[1] === 'token' && req.method === 'POST') return oauth.token('microsoft', req, res)
    if (path.startsWith('/graph/')) return graph(req, res, url, path.slice('/graph'.length))
    if (path.startsWith('/__test/')) return control(req, res, url, path.slice('/__test'.length))
    return send(res, 404, { error: 'not_found' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { error: 'server_error', error_description: String(err) }))
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port, host, () => done())
  })
  return {
    url: base,
    vars: mailVarsFor(base),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}

// CLI: npx tsx tests/doubles/mail-provider.ts <port>
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.argv[2] ?? 8785)
  startMailProvider({ port }).then((p) => {
    console.info(`Local Gmail / Microsoft Graph double: ${p.url} (demo mailbox for every new account)`)
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => p.close().then(() => process.exit(0)))
  })
}
