import { vi } from 'vitest'

export interface MockCall {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: unknown
  credentials: RequestCredentials | undefined
}

/** A JSON answer, a network failure, or a ready-made Response (streams, non-JSON bodies). */
type Reply = { status?: number; body: unknown } | 'network-error' | Response
type Handler = Reply | ((call: MockCall) => Reply | Promise<Reply>)

export function json(body: unknown, status = 200): Reply {
  return { status, body }
}

export function apiError(code: string, status: number): Reply {
  return { status, body: { error: { code, message: code, correlationId: 'server-correlation-id' } } }
}

/**
 * Replaces global fetch with a table of "METHOD /path" → reply, speaking the API's wire format.
 * Unknown calls answer 404 NOT_FOUND, like the worker. Returns the list of calls for assertions.
 */
export function mockApi(routes: Record<string, Handler>): MockCall[] {
  const calls: MockCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const call: MockCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    }
    calls.push(call)
    const handler = routes[`${call.method} ${call.path}`] ?? apiError('NOT_FOUND', 404)
    const reply = typeof handler === 'function' ? await handler(call) : handler
    if (reply === 'network-error') throw new TypeError('Failed to fetch')
    if (reply instanceof Response) return reply
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}
