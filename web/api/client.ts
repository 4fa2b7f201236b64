import './zod-config'
import type { AppType } from '@worker/app'
import { hc } from 'hono/client'
import type { z } from 'zod'
import { ErrorBodySchema } from '../../worker/contracts/errors'
import { IDEMPOTENCY_HEADER } from '../../worker/contracts/idempotency'

/** Error code of a request that never got an HTTP answer (offline, DNS, CORS, server gone). */
export const NETWORK_ERROR = 'NETWORK_ERROR'
/** Error code of a 2xx answer whose body does not match the contract. */
export const INVALID_RESPONSE = 'INVALID_RESPONSE'

/** A failed call (spec §7): carries the HTTP status and the parsed payload of the answer. */
export class ApiError extends Error {
  readonly status: number
  readonly payload: unknown
  readonly code?: string
  readonly correlationId?: string

  constructor(init: {
    status: number
    payload: unknown
    code?: string
    correlationId?: string
    message?: string
    cause?: unknown
  }) {
    super(init.message ?? init.code ?? `HTTP ${init.status}`, { cause: init.cause })
    this.name = 'ApiError'
    this.status = init.status
    this.payload = init.payload
    this.code = init.code
    this.correlationId = init.correlationId
  }
}

export const CORRELATION_HEADER = 'X-Correlation-Id'
export const CSRF_HEADER = 'X-CSRF-Token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// The CSRF token lives in the session query cache; the app wires a reader in at start-up so that this
// module stays free of React Query and can serve as the `fetch` of the hono client.
let readCsrfToken: () => string | undefined = () => undefined
export function setCsrfTokenReader(reader: () => string | undefined): void {
  readCsrfToken = reader
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function toApiError(response: Response, sentCorrelationId: string): Promise<ApiError> {
  const payload = await readPayload(response)
  // A body that is not the API's error shape (a proxy's HTML page, a code this build does not know)
  // leaves the code empty: the interface then shows its generic message, never a raw server text.
  const parsed = ErrorBodySchema.safeParse(payload)
  const body = parsed.success ? parsed.data.error : undefined
  return new ApiError({
    status: response.status,
    payload,
    code: body?.code,
    message: body?.message,
    correlationId: body?.correlationId ?? response.headers.get(CORRELATION_HEADER) ?? sentCorrelationId,
  })
}

/**
 * `fetch` with the API's conventions: a correlation id on every call, the CSRF token on writes,
 * same-origin cookies, and an ApiError for anything that is not 2xx. Signature-compatible with fetch
 * so it can be handed to `hc(…, { fetch: request })`.
 */
export async function request(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(input instanceof Request ? input.headers : undefined)
  new Headers(init.headers).forEach((value, key) => {
    headers.set(key, value)
  })
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  const correlationId = headers.get(CORRELATION_HEADER) ?? crypto.randomUUID()
  headers.set(CORRELATION_HEADER, correlationId)
  if (!SAFE_METHODS.has(method) && !headers.has(CSRF_HEADER)) {
    const token = readCsrfToken()
    if (token) headers.set(CSRF_HEADER, token)
  }

  let response: Response
  try {
    response = await fetch(input, { ...init, method, headers, credentials: 'same-origin' })
  } catch (cause) {
    // A cancelled query must stay a cancellation, not turn into "check your internet connection".
    if (init.signal?.aborted) throw cause
    throw new ApiError({ status: 0, payload: null, code: NETWORK_ERROR, correlationId, cause })
  }
  if (!response.ok) throw await toApiError(response, correlationId)
  return response
}

/**
 * Hono's typed client over `request`: paths, params and bodies are checked against the worker's
 * routes at compile time (types from `.tmp/worker-types`, emitted by `npm run typecheck`).
 */
export const api = hc<AppType>('/', { fetch: request }).api

/**
 * The hc options of a create call: its Idempotency-Key (ADR 0018). One key per submission, minted by
 * `useCreateMutation`, so a repeat of the same submission (a retry, a second click) creates nothing new.
 */
export function idempotencyKey(key: string): { headers: Record<string, string> } {
  return { headers: { [IDEMPOTENCY_HEADER]: key } }
}

/** Awaits a typed call and validates its JSON against the contract (contracts are parsed at both ends). */
export async function parseJson<T>(call: Promise<Response>, schema: z.ZodType<T>): Promise<T> {
  const response = await call
  const payload = await readPayload(response)
  const parsed = schema.safeParse(payload)
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      payload,
      code: INVALID_RESPONSE,
      correlationId: response.headers.get(CORRELATION_HEADER) ?? undefined,
      cause: parsed.error,
    })
  }
  return parsed.data
}
