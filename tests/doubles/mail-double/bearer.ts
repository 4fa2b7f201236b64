import type { IncomingMessage, ServerResponse } from 'node:http'
import { googleError, graphError } from '../mail-shapes'
import type { MailDoubleProvider, MailDoubleState } from './mail-double.state'

/**
 * The mailbox owner of a valid bearer token, or null after answering 401 (expired or unknown token,
 * in each provider's error format) or 429 with Retry-After (a rate limit set through the test controls).
 * Every authenticated call is recorded for GET /__test/calls.
 */
export function authenticate(
  state: MailDoubleState,
  provider: MailDoubleProvider,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): string | null {
  const bearer = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '')
  const access = state.accessTokens.get(bearer)
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
  state.calls.push({ provider, email: access.email, method: req.method ?? 'GET', path })
  const limit = state.rateLimits.get(state.keyOf(provider, access.email))
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
