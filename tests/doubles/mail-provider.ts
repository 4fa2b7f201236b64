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
 * Test controls (JSON): PUT /__test/mailbox {provider, email, messages}, POST /__test/messages
 * {provider, email, message}, POST /__test/expire-access {provider, email}, POST /__test/revoke
 * {provider, email}, POST /__test/rate-limit {provider, email, count, retryAfter}, POST
 * /__test/expire-history {email}, GET /__test/calls?provider=&email=.
 *
 *   npx tsx tests/doubles/mail-provider.ts <port>
 */
import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { demoMailbox, type NewMessage } from './demo-mailbox'
import {
  gmailAttachment,
  gmailMessage,
  googleError,
  graphAttachment,
  graphError,
  graphMessage,
  graphQuery,
  type StoredMessage,
} from './mail-shapes'

/** Fixed client pairs for the local double only (the same as the OpenID double's): not real secrets. */
export const DEV_MAIL_CLIENTS: Record<string, string> = {
  'shortlist-local-google': 'local-double-google-secret',
  'shortlist-local-microsoft': 'local-double-microsoft-secret',
}

export type MailDoubleProvider = 'google' | 'microsoft'

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

interface Mailbox {
  messages: StoredMessage[]
  /** Gmail history ids below this are gone (a 404 on history.list, as after about a week). */
  oldestHistoryId: number
}

interface PendingCode {
  provider: MailDoubleProvider
  clientId: string
  redirectUri: string
  codeChallenge: string
  scope: string
  offline: boolean
  email: string
  expiresAt: number
}

const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly'
const CODE_TTL_MS = 60_000
const GRAPH_PAGE = 10

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
  const clients = options.clients ?? DEV_MAIL_CLIENTS
  const ttl = options.accessTokenTtl ?? 3599
  const seedDemo = options.demo ?? true

  const mailboxes = new Map<string, Mailbox>()
  const codes = new Map<string, PendingCode>()
  const accessTokens = new Map<string, { provider: MailDoubleProvider; email: string; expiresAt: number }>()
  const refreshTokens = new Map<
    string,
    { provider: MailDoubleProvider; email: string; clientId: string; scope: string }
  >()
  const rateLimits = new Map<string, { count: number; retryAfter: number }>()
  const calls: { provider: MailDoubleProvider; email: string; method: string; path: string }[] = []
  /** One history counter for the whole double, like Gmail's ever-growing ids. */
  let historyCounter = 1000
  let idCounter = 0

  const keyOf = (provider: MailDoubleProvider, email: string) => `${provider}:${email.toLowerCase()}`

  function store(message: NewMessage): StoredMessage {
    idCounter++
    historyCounter++
    const id = `${Date.now().toString(16)}${idCounter.toString(16).padStart(4, '0')}`
    return {
      id,
      threadId: id,
      historyId: historyCounter,
      from: message.from,
      to: '',
      subject: message.subject,
      receivedAt: message.receivedAt,
      html: message.html,
      text: message.text,
      attachments: message.attachments.map((a, i) => ({
        id: `ANGjdJ${randomBytes(12).toString('base64url')}${i}`,
        filename: a.filename,
        contentType: a.contentType,
        bytes: a.bytes,
        inline: a.inline,
      })),
    }
  }

  function setMailbox(provider: MailDoubleProvider, email: string, messages: NewMessage[]) {
    const stored = [...messages].sort((a, b) => a.receivedAt - b.receivedAt).map(store)
    for (const m of stored) m.to = email
    mailboxes.set(keyOf(provider, email), { messages: stored, oldestHistoryId: 0 })
  }

  async function mailboxOf(provider: MailDoubleProvider, email: string): Promise<Mailbox> {
    let box = mailboxes.get(keyOf(provider, email))
    if (!box) {
      setMailbox(provider, email, seedDemo ? await demoMailbox() : [])
      box = mailboxes.get(keyOf(provider, email)) as Mailbox
    }
    return box
  }

  // --- OAuth 2.0 -------------------------------------------------------------------------------

  function authorizeProblem(provider: MailDoubleProvider, p: URLSearchParams): string | null {
    if (p.get('response_type') !== 'code') return 'response_type must be code'
    const clientId = p.get('client_id')
    if (!clientId || !(clientId in clients)) return 'unknown client_id'
    if (!/^https?:\/\//.test(p.get('redirect_uri') ?? '')) return 'redirect_uri is required'
    const scopes = (p.get('scope') ?? '').split(' ')
    if (provider === 'google' && !scopes.includes(GMAIL_SCOPE)) return `scope must include ${GMAIL_SCOPE}`
    if (provider === 'microsoft' && !scopes.some((s) => /(^|\/)Mail\.Read$/.test(s)))
      return 'scope must include Mail.Read'
    if (p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')) return 'PKCE S256 is required'
    return null
  }

  async function authorize(provider: MailDoubleProvider, req: IncomingMessage, res: ServerResponse, url: URL) {
    const p = req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams
    const problem = authorizeProblem(provider, p)
    if (problem) return send(res, 400, { error: 'invalid_request', error_description: problem })
    if (req.method === 'GET') return sendHtml(res, chooserPage(url.pathname, p, provider))
    const redirect = new URL(p.get('redirect_uri') as string)
    if (p.get('action') === 'deny') {
      redirect.searchParams.set('error', 'access_denied')
      redirect.searchParams.set('error_description', 'The user denied the request')
    } else {
      const email = (p.get('email') ?? '').trim()
      if (!email.includes('@')) return sendHtml(res, chooserPage(url.pathname, p, provider, 'Enter an email'), 400)
      const scope = p.get('scope') ?? ''
      const code = randomBytes(24).toString('base64url')
      codes.set(code, {
        provider,
        clientId: p.get('client_id') as string,
        redirectUri: p.get('redirect_uri') as string,
        codeChallenge: p.get('code_challenge') as string,
        scope,
        // Google hands out a refresh token only with access_type=offline; Microsoft with offline_access.
        offline:
          provider === 'google' ? p.get('access_type') === 'offline' : scope.split(' ').includes('offline_access'),
        email,
        expiresAt: Date.now() + CODE_TTL_MS,
      })
      await mailboxOf(provider, email)
      redirect.searchParams.set('code', code)
    }
    const state = p.get('state')
    if (state) redirect.searchParams.set('state', state)
    res.writeHead(302, { Location: redirect.toString(), 'Cache-Control': 'no-store' })
    res.end()
  }

  function issueAccess(provider: MailDoubleProvider, email: string) {
    const token = `ya29.${randomBytes(24).toString('base64url')}`
    accessTokens.set(token, { provider, email, expiresAt: Date.now() + ttl * 1000 })
    return token
  }

  async function token(provider: MailDoubleProvider, req: IncomingMessage, res: ServerResponse) {
    const p = new URLSearchParams(await readBody(req))
    const client = clientCredentials(req, p)
    if (!client || clients[client.id] !== client.secret) {
      return send(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' })
    }
    const invalidGrant = (d: string) => send(res, 400, { error: 'invalid_grant', error_description: d })
    const grant = p.get('grant_type')
    if (grant === 'authorization_code') {
      const code = p.get('code') ?? ''
      const pending = codes.get(code)
      codes.delete(code)
      if (!pending || pending.provider !== provider || pending.expiresAt < Date.now())
        return invalidGrant('Bad Request')
      if (pending.clientId !== client.id) return invalidGrant('The code was issued to another client')
      if (pending.redirectUri !== p.get('redirect_uri')) return invalidGrant('redirect_uri_mismatch')
      const challenge = createHash('sha256')
        .update(p.get('code_verifier') ?? '')
        .digest('base64url')
      if (challenge !== pending.codeChallenge) return invalidGrant('Invalid code verifier.')
      const refresh = pending.offline ? `1//${randomBytes(32).toString('base64url')}` : null
      if (refresh)
        refreshTokens.set(refresh, { provider, email: pending.email, clientId: client.id, scope: pending.scope })
      return send(res, 200, {
        access_token: issueAccess(provider, pending.email),
        expires_in: ttl,
        ...(refresh ? { refresh_token: refresh } : {}),
        scope: pending.scope,
        token_type: 'Bearer',
        ...(provider === 'microsoft' ? { ext_expires_in: ttl } : {}),
      })
    }
    if (grant === 'refresh_token') {
      const refresh = p.get('refresh_token') ?? ''
      const known = refreshTokens.get(refresh)
      if (!known || known.provider !== provider || known.clientId !== client.id) {
        return provider === 'google'
          ? invalidGrant('Token has been expired or revoked.')
          : send(res, 400, {
              error: 'invalid_grant',
              error_description:
                'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.',
              error_codes: [70008],
              timestamp: new Date().toISOString(),
            })
      }
      // Microsoft rotates refresh tokens on every use; Google keeps the one it gave.
      let next: string | null = null
      if (provider === 'microsoft') {
        refreshTokens.delete(refresh)
        next = `M.C5${randomBytes(32).toString('base64url')}`
        refreshTokens.set(next, known)
      }
      return send(res, 200, {
        access_token: issueAccess(provider, known.email),
        expires_in: ttl,
        scope: known.scope,
        token_type: 'Bearer',
        ...(next ? { refresh_token: next, ext_expires_in: ttl } : {}),
      })
    }
    return send(res, 400, { error: 'unsupported_grant_type' })
  }

  // --- APIs ------------------------------------------------------------------------------------

  /** The mailbox owner of a valid bearer token, or null after answering 401/429. */
  function authenticate(provider: MailDoubleProvider, req: IncomingMessage, res: ServerResponse, path: string) {
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
    const access = accessTokens.get(bearer)
    if (!access || access.provider !== provider || access.expiresAt <= Date.now()) {
      if (provider === 'google') {
        res.writeHead(401, {
          'Content-Type': 'application/json; charset=UTF-8',
          'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        })
        res.end(
          JSON.stringify(
            googleError(
              401,
              'UNAUTHENTICATED',
              'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
            ),
          ),
        )
      } else {
        res.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer error="invalid_token"' })
        res.end(
          JSON.stringify(graphError('InvalidAuthenticationToken', 'Lifetime validation failed, the token is expired.')),
        )
      }
      return null
    }
    calls.push({ provider, email: access.email, method: req.method ?? 'GET', path })
    const limit = rateLimits.get(keyOf(provider, access.email))
    if (limit && limit.count > 0) {
      limit.count--
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': String(limit.retryAfter) })
      res.end(
        JSON.stringify(
          provider === 'google'
            ? googleError(429, 'RESOURCE_EXHAUSTED', 'Too many concurrent requests for user.')
            : graphError('ApplicationThrottled', 'Application is over its MailboxConcurrency limit.'),
        ),
      )
      return null
    }
    return access.email
  }

  async function gmail(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const email = authenticate('google', req, res, route)
    if (!email) return
    const box = await mailboxOf('google', email)
    const notFound = () => send(res, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'))
    const newestFirst = () => [...box.messages].sort((a, b) => b.receivedAt - a.receivedAt)
    const prefix = '/gmail/v1/users/me'
    if (!route.startsWith(prefix)) return notFound()
    const rest = route.slice(prefix.length)

    if (rest === '/profile') {
      return send(res, 200, {
        emailAddress: email,
        messagesTotal: box.messages.length,
        threadsTotal: box.messages.length,
        historyId: String(historyCounter),
      })
    }
    if (rest === '/messages') {
      const q = url.searchParams.get('q') ?? ''
      const after = /after:(\d+)/.exec(q)
      const withAttachment = /(^|\s)has:attachment(\s|$)/.test(q)
      const matching = newestFirst().filter(
        (m) =>
          (!after || m.receivedAt >= Number(after[1]) * 1000) &&
          (!withAttachment || m.attachments.some((a) => !a.inline)),
      )
      const max = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 500)
      const offset = Number(url.searchParams.get('pageToken') ?? 0) || 0
      const page = matching.slice(offset, offset + max)
      return send(res, 200, {
        ...(page.length ? { messages: page.map((m) => ({ id: m.id, threadId: m.threadId })) } : {}),
        ...(offset + max < matching.length ? { nextPageToken: String(offset + max) } : {}),
        resultSizeEstimate: matching.length,
      })
    }
    const attachment = /^\/messages\/([^/]+)\/attachments\/([^/]+)$/.exec(rest)
    if (attachment) {
      const m = box.messages.find((x) => x.id === attachment[1])
      const a = m?.attachments.find((x) => x.id === attachment[2])
      return a ? send(res, 200, gmailAttachment(a)) : notFound()
    }
    const message = /^\/messages\/([^/]+)$/.exec(rest)
    if (message) {
      const m = box.messages.find((x) => x.id === message[1])
      const format = url.searchParams.get('format') ?? 'full'
      if (format !== 'full' && format !== 'metadata' && format !== 'minimal') {
        return send(res, 400, googleError(400, 'INVALID_ARGUMENT', `Invalid value at 'format' (${format})`))
      }
      return m ? send(res, 200, gmailMessage(m, format)) : notFound()
    }
    if (rest === '/history') {
      const start = Number(url.searchParams.get('startHistoryId'))
      if (!Number.isFinite(start) || start <= 0) {
        return send(res, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid startHistoryId'))
      }
      if (start < box.oldestHistoryId) return notFound()
      const added = [...box.messages].filter((m) => m.historyId > start).sort((a, b) => a.historyId - b.historyId)
      const max = Math.min(Number(url.searchParams.get('maxResults') ?? 100) || 100, 500)
      const offset = Number(url.searchParams.get('pageToken') ?? 0) || 0
      const page = added.slice(offset, offset + max)
      return send(res, 200, {
        ...(page.length
          ? {
              history: page.map((m) => ({
                id: String(m.historyId),
                messages: [{ id: m.id, threadId: m.threadId }],
                messagesAdded: [{ message: { id: m.id, threadId: m.threadId, labelIds: ['INBOX', 'UNREAD'] } }],
              })),
            }
          : {}),
        ...(offset + max < added.length ? { nextPageToken: String(offset + max) } : {}),
        historyId: String(historyCounter),
      })
    }
    return notFound()
  }

  async function graph(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const email = authenticate('microsoft', req, res, route)
    if (!email) return
    const box = await mailboxOf('microsoft', email)
    const notFound = () =>
      send(res, 404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.'))
    const { select, attachments } = graphQuery(url)
    const prefix = '/v1.0/me'
    if (!route.startsWith(prefix)) return notFound()
    const rest = route.slice(prefix.length)

    if (rest === '') {
      return send(res, 200, {
        '@odata.context': `${base}/graph/v1.0/$metadata#users/$entity`,
        id: createHash('sha256').update(email).digest('hex').slice(0, 16),
        displayName: email.split('@')[0],
        mail: email,
        userPrincipalName: email,
      })
    }
    if (rest === '/mailFolders/inbox/messages/delta' || rest === "/mailFolders('inbox')/messages/delta") {
      // Tokens carry where the client stands: the receivedDateTime filter and the last change seen.
      const token = url.searchParams.get('$deltatoken') ?? url.searchParams.get('$skiptoken')
      let state: { since: number; seq: number; select: string[] | null }
      if (token) {
        try {
          state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
        } catch {
          return send(res, 400, graphError('ErrorInvalidUrlQuery', 'The sync state is invalid.'))
        }
      } else {
        const filter = url.searchParams.get('$filter')
        const match = filter ? /^receivedDateTime\s+ge\s+(\S+)$/.exec(filter.trim()) : null
        if (filter && !match) {
          return send(res, 400, graphError('ErrorInvalidUrlQuery', 'The only supported filter is receivedDateTime ge.'))
        }
        state = { since: match ? Date.parse(match[1] as string) : 0, seq: 0, select }
      }
      const pageSize = Number(/odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''))?.[1] ?? GRAPH_PAGE)
      const changed = box.messages
        .filter((m) => m.historyId > state.seq && m.receivedAt >= state.since)
        .sort((a, b) => a.historyId - b.historyId)
      const page = changed.slice(0, pageSize)
      const link = `${base}/graph/v1.0/me/mailFolders/inbox/messages/delta`
      const more = changed.length > page.length
      const nextState = {
        since: state.since,
        seq: more ? (page.at(-1)?.historyId ?? state.seq) : historyCounter,
        select: state.select,
      }
      const encoded = Buffer.from(JSON.stringify(nextState)).toString('base64url')
      return send(res, 200, {
        '@odata.context': `${base}/graph/v1.0/$metadata#Collection(message)`,
        value: page.map((m) => graphMessage(m, state.select)),
        ...(more ? { '@odata.nextLink': `${link}?$skiptoken=${encoded}` } : {}),
        ...(more ? {} : { '@odata.deltaLink': `${link}?$deltatoken=${encoded}` }),
      })
    }
    const value = /^\/messages\/([^/]+)\/attachments\/([^/]+)\/\$value$/.exec(rest)
    if (value) {
      const a = box.messages.find((m) => m.id === value[1])?.attachments.find((x) => x.id === value[2])
      if (!a) return notFound()
      res.writeHead(200, { 'Content-Type': a.contentType, 'Content-Length': a.bytes.byteLength })
      return res.end(Buffer.from(a.bytes))
    }
    const one = /^\/messages\/([^/]+)\/attachments\/([^/]+)$/.exec(rest)
    if (one) {
      const a = box.messages.find((m) => m.id === one[1])?.attachments.find((x) => x.id === one[2])
      return a ? send(res, 200, graphAttachment(a, select)) : notFound()
    }
    const list = /^\/messages\/([^/]+)\/attachments$/.exec(rest)
    if (list) {
      const m = box.messages.find((x) => x.id === list[1])
      return m ? send(res, 200, { value: m.attachments.map((a) => graphAttachment(a, select)) }) : notFound()
    }
    const message = /^\/messages\/([^/]+)$/.exec(rest)
    if (message) {
      const m = box.messages.find((x) => x.id === message[1])
      if (!m) return notFound()
      return send(res, 200, {
        ...graphMessage(m, select),
        ...(attachments ? { attachments: m.attachments.map((a) => graphAttachment(a, attachments.select)) } : {}),
      })
    }
    return notFound()
  }

  // --- test controls ---------------------------------------------------------------------------

  async function control(req: IncomingMessage, res: ServerResponse, url: URL, route: string) {
    const body = req.method === 'GET' ? {} : (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>)
    const provider = (body.provider ?? url.searchParams.get('provider')) as MailDoubleProvider
    const email = String(body.email ?? url.searchParams.get('email') ?? '').toLowerCase()
    if (route === '/mailbox' && req.method === 'PUT') {
      setMailbox(provider, email, (body.messages as WireMessage[]).map(fromWire))
      return send(res, 200, { ok: true })
    }
    if (route === '/messages' && req.method === 'POST') {
      const box = await mailboxOf(provider, email)
      const m = store(fromWire(body.message as WireMessage))
      m.to = email
      box.messages.push(m)
      return send(res, 200, { id: m.id })
    }
    if (route === '/expire-access' && req.method === 'POST') {
      for (const t of accessTokens.values()) if (t.provider === provider && t.email === email) t.expiresAt = 0
      return send(res, 200, { ok: true })
    }
    if (route === '/revoke' && req.method === 'POST') {
      for (const [k, t] of refreshTokens) if (t.provider === provider && t.email === email) refreshTokens.delete(k)
      for (const t of accessTokens.values()) if (t.provider === provider && t.email === email) t.expiresAt = 0
      return send(res, 200, { ok: true })
    }
    if (route === '/rate-limit' && req.method === 'POST') {
      rateLimits.set(keyOf(provider, email), {
        count: Number(body.count ?? 1),
        retryAfter: Number(body.retryAfter ?? 1),
      })
      return send(res, 200, { ok: true })
    }
    if (route === '/expire-history' && req.method === 'POST') {
      const box = await mailboxOf('google', email)
      box.oldestHistoryId = historyCounter + 1
      return send(res, 200, { ok: true })
    }
    if (route === '/calls' && req.method === 'GET') {
      return send(res, 200, { calls: calls.filter((c) => c.provider === provider && c.email === email) })
    }
    return send(res, 404, { error: 'not_found' })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    const path = decodeURIComponent(url.pathname)
    if (path === '/google/o/oauth2/v2/auth') return authorize('google', req, res, url)
    if (path === '/google/token' && req.method === 'POST') return token('google', req, res)
    if (path === '/google/revoke' && req.method === 'POST') {
      const p = new URLSearchParams(await readBody(req))
      const t = p.get('token') ?? url.searchParams.get('token') ?? ''
      const known = refreshTokens.get(t) ?? accessTokens.get(t)
      if (!known) return send(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' })
      for (const [k, r] of refreshTokens)
        if (r.email === known.email && r.provider === 'google') refreshTokens.delete(k)
      for (const a of accessTokens.values()) if (a.email === known.email && a.provider === 'google') a.expiresAt = 0
      return send(res, 200, {})
    }
    if (path.startsWith('/gmail/')) return gmail(req, res, url, path.slice('/gmail'.length))
    const ms = /^\/microsoft\/[^/]+\/oauth2\/v2\.0\/(authorize|token)$/.exec(path)
    if (ms?.[1] === 'authorize') return authorize('microsoft', req, res, url)
    if (ms?.[1] === 'token' && req.method === 'POST') return token('microsoft', req, res)
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

/** A message as the test controls take it: bytes in base64. */
export interface WireMessage extends Omit<NewMessage, 'attachments'> {
  attachments: { filename: string; contentType: string; base64: string; inline?: boolean }[]
}

export function toWire(m: NewMessage): WireMessage {
  return {
    ...m,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      base64: Buffer.from(a.bytes).toString('base64'),
      inline: a.inline,
    })),
  }
}

function fromWire(m: WireMessage): NewMessage {
  return {
    ...m,
    attachments: m.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      bytes: new Uint8Array(Buffer.from(a.base64, 'base64')),
      inline: a.inline,
    })),
  }
}

function chooserPage(action: string, p: URLSearchParams, provider: MailDoubleProvider, problem?: string): string {
  const hidden = [...p.keys()]
    .filter((k) => !['email', 'action'].includes(k))
    .map((k) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(p.get(k) ?? '')}">`)
    .join('\n')
  const title =
    provider === 'google' ? 'Allow Shortlist to read your Gmail' : 'Allow Shortlist to read your Outlook mail'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main>
<h1>${title}</h1>
<p>Scopes: ${escapeHtml(p.get('scope') ?? '')}</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${hidden}
<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email"></p>
<p><button type="submit" name="action" value="continue">Allow</button>
<button type="submit" name="action" value="deny" formnovalidate>Deny</button></p>
</form>
</main></body></html>`
}

function clientCredentials(req: IncomingMessage, p: URLSearchParams) {
  const header = req.headers.authorization
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8')
    const i = decoded.indexOf(':')
    if (i < 0) return null
    return { id: decodeURIComponent(decoded.slice(0, i)), secret: decodeURIComponent(decoded.slice(i + 1)) }
  }
  const id = p.get('client_id')
  const secret = p.get('client_secret')
  return id && secret ? { id, secret } : null
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 32 * 1024 * 1024) fail(new Error('body too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    req.on('error', fail)
  })
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', 'Cache-Control': 'no-store' })
  res.end(JSON.stringify(body))
}

function sendHtml(res: ServerResponse, html: string, status = 200) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  res.end(html)
}

// CLI: npx tsx tests/doubles/mail-provider.ts <port>
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const port = Number(process.argv[2] ?? 8785)
  startMailProvider({ port }).then((p) => {
    console.info(`Local Gmail / Microsoft Graph double: ${p.url} (demo mailbox for every new account)`)
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => p.close().then(() => process.exit(0)))
  })
}
