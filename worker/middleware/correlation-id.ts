import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../context'
import { newId } from '../lib/ids'
import { logEvent } from '../lib/log'

export const CORRELATION_HEADER = 'X-Correlation-Id'
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Takes the caller's correlation id (if well-formed) or makes one; every response and log line carries it. */
export const correlationId = createMiddleware<AppEnv>(async (c, next) => {
  const incoming = c.req.header(CORRELATION_HEADER)
  const id = incoming && SAFE_ID.test(incoming) ? incoming : newId()
  c.set('correlationId', id)
  c.header(CORRELATION_HEADER, id)
  const started = Date.now()
  await next()
  c.header(CORRELATION_HEADER, id)
  const level = c.get('services')?.config.LOG_LEVEL
  logEvent(
    'info',
    'request',
    { correlationId: id, method: c.req.method, path: c.req.path, status: c.res.status, ms: Date.now() - started },
    level,
  )
})
