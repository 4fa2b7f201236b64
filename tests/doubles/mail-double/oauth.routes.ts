import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { escapeHtml, readBody, send, sendHtml } from './http'
import type { MailDoubleProvider, MailDoubleState } from './mail-double.state'

/**
 * Google's and Microsoft's OAuth 2.0 endpoints as the inbox uses them: authorization code + PKCE S256
 * through a consent page, offline refresh tokens (rotated by Microsoft, kept by Google),
 * client_secret_basic/post, and Google's token revocation.
 */

const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly'
const CODE_TTL_MS = 60_000

export function oauthRoutes(state: MailDoubleState) {
  const { clients, ttl } = state.config

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
      state.codes.set(code, {
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
      await state.mailboxOf(provider, email)
      redirect.searchParams.set('code', code)
    }
    const flowState = p.get('state')
    if (flowState) redirect.searchParams.set('state', flowState)
    res.writeHead(302, { Location: redirect.toString(), 'Cache-Control': 'no-store' })
    res.end()
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
      const pending = state.codes.get(code)
      state.codes.delete(code)
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
        state.refreshTokens.set(refresh, { provider, email: pending.email, clientId: client.id, scope: pending.scope })
      return send(res, 200, {
        access_token: state.issueAccess(provider, pending.email),
        expires_in: ttl,
        ...(refresh ? { refresh_token: refresh } : {}),
        scope: pending.scope,
        token_type: 'Bearer',
        ...(provider === 'microsoft' ? { ext_expires_in: ttl } : {}),
      })
    }
    if (grant === 'refresh_token') {
      const refresh = p.get('refresh_token') ?? ''
      const known = state.refreshTokens.get(refresh)
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
        state.refreshTokens.delete(refresh)
        next = `M.C5${randomBytes(32).toString('base64url')}`
        state.refreshTokens.set(next, known)
      }
      return send(res, 200, {
        access_token: state.issueAccess(provider, known.email),
        expires_in: ttl,
        scope: known.scope,
        token_type: 'Bearer',
        ...(next ? { refresh_token: next, ext_expires_in: ttl } : {}),
      })
    }
    return send(res, 400, { error: 'unsupported_grant_type' })
  }

  /** Google's revocation endpoint: a refresh or access token ends every grant of that mailbox. */
  async function revoke(req: IncomingMessage, res: ServerResponse, url: URL) {
    const p = new URLSearchParams(await readBody(req))
    const t = p.get('token') ?? url.searchParams.get('token') ?? ''
    const known = state.refreshTokens.get(t) ?? state.accessTokens.get(t)
    if (!known) return send(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' })
    for (const [k, r] of state.refreshTokens)
      if (r.email === known.email && r.provider === 'google') state.refreshTokens.delete(k)
    for (const a of state.accessTokens.values()) if (a.email === known.email && a.provider === 'google') a.expiresAt = 0
    return send(res, 200, {})
  }

  return { authorize, token, revoke }
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
