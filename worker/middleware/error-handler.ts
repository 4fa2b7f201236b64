import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from '../context'
import { ERROR_CODES, type ErrorBody } from '../contracts/errors'
import { AppError } from '../lib/app-error'
import { logEvent } from '../lib/log'
import { CORRELATION_HEADER } from './correlation-id'

/** Maps every thrown error to `{ error: { code, message, correlationId, details? } }`. */
export function handleError(err: Error, c: Context<AppEnv>) {
  const correlationId = c.get('correlationId') ?? 'unknown'
  const appError = err instanceof AppError ? err : fromFrameworkError(err)
  if (!appError) {
    logEvent('error', 'unhandled_error', {
      correlationId,
      path: c.req.path,
      method: c.req.method,
      error: err.message,
      cause: err.cause instanceof Error ? err.cause.message : undefined,
    })
  }
  const e = appError ?? new AppError('INTERNAL')
  const body: ErrorBody = { error: { code: e.code, message: e.message, correlationId } }
  if (e.details?.length) body.error.details = e.details
  c.header(CORRELATION_HEADER, correlationId)
  return c.json(body, e.status as ContentfulStatusCode)
}

export function notFound(c: Context<AppEnv>) {
  const correlationId = c.get('correlationId') ?? 'unknown'
  const body: ErrorBody = { error: { code: 'NOT_FOUND', message: ERROR_CODES.NOT_FOUND.message, correlationId } }
  return c.json(body, 404)
}

/** Hono's own refusals (bad Content-Type, malformed JSON, body limit) keep their 4xx meaning. */
function fromFrameworkError(err: Error): AppError | null {
  if (err instanceof HTTPException) {
    if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE')
    if (err.status === 401) return new AppError('UNAUTHENTICATED')
    if (err.status === 403) return new AppError('FORBIDDEN')
    if (err.status === 404) return new AppError('NOT_FOUND')
    if (err.status < 500) return new AppError('BAD_REQUEST', undefined, err.message || undefined)
  }
  if (err instanceof SyntaxError) return new AppError('BAD_REQUEST', undefined, 'The request body is not valid JSON')
  return null
}
