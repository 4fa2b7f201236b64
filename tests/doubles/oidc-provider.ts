/**
 * A local OpenID Connect provider for tests, end-to-end runs and `npm start`. It speaks the real wire
 * format (discovery, authorization code + PKCE S256, client_secret_basic/post, RS256 ID tokens, JWKS,
 * userinfo) so the product code sees nothing but an issuer URL and a client id.
 *
 * One server plays both providers, each under its own issuer path:
 *   http://127.0.0.1:PORT/google      Google-style issuer (iss = the issuer URL)
 *   http://127.0.0.1:PORT/microsoft   Microsoft "common"-style: discovery advertises the issuer template
 *                                     `.../microsoft/{tenantid}/v2.0`, tokens carry `tid`
 * With `issuerPath`, it serves a single Google-style issuer at that path instead.
 *
 * The account chooser at /authorize is a tiny accessible form (Email, Name, Continue, Deny). Any client
 * id is accepted whose secret was registered with `clients` (default: the local dev pair below).
 *
 * Test control: POST {issuer}/__test/overrides {email, claims} puts `claims` into the next ID token
 * issued for that email (e.g. a wrong `aud` or `nonce`), once.
 *
 *   npx tsx tests/doubles/oidc-provider.ts <port>
 */
import { createHash, randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { readBody, runAsCommand, sendJson as send, sendHtml, serveDouble } from './http-double'

/** Fixed client pairs for the local double only: not secrets of any real provider. */
export const DEV_OIDC_CLIENTS: Record<string, string> = {
  'shortlist-local-google': 'local-double-google-secret',
  'shortlist-local-microsoft': 'local-double-microsoft-secret',
}
/** A fixed tenant id for the Microsoft-style issuer (a GUID, as Entra ID uses). */
export const DOUBLE_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad'

export interface OidcProviderOptions {
  port: number
  host?: string
  /** Serve a single Google-style issuer at this path (e.g. "/google") instead of both. */
  issuerPath?: string
  /** client_id → client_secret. */
  clients?: Record<string, string>
}

export interface OidcProvider {
  /** The first issuer (Google-style). */
  issuer: string
  issuers: { google: string; microsoft?: string }
  url: string
  close(): Promise<void>
}

interface IssuerDef {
  path: string
  tenantTemplate: boolean
}

interface PendingCode {
  issuer: IssuerDef
  clientId: string
  redirectUri: string
  codeChallenge: string
  nonce: string | undefined
  email: string
  name: string
  expiresAt: number
}

const CODE_TTL_MS = 60_000
/** Token and override requests are small forms: anything larger is refused, not buffered. */
const MAX_BODY_BYTES = 64 * 1024

export async function startOidcProvider(options: OidcProviderOptions): Promise<OidcProvider> {
  const host = options.host ?? '127.0.0.1'
  const base = `http://${host}:${options.port}`
  const clients = options.clients ?? DEV_OIDC_CLIENTS
  const defs: IssuerDef[] = options.issuerPath
    ? [{ path: trimSlash(options.issuerPath), tenantTemplate: false }]
    : [
        { path: '/google', tenantTemplate: false },
        { path: '/microsoft', tenantTemplate: true },
      ]
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = randomBytes(8).toString('hex')
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const codes = new Map<string, PendingCode>()
  const accessTokens = new Map<string, { email: string; name: string; sub: string }>()
  const overrides = new Map<string, Record<string, unknown>>()

  const issuerOf = (def: IssuerDef) => `${base}${def.path}`
  /** What the ID token's iss says: Microsoft's common endpoint answers with the user's tenant. */
  const tokenIssuerOf = (def: IssuerDef) =>
    def.tenantTemplate ? `${base}${def.path}/${DOUBLE_TENANT_ID}/v2.0` : issuerOf(def)
  /** A stable subject per email and issuer, like a real provider's account id. */
  const subjectOf = (def: IssuerDef, email: string) =>
    createHash('sha256').update(`${def.path}:${email.toLowerCase()}`).digest('hex').slice(0, 21)

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    const def = defs.find((d) => url.pathname === d.path || url.pathname.startsWith(`${d.path}/`))
    if (!def) return send(res, 404, { error: 'not_found' })
    const route = url.pathname.slice(def.path.length)
    const issuer = issuerOf(def)

    if (req.method === 'GET' && route === '/.well-known/openid-configuration') {
      return send(res, 200, {
        issuer: def.tenantTemplate ? `${base}${def.path}/{tenantid}/v2.0` : issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        code_challenge_methods_supported: ['S256'],
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'email', 'email_verified', 'name'],
      })
    }
    if (req.method === 'GET' && route === '/jwks') return send(res, 200, { keys: [jwk] })

    if (route === '/authorize' && req.method === 'GET') {
      const p = url.searchParams
      const problem = checkAuthorizeParams(p, clients)
      if (problem) return send(res, 400, { error: 'invalid_request', error_description: problem })
      return sendHtml(res, chooserPage(`${def.path}/authorize`, p))
    }
    if (route === '/authorize' && req.method === 'POST') {
      const p = new URLSearchParams(await readBody(req, MAX_BODY_BYTES))
      const problem = checkAuthorizeParams(p, clients)
      if (problem) return send(res, 400, { error: 'invalid_request', error_description: problem })
      const redirect = new URL(p.get('redirect_uri') as string)
      const state = p.get('state')
      if (p.get('action') === 'deny') {
        redirect.searchParams.set('error', 'access_denied')
        redirect.searchParams.set('error_description', 'The user denied the request')
      } else {
        const email = (p.get('email') ?? '').trim()
        if (!email.includes('@')) return sendHtml(res, chooserPage(`${def.path}/authorize`, p, 'Enter an email'), 400)
        const code = randomBytes(24).toString('base64url')
        codes.set(code, {
          issuer: def,
          clientId: p.get('client_id') as string,
          redirectUri: p.get('redirect_uri') as string,
          codeChallenge: p.get('code_challenge') as string,
          nonce: p.get('nonce') ?? undefined,
          email,
          name: (p.get('name') ?? '').trim() || email.split('@')[0] || email,
          expiresAt: Date.now() + CODE_TTL_MS,
        })
        redirect.searchParams.set('code', code)
      }
      if (state) redirect.searchParams.set('state', state)
      res.writeHead(302, { Location: redirect.toString(), 'Cache-Control': 'no-store' })
      return res.end()
    }

    if (route === '/token' && req.method === 'POST') {
      const p = new URLSearchParams(await readBody(req, MAX_BODY_BYTES))
      const client = clientCredentials(req, p)
      if (!client || clients[client.id] !== client.secret) {
        return send(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' })
      }
      if (p.get('grant_type') !== 'authorization_code') return send(res, 400, { error: 'unsupported_grant_type' })
      const code = p.get('code') ?? ''
      const pending = codes.get(code)
      // Single use: the code is gone whatever happens next.
      codes.delete(code)
      const invalid = (d: string) => send(res, 400, { error: 'invalid_grant', error_description: d })
      if (!pending || pending.issuer !== def || pending.expiresAt < Date.now()) return invalid('Unknown or used code')
      if (pending.clientId !== client.id) return invalid('The code was issued to another client')
      if (pending.redirectUri !== p.get('redirect_uri')) return invalid('redirect_uri does not match')
      const verifier = p.get('code_verifier') ?? ''
      if (createHash('sha256').update(verifier).digest('base64url') !== pending.codeChallenge) {
        return invalid('PKCE verification failed')
      }
      const sub = subjectOf(def, pending.email)
      const now = Math.floor(Date.now() / 1000)
      const claims: Record<string, unknown> = {
        email: pending.email,
        email_verified: true,
        name: pending.name,
        ...(pending.nonce ? { nonce: pending.nonce } : {}),
        ...(def.tenantTemplate ? { tid: DOUBLE_TENANT_ID, preferred_username: pending.email } : {}),
      }
      const extra = overrides.get(pending.email.toLowerCase())
      overrides.delete(pending.email.toLowerCase())
      const idToken = await new SignJWT({ ...claims, ...extra })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(typeof extra?.iss === 'string' ? extra.iss : tokenIssuerOf(def))
        .setAudience(typeof extra?.aud === 'string' ? extra.aud : client.id)
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(typeof extra?.exp === 'number' ? extra.exp : now + 3600)
        .sign(privateKey)
      const accessToken = randomBytes(24).toString('base64url')
      accessTokens.set(accessToken, { email: pending.email, name: pending.name, sub })
      return send(res, 200, {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'openid email profile',
        id_token: idToken,
      })
    }

    if (route === '/userinfo' && (req.method === 'GET' || req.method === 'POST')) {
      const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
      const user = accessTokens.get(token)
      if (!user) {
        res.writeHead(401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' })
        return res.end()
      }
      return send(res, 200, { sub: user.sub, email: user.email, email_verified: true, name: user.name })
    }

    if (route === '/__test/overrides' && req.method === 'POST') {
      const body = JSON.parse(await readBody(req, MAX_BODY_BYTES)) as { email: string; claims: Record<string, unknown> }
      overrides.set(body.email.toLowerCase(), body.claims)
      return send(res, 200, { ok: true })
    }
    return send(res, 404, { error: 'not_found' })
  }

  const server = await serveDouble({ port: options.port, host }, handle)
  const [first, second] = defs as [IssuerDef, IssuerDef | undefined]
  return {
    issuer: issuerOf(first),
    issuers: { google: issuerOf(first), ...(second ? { microsoft: issuerOf(second) } : {}) },
    url: base,
    close: server.close,
  }
}

function checkAuthorizeParams(p: URLSearchParams, clients: Record<string, string>): string | null {
  if (p.get('response_type') !== 'code') return 'response_type must be code'
  const clientId = p.get('client_id')
  if (!clientId || !(clientId in clients)) return 'unknown client_id'
  const redirect = p.get('redirect_uri')
  if (!redirect || !/^https?:\/\//.test(redirect)) return 'redirect_uri is required'
  if (!(p.get('scope') ?? '').split(' ').includes('openid')) return 'scope must include openid'
  if (p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge')) return 'PKCE S256 is required'
  return null
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

const PASSED_ON = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'nonce', 'code_challenge']

function chooserPage(action: string, p: URLSearchParams, problem?: string): string {
  const hidden = [...PASSED_ON, 'code_challenge_method']
    .filter((k) => p.has(k))
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p.get(k) ?? '')}">`)
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Choose an account</title></head>
<body><main>
<h1>Sign in to continue</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${hidden}
<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(p.get('email') ?? '')}"></p>
<p><label for="name">Name</label> <input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(p.get('name') ?? '')}"></p>
<p><button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="deny" formnovalidate>Deny</button></p>
</form>
</main></body></html>`
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function trimSlash(path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`
  return p.endsWith('/') ? p.slice(0, -1) : p
}

// CLI: npx tsx tests/doubles/oidc-provider.ts <port>
runAsCommand(
  import.meta.url,
  8788,
  (port) => startOidcProvider({ port }),
  (p) => `Local OpenID provider: ${p.issuers.google} and ${p.issuers.microsoft}`,
)
